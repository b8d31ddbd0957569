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

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': srcDir } },
  // The manifest lets a test check which chunks the storefront's first load pulls in.
  // `--ssr` builds the storefront's server renderer (src/entry-server.tsx) into dist-server/.
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The server renderer carries its dependencies with it, built for production: React's
  // development build would otherwise run wherever NODE_ENV is not set (`npm start`).
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  }),
}))
