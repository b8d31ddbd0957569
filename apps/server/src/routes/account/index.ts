import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { privateNoStore } from '../private-no-store.ts'
import { accountAffiliatePayoutRoutes } from './affiliate-payouts.ts'
import { accountAffiliateRoutes } from './affiliates.ts'
import { accountChatRoutes } from './chat.ts'
import { accountDocumentRoutes } from './documents.ts'
import { accountInvitationRoutes } from './invitations.ts'
import { notificationRoutes } from './notifications.ts'
import { accountOrderRoutes } from './orders.ts'
import { profileRoutes } from './profile.ts'
import { accountReviewRoutes } from './reviews.ts'
import { accountShopRoutes } from './shops.ts'
import { wishlistRoutes } from './wishlist.ts'

/**
 * The signed-in user's own things. Never cached anywhere: purchases carry prompt texts, and
 * every answer is about one person. Each route checks who is asking.
 */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', privateNoStore)
  await app.register(accountInvitationRoutes)
  await app.register(accountOrderRoutes)
  await app.register(accountShopRoutes)
  await app.register(profileRoutes)
  await app.register(accountReviewRoutes)
  await app.register(notificationRoutes)
  await app.register(wishlistRoutes)
  await app.register(accountChatRoutes)
  await app.register(accountAffiliatePayoutRoutes)
  await app.register(accountDocumentRoutes)
  await app.register(accountAffiliateRoutes)
}
