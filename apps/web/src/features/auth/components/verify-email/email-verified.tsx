import { Link } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { auth } from '@/locales/id/auth'

/** The address is verified: open a shop next, or go back to the marketplace. */
export function EmailVerified() {
  return (
    <>
      <Alert variant="success">{auth.verifyEmail.verified}</Alert>
      <div className="grid gap-2">
        <Button asChild className="w-full">
          <Link to={paths.auth.organization}>{auth.verifyEmail.openShop}</Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link to={paths.marketplace.home}>{auth.verifyEmail.toMarketplace}</Link>
        </Button>
      </div>
    </>
  )
}
