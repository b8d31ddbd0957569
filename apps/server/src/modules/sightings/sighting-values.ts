import { createHmac } from 'node:crypto'
import { BlockList, isIPv4, isIPv6 } from 'node:net'
import type { AccountSightingKind } from '@pasarprompt/contracts/affiliate-flags'
import { DAY_MS } from '@pasarprompt/contracts/durations'
import { networkOf } from '../limits/network-of.ts'

/**
 * How long a sighting counts (decision 0029). A browser's visitor id and a card stand for one
 * person (a card's first six and last four digits, rarely two cards of one bank) and count for
 * 180 days. A network is shared: an IPv6 /64 is one subscriber's
 * line, so it counts for the 30 days of a click; an IPv4 address may be a mobile carrier's NAT
 * in front of thousands of people, so it counts only for a day after the account was seen
 * there — long enough for "signed out, then bought from the same place", short enough that
 * honest visitors behind the same NAT are refused rarely.
 */
export const SIGHTING_WINDOW_DAYS: Record<AccountSightingKind, number> = {
  visitor: 180,
  payment: 180,
  ipv6: 30,
  ipv4: 1,
}
export const windowStart = (kind: AccountSightingKind, now: Date) =>
  new Date(now.getTime() - SIGHTING_WINDOW_DAYS[kind] * DAY_MS)

/** Each kind as staff read it in a flag's detail ("… dari {label} yang juga dipakai …"). */
export const SIGHTING_LABELS: Record<AccountSightingKind, string> = {
  visitor: 'peramban',
  ipv4: 'alamat IP',
  ipv6: 'jaringan IPv6',
  payment: 'identitas pembayaran',
}

/** One thing seen, as stored: its kind and an HMAC of its value under the server's secret. */
export interface SightingValue {
  kind: AccountSightingKind
  hash: string
}

interface SightingValueInput {
  kind: AccountSightingKind
  value: string
}

/**
 * Addresses that name nobody outside: loopback, private networks, a carrier NAT's inside,
 * link-local and unique-local. Behind a misconfigured proxy every visitor would arrive from one
 * of these, and in development every browser does; a rule on them would refuse everyone.
 */
const notPublic = new BlockList()
for (const [address, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  notPublic.addSubnet(address, prefix, 'ipv4')
}
for (const [address, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  notPublic.addSubnet(address, prefix, 'ipv6')
}

/** The public network of an address (IPv4 itself, IPv6 its /64), or null for a private one. */
function publicNetwork(ip: string): SightingValueInput | null {
  const network = networkOf(ip)
  if (isIPv4(network)) {
    return notPublic.check(network, 'ipv4') ? null : { kind: 'ipv4', value: network }
  }
  const address = ip.split('%')[0] ?? ip
  if (!isIPv6(address) || notPublic.check(address, 'ipv6')) return null
  return { kind: 'ipv6', value: network }
}

const hashOf = (secret: string, { kind, value }: SightingValueInput): SightingValue => ({
  kind,
  hash: createHmac('sha256', secret).update(`sighting:${kind}:${value}`).digest('hex'),
})

/**
 * What a request (or a payment) shows of the person behind it, hashed: the browser's visitor id,
 * its public network, a payment identity (`paymentIdentityOf`). Missing parts are left out.
 */
export function sightingValues(
  secret: string,
  seen: { visitorId?: string | null; ip?: string | null; payment?: string | null },
): SightingValue[] {
  const values: SightingValueInput[] = []
  if (seen.visitorId) values.push({ kind: 'visitor', value: seen.visitorId })
  const network = seen.ip ? publicNetwork(seen.ip) : null
  if (network) values.push(network)
  if (seen.payment) values.push({ kind: 'payment', value: seen.payment })
  return values.map((value) => hashOf(secret, value))
}
