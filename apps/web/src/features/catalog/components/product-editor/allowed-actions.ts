import { promptLifecycle } from '@pasarprompt/contracts/catalog'
import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'

/**
 * What the prompt's status allows, read from the prompt lifecycle the server enforces. A prompt
 * not saved yet is a draft in the making: it can be saved or submitted, but there is nothing yet
 * to withdraw, archive or delete.
 */
export function allowedActions(product: SellerProduct | undefined) {
  const status = product?.status ?? 'draft'
  const workingCopy = promptLifecycle.can('submit', status)
  const saved = product !== undefined
  return {
    editable: workingCopy || status === 'published',
    saveDraft: workingCopy,
    saveChanges: status === 'published',
    submit: workingCopy,
    withdraw: saved && promptLifecycle.can('withdraw', status),
    archive: saved && promptLifecycle.can('archive', status),
    restore: saved && promptLifecycle.can('restore', status),
    // Anything that reached buyers is archived instead; the server also refuses ordered prompts.
    remove: saved && workingCopy,
  }
}

export type AllowedActions = ReturnType<typeof allowedActions>
