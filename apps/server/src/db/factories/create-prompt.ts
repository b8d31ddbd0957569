import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { refreshCategoryStats } from '../../modules/catalog/refresh-category-stats.ts'
import type { Executor } from '../client.ts'
import { promptExamples, promptRevisions, promptSecrets, prompts } from '../schema.ts'
import { stampInsert, systemActor } from '../stamps.ts'
import { unique } from './unique.ts'

type PromptStatus = 'draft' | 'in_review' | 'published' | 'rejected' | 'archived'

export interface PromptOverrides {
  slug?: string
  title?: string
  descriptionHtml?: string
  model?: string
  modelVersion?: string
  /** One of the categories every database has (see seed/catalog.ts). */
  category?: string
  tags?: string[]
  price?: number
  /** "Garansi" in days (issue 30); none unless given. */
  guaranteeDays?: number
  /** "Coba dulu" free tries a buyer per day (issue 31); off unless given. */
  freeTriesPerDay?: number
  status?: PromptStatus
  rejectionReason?: string
  featured?: boolean
  /** The sales counter as the catalogue shows it (orders made here add to it). */
  sales?: number
  publishedAt?: Date
  /** The secret. */
  promptText?: string
  instructions?: string
  /** Text examples, in order. */
  examples?: string[]
  /** Image examples (the shop's uploads), after the text ones. */
  imageExamples?: { imageUrl: string; caption: string }[]
  /** The cover (an upload of the shop). */
  thumbnailUrl?: string
  /** A batch (the demo seed) refreshes the categories' counters once, after its last prompt. */
  skipCategoryStats?: boolean
  /** A new version waiting for review (its examples are the prompt's). */
  revision?: { promptText: string; instructions: string; changeNote: string }
}

export type FactoryPrompt = {
  id: string
  shopId: string
  slug: string
  title: string
  price: number
  guaranteeDays: number
  promptText: string
}

/** A prompt of `shopId` with its secret and examples; published (and public) by default. */
export async function createPrompt(
  db: Executor,
  shopId: string,
  overrides: PromptOverrides = {},
): Promise<FactoryPrompt> {
  const status = overrides.status ?? 'published'
  const slug = overrides.slug ?? `prompt-uji-${unique()}`
  const title = overrides.title ?? 'Prompt Uji Ilustrasi'
  const price = overrides.price ?? 45_000
  const category = overrides.category ?? 'ilustrasi'
  const promptText =
    overrides.promptText ?? `Gambarkan [SUBJEK] dengan gaya [GAYA], kode rahasia ${unique()}.`
  const [prompt] = await db
    .insert(prompts)
    .values(
      stampInsert(systemActor, {
        shopId,
        slug,
        title,
        descriptionHtml: overrides.descriptionHtml ?? `<p>${title} untuk pengujian.</p>`,
        model: overrides.model ?? 'midjourney',
        modelVersion: overrides.modelVersion ?? 'v6',
        categoryName: category,
        tags: overrides.tags ?? [],
        price,
        guaranteeDays: overrides.guaranteeDays ?? 0,
        freeTriesPerDay: overrides.freeTriesPerDay ?? 0,
        variableCount: templateVariables(promptText).length,
        thumbnailUrl: overrides.thumbnailUrl ?? null,
        status,
        featured: overrides.featured ?? false,
        rejectionReason: overrides.rejectionReason ?? null,
        submittedAt: status === 'in_review' || status === 'rejected' ? new Date() : null,
        publishedAt: status === 'published' ? (overrides.publishedAt ?? new Date()) : null,
        sales: overrides.sales ?? 0,
      }),
    )
    .returning({ id: prompts.id })
  if (!prompt) throw new Error('prompt insert returned nothing')
  await db.insert(promptSecrets).values(
    stampInsert(systemActor, {
      promptId: prompt.id,
      promptText,
      instructions: overrides.instructions ?? 'Isi setiap variabel dalam kurung siku.',
    }),
  )
  const examples = overrides.examples ?? []
  const imageExamples = overrides.imageExamples ?? []
  if (examples.length + imageExamples.length > 0) {
    await db.insert(promptExamples).values([
      ...examples.map((text, position) =>
        stampInsert(systemActor, { promptId: prompt.id, position, kind: 'text' as const, text }),
      ),
      ...imageExamples.map((image, index) =>
        stampInsert(systemActor, {
          promptId: prompt.id,
          position: examples.length + index,
          kind: 'image' as const,
          imageUrl: image.imageUrl,
          caption: image.caption,
        }),
      ),
    ])
  }
  if (overrides.revision) {
    await db.insert(promptRevisions).values(
      stampInsert(systemActor, {
        promptId: prompt.id,
        ...overrides.revision,
        // A revision carries the whole next version.
        examples: examples.map((text) => ({
          kind: 'text' as const,
          text,
          imageUrl: null,
          caption: null,
        })),
      }),
    )
  }
  // The category's counters follow its published prompts, as when a reviewer publishes one.
  if (status === 'published' && !overrides.skipCategoryStats) {
    await refreshCategoryStats(db, [category])
  }
  return {
    id: prompt.id,
    shopId,
    slug,
    title,
    price,
    guaranteeDays: overrides.guaranteeDays ?? 0,
    promptText,
  }
}
