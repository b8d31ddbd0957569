import { describe, expect, it } from 'vitest'
import { networkOf } from './network-of.ts'

describe('networkOf: what a per-address limit counts', () => {
  it('keeps an IPv4 address, also written as IPv4-mapped IPv6', () => {
    expect(networkOf('203.0.113.9')).toBe('203.0.113.9')
    expect(networkOf('::ffff:203.0.113.9')).toBe('203.0.113.9')
  })

  it('counts every address of one IPv6 /64 as one, however it is written', () => {
    const one = [
      '2001:db8:1:2::1',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:7',
      '2001:db8:1:2:a:b:c:d%eth0',
    ].map(networkOf)
    expect(new Set(one)).toEqual(new Set(['2001:db8:1:2::/64']))
    expect(networkOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(networkOf('::1')).toBe('0:0:0:0::/64')
    expect(networkOf('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(networkOf('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64')
  })

  it('leaves what is not an address as it is (a test double, a socket path)', () => {
    expect(networkOf('tak-dikenal')).toBe('tak-dikenal')
  })
})
