import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ObjectStore } from './object-store.ts'

const isMissing = (error: unknown) =>
  error instanceof Error &&
  'code' in error &&
  (error.code === 'ENOENT' || error.code === 'ENOTDIR' || error.code === 'EISDIR')

/**
 * Objects as files under `root` (`DATA_DIR/uploads`). One machine's disk: with several processes
 * on several machines the folder must be a volume they all mount, or S3 is used instead.
 */
export function createDiskObjectStore(root: string): ObjectStore {
  const base = path.resolve(root)
  mkdirSync(base, { recursive: true })
  const fileOf = (key: string) => {
    const file = path.resolve(base, key)
    // Keys are made by the server, but a key must never reach outside the folder.
    if (!file.startsWith(`${base}${path.sep}`)) throw new Error(`invalid object key: ${key}`)
    return file
  }

  return {
    location: base,
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // Written aside, then renamed: a reader (or another process) never sees half a file.
      const aside = `${file}.${randomUUID()}.tmp`
      try {
        await writeFile(aside, bytes)
        await rename(aside, file)
      } catch (error) {
        await rm(aside, { force: true })
        throw error
      }
    },
    async get(key) {
      let handle: Awaited<ReturnType<typeof open>>
      try {
        handle = await open(fileOf(key), 'r')
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
      try {
        const info = await handle.stat()
        if (!info.isFile()) {
          await handle.close()
          return null
        }
        // The stream closes the file when it ends or is destroyed.
        return { body: handle.createReadStream(), length: info.size }
      } catch (error) {
        await handle.close()
        throw error
      }
    },
    async size(key) {
      try {
        const info = await stat(fileOf(key))
        return info.isFile() ? info.size : null
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })))
    },
    close() {},
  }
}
