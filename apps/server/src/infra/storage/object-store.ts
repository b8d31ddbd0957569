import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Env } from '../../config/env.ts'
import { createDiskObjectStore } from './disk-object-store.ts'
import { createS3ObjectStore } from './s3-object-store.ts'

/** An object as it is read: its bytes, streamed, and how many there are. */
export interface StoredObject {
  body: Readable
  length: number
}

/**
 * Where uploaded images live (DESIGN.md §2 file storage): the uploads folder on this machine, or
 * an S3-compatible bucket every process shares. Keys are `/`-separated paths such as
 * `{shopId}/{id}.webp`, the same as the URL under `/uploads/`. Infrastructure: no domain here.
 */
export interface ObjectStore {
  /** Where the objects go, for the start-up line (`DATA_DIR/uploads` or the bucket). */
  readonly location: string
  /** Stores `bytes` under `key`, whole or not at all; an existing object is replaced. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The object, or `null` when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>
  /** The object's size without reading it (HEAD), or `null` when there is none. */
  size(key: string): Promise<number | null>
  /** Deletes every key given; a key with no object is no error. */
  delete(keys: readonly string[]): Promise<void>
  /** Lets go of connections (at app close). */
  close(): void
}

/** The bucket of `S3_*` when it is set, else `DATA_DIR/uploads`. */
export function createObjectStore(env: Pick<Env, 'dataDir' | 's3'>): ObjectStore {
  return env.s3
    ? createS3ObjectStore(env.s3)
    : createDiskObjectStore(path.join(env.dataDir, 'uploads'))
}
