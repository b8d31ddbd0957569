import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
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

/**
 * The server's domains, lowest first (docs/decisions/0038): a domain imports only the ones before
 * it. Moving a domain, or adding one, is a change to this list and to the decision's table.
 */
export const DOMAIN_ORDER = [
  'limits',
  'mail-outbox',
  'uploads',
  'sightings',
  'audit',
  'auth',
  'users',
  'notifications',
  'ledger',
  'settings',
  'copies',
  'catalog',
  'reviews',
  'shops',
  'payouts',
  'affiliates',
  'complaints',
  'leaks',
  'tax',
  'orders',
  'payments',
  'documents',
  'chat',
  'wishlist',
  'tries',
  'statistics',
  'waitlist',
  'pages',
] as const

/** `modules/<domain>/…` → `<domain>`; anything else → null. */
const domainOf = (file: string) => (file.startsWith('modules/') ? file.split('/')[1] : null)

/** Every import from one domain's folder into another's, as `from → to (file → target)`. */
function domainImports() {
  return importsOf('modules').flatMap(({ file, target }) => {
    const from = domainOf(file)
    const to = domainOf(target)
    return from && to && from !== to ? [{ from, to, file, target }] : []
  })
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
    expect(importsOf('infra/mail').filter(({ target }) => target.startsWith('modules/'))).toEqual(
      [],
    )
  })

  it('keeps the domains in their written order: each imports only the ones below it', () => {
    const folders = readdirSync(path.join(srcDir, 'modules'))
    expect(folders.filter((name) => !(DOMAIN_ORDER as readonly string[]).includes(name))).toEqual(
      [],
    )
    const rank = (domain: string) => (DOMAIN_ORDER as readonly string[]).indexOf(domain)
    const against = domainImports()
      .filter(({ from, to }) => rank(to) >= rank(from))
      .map(({ from, to, file, target }) => `${from} → ${to} (${file} → ${target})`)
    expect(against).toEqual([])
  })

  it('has no cycle in the graph of domains, and prints it', () => {
    const graph = new Map<string, Set<string>>()
    for (const { from, to } of domainImports()) {
      graph.set(from, (graph.get(from) ?? new Set()).add(to))
    }
    console.info(
      `Domains and what they import (lowest first):\n${DOMAIN_ORDER.map(
        (domain) => `  ${domain} → ${[...(graph.get(domain) ?? [])].sort().join(', ') || '—'}`,
      ).join('\n')}`,
    )
    // Depth-first search: a domain met again while still on the path closes a cycle.
    const cycles: string[] = []
    const done = new Set<string>()
    const visit = (domain: string, trail: string[]) => {
      if (trail.includes(domain)) {
        cycles.push([...trail.slice(trail.indexOf(domain)), domain].join(' → '))
        return
      }
      if (done.has(domain)) return
      for (const next of graph.get(domain) ?? []) visit(next, [...trail, domain])
      done.add(domain)
    }
    for (const domain of graph.keys()) visit(domain, [])
    expect(cycles).toEqual([])
  })

  it('keeps infrastructure below the use cases and what composes them above', () => {
    const above = ['modules/', 'workflows/', 'plugins/', 'routes/']
    // infra/: events, the mail transport and layout, object storage — no domain, no route.
    expect(
      importsOf('infra').filter(({ target }) => above.some((folder) => target.startsWith(folder))),
    ).toEqual([])
    // lib/ and config/ sit below everything; the database's own files below every use case
    // (its seed and test factories use them, as a tool would).
    for (const folder of ['lib', 'config']) {
      expect(
        importsOf(folder).filter(({ target }) =>
          ['db/', 'infra/', ...above].some((prefix) => target.startsWith(prefix)),
        ),
      ).toEqual([])
    }
    expect(
      importsOf('db').filter(
        ({ file, target }) =>
          !file.startsWith('db/seed/') &&
          !file.startsWith('db/factories/') &&
          above.some((folder) => target.startsWith(folder)),
      ),
    ).toEqual([])
    // Use cases never reach up into what composes them: flows, Fastify plugins, jobs, SEO,
    // the first screen.
    expect(
      importsOf('modules').filter(({ target }) =>
        ['workflows/', 'plugins/'].some((folder) => target.startsWith(folder)),
      ),
    ).toEqual([])
    // A flow composes use cases; the Fastify layer composes flows.
    expect(
      importsOf('workflows').filter(({ target }) =>
        ['plugins/', 'routes/'].some((folder) => target.startsWith(folder)),
      ),
    ).toEqual([])
  })

  it('names each use case after its file: `approve-payout.ts` exports `approvePayout`', () => {
    // A file whose first word is one of these actions is a use case; views, columns and rules
    // (`order-view.ts`, `search-words.ts`) are named for what they hold and may export several.
    const actions = new Set(
      (
        'announce approve assert change check checkout claim close consume count create delete ' +
        'deliver enqueue expire export find flag get grant handle invite join leave list lock ' +
        'mark notify open post prepare publish read reconcile record refresh refund reject ' +
        'release remember remove reorder reply request reverse set settle start store suggest tell ' +
        'update'
      ).split(' '),
    )
    const camel = (name: string) =>
      name.replace(/-([a-z0-9])/g, (_, next: string) => next.toUpperCase())
    const misnamed = sourceFiles(path.join(srcDir, 'modules')).flatMap((file) => {
      const name = path.basename(file, '.ts')
      if (!actions.has(name.split('-')[0] as string)) return []
      const expected = camel(name)
      const exported = new RegExp(`export (async )?function ${expected}\\b`)
      return exported.test(readFileSync(file, 'utf8'))
        ? []
        : [`${path.relative(srcDir, file)} does not export ${expected}`]
    })
    expect(misnamed).toEqual([])
  })

  it('gives a use case at most three parameters; more are one options object after the executor', () => {
    // Documenso's habit: `requestPayout(db, { events, shop, amount, defaults })`, so a call
    // names what it passes and an argument is never swapped for another of the same type.
    const tooMany = sourceFiles(path.join(srcDir, 'modules')).flatMap((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest)
      return source.statements.flatMap((statement) =>
        ts.isFunctionDeclaration(statement) &&
        statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) &&
        statement.parameters.length > 3
          ? [
              `${path.relative(srcDir, file)}: ${statement.name?.text} takes ${statement.parameters.length}`,
            ]
          : [],
      )
    })
    expect(tooMany).toEqual([])
  })

  it('lets no use case reach back into the routes', () => {
    expect(importsOf('modules').filter(({ target }) => target.startsWith('routes/'))).toEqual([])
  })
})
