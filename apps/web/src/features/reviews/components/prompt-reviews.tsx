import { formatNumber, formatRating } from '@pasarprompt/contracts/format'
import type { ReviewableOrders } from '@pasarprompt/contracts/reviews'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { LoadMoreButton } from '@/components/list/list-states'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { useOwnReviews, usePromptReviews, useSaveReview } from '../api/reviews'
import { ReviewItem } from './review-item'
import { Stars } from './stars'

// Only a buyer with an order to review sees the form, after the session is known (never in the
// server's page): it and the review schema (zod) load then.
const ReviewForm = lazy(() =>
  import('./review-form').then((module) => ({ default: module.ReviewForm })),
)

const text = marketplace.reviews

type PromptRef = { id: string; slug: string; shop: { name: string } }

/**
 * The prompt page's "Ulasan" (`#ulasan`): the average and count, the buyer's own review to
 * write or edit, and the reviews newest first, a page at a time.
 */
export function PromptReviews({ prompt }: { prompt: PromptRef }) {
  const reviews = usePromptReviews(prompt.slug)
  const first = reviews.data?.pages[0]
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? []
  // A link to `#ulasan` (Pesanan's "Beri ulasan") arrives before the page has loaded: once the
  // reviews are in, the section is brought into view.
  const { hash } = useLocation()
  const section = useRef<HTMLElement>(null)
  const loaded = reviews.data !== undefined
  useEffect(() => {
    const element = section.current
    if (!loaded || hash !== '#ulasan' || !element) return
    element.scrollIntoView({ block: 'start' })
    // Parts above it load after it (the bought prompt's panel, the own review): it is kept in
    // view while the page settles, until the visitor scrolls themselves.
    const follow = new ResizeObserver(() => element.scrollIntoView({ block: 'start' }))
    follow.observe(document.body)
    const stop = () => {
      follow.disconnect()
      for (const type of ['wheel', 'touchmove', 'keydown'] as const) {
        window.removeEventListener(type, stop)
      }
    }
    for (const type of ['wheel', 'touchmove', 'keydown'] as const) {
      window.addEventListener(type, stop, { passive: true })
    }
    const timer = window.setTimeout(stop, 3_000)
    return () => {
      window.clearTimeout(timer)
      stop()
    }
  }, [loaded, hash])

  return (
    <section ref={section} id="ulasan" aria-labelledby="ulasan-judul" className="scroll-mt-24">
      <h2 id="ulasan-judul" className="font-semibold text-xl">
        {text.title}
      </h2>
      {first && first.ratingCount > 0 ? (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <span className="font-bold text-4xl tracking-tight" aria-hidden="true">
            {formatRating(first.ratingAverageX100)}
          </span>
          <span className="grid gap-1">
            <Stars
              value={first.ratingAverageX100 / 100}
              label={text.averageLabel(
                formatRating(first.ratingAverageX100),
                formatNumber(first.ratingCount),
              )}
            />
            <span className="text-muted-foreground text-sm" data-testid="rating-count">
              {text.count(formatNumber(first.ratingCount))}
            </span>
          </span>
        </div>
      ) : null}
      <OwnReview productId={prompt.id} />
      <div className="mt-2">
        {reviews.error ? (
          <Alert variant="destructive">{reviews.error.message}</Alert>
        ) : reviews.isPending ? (
          <Skeleton className="mt-4 h-32 w-full" />
        ) : items.length === 0 ? (
          <p className="mt-3 text-muted-foreground text-sm">{text.none}</p>
        ) : (
          <ul className="divide-y">
            {items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} shopName={prompt.shop.name} />
              </li>
            ))}
          </ul>
        )}
        <div className="grid">
          <LoadMoreButton query={reviews} label={text.more} />
        </div>
      </div>
    </section>
  )
}

/** For a buyer with a paid order of this prompt: write a review, or see and edit theirs. */
function OwnReview({ productId }: { productId: string }) {
  const own = useOwnReviews(productId)
  const orders = own.data?.items ?? []
  // A second purchase may still be unreviewed; otherwise the latest review is the one to edit.
  const target = orders.find((order) => !order.review) ?? orders[0]
  if (!target) return null
  return <OwnReviewCard key={`${target.orderId}-${target.review?.id ?? 'new'}`} target={target} />
}

function OwnReviewCard({ target }: { target: ReviewableOrders['items'][number] }) {
  const save = useSaveReview()
  const [editing, setEditing] = useState(false)
  const review = target.review
  const error = save.error
    ? save.error instanceof ApiError
      ? save.error.message
      : common.errors.generic
    : null

  const submit = (values: { rating: number; body: string }) =>
    save.mutate(
      { orderId: target.orderId, input: values, existing: review !== null },
      {
        onSuccess: () => {
          setEditing(false)
          toast({ title: review ? text.updated : text.created })
        },
      },
    )

  return (
    <div className="mt-5 rounded-lg border bg-card p-4 sm:p-5">
      <h3 className="font-semibold">
        {review && !editing ? text.yours : review ? text.edit : text.write}
      </h3>
      {review && !editing ? (
        <div className="mt-3 grid gap-2">
          <Stars value={review.rating} label={text.star(review.rating)} />
          <p className="whitespace-pre-line break-words text-sm">{review.body}</p>
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => {
              save.reset()
              setEditing(true)
            }}
          >
            {text.edit}
          </Button>
        </div>
      ) : (
        <Suspense fallback={null}>
          <div className="mt-3">
            <ReviewForm
              initial={review ? { rating: review.rating, body: review.body } : null}
              submitLabel={save.isPending ? common.processing : review ? text.save : text.submit}
              pending={save.isPending}
              error={error}
              onSubmit={submit}
              onCancel={review ? () => setEditing(false) : undefined}
            />
          </div>
        </Suspense>
      )}
    </div>
  )
}
