export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

/**
 * One simple layout for every email: a heading, a paragraph, a button, the raw link, and an
 * optional second link (the receipt's invoice) written as a plain link under the button.
 */
export function mailLayout(input: {
  heading: string
  body: string
  action: string
  link: string
  secondary?: { action: string; link: string }
  footnote: string
}) {
  const secondary = input.secondary
  const html = `<!doctype html><html lang="id"><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:0 auto;padding:24px">
<p style="font-weight:700;color:#047857;font-size:18px">PasarPrompt</p>
<h1 style="font-size:20px">${escapeHtml(input.heading)}</h1>
<p>${escapeHtml(input.body)}</p>
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;background:#047857;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(input.action)}</a></p>
${secondary ? `<p><a href="${escapeHtml(secondary.link)}" style="color:#047857">${escapeHtml(secondary.action)}</a></p>\n` : ''}<p style="font-size:13px;color:#6b7280">Jika tombol tidak berfungsi, salin tautan ini ke peramban Anda:<br>${escapeHtml(input.link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(input.footnote)}</p>
</body></html>`
  const text = `${input.heading}\n\n${input.body}\n\n${input.action}: ${input.link}\n${secondary ? `${secondary.action}: ${secondary.link}\n` : ''}\n${input.footnote}\n\n— PasarPrompt`
  return { html, text }
}
