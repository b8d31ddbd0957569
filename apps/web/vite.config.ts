import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin } from 'vite'

const srcDir = fileURLToPath(new URL('./src', import.meta.url))

/**
 * Writes `.br` and `.gz` next to each text asset at build time, so the server sends them with
 * `preCompressed` instead of compressing the same bytes on every request.
 */
function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'pasarprompt:precompress',
    apply: 'build',
    configResolved(config) {
      // The server renderer's bundle is read from disk by the server, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir)
    },
    writeBundle(_options, bundle) {
      if (!outDir) return
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue
        const file = path.join(outDir, fileName)
        const content = readFileSync(file)
        if (content.length < 1024) continue
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        )
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }))
      }
    },
  }
}

/**
 * The browser bundle's chunks (issue 27). Left to itself, the bundler gives every set of lazy
 * routes that share a module a chunk of its own: a storefront page's first load was 60-80 small
 * files, each compressed on its own. Two groups instead:
 * - `entry`: everything `main.tsx` imports statically (React, the router, TanStack Query, the app's
 *   root), which every page loads anyway;
 * - `storefront`: what the marketplace frame imports, and what at least two of the four painted
 *   pages (home, list, prompt, shop) import, so those pages load one chunk for it.
 * Other modules (one page's own, or shared with the signed-in areas only) keep the bundler's own
 * split. The groups do not follow a package's index into the rest of the package (lucide's icons,
 * Radix): that would pull every icon and primitive the whole app uses into them; the bundler still
 * adds what a grouped module imports from such a package. Worked out once per build (`vite
 * build`); a watch build would keep the first build's groups.
 */
function firstLoadGroups() {
  const fromWeb = (file: string) => path.join(srcDir, '..', file)
  const entry = fromWeb('src/main.tsx')
  const frame = fromWeb('src/app/routes/marketplace/area.ts')
  const pages = ['home-page', 'prompt-list-page', 'prompt-page', 'shop-page'].map((page) =>
    fromWeb(`src/app/routes/marketplace/${page}.tsx`),
  )
  const followed =
    /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|clsx|class-variance-authority|tailwind-merge)[\\/]/
  let groups: { entry: Set<string>; storefront: Set<string> } | undefined

  const group = (id: string, infoOf: ModuleInfoOf) => {
    groups ??= {
      entry: staticallyReached([entry], infoOf),
      storefront: new Set([...staticallyReached([frame], infoOf), ...sharedBy(pages, 2, infoOf)]),
    }
    if (id.includes('node_modules') && !followed.test(id)) return null
    // main.tsx itself stays the entry chunk: it awaits the page's lazy modules, which import from
    // the `entry` group, so sharing a chunk with them would be a cycle that never finishes.
    if (groups.entry.has(id) && id !== entry) return 'entry'
    if (groups.storefront.has(id)) return 'storefront'
    return null
  }
  return [
    {
      name: (id: string, ctx: { getModuleInfo: ModuleInfoOf }) =>
        group(id, (module) => ctx.getModuleInfo(module)),
    },
  ]
}

type ModuleInfoOf = (id: string) => { importedIds: readonly string[] } | null

function staticallyReached(roots: string[], infoOf: ModuleInfoOf) {
  const seen = new Set<string>()
  const stack = [...roots]
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (seen.has(id)) continue
    seen.add(id)
    stack.push(...(infoOf(id)?.importedIds ?? []))
  }
  return seen
}

/** The modules at least `count` of `roots` import, directly or not. */
function sharedBy(roots: string[], count: number, infoOf: ModuleInfoOf) {
  const seenBy = new Map<string, number>()
  for (const root of roots)
    for (const id of staticallyReached([root], infoOf)) seenBy.set(id, (seenBy.get(id) ?? 0) + 1)
  return new Set([...seenBy].filter(([, seen]) => seen >= count).map(([id]) => id))
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': srcDir } },
  // The manifest lets a test check which chunks the storefront's first load pulls in.
  // `--ssr` builds the storefront's server renderer (src/entry-server.tsx) into dist-server/.
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: firstLoadGroups() } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The server renderer carries its dependencies with it, built for production: React's
  // development build would otherwise run wherever NODE_ENV is not set (`npm start`).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}))
