import { describe, expect, it } from 'vitest'
import { sightingValues } from './sighting-values.ts'

const SECRET = 'geheim-untuk-uji-0123456789'
const kinds = (ip: string) => sightingValues(SECRET, { ip }).map((value) => value.kind)

describe('sightingValues: what a request shows of the person behind it', () => {
  it('names an IPv4 address itself and an IPv6 address by its /64, apart', () => {
    expect(kinds('203.0.113.9')).toEqual(['ipv4'])
    expect(kinds('::ffff:203.0.113.9')).toEqual(['ipv4'])
    expect(kinds('2001:db8:1:2::1')).toEqual(['ipv6'])
    const [a] = sightingValues(SECRET, { ip: '2001:db8:1:2::1' })
    const [b] = sightingValues(SECRET, { ip: '2001:db8:1:2:ffff::9' })
    const [c] = sightingValues(SECRET, { ip: '2001:db8:1:3::1' })
    expect(a?.hash).toBe(b?.hash)
    expect(a?.hash).not.toBe(c?.hash)
  })

  it('leaves out addresses that name nobody outside: loopback, private, carrier NAT inside, link-local', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '::ffff:127.0.0.1',
      '10.1.2.3',
      '172.16.0.9',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      'fe80::1',
      'fd12:3456::1',
    ]) {
      expect(kinds(ip), ip).toEqual([])
    }
  })

  it('keeps only HMACs, which change with the secret', () => {
    const seen = { visitorId: 'a'.repeat(32), ip: '203.0.113.9', payment: 'card:4811111114' }
    const values = sightingValues(SECRET, seen)
    expect(values.map((value) => value.kind)).toEqual(['visitor', 'ipv4', 'payment'])
    expect(JSON.stringify(values)).not.toMatch(/203\.0\.113|aaaa|4811111114/)
    expect(sightingValues('another-secret-0123456789', seen)[0]?.hash).not.toBe(values[0]?.hash)
  })
})
