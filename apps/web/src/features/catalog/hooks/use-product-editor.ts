import { zodResolver } from '@hookform/resolvers/zod'
import { type SellerProduct, SellerProductInput } from '@pasarprompt/contracts/catalog-for-shop'
import { useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useArchiveSellerProduct } from '../api/archive-product'
import { useCreateSellerProduct } from '../api/create-product'
import { useDeleteSellerProduct } from '../api/delete-product'
import { useRestoreSellerProduct } from '../api/restore-product'
import { useSubmitSellerProduct } from '../api/submit-product'
import { useUpdateSellerProduct } from '../api/update-product'
import { useWithdrawSellerProduct } from '../api/withdraw-product'
import {
  applyServerFieldErrors,
  type ProductFormInput,
  type ProductFormValues,
  toFormValues,
} from '../components/product-form-values'
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard'

const text = seller.products.editor

/**
 * The editor's form and what its buttons do: save (create or update), save and submit for
 * review, the status transitions and delete, each with its toast, and the guard against leaving
 * with unsaved changes.
 */
export function useProductEditor(
  organizationId: string | null,
  product: SellerProduct | undefined,
) {
  const navigate = useNavigate()
  const form = useForm<ProductFormInput, unknown, ProductFormValues>({
    resolver: zodResolver(SellerProductInput),
    defaultValues: toFormValues(product),
    mode: 'onTouched',
  })
  const create = useCreateSellerProduct(organizationId)
  const update = useUpdateSellerProduct(organizationId)
  const submit = useSubmitSellerProduct(organizationId)
  const withdraw = useWithdrawSellerProduct(organizationId)
  const archive = useArchiveSellerProduct(organizationId)
  const restore = useRestoreSellerProduct(organizationId)
  const remove = useDeleteSellerProduct(organizationId)
  const [deleteOpen, setDeleteOpen] = useState(false)
  const [working, setWorking] = useState(false)
  const leaving = useRef(false)
  const blocker = useUnsavedChangesGuard(form.formState.isDirty, leaving)

  const goTo = (path: string) => {
    leaving.current = true
    navigate(path, { replace: path !== paths.app.products() })
  }

  const showError = (error: unknown) => {
    const onFields = applyServerFieldErrors(error, form.setError)
    toast({
      title: error instanceof Error && error.message ? error.message : common.errors.generic,
      ...(onFields ? { description: text.toasts.fixErrors } : {}),
      variant: 'destructive',
    })
  }

  const onInvalid = () => toast({ title: text.toasts.fixErrors, variant: 'destructive' })

  /** Creates or updates; the form then holds what the server kept (trimmed, lower-cased tags). */
  const save = async (values: ProductFormValues) => {
    const saved = product
      ? await update.mutateAsync({ id: product.id, input: values })
      : await create.mutateAsync(values)
    form.reset(toFormValues(saved))
    return saved
  }

  const saveDraft = form.handleSubmit(async (values) => {
    setWorking(true)
    try {
      const saved = await save(values)
      const revisionStarted = saved.revision?.status === 'in_review' && !product?.revision
      toast({
        title: common.saved,
        ...(revisionStarted ? { description: text.toasts.revisionSubmitted } : {}),
      })
      if (!product) goTo(paths.app.product(saved.id))
    } catch (error) {
      showError(error)
    } finally {
      setWorking(false)
    }
  }, onInvalid)

  // Saved first, so what is reviewed is exactly what is on screen.
  const saveAndSubmit = form.handleSubmit(async (values) => {
    setWorking(true)
    try {
      const saved = await save(values)
      if (!product) leaving.current = true
      try {
        await submit.mutateAsync(saved.id)
        toast({ title: text.toasts.submitted })
      } catch (error) {
        showError(error)
      }
      if (!product) goTo(paths.app.product(saved.id))
    } catch (error) {
      showError(error)
    } finally {
      setWorking(false)
    }
  }, onInvalid)

  const transition = async (
    mutation: { mutateAsync: (id: string) => Promise<SellerProduct> },
    done: string,
  ) => {
    if (!product) return
    setWorking(true)
    try {
      const changed = await mutation.mutateAsync(product.id)
      // Unsaved edits stay on screen; otherwise show what the server now holds.
      if (!form.formState.isDirty) form.reset(toFormValues(changed))
      toast({ title: done })
    } catch (error) {
      showError(error)
    } finally {
      setWorking(false)
    }
  }

  const confirmDelete = async () => {
    if (!product) return
    try {
      await remove.mutateAsync(product.id)
      setDeleteOpen(false)
      toast({ title: common.deleted })
      goTo(paths.app.products())
    } catch (error) {
      setDeleteOpen(false)
      showError(error)
    }
  }

  return {
    form,
    blocker,
    working,
    saveDraft,
    saveAndSubmit,
    withdraw: () => transition(withdraw, text.toasts.withdrawn),
    restore: () => transition(restore, text.toasts.restored),
    archive: () => transition(archive, text.toasts.archived),
    deleteDialog: {
      open: deleteOpen,
      setOpen: setDeleteOpen,
      deleting: remove.isPending,
      confirm: confirmDelete,
    },
  }
}

export type ProductEditorState = ReturnType<typeof useProductEditor>
