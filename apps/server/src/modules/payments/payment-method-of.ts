/**
 * Our name for a notification's method: Midtrans reports virtual accounts as `bank_transfer`
 * with the bank in `va_numbers` (Permata in `permata_va_number`, Mandiri as `echannel`).
 */
export function paymentMethodOf(notification: Record<string, unknown>): string | null {
  const type = typeof notification.payment_type === 'string' ? notification.payment_type : null
  if (type === 'echannel') return 'mandiri_va'
  if (type === 'bank_transfer') {
    if (notification.permata_va_number) return 'permata_va'
    const [first] = Array.isArray(notification.va_numbers) ? notification.va_numbers : []
    const bank = (first as { bank?: unknown } | undefined)?.bank
    return typeof bank === 'string' ? `${bank.toLowerCase()}_va` : 'bank_transfer'
  }
  return type
}
