import type { Category } from '@pasarprompt/contracts/catalog'
import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { seller } from '@/locales/id/seller'
import { useProductEditor } from '../../hooks/use-product-editor'
import { BackToProductsLink } from '../back-to-products-link'
import { DeleteProductDialog } from '../delete-product-dialog'
import { ProductStatusBadge } from '../product-status-badge'
import { ProductStatusNotice } from '../product-status-notice'
import { allowedActions } from './allowed-actions'
import { ProductActionsPanel } from './product-actions-panel'
import { ProductBasicsSection } from './product-basics-section'
import { ProductContentSections } from './product-content-sections'
import { ProductTriesSection } from './product-tries-section'
import { UnsavedChangesDialog } from './unsaved-changes-dialog'

const text = seller.products.editor

interface ProductEditorProps {
  organizationId: string | null
  /** The saved prompt; none for a new one. */
  product?: SellerProduct | undefined
  categories: Pick<Category, 'name' | 'title'>[]
}

/**
 * Create or edit one prompt: every field checked by the shared schema (Indonesian messages under
 * each), the status's actions beside the form, and what the status means above it.
 */
export function ProductEditor({ organizationId, product, categories }: ProductEditorProps) {
  const editor = useProductEditor(organizationId, product)
  const can = allowedActions(product)
  const actions = <ProductActionsPanel product={product} can={can} editor={editor} />

  return (
    <div className="grid gap-6">
      <header className="grid gap-3">
        <BackToProductsLink />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h1 className="min-w-0 break-words font-bold text-2xl leading-tight">
            {product ? product.title : text.newTitle}
          </h1>
          {product ? <ProductStatusBadge status={product.status} /> : null}
        </div>
      </header>

      {product ? <ProductStatusNotice product={product} /> : null}

      <form
        noValidate
        onSubmit={editor.saveDraft}
        className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start"
      >
        {/* Read-only, the one thing to do (withdraw, restore) comes first, even on a phone. */}
        {can.editable ? null : actions}
        <fieldset
          disabled={!can.editable}
          className="grid min-w-0 gap-6 lg:col-start-1 lg:row-start-1"
        >
          <ProductBasicsSection
            form={editor.form}
            categories={categories}
            editable={can.editable}
          />
          <ProductContentSections
            form={editor.form}
            editable={can.editable}
            published={product?.status === 'published'}
          />
        </fieldset>
        {can.editable ? actions : null}
      </form>

      {/* Outside the form: saved on its own, whatever the status, with no review. */}
      {product ? (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem]">
          <ProductTriesSection organizationId={organizationId} product={product} />
        </div>
      ) : null}

      {product ? (
        <DeleteProductDialog
          open={editor.deleteDialog.open}
          onOpenChange={editor.deleteDialog.setOpen}
          title={product.title}
          deleting={editor.deleteDialog.deleting}
          onConfirm={editor.deleteDialog.confirm}
        />
      ) : null}

      <UnsavedChangesDialog blocker={editor.blocker} />
    </div>
  )
}
