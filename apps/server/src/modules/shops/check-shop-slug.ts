import { ShopSlug, type SlugAvailability, shopSlugMessages } from '@pasarprompt/contracts/shops'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client.ts'
import { organizations } from '../../db/schema.ts'

/** Whether a slug can become a new shop's address, and if not, why (DESIGN.md §5). */
export async function checkShopSlug(db: Executor, rawSlug: string): Promise<SlugAvailability> {
  const parsed = ShopSlug.safeParse(rawSlug)
  if (!parsed.success) {
    return { slug: rawSlug, available: false, message: parsed.error.issues[0]?.message ?? null }
  }
  const [taken] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.slug, parsed.data))
    .limit(1)
  return taken
    ? { slug: parsed.data, available: false, message: shopSlugMessages.taken }
    : { slug: parsed.data, available: true, message: null }
}
