import { CreditCard, Search, Sparkles } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { t } from '@/locales/id'

const stepIcons = [Search, CreditCard, Sparkles]

export function HomePage() {
  return (
    <>
      <title>{t.home.title}</title>
      <section className="border-b bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
          <p className="font-medium text-primary text-sm">{t.home.heroEyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-bold text-display">{t.home.heroTitle}</h1>
          <p className="mt-5 max-w-2xl text-lg text-muted-foreground">{t.home.heroLead}</p>
          <Button asChild size="lg" variant="outline" className="mt-8">
            <Link to="/page/tentang">{t.home.heroAbout}</Link>
          </Button>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14" aria-labelledby="cara-kerja">
        <h2 id="cara-kerja" className="font-semibold text-2xl">
          {t.home.howTitle}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-3">
          {t.home.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? Sparkles
            return (
              <li key={step.title}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="mb-2 flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
                      <Icon className="size-5" aria-hidden="true" />
                    </span>
                    <CardTitle>
                      {index + 1}. {step.title}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>{step.body}</CardContent>
                </Card>
              </li>
            )
          })}
        </ol>
      </section>

      <section className="mx-auto max-w-6xl px-4" aria-labelledby="jual-prompt">
        <div className="rounded-xl bg-primary px-6 py-10 text-primary-foreground sm:px-10">
          <h2 id="jual-prompt" className="font-semibold text-2xl">
            {t.home.sellTitle}
          </h2>
          <p className="mt-3 max-w-2xl opacity-90">{t.home.sellBody}</p>
        </div>
      </section>
    </>
  )
}
