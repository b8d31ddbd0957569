import type { FieldErrors } from 'react-hook-form'
import type { ProductFormInput } from '../product-form-values'

/** The first message among a list field's own error and its items' errors. */
export function arrayError(error: FieldErrors<ProductFormInput>['tags']) {
  if (!error) return { message: undefined, indexes: [] as number[] }
  const items = Array.isArray(error) ? (error as ({ message?: string } | undefined)[]) : []
  const indexes = items.flatMap((item, index) => (item ? [index] : []))
  const message =
    error.message ??
    error.root?.message ??
    (indexes[0] === undefined ? undefined : items[indexes[0]]?.message)
  return { message, indexes }
}
