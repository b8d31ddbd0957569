import type { Membership } from '@pasarprompt/contracts/session'
import { ChevronRight, Store } from 'lucide-react'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'
import { useOpenShop } from '../hooks/use-open-shop'

/** The shops the user belongs to; choosing one makes it active and opens its dashboard. */
export function YourShopsList({ shops }: { shops: Membership[] }) {
  const open = useOpenShop()
  return (
    <section aria-labelledby="toko-anda" className="grid gap-2">
      <h2 id="toko-anda" className="font-semibold">
        {auth.organization.yourShops}
      </h2>
      <ul className="grid gap-2">
        {shops.map((shop) => (
          <li key={shop.organizationId}>
            <button
              type="button"
              onClick={() => void open(shop.organizationId)}
              className="flex w-full items-center gap-3 rounded-lg border p-3 text-left hover:bg-accent"
            >
              <Store className="size-5 text-primary" aria-hidden="true" />
              <span className="flex-1">
                <span className="block font-medium">{shop.name}</span>
                <span className="block text-muted-foreground text-xs">
                  /{shop.slug} · {common.roles[shop.role]}
                </span>
              </span>
              <ChevronRight className="size-4" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
