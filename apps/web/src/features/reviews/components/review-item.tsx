import { formatDateWib } from '@pasarprompt/contracts/format'
import type { PublicReview } from '@pasarprompt/contracts/reviews'
import { marketplace } from '@/locales/id/marketplace'
import { Stars } from './stars'

const text = marketplace.reviews

/** One review: stars, first name and initial, date, text (plain text, never HTML), the reply. */
export function ReviewItem({ review, shopName }: { review: PublicReview; shopName: string }) {
  return (
    <article
      className="grid gap-2 py-5"
      aria-label={`${review.authorName}, ${text.star(review.rating)}`}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} label={text.star(review.rating)} />
        <span className="font-medium text-sm">{review.authorName}</span>
        <span className="text-muted-foreground text-xs">
          <time dateTime={review.createdAt}>{formatDateWib(review.createdAt)}</time>
          {review.editedAt ? ` ${text.edited}` : null}
        </span>
      </div>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed">{review.body}</p>
      {review.reply ? (
        <div className="ml-4 rounded-md border-primary border-l-2 bg-muted/60 px-3 py-2">
          <p className="font-medium text-xs">
            {text.shopReply(shopName)}
            <span className="font-normal text-muted-foreground">
              {' · '}
              <time dateTime={review.reply.repliedAt}>{formatDateWib(review.reply.repliedAt)}</time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-sm">{review.reply.body}</p>
        </div>
      ) : null}
    </article>
  )
}
