import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * A real S3-compatible server for tests (ADR 0025): `@20minutes/s3rver`, the maintained fork of
 * s3rver, on loopback with its files in a temporary folder. Loaded here once; where it cannot be
 * loaded the tests that need it skip (`describe.skipIf(s3ServerMissing)`) and say why.
 */
const loaded = await import('@20minutes/s3rver').then(
  (module) => ({ S3rver: module.default, problem: null }),
  (error: Error) => ({ S3rver: null, problem: error.message }),
)

/** Why the S3 tests are skipped, or `null` when the server can be started. */
export const s3ServerMissing: string | null = loaded.problem
  ? `@20minutes/s3rver cannot be loaded (${loaded.problem}): the S3 object-storage tests are skipped`
  : null
if (s3ServerMissing) console.warn(s3ServerMissing)

export interface S3TestServer {
  endpoint: string
  region: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  /** The `S3_*` variables that point the app at this server's bucket. */
  env: Record<string, string>
  /** Every key in the bucket (under `prefix`), sorted. */
  listKeys(prefix?: string): Promise<string[]>
  /** Stops answering (the port refuses connections) and keeps the objects, as a bucket down. */
  stop(): Promise<void>
  /** Answers again on the same port with the same objects, after `stop()`. */
  start(): Promise<void>
  close(): Promise<void>
}

/** Starts the server on 127.0.0.1 on a free port, with one empty bucket. */
export async function startS3Server(bucket = 'pasarprompt-uji'): Promise<S3TestServer> {
  if (!loaded.S3rver) throw new Error(s3ServerMissing ?? 'S3 test server missing')
  const S3rver = loaded.S3rver
  const directory = mkdtempSync(path.join(tmpdir(), 'pasarprompt-s3-'))
  // The objects live in `directory`, so a server started again on it finds them.
  const serve = async (port: number) => {
    const instance = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    })
    return { instance, address: await instance.run() }
  }
  const first = await serve(0)
  let server: typeof first.instance | null = first.instance
  const { port } = first.address
  const endpoint = `http://127.0.0.1:${port}`
  // s3rver knows one account, S3RVER / S3RVER, and checks every signed request with it.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }
  const region = 'us-east-1'

  return {
    endpoint,
    region,
    bucket,
    ...credentials,
    env: {
      S3_ENDPOINT: endpoint,
      S3_REGION: region,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    // Listed by an unsigned request, which s3rver answers: the SDK signs a bucket's own path
    // with a trailing slash (`/bucket/`) and s3rver checks it without, so a signed listing fails.
    async listKeys(prefix = '') {
      const keys: string[] = []
      let token: string | undefined
      do {
        const query = new URLSearchParams({ 'list-type': '2', prefix })
        if (token) query.set('continuation-token', token)
        const response = await fetch(`${endpoint}/${bucket}?${query}`)
        const xml = await response.text()
        if (!response.ok) throw new Error(`listing ${bucket} answered ${response.status}: ${xml}`)
        keys.push(
          ...[...xml.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => unescapeXml(match[1] ?? '')),
        )
        token = /<NextContinuationToken>([^<]*)</.exec(xml)?.[1]
      } while (token)
      return keys.sort()
    },
    async stop() {
      // Connections the app's client keeps alive are cut too: a socket busy at the moment of
      // closing would otherwise stay open and keep answering, and "down" would not be down.
      const http = (server as { httpServer?: Server } | null)?.httpServer
      const closing = server?.close()
      http?.closeAllConnections()
      await closing
      server = null
    },
    async start() {
      if (server) return
      server = (await serve(port)).instance
    },
    async close() {
      await server?.close()
      server = null
      rmSync(directory, { recursive: true, force: true })
    },
  }
}

const unescapeXml = (text: string) =>
  text
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&apos;', "'")
    .replaceAll('&amp;', '&')
