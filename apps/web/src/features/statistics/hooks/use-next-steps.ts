import type { ActiveShop } from '@pasarprompt/contracts/shops'
import { paths } from '@/config/paths'
import { useSession } from '@/lib/session/use-session'
import { seller } from '@/locales/id/seller'
import type { NextStep } from '../components/next-steps'

const steps = seller.dashboard.nextSteps

/**
 * What a new shop still has to do: a profile and a bank account (owners and admins only, who
 * can do them) and a first prompt.
 */
export function useNextSteps(shop: ActiveShop, canManage: boolean, promptCount: number) {
  const session = useSession()
  const managerSteps: NextStep[] = [
    {
      key: 'profil',
      done: shop.description.trim() !== '' && shop.logoUrl !== null,
      label: steps.profile,
      hint: steps.profileHint,
      to: paths.app.settings,
    },
    {
      key: 'rekening',
      done: session.activeShop?.paymentConfig === true,
      label: steps.bank,
      hint: steps.bankHint,
      to: paths.app.payout,
    },
  ]
  return [
    ...(canManage ? managerSteps : []),
    {
      key: 'prompt',
      done: promptCount > 0,
      label: steps.prompt,
      hint: steps.promptHint,
      to: paths.app.newProduct,
    },
  ]
}
