import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http'
import { applyServerFieldErrors, toFormValues } from './product-form-values'

const published: SellerProduct = {
  id: '0b5e2f3e-4a6f-4e55-9d6b-2f1f3c0a9b11',
  slug: 'caption-umkm',
  title: 'Caption UMKM kuliner',
  descriptionHtml: '<p>Deskripsi</p>',
  model: 'chatgpt',
  modelVersion: 'GPT-4o',
  categoryName: 'pemasaran',
  tags: ['umkm'],
  price: 25_000,
  guaranteeDays: 7,
  freeTriesPerDay: 0,
  promptText: 'Versi tayang [PRODUK]',
  instructions: 'Instruksi tayang',
  changeNote: 'Catatan versi tayang',
  variables: ['PRODUK'],
  examples: [{ kind: 'text', text: 'Hasil lama', imageUrl: null, caption: null }],
  thumbnailUrl: null,
  status: 'published',
  rejectionReason: null,
  submittedAt: '2026-11-01T00:00:00.000Z',
  publishedAt: '2026-11-02T00:00:00.000Z',
  latestVersion: null,
  revision: null,
  sales: 3,
  views: 40,
  createdAt: '2026-11-01T00:00:00.000Z',
  lastUpdated: '2026-11-02T00:00:00.000Z',
}

describe('toFormValues', () => {
  it('starts a new prompt empty, with no price chosen yet', () => {
    const values = toFormValues()
    expect(values.title).toBe('')
    expect(values.examples).toEqual([])
    expect(Number.isNaN(values.price)).toBe(true)
  })

  it('shows the version in review of a published prompt, not the live one', () => {
    const values = toFormValues({
      ...published,
      revision: {
        status: 'in_review',
        promptText: 'Versi baru [PRODUK] [GAYA]',
        instructions: 'Instruksi baru',
        changeNote: 'Menambah [GAYA]',
        examples: [{ kind: 'image', text: null, imageUrl: '/uploads/s/a.webp', caption: null }],
        rejectionReason: null,
        submittedAt: '2026-11-03T00:00:00.000Z',
      },
    })
    expect(values).toMatchObject({
      promptText: 'Versi baru [PRODUK] [GAYA]',
      instructions: 'Instruksi baru',
      changeNote: 'Menambah [GAYA]',
      examples: [{ kind: 'image', imageUrl: '/uploads/s/a.webp', caption: '' }],
    })
  })

  it('starts the change note of a published prompt without a version in review empty', () => {
    expect(toFormValues(published)).toMatchObject({
      promptText: 'Versi tayang [PRODUK]',
      changeNote: '',
      examples: [{ kind: 'text', text: 'Hasil lama', caption: '' }],
    })
  })
})

describe('applyServerFieldErrors', () => {
  it('puts each message of a refused body on its field', () => {
    const placed: [string, string | undefined][] = []
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Data yang dikirim tidak valid.', [
      { path: 'body.title', message: 'Judul harus 5–120 karakter.' },
      { path: 'body.examples.0.text', message: 'Contoh teks wajib diisi.' },
      { path: 'categoryName', message: 'Kategori tidak dikenal.' },
      { path: 'querystring.limit', message: 'Bukan milik formulir.' },
    ])
    const onFields = applyServerFieldErrors(error, (name, fieldError) =>
      placed.push([name, fieldError.message]),
    )
    expect(onFields).toBe(true)
    expect(placed).toEqual([
      ['title', 'Judul harus 5–120 karakter.'],
      ['examples.0.text', 'Contoh teks wajib diisi.'],
      ['categoryName', 'Kategori tidak dikenal.'],
    ])
  })

  it('leaves an error without fields to the caller', () => {
    const error = new ApiError(
      409,
      'INVALID_STATUS_TRANSITION',
      'Status prompt tidak dapat diubah.',
    )
    expect(applyServerFieldErrors(error, () => undefined)).toBe(false)
    expect(applyServerFieldErrors(new Error('x'), () => undefined)).toBe(false)
  })
})
