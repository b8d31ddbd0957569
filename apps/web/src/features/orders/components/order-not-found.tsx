import { SearchX } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.payment

/** An order the viewer may not open looks the same as one that does not exist (no probing). */
export function OrderNotFound({ signedIn }: { signedIn: boolean }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <title>{`${text.notFound} — ${common.brand.name}`}</title>
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h1 className="mt-5 font-semibold text-2xl">{text.notFound}</h1>
      <p className="mt-2 text-muted-foreground">{text.notFoundLead}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-2">
        {signedIn ? (
          <Button asChild>
            <Link to={paths.account.orders}>{text.myOrders}</Link>
          </Button>
        ) : (
          <Button asChild>
            <Link to={paths.auth.signIn(paths.account.orders)}>{common.topBar.signIn}</Link>
          </Button>
        )}
        <Button asChild variant="outline">
          <Link to={paths.marketplace.prompts()}>{text.browse}</Link>
        </Button>
      </div>
    </div>
  )
}
