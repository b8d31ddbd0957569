import { type PromptStatus, promptStatusLabels } from '@pasarprompt/contracts/catalog'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.shops

/** How many of the shop's prompts are in each status. */
export function AdminShopPromptsCard({ shop }: { shop: AdminShopDetail }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.prompts}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-2 text-sm">
          {Object.entries(shop.promptsByStatus).map(([status, count]) => (
            <div key={status} className="flex justify-between gap-2 rounded-md border px-3 py-2">
              <dt className="text-muted-foreground">
                {promptStatusLabels[status as PromptStatus] ?? status}
              </dt>
              <dd className="font-semibold tabular-nums">{count}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  )
}
