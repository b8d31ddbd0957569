import { ShopName, ShopRole, ShopSlug } from '@pasarprompt/contracts/shops'
import { APIError } from 'better-auth/api'
import { organization } from 'better-auth/plugins'
import type { ZodType } from 'zod'
import { AppError } from '../../lib/app-error.ts'
import { announceRemoval } from './announce-removal.ts'
import type { AuthDependencies } from './auth-dependencies.ts'
import { invitationEmail } from './auth-emails.ts'
import { companyIdField } from './company-id-field.ts'
import { mayMailInvitation } from './limit-account-mail.ts'

const roleNames: Record<string, string> = { owner: 'pemilik', admin: 'admin', member: 'anggota' }

/**
 * Shops as better-auth organisations: opened only through our API, never deleted, invitations by
 * mail (under the inbox limit), names and slugs by the shops' rules, our three roles only.
 */
export function shopOrganizations({
  env,
  db,
  mailer,
  events,
  log,
  claimShopIdentity,
}: Pick<AuthDependencies, 'env' | 'db' | 'mailer' | 'events' | 'log' | 'claimShopIdentity'>) {
  return organization({
    // Shops are opened through POST /api/v1/account/shops: slug rules, the shop profile and
    // the owner membership in one transaction.
    allowUserToCreateOrganization: false,
    disableOrganizationDeletion: true,
    creatorRole: 'owner',
    invitationExpiresIn: 7 * 24 * 60 * 60,
    requireEmailVerificationOnInvitation: true,
    cancelPendingInvitationsOnReInvite: true,
    sendInvitationEmail: async ({ email, id, organization: org, inviter, role }) => {
      if (!(await mayMailInvitation(db, email))) {
        log.info({ mail: 'invitation' }, 'invitation mail over the inbox limit: not sent')
        return
      }
      await mailer.send(
        invitationEmail({
          to: email,
          inviterName: inviter.user.name,
          organizationName: org.name,
          role: roleNames[role] ?? role,
          link: `${env.publicUrl}/authentication/organization/approve?invitationId=${id}`,
        }),
      )
    },
    schema: {
      organization: { additionalFields: companyIdField },
      member: { additionalFields: companyIdField },
      invitation: { additionalFields: companyIdField },
    },
    organizationHooks: {
      // Only the name and slug of a shop change here, by the same rules as at creation.
      beforeUpdateOrganization: async ({ organization: update, member }) => {
        const { name, slug, ...rest } = update
        // Fields we do not accept, or none at all (better-auth drops server-only fields first).
        if (Object.keys(rest).length > 0 || (name === undefined && slug === undefined)) {
          throw new APIError('BAD_REQUEST', {
            code: 'SHOP_UPDATE_INVALID',
            message: 'Hanya nama dan alamat toko yang dapat diubah di sini.',
          })
        }
        const data: { name?: string; slug?: string } = {}
        if (name !== undefined) data.name = parseOrRefuse(ShopName, name, 'SHOP_UPDATE_INVALID')
        if (slug !== undefined) data.slug = parseOrRefuse(ShopSlug, slug, 'SHOP_SLUG_INVALID')
        // better-auth looked the slug up as sent; the lower-cased one may be another shop's
        // (its unique index then answered 500), and the name may copy another shop's.
        try {
          await db.transaction((tx) =>
            claimShopIdentity(tx, { ...data, shopId: member.organizationId }),
          )
        } catch (error) {
          if (!(error instanceof AppError)) throw error
          // A brand behind a look-alike only the server's table knows: refused like the schema.
          if (error.status === 400) {
            throw new APIError('BAD_REQUEST', {
              code: 'SHOP_UPDATE_INVALID',
              message: error.message,
            })
          }
          // SHOP_SLUG_TAKEN or SHOP_NAME_TAKEN, as our own API answers.
          throw new APIError('CONFLICT', { code: error.code, message: error.message })
        }
        return { data }
      },
      // One role per member, from our three: anything else would break the member's views.
      beforeCreateInvitation: async ({ invitation }) => {
        parseOrRefuse(ShopRole, invitation.role, 'ROLE_INVALID')
      },
      beforeUpdateMemberRole: async ({ newRole }) => {
        parseOrRefuse(ShopRole, newRole, 'ROLE_INVALID')
      },
      afterRemoveMember: async ({ member }) =>
        announceRemoval({
          events,
          db,
          userId: member.userId,
          organizationId: member.organizationId,
        }),
    },
  })
}

/** The parsed value, or better-auth's 400 with the schema's Indonesian message. */
function parseOrRefuse<T>(schema: ZodType<T>, value: unknown, code: string): T {
  const parsed = schema.safeParse(value)
  if (parsed.success) return parsed.data
  throw new APIError('BAD_REQUEST', {
    code,
    message: parsed.error.issues[0]?.message ?? 'Data yang dikirim tidak valid.',
  })
}
