import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const srcDir = path.dirname(fileURLToPath(import.meta.url))
const AREAS = ['public', 'account', 'seller', 'admin']

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : []
  })
}

/** The files under `src/` that `file` imports, relative to `src/`. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) =>
    path.relative(srcDir, path.resolve(path.dirname(file), match[1] as string)),
  )
}

const importsOf = (folder: string) =>
  sourceFiles(path.join(srcDir, folder)).flatMap((file) =>
    localImports(file).map((target) => ({ file: path.relative(srcDir, file), target })),
  )

describe('the server’s layout (docs/decisions/0013)', () => {
  it('splits use cases by domain only: no module folder is named after an area', () => {
    const folders = readdirSync(path.join(srcDir, 'modules'))
    expect(folders.filter((name) => AREAS.some((area) => name.startsWith(area)))).toEqual([])
  })

  it('keeps tables out of routes: a route calls a use case, never the schema', () => {
    expect(importsOf('routes').filter(({ target }) => target.startsWith('db/'))).toEqual([])
  })

  it('lets payments call orders, never orders call payments', () => {
    expect(
      importsOf('modules/orders').filter(({ target }) => target.startsWith('modules/payments/')),
    ).toEqual([])
  })

  it('keeps auth free of orders (it is told of proved emails instead)', () => {
    expect(
      importsOf('modules/auth').filter(({ target }) => target.startsWith('modules/orders/')),
    ).toEqual([])
  })

  it('keeps the mail outbox below every other domain and the mail transport free of domains', () => {
    expect(
      importsOf('modules/mail-outbox').filter(
        ({ target }) => target.startsWith('modules/') && !target.startsWith('modules/mail-outbox/'),
      ),
    ).toEqual([])
    expect(importsOf('plugins/mail').filter(({ target }) => target.startsWith('modules/'))).toEqual(
      [],
    )
  })

  it('lets no use case reach back into the routes', () => {
    expect(importsOf('modules').filter(({ target }) => target.startsWith('routes/'))).toEqual([])
  })
})
