import { CreditCard, Search, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { HomeSection } from '@/components/layout/home-section'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { marketplace } from '@/locales/id/marketplace'

const stepIcons = [Search, CreditCard, Sparkles]

/** Find, pay, use: the three steps, then the call to open a shop. */
export function HowItWorks() {
  return (
    <>
      <HomeSection id="cara-kerja" title={marketplace.home.howTitle}>
        <ol className="grid gap-4 sm:grid-cols-3">
          {marketplace.home.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? Sparkles
            return (
              <li key={step.title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="mb-2 flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle as="h3">
                      {index + 1}. {step.title}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>{step.body}</CardContent>
                </Card>
              </li>
            )
          })}
        </ol>
      </HomeSection>
      <section aria-labelledby="jual-prompt" className="mx-auto max-w-6xl px-4 pt-14">
        <div className="rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
          <h2 id="jual-prompt" className="font-semibold text-2xl">
            {marketplace.home.sellTitle}
          </h2>
          <p className="mt-3 max-w-2xl">{marketplace.home.sellBody}</p>
          <Button asChild variant="secondary" className="mt-6">
            <Link to={`${paths.marketplace.guide}#membuka-toko`}>{marketplace.home.sellCta}</Link>
          </Button>
        </div>
      </section>
    </>
  )
}
