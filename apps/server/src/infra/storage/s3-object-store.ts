import { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { Env } from '../../config/env.ts'
import type { ObjectStore } from './object-store.ts'

type S3Config = NonNullable<Env['s3']>

/** Deletes in flight at once: a clean-up run never opens hundreds of connections. */
const PARALLEL_DELETES = 8

/**
 * Connections to the store at once, per process. Every image served holds one for as long as its
 * client takes to download it; the SDK's 50 would let 50 slow clients stall every image and
 * upload of the process (ADR 0025).
 */
const S3_MAX_SOCKETS = 200

/**
 * A key with no object. Amazon S3 says so (404) only to a caller allowed `s3:ListBucket`; without
 * it a missing key is a 403 AccessDenied, which stays an error here (README, ADR 0025).
 */
const isAbsent = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound')

/**
 * Objects in an S3-compatible bucket (ADR 0025). With `S3_ENDPOINT` (MinIO, R2, Garage…) the
 * bucket is addressed by path (`endpoint/bucket/key`), which every such server understands;
 * without it, Amazon S3 of `S3_REGION`.
 */
export function createS3ObjectStore(config: S3Config): ObjectStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.endpoint !== undefined,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where an operation requires one: the SDK's default adds CRC headers to
    // every upload, which several S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // The SDK makes its NodeHttpHandler of these. A store that stops answering fails the request
    // instead of holding it for ever (without throwOnRequestTimeout the SDK only warns), and a
    // connection idle for 30 s (a download whose client stopped reading) is closed, so its
    // socket goes back to the pool.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 30_000,
      throwOnRequestTimeout: true,
      socketTimeout: 30_000,
      httpAgent: { maxSockets: S3_MAX_SOCKETS },
      httpsAgent: { maxSockets: S3_MAX_SOCKETS },
    },
  })
  const Bucket = config.bucket

  return {
    location: `s3://${Bucket}${config.endpoint ? ` (${config.endpoint})` : ` (${config.region})`}`,
    async put(key, bytes, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }),
      )
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }))
        if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
          throw new Error(`S3 answered no body or no length for ${key}`)
        }
        return { body: object.Body, length: object.ContentLength }
      } catch (error) {
        if (isAbsent(error)) return null
        throw error
      }
    },
    async size(key) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }))
        return head.ContentLength ?? null
      } catch (error) {
        if (isAbsent(error)) return null
        throw error
      }
    },
    // One request a key: DeleteObject is the call every S3-compatible server has (the batch
    // call is missing on some, and wants a checksum others refuse); deleting no object is no
    // error. Clean-up deletes a handful of keys a run, so the round trips do not matter. After
    // one failure the others stop taking keys: the caller retries them all later.
    async delete(keys) {
      const queue = [...keys]
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          try {
            await client.send(new DeleteObjectCommand({ Bucket, Key: key }))
          } catch (error) {
            queue.length = 0
            throw error
          }
        }
      }
      await Promise.all(Array.from({ length: Math.min(PARALLEL_DELETES, queue.length) }, worker))
    },
    close() {
      client.destroy()
    },
  }
}
