import { sql } from 'drizzle-orm'
import { shops } from '../../db/schema.ts'

/**
 * How long a closed shop keeps its slug and name (docs/decisions/0023-shop-names.md): long enough
 * that links shared before the closing do not lead straight to someone else's shop, short enough
 * that a good name is not lost for ever.
 */
export const CLOSED_SHOP_GRACE_DAYS = 30

/** Whether a shop (joined as `shops`, possibly null) has been closed for longer than the grace. */
export const isReleased = sql<boolean>`coalesce(${shops.status} = 'closed' and ${shops.closedAt} < now() - make_interval(days => ${CLOSED_SHOP_GRACE_DAYS}), false)`
