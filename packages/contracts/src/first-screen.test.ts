import { describe, expect, it } from 'vitest'
import { firstScreenKey } from './first-screen.ts'

describe('the first screen’s answer keys', () => {
  it('spell one request alike whatever the order of its query', () => {
    expect(firstScreenKey('/api/v1/products?sort=terlaris&limit=4')).toBe(
      firstScreenKey('/api/v1/products?limit=4&sort=terlaris'),
    )
    expect(firstScreenKey('/api/v1/products?q=kata%20kunci&category=menulis')).toBe(
      '/api/v1/products?category=menulis&q=kata+kunci',
    )
  })

  it('keep a path without a query as it is', () => {
    expect(firstScreenKey('/api/v1/config')).toBe('/api/v1/config')
    expect(firstScreenKey('/api/v1/products/judul%20prompt?')).toBe(
      '/api/v1/products/judul%20prompt',
    )
  })
})
