import type { SellerExampleInput } from '@pasarprompt/contracts/catalog-for-shop'
import { asc, eq } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/client.ts'
import type { RevisionExample } from '../../db/schema/catalog.ts'
import { promptExamples } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'

/** One shape for an example wherever it is kept: live rows, a revision's JSON, an answer. */
export const toExample = (example: SellerExampleInput): RevisionExample =>
  example.kind === 'text'
    ? { kind: 'text', text: example.text, imageUrl: null, caption: example.caption ?? null }
    : { kind: 'image', text: null, imageUrl: example.imageUrl, caption: example.caption ?? null }

/** The live examples of a prompt, in order. */
export const readExamples = (db: Executor, promptId: string): Promise<RevisionExample[]> =>
  db
    .select({
      kind: promptExamples.kind,
      text: promptExamples.text,
      imageUrl: promptExamples.imageUrl,
      caption: promptExamples.caption,
    })
    .from(promptExamples)
    .where(eq(promptExamples.promptId, promptId))
    .orderBy(asc(promptExamples.position))

export interface ReplaceExamplesOptions {
  actor: Actor
  promptId: string
  examples: RevisionExample[]
}

export async function replaceExamples(
  tx: Transaction,
  { actor, promptId, examples }: ReplaceExamplesOptions,
) {
  await tx.delete(promptExamples).where(eq(promptExamples.promptId, promptId))
  if (examples.length === 0) return
  await tx
    .insert(promptExamples)
    .values(
      examples.map((example, position) => stampInsert(actor, { ...example, promptId, position })),
    )
}

export const sameExamples = (a: RevisionExample[], b: RevisionExample[]) =>
  a.length === b.length &&
  a.every(
    (example, index) =>
      example.kind === b[index]?.kind &&
      example.text === b[index].text &&
      example.imageUrl === b[index].imageUrl &&
      example.caption === b[index].caption,
  )
