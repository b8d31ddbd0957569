import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { createAdmin } from '../../src/db/factories/create-admin.ts'
import { createPaidOrder } from '../../src/db/factories/create-order.ts'
import { createPrompt } from '../../src/db/factories/create-prompt.ts'
import { createReview } from '../../src/db/factories/create-review.ts'
import { createShop } from '../../src/db/factories/create-shop.ts'
import { createUser, type FactoryUser } from '../../src/db/factories/create-user.ts'
import {
  complaintMessages,
  complaints,
  members,
  notifications,
  orders,
  payouts,
  users,
  waitlistEntries,
} from '../../src/db/schema.ts'
import { stampInsert, systemActor } from '../../src/db/stamps.ts'
import type { TestApp } from '../helpers/build-test-app.ts'
import { type Browser, browser } from '../helpers/http-client.ts'
import { signIn } from '../helpers/sign-in.ts'

/** Who calls: DESIGN.md §4's people, each signed in as the web app would be. */
export const ROLES = [
  'anonymous',
  'buyer',
  'otherBuyer',
  'member',
  'shopAdmin',
  'owner',
  'otherShopMember',
  'platformAdmin',
] as const
export type Role = (typeof ROLES)[number]

/** A value no test data contains by chance: a leak of it is a leak of that one row. */
export const marker = (what: string) => `${what}-${randomBytes(5).toString('hex')}`
/** Digits only, for fields that accept nothing else (bank account numbers, phones). */
const digitMarker = (prefix: string) =>
  `${prefix}${Array.from(randomBytes(6), (b) => b % 10).join('')}`

/**
 * One shop ("this shop") with a published prompt bought by a buyer, a draft, a review, a chat
 * channel, an affiliate, a notification and an open payout; another shop with a member; a
 * platform admin. Every row a route names is real, so a refusal is about who asks, not a
 * missing row. The `secrets` are values that only some of the roles may ever see.
 */
