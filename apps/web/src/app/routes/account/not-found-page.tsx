import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { ordersText } from '@/locales/id/common/orders'

export function AccountNotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${common.notFound.title} — ${common.brand.name}`}</title>
      <p className="font-bold text-5xl text-primary">404</p>
      <h1 className="mt-4 font-semibold text-2xl">{account.notFound}</h1>
      <p className="mt-2 text-muted-foreground">{common.notFound.body}</p>
      <Button asChild className="mt-8">
        <Link to={paths.account.orders}>{ordersText.payment.myOrders}</Link>
      </Button>
    </div>
  )
}
