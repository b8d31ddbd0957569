import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { prompts, searchLexicon } from '../src/db/schema.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'

describe('the search lexicon learns only from published prompts', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp()
  })
  afterAll(() => t.close())

  const known = async (words: string[]) =>
    (
      await t.db
        .select({ word: searchLexicon.word })
        .from(searchLexicon)
        .where(inArray(searchLexicon.word, words))
    )
      .map((row) => row.word)
      .sort()

  it('[SELLER] a draft’s words, however often edited, stay out of search until it is published', async () => {
    const shop = await createShop(t.db)
    const draft = await createPrompt(t.db, shop.id, { status: 'draft', title: 'Zorvakta Mulqen' })
    await t.db.update(prompts).set({ title: 'Zorvakta Plimbret' }).where(eq(prompts.id, draft.id))
    await createPrompt(t.db, shop.id, { status: 'in_review', title: 'Quandrivel' })
    expect(await known(['zorvakta', 'mulqen', 'plimbret', 'quandrivel'])).toEqual([])

    await t.db.update(prompts).set({ status: 'published' }).where(eq(prompts.id, draft.id))
    expect(await known(['zorvakta', 'plimbret'])).toEqual(['plimbret', 'zorvakta'])
    await createPrompt(t.db, shop.id, { status: 'published', title: 'Trelvonik' })
    expect(await known(['trelvonik'])).toEqual(['trelvonik'])
  })
})
