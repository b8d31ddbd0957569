import { formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import type { TopPrompt } from '@pasarprompt/contracts/statistics-for-shop'
import { Link } from 'react-router'
import { formatPercent } from '@/components/charts/chart-format'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'

const text = seller.statistics

/** The range's best prompts with their numbers; a published one links to its public page. */
export function TopPrompts({ prompts }: { prompts: TopPrompt[] }) {
  return (
    <Card aria-labelledby="prompt-terlaris">
      <CardHeader>
        <CardTitle id="prompt-terlaris" className="text-lg">
          {text.topTitle}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.topLead}</p>
      </CardHeader>
      <CardContent>
        {prompts.length === 0 ? (
          <p>{text.topEmpty}</p>
        ) : (
          <ol className="divide-y">
            {prompts.map((prompt, index) => (
              <li key={prompt.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent font-semibold text-accent-foreground text-xs tabular-nums"
                >
                  {index + 1}
                </span>
                <div className="grid min-w-0 flex-1 gap-1">
                  {prompt.published ? (
                    <Link
                      to={paths.marketplace.prompt(prompt.slug)}
                      className="truncate font-medium text-foreground hover:underline"
                    >
                      {prompt.title}
                    </Link>
                  ) : (
                    <span className="truncate font-medium text-foreground">
                      {prompt.title}{' '}
                      <span className="font-normal text-muted-foreground text-xs">
                        ({text.notPublished})
                      </span>
                    </span>
                  )}
                  <dl className="flex flex-wrap gap-x-4 gap-y-0.5 text-xs">
                    {(
                      [
                        ['views', formatNumber(prompt.views)],
                        ['sales', formatNumber(prompt.sales)],
                        ['conversion', formatPercent(prompt.conversion)],
                      ] as const
                    ).map(([key, value]) => (
                      <div key={key} className="flex gap-1">
                        <dt>{text.metrics[key]}</dt>
                        <dd className="font-medium text-foreground tabular-nums">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
                <p className="shrink-0 font-semibold text-foreground tabular-nums">
                  <span className="sr-only">{text.metrics.revenue}: </span>
                  {formatRupiah(prompt.revenue)}
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}
