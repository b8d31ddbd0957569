import {
  type SellerExample,
  type SellerProduct,
  SellerProductInput,
} from '@pasarprompt/contracts/catalog-for-shop'
import type { FieldPath, UseFormSetError } from 'react-hook-form'
import type { z } from 'zod'
import { ApiError } from '@/lib/http'

/** What the form holds (before the schema trims and fills defaults) and what it hands over. */
export type ProductFormInput = z.input<typeof SellerProductInput>
export type ProductFormValues = z.output<typeof SellerProductInput>
export type ExampleFormInput = NonNullable<ProductFormInput['examples']>[number]

function toExampleInput(example: z.infer<typeof SellerExample>): ExampleFormInput {
  return example.kind === 'image'
    ? { kind: 'image', imageUrl: example.imageUrl ?? '', caption: example.caption ?? '' }
    : { kind: 'text', text: example.text ?? '', caption: example.caption ?? '' }
}

/**
 * The form's starting point. For a published prompt with a version in review, the secret and
 * examples shown are that newer version's: it is what the seller last wrote and would edit.
 */
export function toFormValues(product?: SellerProduct): ProductFormInput {
  const secret = product?.revision ?? product
  return {
    title: product?.title ?? '',
    descriptionHtml: product?.descriptionHtml ?? '',
    model: product?.model ?? 'chatgpt',
    modelVersion: product?.modelVersion ?? '',
    categoryName: product?.categoryName ?? '',
    tags: product?.tags ?? [],
    // Empty until the seller decides: Rp 0 is a choice (free), not a default.
    price: product?.price ?? Number.NaN,
    guaranteeDays: product?.guaranteeDays ?? 0,
    promptText: secret?.promptText ?? '',
    instructions: secret?.instructions ?? '',
    examples: (secret?.examples ?? []).map(toExampleInput),
    thumbnailUrl: product?.thumbnailUrl ?? null,
    changeNote: product?.revision?.changeNote ?? '',
  }
}

const FORM_FIELDS = new Set(Object.keys(SellerProductInput.shape))

/**
 * The server's per-field messages land on the form's fields: the schema's (`body.title`) and the
 * use case's (`categoryName`, `examples.2.imageUrl`). Whatever has no field is the caller's to
 * show. Returns whether any field took a message.
 */
export function applyServerFieldErrors(
  error: unknown,
  setError: UseFormSetError<ProductFormInput>,
): boolean {
  if (!(error instanceof ApiError)) return false
  let placed = false
  for (const field of error.fields) {
    const path = field.path.replace(/^body\./, '')
    if (!FORM_FIELDS.has(path.split('.')[0] ?? '')) continue
    setError(path as FieldPath<ProductFormInput>, { type: 'server', message: field.message })
    placed = true
  }
  return placed
}
