/** The wishlist's cache keys: the saved ids per user, and their cards. */
export const wishlistKeys = {
  ids: (uid: string | null) => ['wishlist', uid] as const,
  cards: (productIds: readonly string[]) => ['wishlist', 'cards', productIds] as const,
}
