import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { ExternalLink, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { seller } from '@/locales/id/seller'
import type { ProductEditorState } from '../../hooks/use-product-editor'
import { ProductStatusBadge } from '../product-status-badge'
import type { AllowedActions } from './allowed-actions'
import { ProductStatusFacts } from './product-status-facts'

const text = seller.products.editor

type Props = { product: SellerProduct | undefined; can: AllowedActions; editor: ProductEditorState }

/** The status, its facts and the buttons the status allows, beside the form. */
export function ProductActionsPanel({ product, can, editor }: Props) {
  const { working } = editor
  return (
    <aside
      className="grid gap-4 lg:sticky lg:top-6 lg:col-start-2 lg:row-start-1"
      aria-label={text.actions.label}
    >
      <div className="grid gap-4 rounded-lg border bg-card p-5">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium text-sm">{text.status}</span>
          {product ? (
            <ProductStatusBadge status={product.status} />
          ) : (
            <span className="text-muted-foreground text-xs">{text.notSaved}</span>
          )}
        </div>
        <ProductStatusFacts product={product} />
        <div className="grid gap-2">
          {can.submit ? (
            <Button type="button" disabled={working} onClick={editor.saveAndSubmit}>
              {text.actions.submit}
            </Button>
          ) : null}
          {can.saveDraft ? (
            <Button type="submit" variant="outline" disabled={working}>
              {text.actions.saveDraft}
            </Button>
          ) : null}
          {can.saveChanges ? (
            <Button type="submit" disabled={working}>
              {text.actions.saveChanges}
            </Button>
          ) : null}
          {can.withdraw ? (
            <Button type="button" disabled={working} onClick={editor.withdraw}>
              {text.actions.withdraw}
            </Button>
          ) : null}
          {can.restore ? (
            <Button type="button" disabled={working} onClick={editor.restore}>
              {text.actions.restore}
            </Button>
          ) : null}
          {product?.status === 'published' ? (
            <Button asChild variant="ghost">
              <a href={paths.marketplace.prompt(product.slug)} target="_blank" rel="noopener">
                <ExternalLink aria-hidden="true" />
                {text.viewPublic}
              </a>
            </Button>
          ) : null}
        </div>
        {can.archive || can.remove ? (
          <div className="flex flex-wrap gap-2 border-t pt-4">
            {can.archive ? (
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={working}
                onClick={editor.archive}
              >
                {text.actions.archive}
              </Button>
            ) : null}
            {can.remove ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                disabled={working}
                onClick={() => editor.deleteDialog.setOpen(true)}
                className="text-destructive hover:text-destructive"
              >
                <Trash2 aria-hidden="true" />
                {text.actions.delete}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </aside>
  )
}
