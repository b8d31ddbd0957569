import { useParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Skeleton } from '@/components/ui/skeleton'
import { useSellerProduct } from '@/features/catalog/api/get-seller-product'
import { useCategories } from '@/features/catalog/api/list-categories'
import { BackToProductsLink } from '@/features/catalog/components/back-to-products-link'
import { ProductEditor } from '@/features/catalog/components/product-editor/product-editor'
import { ApiError } from '@/lib/http'
import { useSession } from '@/lib/session/use-session'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor

/** /app/product/new and /app/product/:id: write a prompt, or change one of the shop's. */
export function ProductEditorPage() {
  const { id } = useParams()
  const session = useSession()
  const categories = useCategories(false)
  const product = useSellerProduct(session.organizationId, id)
  const pageTitle = `${id ? text.editTitle : text.newTitle} — ${session.activeShop?.name ?? common.brand.name}`

  if (id && product.error) {
    const notFound = product.error instanceof ApiError && product.error.status === 404
    return (
      <div className="grid gap-4">
        <title>{pageTitle}</title>
        <BackToProductsLink />
        <Alert variant="destructive">
          {notFound ? text.notFound : `${text.loadFailed} ${product.error.message}`}
        </Alert>
      </div>
    )
  }
  if ((id && !product.data) || categories.isPending) return <EditorSkeleton />

  return (
    <>
      <title>{product.data ? `${product.data.title} — ${pageTitle}` : pageTitle}</title>
      <ProductEditor
        key={product.data?.id ?? 'new'}
        organizationId={session.organizationId}
        product={product.data}
        categories={categories.data ?? []}
      />
    </>
  )
}

function EditorSkeleton() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <Skeleton className="h-5 w-48" />
      <Skeleton className="h-8 w-2/3" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
        <Skeleton className="h-[32rem] w-full" />
        <Skeleton className="h-56 w-full" />
      </div>
    </div>
  )
}
