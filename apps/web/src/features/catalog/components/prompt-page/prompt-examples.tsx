import type { PromptDetail, PromptExample } from '@pasarprompt/contracts/catalog'
import { IMAGE_SIZES } from '@pasarprompt/contracts/images'
import { ResponsiveImage } from '@/components/responsive-image'
import { cn } from '@/lib/cn'
import { marketplace } from '@/locales/id/marketplace'

const text = marketplace.promptPage

/** Two examples a row from `sm`, in the content column (two thirds of 72rem from `lg`). */
const TWO_A_ROW = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, calc(100vw - 2rem)'

type ImageExample = PromptExample & { imageUrl: string }
type TextExample = PromptExample & { text: string }

export function PromptExamples({ prompt }: { prompt: PromptDetail }) {
  const images = prompt.examples.filter(
    (example): example is ImageExample => example.kind === 'image' && Boolean(example.imageUrl),
  )
  const texts = prompt.examples.filter(
    (example): example is TextExample => example.kind === 'text' && Boolean(example.text?.trim()),
  )
  if (images.length === 0 && texts.length === 0) return null
  return (
    <section aria-labelledby="contoh-hasil">
      <h2 id="contoh-hasil" className="font-semibold text-xl">
        {text.examples}
      </h2>
      {images.length > 0 ? (
        <ul className={cn('mt-4 grid gap-4', images.length > 1 && 'sm:grid-cols-2')}>
          {images.map((example) => (
            <li key={example.imageUrl}>
              <figure className="overflow-hidden rounded-lg border bg-card">
                <ResponsiveImage
                  src={example.imageUrl}
                  sizes={images.length > 1 ? TWO_A_ROW : IMAGE_SIZES.pageColumn}
                  alt={example.caption || prompt.title}
                  className="aspect-[4/3] w-full bg-muted object-contain"
                />
                {example.caption ? (
                  <figcaption className="border-t px-4 py-2 text-muted-foreground text-sm">
                    {example.caption}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {texts.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {texts.map((example, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: examples have no id; the seller fixes their order
            <li key={index}>
              <figure className="rounded-lg border bg-card p-5">
                <blockquote className="whitespace-pre-line break-words border-primary/40 border-l-4 pl-4 text-sm leading-relaxed">
                  {example.text}
                </blockquote>
                {example.caption ? (
                  <figcaption className="mt-3 text-muted-foreground text-xs">
                    {example.caption}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
