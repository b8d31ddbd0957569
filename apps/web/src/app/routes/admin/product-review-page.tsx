import type { AdminProductDetail } from '@pasarprompt/contracts/admin-products'
import { aiModelLabels } from '@pasarprompt/contracts/catalog'
import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import { ExternalLink, Star } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { ReasonDialog } from '@/components/reason-dialog'
import { RichText } from '@/components/rich-text'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useAdminProduct, useReviewActions } from '@/features/catalog/api/admin-review'
import { ProductStatusBadge } from '@/features/catalog/components/product-status-badge'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.review

/** /admin/product/:id: everything a reviewer reads, the secret included, and the decision. */
export function AdminProductReviewPage() {
  const { id = '' } = useParams()
  const product = useAdminProduct(id)
  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${product.data?.title ?? text.title} — ${admin.area}`}</title>
      <BackLink to={paths.admin.products} label={text.back} />
      <DetailStates query={product}>{(data) => <Review product={data} />}</DetailStates>
    </div>
  )
}

function Review({ product }: { product: AdminProductDetail }) {
  const actions = useReviewActions(product.id)
  const [rejecting, setRejecting] = useState(false)
  const revision = product.revision?.status === 'in_review' ? product.revision : null
  const waiting = product.status === 'in_review' || (product.status === 'published' && revision)
  const fail = (error: Error) => toast({ title: error.message, variant: 'destructive' })

  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="grid gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="font-bold text-2xl">{product.title}</h1>
            <ProductStatusBadge status={product.status} />
            {revision ? (
              <span className="rounded-full border border-primary/40 px-2.5 py-0.5 text-primary text-xs">
                {text.newVersion}
              </span>
            ) : null}
          </div>
          <p className="text-muted-foreground text-sm">
            {text.shop}: {product.shop.name} ({product.shop.slug})
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {product.status === 'published' ? (
            <>
              <Button asChild variant="ghost" size="sm">
                <a href={paths.marketplace.prompt(product.slug)} target="_blank" rel="noopener">
                  <ExternalLink aria-hidden="true" />
                  {text.openPublic}
                </a>
              </Button>
              <Button
                variant="outline"
                size="sm"
                disabled={actions.feature.isPending}
                onClick={() =>
                  actions.feature.mutate(!product.featured, {
                    onSuccess: (next) =>
                      toast({ title: next.featured ? text.featuredOn : text.featuredOff }),
                    onError: fail,
                  })
                }
              >
                <Star aria-hidden="true" className={product.featured ? 'fill-current' : ''} />
                {product.featured ? text.unfeature : text.feature}
              </Button>
            </>
          ) : null}
          {waiting ? (
            <>
              <Button
                variant="destructive"
                size="sm"
                onClick={() => {
                  actions.reject.reset()
                  setRejecting(true)
                }}
              >
                {text.reject}
              </Button>
              <Button
                size="sm"
                disabled={actions.approve.isPending}
                onClick={() =>
                  actions.approve.mutate(undefined, {
                    onSuccess: () =>
                      toast({ title: revision ? text.revisionApproved : text.approved }),
                    onError: fail,
                  })
                }
              >
                {actions.approve.isPending
                  ? common.processing
                  : revision
                    ? text.approveRevision
                    : text.approve}
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {product.rejectionReason && product.status === 'rejected' ? (
        <Alert variant="destructive">{product.rejectionReason}</Alert>
      ) : null}

      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[1fr_20rem]">
        <Card>
          <CardHeader>
            <CardTitle className="text-lg">{text.description}</CardTitle>
          </CardHeader>
          <CardContent>
            <RichText html={product.descriptionHtml} />
          </CardContent>
        </Card>
        <Card>
          <CardContent className="pt-6">
            <dl className="grid gap-3 text-sm">
              <Fact label={text.model}>
                {product.modelVersion
                  .toLowerCase()
                  .startsWith(aiModelLabels[product.model].toLowerCase())
                  ? product.modelVersion
                  : `${aiModelLabels[product.model]} ${product.modelVersion}`}
              </Fact>
              <Fact label={text.price}>
                {product.price === 0 ? common.catalog.free : formatRupiah(product.price)}
              </Fact>
              <Fact label={text.category}>{product.categoryName}</Fact>
              <Fact label={text.tags}>{product.tags.join(', ')}</Fact>
              {product.submittedAt ? (
                <Fact label={text.submitted('')}>{formatDateTime(product.submittedAt)}</Fact>
              ) : null}
            </dl>
          </CardContent>
        </Card>
      </div>

      <div className={revision ? 'grid grid-cols-1 gap-5 lg:grid-cols-2' : 'grid grid-cols-1'}>
        <Version
          title={revision ? text.live : text.promptText}
          promptText={product.promptText}
          instructions={product.instructions}
          changeNote={product.changeNote}
          examples={product.examples}
        />
        {revision ? (
          <Version
            title={text.proposed}
            promptText={revision.promptText}
            instructions={revision.instructions}
            changeNote={revision.changeNote}
            examples={revision.examples}
          />
        ) : null}
      </div>

      <ReasonDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title={text.rejectTitle}
        description={text.rejectBody}
        label={text.reasonLabel}
        confirmLabel={text.reject}
        pending={actions.reject.isPending}
        error={actions.reject.error?.message ?? null}
        onConfirm={(reason) =>
          actions.reject.mutate(reason, {
            onSuccess: () => {
              setRejecting(false)
              toast({ title: text.rejected })
            },
          })
        }
      />
    </>
  )
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5">
      <dt className="text-muted-foreground">{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Version({
  title,
  promptText,
  instructions,
  changeNote,
  examples,
}: Pick<AdminProductDetail, 'promptText' | 'instructions' | 'changeNote' | 'examples'> & {
  title: string
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 text-sm">
        <section className="grid gap-1.5">
          <h3 className="font-medium">{text.promptText}</h3>
          <pre className="whitespace-pre-wrap break-words rounded-md bg-muted p-3 font-mono text-xs">
            {promptText}
          </pre>
        </section>
        {instructions ? (
          <section className="grid gap-1.5">
            <h3 className="font-medium">{text.instructions}</h3>
            <p className="whitespace-pre-wrap">{instructions}</p>
          </section>
        ) : null}
        {changeNote ? (
          <section className="grid gap-1.5">
            <h3 className="font-medium">{text.changeNote}</h3>
            <p className="whitespace-pre-wrap">{changeNote}</p>
          </section>
        ) : null}
        <section className="grid gap-1.5">
          <h3 className="font-medium">{text.examples}</h3>
          {examples.length === 0 ? (
            <p className="text-muted-foreground">{text.noExamples}</p>
          ) : (
            <ol className="grid gap-3 sm:grid-cols-2">
              {examples.map((example, index) => (
                <li
                  // Examples have no id of their own; their order is what identifies them.
                  // biome-ignore lint/suspicious/noArrayIndexKey: see above
                  key={index}
                  className="grid gap-1.5 rounded-md border p-2"
                >
                  {example.kind === 'image' && example.imageUrl ? (
                    <img
                      src={example.imageUrl}
                      alt={text.exampleAlt(index + 1)}
                      className="aspect-video w-full rounded object-cover"
                    />
                  ) : (
                    <p className="line-clamp-6 whitespace-pre-wrap text-xs">{example.text}</p>
                  )}
                  {example.caption ? (
                    <p className="text-muted-foreground text-xs">{example.caption}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </CardContent>
    </Card>
  )
}
