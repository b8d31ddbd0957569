import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { useShopAffiliateProgramme } from '@/features/affiliates/api/get-shop-affiliate-programme'
import { ShopAffiliateProgrammeCard } from '@/features/affiliates/components/shop-affiliate-programme-card'
import { usePaymentConfig, useUpdatePaymentConfig } from '@/features/payouts/api/payouts'
import { BankAccountCard } from '@/features/payouts/components/bank-account-form'
import { useActiveShop } from '@/features/shops/api/active-shop'
import { CloseShopCard } from '@/features/shops/components/close-shop-card'
import { InviteForm } from '@/features/shops/components/invite-form'
import { MemberList } from '@/features/shops/components/member-list'
import { PendingInvitations } from '@/features/shops/components/pending-invitations'
import { ProfileForm } from '@/features/shops/components/profile-form'
import { useShopTax } from '@/features/tax/api/tax'
import { TaxSettingsCard } from '@/features/tax/components/tax-settings-card'
import { useShopBalance } from '@/lib/session/shop-balance'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.settings

/**
 * /app/setting: the shop's profile, team, invitations, bank account, affiliate programme, taxes
 * (PPh 22, `#pajak`) and, for the owner, closing the shop. Members see the team only (and may leave).
 */
export function SettingsPage() {
  const session = useSession()
  const canManage = session.role === 'owner' || session.role === 'admin'
  const shop = useActiveShop(session.organizationId)
  const config = usePaymentConfig(canManage ? session.organizationId : null)
  const updateConfig = useUpdatePaymentConfig(session.organizationId)
  const affiliateProgramme = useShopAffiliateProgramme(canManage ? session.organizationId : null)
  const balance = useShopBalance(session.organizationId, session.role === 'owner')
  const tax = useShopTax(canManage ? session.organizationId : null)

  return (
    <div className="grid grid-cols-1 gap-6">
      <title>{`${text.title} — ${session.activeShop?.name ?? common.brand.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{text.title}</h1>
        <p className="text-muted-foreground">{text.lead}</p>
      </div>
      {shop.error ? <Alert variant="destructive">{shop.error.message}</Alert> : null}
      {!shop.data || !session.organizationId ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <>
          {!canManage ? <Alert>{text.memberNote}</Alert> : null}
          <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2">
            {canManage ? <ProfileForm shop={shop.data} /> : null}
            <div className="grid grid-cols-1 gap-6">
              <MemberList organizationId={session.organizationId} />
              {canManage ? (
                <>
                  <InviteForm organizationId={session.organizationId} />
                  <PendingInvitations organizationId={session.organizationId} />
                </>
              ) : null}
            </div>
            {canManage && config.data ? (
              <BankAccountCard
                config={config.data}
                onSave={updateConfig.mutateAsync}
                lead={seller.payouts.bank.lead}
                missing={seller.payouts.bank.missing}
              />
            ) : null}
            {canManage && affiliateProgramme.data ? (
              <ShopAffiliateProgrammeCard
                key={session.organizationId}
                organizationId={session.organizationId}
                programme={affiliateProgramme.data}
              />
            ) : null}
            {canManage && tax.data ? (
              <TaxSettingsCard organizationId={session.organizationId} profile={tax.data} />
            ) : null}
            {canManage && tax.error ? (
              <Alert variant="destructive" className="lg:col-span-2">
                {tax.error.message}
              </Alert>
            ) : null}
            {canManage && affiliateProgramme.error ? (
              <Alert variant="destructive" className="lg:col-span-2">
                {affiliateProgramme.error.message}
              </Alert>
            ) : null}
            {session.role === 'owner' ? (
              <CloseShopCard
                shop={shop.data}
                holdsMoney={
                  balance.data?.available !== 0 ||
                  balance.data.held !== 0 ||
                  balance.data.reserved !== 0
                }
              />
            ) : null}
          </div>
        </>
      )}
    </div>
  )
}
