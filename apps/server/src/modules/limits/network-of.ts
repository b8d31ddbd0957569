import { isIPv4, isIPv6 } from 'node:net'

/**
 * The client network a per-address limit counts: an IPv4 address itself, an IPv6 address its
 * /64. One subscriber or server is handed a whole /64 (2^64 addresses), so counting full IPv6
 * addresses would let one machine pass every per-address limit by changing its last bits.
 * better-auth keys its own limits the same way (`ipv6Subnet`, 64 by default).
 */
export function networkOf(ip: string): string {
  const address = ip.split('%')[0] ?? ip
  if (isIPv4(address) || !isIPv6(address)) return address
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  if (mapped?.[1]) return mapped[1]
  const [head = '', tail] = address.toLowerCase().split('::')
  const groups = (part: string | undefined) => (part ? part.split(':') : [])
  // A dotted IPv4 ending stands for two groups.
  const width = (parts: string[]) => parts.reduce((n, p) => n + (p.includes('.') ? 2 : 1), 0)
  const first = groups(head)
  const last = groups(tail)
  const expanded =
    tail === undefined
      ? first
      : [...first, ...Array(8 - width(first) - width(last)).fill('0'), ...last]
  const prefix = expanded.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16))
  return `${prefix.join(':')}::/64`
}
