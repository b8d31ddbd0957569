import type { SellerProduct } from '@pasarprompt/contracts/seller-products'

/** What the prompt's status allows (the server checks the same transitions). */
export function allowedActions(product: SellerProduct | undefined) {
  const status = product?.status
  const workingCopy = status === undefined || status === 'draft' || status === 'rejected'
  return {
    editable: workingCopy || status === 'published',
    saveDraft: workingCopy,
    saveChanges: status === 'published',
    submit: workingCopy,
    withdraw: status === 'in_review',
    archive: status === 'draft' || status === 'rejected' || status === 'published',
    restore: status === 'archived',
    // Anything that reached buyers is archived instead; the server also refuses ordered prompts.
    remove: status === 'draft' || status === 'rejected',
  }
}

export type AllowedActions = ReturnType<typeof allowedActions>
