import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const DEFAULT_HEAD = [
  '<meta charset="UTF-8" />',
  '<title>PasarPrompt</title>',
  '<script type="module" crossorigin src="/assets/index-AbC123.js"></script>',
]

/**
 * The app's `index.html` as Vite builds it, trimmed to `head` (what the test reads or the server
 * replaces): enough for the server to render pages.
 */
export function fakeWebBuild(head: string[] = DEFAULT_HEAD) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-dist-'))
  writeFileSync(
    path.join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="id">',
      '  <head>',
      ...head.map((line) => `    ${line}`),
      '  </head>',
      '  <body><div id="root"></div></body>',
      '</html>',
    ].join('\n'),
  )
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
