import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * One word for one money thing (issue 28): the README's glossary lists, per thing, the words the
 * app no longer uses for it. No text a person reads — the web app's strings and JSX, the
 * contracts' messages, the server's errors, notifications and emails, the demo data — uses one.
 */
const root = path.resolve(import.meta.dirname, '../../../../..')

const scanned = [
  'apps/web/src',
  'packages/contracts/src',
  'apps/server/src/modules',
  'apps/server/src/plugins',
  'apps/server/src/infra',
  'apps/server/src/workflows',
  'apps/server/src/db/seed',
]

/** The "Not used" column of the README's glossary table, one entry per word or phrase. */
function retiredWords(): string[] {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8')
  const section = readme.split(/^## Glossary$/m)[1]?.split(/^## /m)[0] ?? ''
  const rows = section.split('\n').filter((line) => /^\|(?!\s*-)/.test(line))
  const [header, ...body] = rows.map((row) =>
    row
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  )
  const column = header?.indexOf('Not used') ?? -1
  if (column < 0) return []
  return body.flatMap((cells) =>
    (cells[column] ?? '')
      .split(',')
      .map((word) => word.trim())
      .filter(Boolean),
  )
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|spec)\.tsx?$/.test(file))
    .map((file) => path.join(folder, file))
}

/**
 * The texts of a source file a person may read: its string literals that hold a space (a word
 * alone, like the status `'refund'`, is code) and, in JSX, the text between tags. Comments are
 * left out: they speak English to the next developer.
 */
function readableTexts(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1')
  const literals = code.match(/'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g) ?? []
  const jsxText = Array.from(
    code.matchAll(/>([^<>{}=;]*[^\s<>{}=;][^<>{}=;]*)</g),
    (m) => m[1] ?? '',
  )
  // A template's `${…}` is code: `${to === 'refund' ? …}` says nothing to the reader.
  const texts = literals.map((literal) => literal.slice(1, -1).replace(/\$\{[^}]*\}/g, ' '))
  return [...texts, ...jsxText].filter((text) => /\s/.test(text.trim()))
}

describe('money words', () => {
  const words = retiredWords()

  it('reads the retired words from the README glossary', () => {
    expect(words).toEqual(expect.arrayContaining(['penarikan', 'tarik saldo', 'refund']))
  })

  it('finds no retired word in any text a person reads', () => {
    const patterns = words.map((word) => ({
      word,
      pattern: new RegExp(`(^|[^\\p{L}])${word.replace(/\s+/g, '\\s+')}(?![\\p{L}])`, 'iu'),
    }))
    const found = scanned
      .flatMap(sourceFiles)
      .flatMap((file) =>
        readableTexts(readFileSync(path.join(root, file), 'utf8')).flatMap((text) =>
          patterns
            .filter(({ pattern }) => pattern.test(text))
            .map(({ word }) => `${file}: “${word}” in “${text.slice(0, 120)}”`),
        ),
      )
    expect(found).toEqual([])
  })

  it('sees a retired word in a string and in JSX, not in a comment or a code word', () => {
    const texts = readableTexts(
      [
        "const a = 'Ajukan penarikan'",
        '// penarikan in a comment',
        "if (to === 'refund') return <p>Tarik saldo sekarang</p>",
        // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template, as text
        "const b = `Pesanan ${to === 'refund' ? 'x' : 'y'} dibatalkan`",
      ].join('\n'),
    )
    expect(texts).toEqual(['Ajukan penarikan', 'Pesanan   dibatalkan', 'Tarik saldo sekarang'])
  })
})
