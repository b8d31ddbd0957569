import type { AdminProductDetail } from '@pasarprompt/contracts/catalog-for-admin'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { formatDateTimeWib, formatRupiah } from '@pasarprompt/contracts/format'
import type { ReactNode } from 'react'
import { ResponsiveImage } from '@/components/responsive-image'
import { RichText } from '@/components/rich-text'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.review

/**
 * The description beside the facts a reviewer checks: the thumbnail buyers will see on the card,
 * model, price, category (as the storefront names it), tags, dates.
 */
export function ReviewDetails({ product }: { product: AdminProductDetail }) {
  return (
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
        <CardContent className="grid gap-4 pt-6">
          <div className="flex aspect-[16/9] items-center justify-center overflow-hidden rounded-md bg-gradient-to-br from-accent to-muted">
            {product.thumbnailUrl ? (
              <ResponsiveImage
                src={product.thumbnailUrl}
                sizes="320px"
                alt={text.thumbnailAlt(product.title)}
                className="size-full object-cover"
              />
            ) : (
              <span className="px-4 text-center text-muted-foreground text-sm">
                {text.noThumbnail}
              </span>
            )}
          </div>
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
            <Fact label={text.category}>{product.categoryTitle}</Fact>
            <Fact label={text.tags}>{product.tags.join(', ')}</Fact>
            {product.submittedAt ? (
              <Fact label={text.submitted('')}>{formatDateTimeWib(product.submittedAt)}</Fact>
            ) : null}
          </dl>
        </CardContent>
      </Card>
    </div>
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
