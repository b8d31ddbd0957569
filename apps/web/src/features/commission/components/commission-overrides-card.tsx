import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import type { CommissionOverview } from '@pasarprompt/contracts/settings'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { admin } from '@/locales/id/admin'

const text = admin.commission

/** Shops with a commission of their own. */
export function CommissionOverridesCard({ overview }: { overview: CommissionOverview }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.overrides}</CardTitle>
      </CardHeader>
      <CardContent>
        {overview.overrides.length === 0 ? (
          <p className="text-muted-foreground text-sm">{text.noOverrides}</p>
        ) : (
          <ul className="divide-y text-sm">
            {overview.overrides.map((shop) => (
              <li key={shop.id} className="flex justify-between gap-3 py-2">
                <Link to={paths.admin.shop(shop.id)} className="text-primary hover:underline">
                  {shop.name}
                </Link>
                <span className="tabular-nums">{formatBasisPoints(shop.commissionBp)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
