import { parsePromptTemplate, type TemplatePart } from '@pasarprompt/contracts/prompt-template'

/**
 * A variable a try shows and fills: written in capitals, digits, spaces, `_` or `-`, at most 30
 * characters (`[NAMA_PRODUK]`, `[JUDUL SKRIPSI]`). Any other bracket (`[jangan sebut merek
 * pesaing: …]`) is the seller's own text: as secret as the rest, never named to a buyer and
 * never filled by one.
 */
const PUBLIC_VARIABLE = /^\[\s*[A-Z0-9][A-Z0-9 _-]{0,29}\s*\]$/

export interface TryTemplate {
  /** The variables a buyer fills, in order: the only names of the template the try makes public. */
  variables: string[]
  /** The seller's text between those variables: what the leak guard must not let out. */
  secretParts: string[]
  /** The template with the buyer's values in its variables (an empty one stays as written). */
  fill(values: Readonly<Record<string, string>>): string
}

export function tryTemplate(promptText: string): TryTemplate {
  const parts: TemplatePart[] = []
  for (const part of parsePromptTemplate(promptText)) {
    const text = part.kind === 'text' ? part.text : PUBLIC_VARIABLE.test(part.raw) ? null : part.raw
    const last = parts.at(-1)
    if (text === null) parts.push(part)
    else if (last?.kind === 'text') last.text += text
    else parts.push({ kind: 'text', text })
  }
  const variables = [
    ...new Set(parts.flatMap((part) => (part.kind === 'variable' ? [part.name] : []))),
  ]
  return {
    variables,
    secretParts: parts.flatMap((part) => (part.kind === 'text' ? [part.text] : [])),
    fill: (values) =>
      parts
        .map((part) => (part.kind === 'text' ? part.text : values[part.name]?.trim() || part.raw))
        .join(''),
  }
}
