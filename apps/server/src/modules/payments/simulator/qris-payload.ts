/**
 * A QRIS payload as a Midtrans charge returns it in `qr_string`: the EMVCo merchant-presented
 * format (Bank Indonesia's QRIS is its Indonesian profile). Each field is an ID, a two-digit
 * length and the value; field 63 is the CRC16-CCITT of everything before it, "6304" included,
 * so a wallet app (and our e2e decoder) can check what it read.
 */
export interface QrisInput {
  /** Midtrans' `order_id`: the payment attempt, printed as the bill's reference label. */
  gatewayOrderId: string
  /** Whole rupiah. */
  amount: number
}

/** The simulator's merchant: made-up identifiers in the shape of a registered QRIS merchant. */
const MERCHANT = {
  /** The acquirer's reverse-domain GUID in field 26, then the national QRIS GUID in field 51. */
  acquirerGuid: 'ID.CO.MIDTRANS.WWW',
  acquirerMerchantId: '936009140000000001',
  nationalGuid: 'ID.CO.QRIS.WWW',
  /** National merchant ID (NMID). */
  nmid: 'ID1026000000001',
  /** Digital goods: media and software. */
  mcc: '5818',
  name: 'PasarPrompt',
  city: 'Jakarta',
  postalCode: '10110',
}

/** One EMVCo field: ID, two-digit length, value (ASCII, at most 99 characters). */
function field(id: string, value: string) {
  if (value.length > 99) throw new Error(`QRIS field ${id} is longer than 99 characters`)
  return `${id}${value.length.toString().padStart(2, '0')}${value}`
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF, no reflection), four uppercase hex digits. */
export function crc16Ccitt(text: string) {
  let crc = 0xffff
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}

export function qrisPayload({ gatewayOrderId, amount }: QrisInput) {
  const body = [
    field('00', '01'), // payload format indicator
    field('01', '12'), // point of initiation: dynamic (one bill, one amount)
    field(
      '26',
      field('00', MERCHANT.acquirerGuid) +
        field('01', MERCHANT.acquirerMerchantId) +
        field('02', MERCHANT.nmid) +
        field('03', 'UKE'),
    ),
    field(
      '51',
      field('00', MERCHANT.nationalGuid) + field('02', MERCHANT.nmid) + field('03', 'UKE'),
    ),
    field('52', MERCHANT.mcc),
    field('53', '360'), // ISO 4217: rupiah
    field('54', String(amount)),
    field('58', 'ID'),
    field('59', MERCHANT.name),
    field('60', MERCHANT.city),
    field('61', MERCHANT.postalCode),
    field('62', field('05', gatewayOrderId.slice(0, 25))), // reference label
  ].join('')
  const signed = `${body}6304`
  return `${signed}${crc16Ccitt(signed)}`
}
