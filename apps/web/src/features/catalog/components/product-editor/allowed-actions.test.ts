import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { describe, expect, it } from 'vitest'
import { allowedActions } from './allowed-actions'

const saved = (status: SellerProduct['status']) => ({ status }) as SellerProduct

describe('allowedActions', () => {
  it('offers a prompt never saved only saving and submitting (issue 28: no Arsipkan, no Hapus)', () => {
    expect(allowedActions(undefined)).toEqual({
      editable: true,
      saveDraft: true,
      saveChanges: false,
      submit: true,
      withdraw: false,
      archive: false,
      restore: false,
      remove: false,
    })
  })

  it('lets a saved draft be deleted and a published prompt be archived, not deleted', () => {
    expect(allowedActions(saved('draft')).remove).toBe(true)
    expect(allowedActions(saved('published'))).toMatchObject({ archive: true, remove: false })
  })
})
