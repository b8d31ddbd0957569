import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { SellerOrderDetail } from '@pasarprompt/contracts/orders-for-shop'
import { REVIEW_REPLY_MAX, ReviewReplyInput } from '@pasarprompt/contracts/reviews'
import { useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Textarea } from '@/components/ui/input'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useReplyToReview } from '../api/reviews'
import { Stars } from './stars'

const text = seller.reviews

/**
 * The buyer's review of this order on /app/order/{id}, and the shop's reply: any member of the
 * shop may send it, once (the server refuses a second one).
 */
export function ShopOrderReviewCard({ order }: { order: SellerOrderDetail }) {
  const review = order.review
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {!review ? (
          <p className="text-muted-foreground">{text.none}</p>
        ) : (
          <>
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars value={review.rating} label={text.star(review.rating)} />
              <span className="font-medium">{review.authorName}</span>
              <span className="text-muted-foreground text-xs">
                {formatDateTimeWib(review.createdAt)}
                {review.editedAt ? ` ${text.edited}` : null}
              </span>
            </div>
            <p className="whitespace-pre-line break-words leading-relaxed">{review.body}</p>
            {review.reply ? (
              <div className="rounded-md border-primary border-l-2 bg-muted/60 px-3 py-2">
                <p className="font-medium text-xs">{text.reply}</p>
                <p className="mt-1 whitespace-pre-line break-words">{review.reply.body}</p>
                <p className="mt-1 text-muted-foreground text-xs">
                  {review.reply.repliedBy
                    ? text.repliedBy(
                        review.reply.repliedBy,
                        formatDateTimeWib(review.reply.repliedAt),
                      )
                    : text.repliedAt(formatDateTimeWib(review.reply.repliedAt))}
                </p>
              </div>
            ) : order.status === 'paid' ? (
              <ReplyForm reviewId={review.id} />
            ) : (
              <p className="text-muted-foreground">{text.notCounted}</p>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

function ReplyForm({ reviewId }: { reviewId: string }) {
  const reply = useReplyToReview()
  const [value, setValue] = useState('')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const error = reply.error
    ? reply.error instanceof ApiError
      ? reply.error.message
      : common.errors.generic
    : null
  return (
    <form
      className="grid gap-3 border-t pt-3"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const parsed = ReviewReplyInput.safeParse({ reply: value })
        if (!parsed.success) {
          setFieldError(parsed.error.issues[0]?.message)
          return
        }
        setFieldError(undefined)
        reply.mutate(
          { reviewId, input: parsed.data },
          { onSuccess: () => toast({ title: text.sent }) },
        )
      }}
    >
      {error ? <Alert variant="destructive">{error}</Alert> : null}
      <FormField label={text.replyLabel} error={fieldError} hint={text.replyHint}>
        <Textarea
          rows={3}
          maxLength={REVIEW_REPLY_MAX}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="justify-self-end" disabled={reply.isPending}>
        {reply.isPending ? common.processing : text.send}
      </Button>
    </form>
  )
}
