import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './helpers/build-test-app.ts'

/** A minimal build output, shaped like Vite's, so the serving rules are tested on their own. */
function fakeWebBuild() {
  const dir = mkdtempSync(path.join(tmpdir(), 'pasarprompt-dist-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="id"><div id="root"></div></html>',
  )
  const script = `console.info(${JSON.stringify('x'.repeat(4000))})`
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), script)
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script))
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  return dir
}

describe('serving the web app', () => {
  const distDir = fakeWebBuild()
  let testApp: Awaited<ReturnType<typeof buildTestApp>>
  beforeAll(async () => {
    testApp = await buildTestApp({ webDistDir: distDir })
  })
  afterAll(async () => {
    await testApp.close()
    rmSync(distDir, { recursive: true, force: true })
  })
  const get = (url: string, headers: Record<string, string> = {}) =>
    testApp.app.inject({ method: 'GET', url, headers })

  it('redirects / to /marketplace, keeping the query string', async () => {
    const plain = await get('/')
    expect(plain.statusCode).toBe(302)
    expect(plain.headers.location).toBe('/marketplace')
    const affiliate = await get('/?aff=KODE1')
    expect(affiliate.headers.location).toBe('/marketplace?aff=KODE1')
  })

  it('answers any unknown page with the app, revalidated on each visit', async () => {
    for (const url of ['/marketplace', '/marketplace/prompt?featured=true', '/toko-budi?aff=x']) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expect(response.headers['content-type']).toContain('text/html')
      expect(response.headers['cache-control']).toBe('no-cache')
      expect(response.body).toContain('<div id="root">')
    }
  })

  it('never answers an API path with the app', async () => {
    const response = await get('/api/v1/nothing-here')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' })
  })

  it('caches hashed assets for a year and sends them pre-compressed', async () => {
    const response = await get('/assets/index-AbC123.js', { 'accept-encoding': 'br, gzip' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['content-encoding']).toBe('br')
  })

  it('revalidates files without a hash in their name', async () => {
    const response = await get('/favicon.svg')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('no-cache')
  })

  it('answers a missing asset with 404 instead of the app', async () => {
    const response = await get('/assets/gone-123.js')
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).not.toContain('text/html')
  })
})
