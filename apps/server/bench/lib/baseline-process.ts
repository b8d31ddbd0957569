// The raw `node:http` baseline as its own process (started by `baseline-server.ts`): nothing
// else runs on its thread, as nothing but the app runs on the app's. Reads the captured answers
// from the JSON file named by its argument, listens on a free port and prints it.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

interface Stored {
  status: number
  /** Name, value, name, value…: the app's own headers, in its order. */
  headers: string[]
  body: string
}

const file = process.argv[2]
if (!file) throw new Error('baseline-process: the captured answers file is missing')
const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Stored>
const answers = new Map(
  Object.entries(stored).map(([path, answer]) => [
    path,
    { ...answer, body: Buffer.from(answer.body, 'base64') },
  ]),
)

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '')
  if (!answer) {
    response.writeHead(404).end()
    return
  }
  response.writeHead(answer.status, answer.headers)
  response.end(answer.body)
})
server.keepAliveTimeout = 10_000
server.listen(0, '127.0.0.1', () => {
  console.info(JSON.stringify({ port: (server.address() as AddressInfo).port }))
})
process.on('SIGTERM', () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
})
