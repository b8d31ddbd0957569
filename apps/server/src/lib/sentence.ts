/** A staff member's reason as a sentence (a full stop added when missing), so text can follow it. */
export const sentence = (text: string) => {
  const trimmed = text.trim()
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`
}
