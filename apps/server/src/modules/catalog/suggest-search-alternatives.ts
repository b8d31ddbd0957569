import type { SearchSuggestions } from '@pasarprompt/contracts/catalog'
import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import type { SearchPlan } from './plan-search.ts'
import { selectCards, toCard } from './prompt-card.ts'
import { orderByRanked, rankedCandidates } from './search-candidates.ts'
import { isPublic } from './visibility.ts'

const CATEGORIES = 4
const TAGS = 8
const PROMPTS = 4
/** Catalogue words a searched word resembles (trigram similarity of whole words), at most. */
const SIMILAR_WORDS = 8

/**
 * What to try when a search found nothing (DESIGN.md §5, issue 15): the categories its words
 * point to (by name, title, description and popular tags, stemmed), else the largest ones; the
 * popular tags of those categories first; and the closest prompts: those answering some of the
 * searched words, else those having a word that resembles one (trigram similarity ≥ 0.3 of
 * whole words; a word with the searched one inside it, or inside the searched one, is no
 * resemblance: 'skripsi' never offers "Deskripsi"). Filters of the list are not applied: these are
 * ways out.
 */
export async function suggestSearchAlternatives(
  db: Executor,
  plan: SearchPlan | null,
): Promise<SearchSuggestions> {
  const words = plan?.words ?? []
  const related = words.length
    ? sql`to_tsvector('indonesian', name || ' ' || title || ' ' || description || ' ' || pp_tags_text(popular_tags))
        @@ websearch_to_tsquery('indonesian', ${words.join(' or ')})`
    : // A typed boolean, not a bare constant: PostgreSQL refuses `order by false` (42601).
      sql`false::boolean`
  const categories = await queryRows<{
    name: string
    title: string
    count: number
    popular_tags: string[]
    related: boolean
  }>(
    db,
    sql`select name, title, count, popular_tags, ${related} as related
      from categories
      where company_id = ${DEFAULT_COMPANY_ID} and count > 0
      order by ${related} desc, count desc, sort_order, title`,
  )
  const relatedOnes = categories.filter((category) => category.related)
  const shown = (relatedOnes.length > 0 ? relatedOnes : categories).slice(0, CATEGORIES)
  // Tags of the categories shown first, then of the others, each category's most used first.
  const tags = [
    ...new Set(
      [...shown, ...categories.filter((category) => !shown.includes(category))].flatMap(
        (category) => category.popular_tags,
      ),
    ),
  ].slice(0, TAGS)

  return {
    categories: shown.map(({ name, title, count }) => ({ name, title, count: Number(count) })),
    tags,
    prompts: await closestPrompts(db, plan),
  }
}

async function closestPrompts(db: Executor, plan: SearchPlan | null) {
  if (!plan) return []
  if (plan.matchAny) {
    // Candidates answering every group that can be answered first: the closest are among them.
    const order = [plan.groupsAnswered, ...plan.rank]
    const rows = await selectCards(db)
      .innerJoin(
        rankedCandidates(db, {
          conditions: [plan.matchAnswerable, plan.matchAny],
          filters: [isPublic()],
          order,
          page: {
            limit: PROMPTS,
            offset: 0,
          },
        }),
        sql`ranked.id = ${prompts.id}`,
      )
      .orderBy(...orderByRanked(order))
    if (rows.length > 0) return rows.map(toCard)
  }
  // Nothing shares a word with the search: words that look alike, whole words only.
  const similar = await queryRows<{ word: string; score: number }>(
    db,
    sql.join(
      plan.said.map(
        (word) => sql`(select word, similarity(word, ${word}) as score from search_lexicon
          where word % ${word} and strpos(word, ${word}) <= 1 and strpos(${word}, word) <= 1
          order by score desc, word limit ${SIMILAR_WORDS})`,
      ),
      sql` union all `,
    ),
  )
  if (similar.length === 0) return []
  const literal = `{${[...new Set(similar.map((row) => row.word))].map((word) => `"${word}"`).join(',')}}`
  const order = [
    sql`ts_rank(${prompts.searchVector}, websearch_to_tsquery('indonesian', ${similar.map((row) => row.word).join(' or ')}))`,
  ]
  const rows = await selectCards(db)
    .innerJoin(
      rankedCandidates(
        db,
        // Hidden from the planner's statistics as a search's words are (`plan-search.ts`).
        {
          conditions: [sql`${prompts.searchTerms} && (select ${literal}::text[])`],
          filters: [isPublic()],
          order,
          page: { limit: PROMPTS, offset: 0 },
        },
      ),
      sql`ranked.id = ${prompts.id}`,
    )
    .orderBy(...orderByRanked(order))
  return rows.map(toCard)
}
