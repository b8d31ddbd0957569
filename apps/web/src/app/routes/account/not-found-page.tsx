import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { t } from '@/locales/id'

export function AccountNotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <title>{`${t.notFound.title} — ${t.brand.name}`}</title>
      <p className="font-bold text-5xl text-primary">404</p>
      <h1 className="mt-4 font-semibold text-2xl">{t.orders.account.notFound}</h1>
      <p className="mt-2 text-muted-foreground">{t.notFound.body}</p>
      <Button asChild className="mt-8">
        <Link to={paths.account.orders}>{t.orders.payment.myOrders}</Link>
      </Button>
    </div>
  )
}
