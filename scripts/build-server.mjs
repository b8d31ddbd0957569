#!/usr/bin/env node
// `npm run build:server`: compiles the server to plain JavaScript, so production runs `node` on
// it instead of `tsx` (decision 0027). apps/server/src/main.ts → apps/server/dist/main.js and
// every apps/server/src/cli/<name>.ts → apps/server/dist/cli/<name>.js, each one bundle with its
// source map. npm packages stay imports (node_modules is installed beside the build); the
// workspace package @pasarprompt/contracts, whose exports are TypeScript sources, is bundled in.
// The SQL migrations are read from disk at run time: they are copied to dist/migrations, where
// db/migrate.ts looks for them when it runs from dist; so is the embedded database's template
// (db/pglite-template/ → dist/pglite-template, found by db/pglite-template.ts), made first when it
// is missing or stale (scripts/pglite-template.mjs).
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { makeTemplateIfStale } from './server-build.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const serverDir = path.join(root, 'apps/server')
const srcDir = path.join(serverDir, 'src')
const distDir = path.join(serverDir, 'dist')
const contractsSrc = path.join(root, 'packages/contracts/src')

const cliDir = path.join(srcDir, 'cli')
const commands = existsSync(cliDir)
  ? readdirSync(cliDir)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => path.join(cliDir, name))
  : []

/** `@pasarprompt/contracts/<name>` → packages/contracts/src/<name>.ts (its `exports` map). */
const bundleContracts = {
  name: 'bundle-contracts',
  setup(builder) {
    builder.onResolve({ filter: /^@pasarprompt\/contracts\// }, (args) => ({
      path: path.join(contractsSrc, `${args.path.slice('@pasarprompt/contracts/'.length)}.ts`),
    }))
  },
}

// The template first: written after main.js, it would make the sources look newer than the build.
makeTemplateIfStale()
rmSync(distDir, { recursive: true, force: true })
const started = Date.now()
await build({
  entryPoints: [path.join(srcDir, 'main.ts'), ...commands],
  outbase: srcDir,
  outdir: distDir,
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  plugins: [bundleContracts],
  sourcemap: true,
  logLevel: 'warning',
})
cpSync(path.join(srcDir, 'db/migrations'), path.join(distDir, 'migrations'), { recursive: true })
cpSync(path.join(srcDir, 'db/pglite-template'), path.join(distDir, 'pglite-template'), {
  recursive: true,
})
console.info(
  `Server dibangun ke ${path.relative(root, distDir)} (main.js` +
    `${commands.map((file) => `, cli/${path.basename(file, '.ts')}.js`).join('')}) ` +
    `dalam ${((Date.now() - started) / 1000).toFixed(1)} s`,
)
