import { CheckCircle2, ChevronRight, Circle } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.dashboard.nextSteps

export interface NextStep {
  key: string
  done: boolean
  label: string
  hint: string
  to: string
}

/** A new shop's checklist: shown until every step is done, then it disappears. */
export function NextSteps({ steps }: { steps: NextStep[] }) {
  if (steps.every((step) => step.done)) return null
  const done = steps.filter((step) => step.done).length
  return (
    <Card aria-labelledby="langkah-judul">
      <CardHeader>
        <CardTitle id="langkah-judul" className="text-lg">
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.progress(done, steps.length)}</p>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-2">
          {steps.map((step) => (
            <li key={step.key}>
              <Link
                to={step.to}
                className={cn(
                  'flex items-center gap-3 rounded-md border px-3 py-2.5 hover:bg-muted/50',
                )}
              >
                {step.done ? (
                  <CheckCircle2 className="size-5 shrink-0 text-primary" aria-label={text.done} />
                ) : (
                  <Circle
                    className="size-5 shrink-0 text-muted-foreground"
                    aria-label={text.notDone}
                  />
                )}
                <span className="min-w-0 flex-1">
                  <span
                    className={cn(
                      'block font-medium text-sm',
                      step.done && 'text-muted-foreground line-through',
                    )}
                  >
                    {step.label}
                  </span>
                  <span className="block text-muted-foreground text-xs">{step.hint}</span>
                </span>
                <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  )
}
