/** The buyer's payment page for an order; the token opens it without a session (guests). */
export const paymentPath = (orderId: string, token: string | null) =>
  `/payment/${orderId}${token ? `?${new URLSearchParams({ token })}` : ''}`

/** The printable receipt of a paid order. */
export const receiptPath = (orderId: string, token: string | null) =>
  `/payment/${orderId}/bukti${token ? `?${new URLSearchParams({ token })}` : ''}`

/** Where "Coba beli lagi" goes: the prompt while it is on sale, else the prompt list. */
export const promptPath = (productSlug: string | null) =>
  productSlug ? `/marketplace/prompt/${productSlug}` : '/marketplace/prompt'
