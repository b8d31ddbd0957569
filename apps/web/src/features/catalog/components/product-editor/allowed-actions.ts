import { promptLifecycle, type SellerProduct } from '@pasarprompt/contracts/seller-products'

/**
 * What the prompt's status allows, read from the prompt lifecycle the server enforces. A prompt
 * not saved yet is a draft in the making.
 */
export function allowedActions(product: SellerProduct | undefined) {
  const status = product?.status ?? 'draft'
  const workingCopy = promptLifecycle.can('submit', status)
  return {
    editable: workingCopy || status === 'published',
    saveDraft: workingCopy,
    saveChanges: status === 'published',
    submit: workingCopy,
    withdraw: promptLifecycle.can('withdraw', status),
    archive: promptLifecycle.can('archive', status),
    restore: promptLifecycle.can('restore', status),
    // Anything that reached buyers is archived instead; the server also refuses ordered prompts.
    remove: workingCopy,
  }
}

export type AllowedActions = ReturnType<typeof allowedActions>
