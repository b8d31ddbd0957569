import type { ActiveShop } from '@pasarprompt/contracts/shops'
import { ExternalLink, Users } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

/** The active shop as its members see it: address, team size, status and description. */
export function ActiveShopCard({ shop }: { shop: ActiveShop }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{shop.name}</CardTitle>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
          <span className="inline-flex items-center gap-1">
            <ExternalLink className="size-3.5" aria-hidden="true" />
            {`${window.location.host}/${shop.slug}`}
          </span>
          <span className="inline-flex items-center gap-1">
            <Users className="size-3.5" aria-hidden="true" />
            {seller.app.members(shop.memberCount)}
          </span>
          <span>{seller.app.status[shop.status]}</span>
        </p>
      </CardHeader>
      <CardContent>{shop.description || common.shopNoDescription}</CardContent>
    </Card>
  )
}
