import type { AdminProductDetail } from '@pasarprompt/contracts/catalog-for-admin'
import { useParams } from 'react-router'
import { DetailStates } from '@/components/list/list-states'
import { BackLink } from '@/components/list/page-header'
import { paths } from '@/config/paths'
import { useAdminProduct } from '@/features/catalog/api/admin-review'
import { ReviewDetails } from '@/features/catalog/components/admin-review/review-details'
import { ReviewHeader } from '@/features/catalog/components/admin-review/review-header'
import { ReviewVersionCard } from '@/features/catalog/components/admin-review/review-version-card'
import { CopyMatchesCard } from '@/features/copies/components/copy-matches-card'
import { admin } from '@/locales/id/admin'

const text = admin.review

/**
 * /admin/product/:id: everything a reviewer reads, the secret included, what the copy check
 * found (issue 32), and the decision.
 */
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
  const revision = product.revision?.status === 'in_review' ? product.revision : null
  return (
    <>
      <ReviewHeader product={product} />
      {product.copyCheck ? (
        <CopyMatchesCard check={product.copyCheck} shopName={product.shop.name} />
      ) : null}
      <ReviewDetails product={product} />
      <div className={revision ? 'grid grid-cols-1 gap-5 lg:grid-cols-2' : 'grid grid-cols-1'}>
        <ReviewVersionCard
          title={revision ? text.live : text.promptText}
          promptText={product.promptText}
          instructions={product.instructions}
          changeNote={product.changeNote}
          examples={product.examples}
        />
        {revision ? (
          <ReviewVersionCard
            title={text.proposed}
            promptText={revision.promptText}
            instructions={revision.instructions}
            changeNote={revision.changeNote}
            examples={revision.examples}
          />
        ) : null}
      </div>
    </>
  )
}
