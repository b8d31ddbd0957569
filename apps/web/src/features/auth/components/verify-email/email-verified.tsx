import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { auth } from '@/locales/id/auth'

/**
 * The address is verified (reached without a page to go back to): shopping is the main way on;
 * opening a shop is offered beside it, for those who came to sell.
 */
export function EmailVerified() {
  return (
    <>
      <Alert variant="success">{auth.verifyEmail.verified}</Alert>
      <div className="grid gap-2">
        <Button asChild className="w-full">
          <Link to={paths.marketplace.home}>{auth.verifyEmail.toMarketplace}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.auth.organization}>{auth.verifyEmail.openShop}</Link>
        </Button>
      </div>
    </>
  )
}
