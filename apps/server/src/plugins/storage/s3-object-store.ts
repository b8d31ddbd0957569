import { Readable } from 'node:stream'
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import type { Env } from '../../config/env.ts'
import type { ObjectStore } from './object-store.ts'

type S3Config = NonNullable<Env['s3']>

/** S3 deletes at most this many keys in one request. */
const DELETE_BATCH = 1000

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
    // Checksums only where S3 requires one (batch delete): the SDK's default adds new ones to
    // every upload, which several S3-compatible servers refuse.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A store that stops answering fails the request instead of holding it for ever.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
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
    async delete(keys) {
      for (let start = 0; start < keys.length; start += DELETE_BATCH) {
        const batch = keys.slice(start, start + DELETE_BATCH)
        const answer = await client.send(
          new DeleteObjectsCommand({
            Bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        )
        const failed = answer.Errors?.[0]
        if (failed) {
          const count = `${answer.Errors?.length} of ${batch.length}`
          throw new Error(`S3 did not delete ${count} objects, first ${failed.Key}: ${failed.Code}`)
        }
      }
    },
    close() {
      client.destroy()
    },
  }
}
