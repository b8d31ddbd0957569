import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { createDiskObjectStore } from './disk-object-store.ts'
import type { ObjectStore } from './object-store.ts'

describe('the uploads folder as an object store', () => {
  let root: string
  let store: ObjectStore
  const files = () =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort()

  beforeEach(() => {
    root = path.join(mkdtempSync(path.join(tmpdir(), 'pasarprompt-disk-')), 'uploads')
    store = createDiskObjectStore(root)
  })
  afterEach(() => rmSync(path.dirname(root), { recursive: true, force: true }))

  it('makes its folder, stores bytes under a key and reads them back with their length', async () => {
    await store.put('toko-1/gambar.webp', Buffer.from('pertama'), 'image/webp')
    await store.put('toko-1/gambar.webp', Buffer.from('kedua!'), 'image/webp')
    const object = await store.get('toko-1/gambar.webp')
    if (!object) throw new Error('the stored object was not found')
    expect(object.length).toBe(6)
    expect((await buffer(object.body)).toString()).toBe('kedua!')
    expect(await store.size('toko-1/gambar.webp')).toBe(6)
    // Written aside and renamed: no partial file is ever left beside it.
    expect(files()).toEqual(['toko-1/gambar.webp'])
  })

  it('answers null for a key with no file, or a folder', async () => {
    await store.put('toko-1/ada.webp', Buffer.from('x'), 'image/webp')
    expect(await store.get('toko-1/tidak-ada.webp')).toBeNull()
    expect(await store.get('toko-2/tidak-ada.webp')).toBeNull()
    expect(await store.get('toko-1/ada.webp/lagi.webp')).toBeNull()
    expect(await store.get('toko-1')).toBeNull()
    expect(await store.size('toko-1')).toBeNull()
    expect(await store.size('toko-1/tidak-ada.webp')).toBeNull()
  })

  it('leaves nothing behind when a write cannot be finished', async () => {
    mkdirSync(path.join(root, 'toko-1', 'sibuk.webp'), { recursive: true })
    await expect(store.put('toko-1/sibuk.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow()
    expect(files()).toEqual([])
  })

  it('deletes every key given, those without a file included', async () => {
    await store.put('toko-1/a.webp', Buffer.from('a'), 'image/webp')
    await store.put('toko-1/b.webp', Buffer.from('b'), 'image/webp')
    await store.delete(['toko-1/a.webp', 'toko-1/a.w320.webp', 'toko-9/c.webp'])
    expect(files()).toEqual(['toko-1/b.webp'])
  })

  it('refuses a key that would reach outside its folder', async () => {
    await expect(store.put('../luar.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /invalid object key/,
    )
    await expect(store.get('toko-1/../../luar.webp')).rejects.toThrow(/invalid object key/)
    expect(readdirSync(path.dirname(root))).toEqual(['uploads'])
  })
})