export async function buildFixtures(testApp: TestApp) {
  const { db } = testApp
  const secrets = {
    promptText: marker('TEKS-RAHASIA'),
    instructions: marker('PETUNJUK-RAHASIA'),
    draftText: marker('DRAF-RAHASIA'),
    bankAccount: digitMarker('7301'),
    buyerPhone: digitMarker('0819'),
    chatMessage: marker('PESAN-OBROLAN'),
  }
  const memberUser = await createUser(db, { name: 'Anggota Toko' })
  const shopAdminUser = await createUser(db, { name: 'Admin Toko' })
  const shop = await createShop(db, {
    name: 'Toko Matriks',
    members: [
      { user: shopAdminUser, role: 'admin' },
      { user: memberUser, role: 'member' },
    ],
    bank: { code: 'bca', accountNumber: secrets.bankAccount, holder: 'Pemilik Matriks' },
    affiliate: { enabled: true },
  })
  const otherShopMemberUser = await createUser(db, { name: 'Anggota Toko Lain' })
  const otherShop = await createShop(db, {
    name: 'Toko Lain',
    members: [{ user: otherShopMemberUser, role: 'member' }],
  })
  const buyerUser = await createUser(db, { name: 'Pembeli Matriks' })
  const otherBuyerUser = await createUser(db, { name: 'Pembeli Lain' })
  const adminUser = await createAdmin(db, testApp.env.adminOrganizationIds)

  const prompt = await createPrompt(db, shop.id, {
    title: 'Prompt Matriks',
    // A text prompt with "Coba dulu" on (issue 31): its try runs the secret through a model.
    model: 'chatgpt',
    freeTriesPerDay: 3,
    promptText: `${secrets.promptText} untuk [SUBJEK]`,
    instructions: secrets.instructions,
  })
  const draft = await createPrompt(db, shop.id, {
    title: 'Draf Matriks',
    status: 'draft',
    promptText: secrets.draftText,
  })
  const otherPrompt = await createPrompt(db, otherShop.id, { title: 'Prompt Toko Lain' })
  const order = await createPaidOrder(db, prompt, {
    buyer: { id: buyerUser.id, name: buyerUser.name, email: buyerUser.email },
  })
  await db.update(orders).set({ buyerPhone: secrets.buyerPhone }).where(eq(orders.id, order.id))
  const [orderRow] = await db.select().from(orders).where(eq(orders.id, order.id))
  if (!orderRow) throw new Error('order vanished')
  const review = await createReview(db, orderRow)
  // The buyer's complaint about the order (issue 30), with its opening text.
  const [complaint] = await db
    .insert(complaints)
    .values(
      stampInsert(systemActor, {
        orderId: orderRow.id,
        shopId: shop.id,
        buyerEmail: orderRow.buyerEmail,
        reason: 'not_working' as const,
      }),
    )
    .returning()
  if (!complaint) throw new Error('complaint insert returned nothing')
  await db.insert(complaintMessages).values(
    stampInsert(systemActor, {
      complaintId: complaint.id,
      kind: 'opened' as const,
      side: 'buyer' as const,
      senderUserId: buyerUser.id,
      body: 'Prompt ini tidak menghasilkan tabel seperti di contoh.',
    }),
  )
  const [payout] = await db
    .insert(payouts)
    .values(
      stampInsert(systemActor, {
        shopId: shop.id,
        amount: 50_000,
        bankCode: 'bca',
        bankAccountNumber: secrets.bankAccount,
        bankAccountHolder: 'Pemilik Matriks',
        requestedBy: shop.owner.id,
      }),
    )
    .returning()
  const [notification] = await db
    .insert(notifications)
    .values(
      stampInsert(systemActor, {
        userId: buyerUser.id,
        kind: 'order_paid' as const,
        dedupeKey: `matriks-${order.id}`,
        title: 'Pembayaran diterima',
        body: 'Pesanan Anda sudah dibayar.',
        link: `/payment/${order.id}`,
      }),
    )
    .returning()
  const [waitlistEntry] = await db
    .insert(waitlistEntries)
    .values(stampInsert(systemActor, { email: `antre-${marker('x')}@contoh.id`, name: 'Antre' }))
    .returning()

  const sessions = new Map<Role, Browser>()
  sessions.set('anonymous', browser(testApp.app))
  const signed: [Role, FactoryUser][] = [
    ['buyer', buyerUser],
    ['otherBuyer', otherBuyerUser],
    ['member', memberUser],
    ['shopAdmin', shopAdminUser],
    ['owner', shop.owner],
    ['otherShopMember', otherShopMemberUser],
    ['platformAdmin', adminUser],
  ]
  for (const [role, user] of signed) sessions.set(role, await signIn(testApp, user))
  const as = (role: Role) => {
    const session = sessions.get(role)
    if (!session) throw new Error(`no session for ${role}`)
    return session
  }

  // Rows made through the API, as people make them.
  const channel = (
    await as('buyer').post('/api/v1/account/chat/channels', { shopSlug: shop.slug })
  ).json() as { id: string }
  await as('buyer').post(`/api/v1/account/chat/channels/${channel.id}/messages`, {
    body: secrets.chatMessage,
  })
  const affiliate = (
    await as('buyer').post('/api/v1/account/affiliates', { shopSlug: shop.slug })
  ).json() as { id: string }
  const [buyerRow] = await db.select().from(users).where(eq(users.id, buyerUser.id))
  const invitationEmail = `undangan-${marker('x').toLowerCase()}@contoh.id`
  const invitation = (
    await as('owner').post('/api/auth/organization/invite-member', {
      organizationId: shop.id,
      email: invitationEmail,
      role: 'member',
    })
  ).json() as { id: string }
  const memberRows = await db.select().from(members).where(eq(members.organizationId, shop.id))
  const memberIdOf = (userId: string) => memberRows.find((m) => m.userId === userId)?.id ?? ''

  if (
    !payout ||
    !notification ||
    !waitlistEntry ||
    !channel.id ||
    !affiliate.id ||
    !buyerRow ||
    !invitation.id
  ) {
    throw new Error(`fixtures incomplete: ${JSON.stringify({ channel, affiliate })}`)
  }
  return {
    shop,
    otherShop,
    prompt,
    draft,
    otherPrompt,
    order: orderRow,
    complaint,
    review,
    payout,
    notification,
    waitlistEntry,
    channel,
    affiliate,
    invitation: { id: invitation.id, email: invitationEmail },
    memberIds: { shopAdmin: memberIdOf(shopAdminUser.id), member: memberIdOf(memberUser.id) },
    users: {
      buyer: buyerUser,
      otherBuyer: otherBuyerUser,
      member: memberUser,
      shopAdmin: shopAdminUser,
      owner: shop.owner,
      otherShopMember: otherShopMemberUser,
      platformAdmin: adminUser,
    },
    secrets,
    as,
  }
}

export type Fixtures = Awaited<ReturnType<typeof buildFixtures>>
