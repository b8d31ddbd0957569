import type { ShopDashboard } from '@pasarprompt/contracts/statistics-for-shop'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

const dash = seller.dashboard

/** Prompts in review or rejected (with the reason), with a link to all prompts. */
export function PromptsToWatchCard({ promptsToWatch }: Pick<ShopDashboard, 'promptsToWatch'>) {
  return (
    <Card aria-labelledby="prompt-perhatian">
      <CardHeader>
        <CardTitle id="prompt-perhatian" className="text-lg">
          {dash.promptsToWatch}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {promptsToWatch.length === 0 ? (
          <p className="text-muted-foreground text-sm">{dash.noPromptsToWatch}</p>
        ) : (
          <ul className="divide-y">
            {promptsToWatch.map((prompt) => (
              <li key={prompt.id} className="py-2.5">
                <Link
                  to={paths.app.product(prompt.id)}
                  className="font-medium text-sm hover:underline"
                >
                  {prompt.title}
                </Link>
                <p
                  className={
                    prompt.status === 'rejected'
                      ? 'text-destructive text-xs'
                      : 'text-muted-foreground text-xs'
                  }
                >
                  {prompt.status === 'rejected'
                    ? `${dash.rejected}: ${prompt.rejectionReason ?? ''}`
                    : dash.inReview}
                </p>
              </li>
            ))}
          </ul>
        )}
        <Link to={paths.app.products()} className="text-primary text-sm hover:underline">
          {dash.allProducts}
        </Link>
      </CardContent>
    </Card>
  )
}
