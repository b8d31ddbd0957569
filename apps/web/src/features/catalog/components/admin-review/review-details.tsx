import type { AdminProductDetail } from '@pasarprompt/contracts/admin-products'
import { aiModelLabels } from '@pasarprompt/contracts/catalog-options'
import { formatDateTime, formatRupiah } from '@pasarprompt/contracts/format'
import type { ReactNode } from 'react'
import { RichText } from '@/components/rich-text'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'

const text = admin.review

/** The description beside the facts a reviewer checks: model, price, category, tags, dates. */
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
