import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.shops

/** The shop's members and their roles. */
export function AdminShopTeamCard({ shop }: { shop: AdminShopDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.team}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y text-sm">
          {shop.members.map((member) => (
            <li key={member.email} className="flex items-center justify-between gap-3 py-2">
              <span className="min-w-0">
                <span className="block truncate font-medium">{member.name}</span>
                <span className="block truncate text-muted-foreground text-xs">{member.email}</span>
              </span>
              <span className="rounded-full border px-2.5 py-0.5 text-xs">
                {common.roles[member.role]}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  )
}
