import { spawn } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'

export interface CapturedResponse {
  status: number
  /** The app's response headers as sent (name, value, …), without the ones `node:http` adds. */
  headers: string[]
  body: Buffer
}

const processFile = fileURLToPath(new URL('./baseline-process.ts', import.meta.url))

/**
 * The ceiling of this machine for each endpoint: a bare `node:http` server in a process of its
 * own, answering every captured path with the very status, headers (the same names, values and
 * count, `x-request-id` included) and body bytes the real server gave.
 */
export async function startBaselineServer(
  responses: Map<string, CapturedResponse>,
  scratchDir: string,
) {
  const file = path.join(scratchDir, 'baseline-answers.json')
  const stored = Object.fromEntries(
    [...responses].map(([url, response]) => [
      url,
      { ...response, body: response.body.toString('base64') },
    ]),
  )
  writeFileSync(file, JSON.stringify(stored))
  const child = spawn(process.execPath, ['--import', 'tsx', processFile, file], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port))
    child.once('exit', (code) => reject(new Error(`the baseline process exited with ${code}`)))
  })
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    close: async () => {
      child.kill('SIGTERM')
      await exited
    },
  }
}
