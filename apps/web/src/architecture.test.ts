import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const srcDir = path.dirname(fileURLToPath(import.meta.url))

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The files under `src/` that `file` imports (`@/…` or relative), relative to `src/`. */
function localImports(file: string): string[] {
  const text = readFileSync(file, 'utf8')
  return [...text.matchAll(/from '((?:@\/|\.{1,2}\/)[^']+)'/g)].map((match) => {
    const target = match[1] as string
    return target.startsWith('@/')
      ? target.slice(2)
      : path.relative(srcDir, path.resolve(path.dirname(file), target))
  })
}

const importsOf = (folder: string) =>
  sourceFiles(path.join(srcDir, folder)).flatMap((file) =>
    localImports(file).map((target) => ({ file: path.relative(srcDir, file), target })),
  )

const show = ({ file, target }: { file: string; target: string }) => `${file} → ${target}`

/** `features/<name>/…` or `app/routes/<name>/…` → `<name>`. */
const segment = (file: string, prefix: string) =>
  file.startsWith(prefix) ? (file.slice(prefix.length).split('/')[0] ?? null) : null

describe('the web app’s layers (docs/decisions/0036)', () => {
  it('keeps each feature to itself: a feature never imports another', () => {
    const crossing = importsOf('features').filter(({ file, target }) => {
      const to = segment(target, 'features/')
      return to !== null && to !== segment(file, 'features/')
    })
    expect(crossing.map(show)).toEqual([])
  })

  it('keeps each area’s routes to themselves: shared pages live in app/, above the areas', () => {
    const crossing = importsOf('app/routes').filter(({ file, target }) => {
      const to = segment(target, 'app/routes/')
      return to !== null && to !== segment(file, 'app/routes/')
    })
    expect(crossing.map(show)).toEqual([])
  })

  it('keeps components, lib, hooks, config and locales below the features and the app', () => {
    const reachingUp = ['components', 'lib', 'hooks', 'config', 'locales'].flatMap((folder) =>
      importsOf(folder).filter(({ target }) => /^(features|app)\//.test(target)),
    )
    expect(reachingUp.map(show)).toEqual([])
  })

  it('lets no route call the auth client: sign-in, sign-up and switching go through features', () => {
    expect(
      importsOf('app/routes')
        .filter(({ target }) => target === 'lib/auth-client')
        .map(show),
    ).toEqual([])
  })

  it('writes query keys only in the key factories (`query-keys.ts`)', () => {
    // An array written as a key (`queryKey: [`) or a key kept in a constant (`fooKey = [`,
    // `fooKey = (uid) => [`), anywhere but a feature's `api/query-keys.ts` or `lib/query-keys.ts`.
    const written = sourceFiles(srcDir)
      .filter((file) => path.basename(file) !== 'query-keys.ts')
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            /queryKey:\s*\[|Keys?\s*=\s*(\([^)]*\)\s*=>\s*)?\[/.test(line)
              ? [`${path.relative(srcDir, file)}:${index + 1}: ${line.trim()}`]
              : [],
          ),
      )
    expect(written).toEqual([])
  })
})
