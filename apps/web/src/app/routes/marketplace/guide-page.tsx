import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { guideIntro, guideSections } from '@/locales/id/marketplace/guide'

/** /marketplace/panduan: how to buy, pay, use a prompt, open a shop and get paid. */
export function GuidePage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 lg:grid-cols-[14rem_1fr]">
      <title>{`${marketplace.guide.title} — ${common.brand.name}`}</title>
      <GuideContents className="hidden lg:sticky lg:top-24 lg:block lg:self-start" />
      <article>
        <h1 className="font-bold text-3xl tracking-tight">{marketplace.guide.title}</h1>
        <p className="mt-3 max-w-2xl text-lg text-muted-foreground">{guideIntro}</p>
        <GuideContents className="mt-6 rounded-lg border bg-card p-4 lg:hidden" />
        {guideSections.map((section) => (
          <section key={section.id} id={section.id} className="mt-10 scroll-mt-24">
            <h2 className="font-semibold text-2xl">{section.title}</h2>
            <ol className="mt-4 grid gap-4">
              {section.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-lg border bg-card p-4">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground text-sm">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-medium">{step.title}</h3>
                    <p className="mt-1 text-muted-foreground text-sm leading-relaxed">
                      {step.body}
                    </p>
                  </div>
                </li>
              ))}
            </ol>
          </section>
        ))}
      </article>
    </div>
  )
}

/** Links to each section: beside the guide on wide screens, under its introduction on phones. */
function GuideContents({ className }: { className?: string }) {
  return (
    <nav aria-label={marketplace.guide.contents} className={cn(className)}>
      <p className="font-semibold text-muted-foreground text-sm">{marketplace.guide.contents}</p>
      <ul className="mt-2 grid gap-1 text-sm">
        {guideSections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`} className="block rounded-md px-2 py-1.5 hover:bg-accent">
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
