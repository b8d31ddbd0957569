import { type SQL, sql } from 'drizzle-orm'
import { type Executor, queryShaped } from '../../db/client.ts'
import { prompts } from '../../db/schema.ts'
import { groupSearch, type SearchGroup, synonymGroupForTypo } from './search-synonyms.ts'
import {
  isTypoOf,
  MAX_SEARCH_WORDS,
  MIN_PREFIX_LENGTH,
  searchWordsOf,
  stopWords,
  typoBound,
} from './search-words.ts'

/** How close a catalogue word is to what was searched; a prompt ranks by its closest words. */
const closeness = {
  said: 1,
  // A synonym is the same thing by the table; a shared stem may not be ("pelamar", the
  // applicant, for "lamaran", the application).
  synonym: 0.85,
  stem: 0.8,
  synonymStem: 0.75,
  prefix: 0.7,
  typo: [0, 0.6, 0.5],
} as const

/** Catalogue words one search word may stand for by itself or its stem, at most. */
const MAX_MATCHES_PER_WORD = 64
/** Words a searched word begins, at most: every one is looked for in every prompt. */
const MAX_PREFIX_MATCHES = 16
/** Of those, the closest ones the full-text rank reads. */
const RANKED_MATCHES_PER_WORD = 4

/** What a search means, resolved against the catalogue's words, as SQL over `prompts`. */
export interface SearchPlan {
  /**
   * Prompts that answer every group; `null` when some group matches no word at all. This and the
   * other `match…` conditions hide their words from the planner (see `hiddenWords`): they pick
   * candidates by the words' index whatever the statistics say.
   */
  matchAll: SQL | null
  /**
   * `matchAll` with its words in plain sight, for the list's other orders: there the planner must
   * know how common the words are to choose between walking the order's index and sorting.
   */
  filterAll: SQL | null
  /**
   * Of `matchAll`, the prompts that have each group's closest words (the closest of all), or
   * `null` when no group has words of different closeness (then it is `matchAll`).
   */
  matchClosest: SQL | null
  /** Prompts that answer every group some word matches (`matchAll` when every group can). */
  matchAnswerable: SQL | null
  /** Prompts that answer at least one group (the closest prompts of an empty result). */
  matchAny: SQL | null
  /**
   * Prompts that answer most of the groups (more than half of them, counting groups no catalogue
   * word matches): the list's next best after `matchAll` (`listPrompts`). `null` for a search of
   * one or two groups, where most is all.
   */
  matchMost: SQL | null
  /** How many groups a prompt answers. */
  groupsAnswered: SQL
  /**
   * The search's groups in order: the words as searched (a phrase of the synonym table together)
   * and whether any catalogue word matches them at all.
   */
  groups: { said: string[]; matchable: boolean }[]
  /** The indexes (in `groups`) of the groups a prompt does not answer, as an `int[]`. */
  groupsMissed: SQL
  /**
   * The order of relevance: the closeness of the prompt's words to the search (the word itself
   * over a synonym, a stem, a word begun, a typo, summed over the groups), then full-text rank
   * (title > tags > description) among equally close prompts.
   */
  rank: SQL[]
  /** The searched words, without stop words. */
  said: string[]
  /** Everything the search stands for: searched words, synonyms, catalogue words matched. */
  words: string[]
}

interface WordMatch {
  word: string
  closeness: number
}

interface Term {
  word: string
  /** A searched word (not a synonym): may match the words it begins and, unknown, typos. */
  said: boolean
}

/**
 * Reads a search: its words (stop words dropped unless nothing else is left), grouped with their
 * synonyms, each resolved to the catalogue's whole words: the same word, the same stem, words it
 * begins (searched words of 3+ letters), and, only for a searched word the catalogue does not
 * know, words a typo or two away (and the synonyms of a table word it is a typo of). A match
 * inside another word is impossible by construction: prompts are then found by whole words.
 */
export async function planSearch(db: Executor, q: string): Promise<SearchPlan | null> {
  const all = [...new Set(searchWordsOf(q))].slice(0, MAX_SEARCH_WORDS)
  if (all.length === 0) return null
  const meaningful = all.filter((word) => !stopWords.has(word))
  const said = meaningful.length > 0 ? meaningful : all
  let groups = groupSearch(said)

  const matches = await lexiconMatches(db, termsOf(groups))
  // A searched word the catalogue does not know: a typo? First of a word of the synonym table
  // (so its synonyms come along), then of any word the catalogue has.
  const unknown = said.filter((word) => (matches.get(word) ?? []).length === 0)
  if (unknown.length > 0) {
    groups = groups.map((group) => {
      const [word] = group.said
      if (group.said.length !== 1 || group.alternatives.length !== 1 || !word) return group
      return unknown.includes(word) ? (synonymGroupForTypo(word) ?? group) : group
    })
    const known = new Set(matches.keys())
    const added = termsOf(groups).filter((term) => !known.has(term.word))
    for (const [word, found] of await lexiconMatches(db, added)) matches.set(word, found)
    for (const [word, found] of await typoMatches(db, unknown)) matches.set(word, found)
  }
  return toPlan(groups, matches, said)
}

function termsOf(groups: SearchGroup[]): Term[] {
  const terms = new Map<string, Term>()
  for (const group of groups) {
    group.alternatives.forEach((alternative, index) => {
      for (const word of alternative) {
        const said = index === 0
        if (!terms.get(word)?.said) terms.set(word, { word, said })
      }
    })
  }
  return [...terms.values()]
}

const stemOf = (word: string) => sql`coalesce((ts_lexize('indonesian_stem', ${word}))[1], ${word})`

/** The catalogue words each term is (said or synonym), shares a stem with, or begins. */
async function lexiconMatches(db: Executor, terms: Term[]) {
  const found = new Map<string, WordMatch[]>(terms.map((term) => [term.word, []]))
  if (terms.length === 0) return found
  const selects = terms.flatMap((term) => {
    const same = sql`(select ${term.word}::text as term, word,
        case when word = ${term.word} then 0 else 1 end as kind
      from search_lexicon
      where word = ${term.word} or stem = ${stemOf(term.word)}
      order by kind, length(word), word
      limit ${MAX_MATCHES_PER_WORD})`
    if (!term.said || [...term.word].length < MIN_PREFIX_LENGTH) return [same]
    // The shortest words it begins: the likeliest ends of a word being typed.
    const begun = sql`(select ${term.word}::text as term, word, 2 as kind
      from search_lexicon
      where word like ${`${term.word}%`} and word <> ${term.word} and stem <> ${stemOf(term.word)}
      order by length(word), word
      limit ${MAX_PREFIX_MATCHES})`
    return [same, begun]
  })
  const rows = await queryShaped<{ term: string; word: string; kind: number }>(
    db,
    'search_words',
    sql.join(selects, sql` union all `),
  )
  const saidTerms = new Set(terms.filter((term) => term.said).map((term) => term.word))
  for (const row of rows) {
    const kind = Number(row.kind)
    const value = saidTerms.has(row.term)
      ? [closeness.said, closeness.stem, closeness.prefix][kind]
      : [closeness.synonym, closeness.synonymStem][kind]
    found.get(row.term)?.push({ word: row.word, closeness: value ?? closeness.prefix })
  }
  return found
}

/**
 * Catalogue words within a typo bound of each word. The database narrows by first letter (an
 * index range), length and plain edit distance (a swap is two edits there); a swap counts as one
 * typo here.
 */
async function typoMatches(db: Executor, words: string[]) {
  const found = new Map<string, WordMatch[]>()
  const typed = words.filter((word) => typoBound(word) > 0)
  if (typed.length === 0) return found
  const selects = typed.map((word) => {
    const bound = typoBound(word)
    const length = [...word].length
    return sql`(select ${word}::text as term, word from search_lexicon
      where word like ${`${[...word][0]}%`}
        and length(word) between ${length - bound} and ${length + bound}
        and levenshtein_less_equal(${word}, word, ${2 * bound}) <= ${2 * bound}
      limit 500)`
  })
  const rows = await queryShaped<{ term: string; word: string }>(
    db,
    'search_typos',
    sql.join(selects, sql` union all `),
  )
  for (const row of rows) {
    const distance = isTypoOf(row.term, row.word)
    if (distance === null) continue
    const list = found.get(row.term) ?? []
    list.push({ word: row.word, closeness: closeness.typo[distance] ?? 0.5 })
    found.set(row.term, list)
  }
  for (const list of found.values()) {
    list.sort((a, b) => b.closeness - a.closeness)
    list.splice(MAX_MATCHES_PER_WORD)
  }
  return found
}

/** A text[] literal of words that are letters and digits only: each one quoted, nothing to escape. */
const wordArray = (words: Iterable<string>) =>
  sql`${`{${[...words].map((word) => `"${word}"`).join(',')}}`}::text[]`

/**
 * The same words as a subquery the planner cannot read before it runs. With them in sight it
 * guesses how many prompts have them from its statistics, which rate a rare word it has no entry
 * for as common (0.5 % of prompts each; sixteen words begun by 'rega', 9,500 of 100k prompts).
 * Expecting 500 candidates early in a sequential scan, it read all 100k prompts to find the 40
 * that had them (0.8 s). Unseen, the words are rated as one rare word, so the candidates come
 * from the words' index (`prompts_search_terms_idx`) always: for a rare word that is the few
 * prompts it has, for a common one the first 500 of its list, a few milliseconds either way.
 */
const hiddenWords = (words: Iterable<string>) => sql`(select ${wordArray(words)})`

function toPlan(
  groups: SearchGroup[],
  matches: Map<string, WordMatch[]>,
  said: string[],
): SearchPlan {
  const answers: SQL[] = []
  const closestAnswers: SQL[] = []
  let closenessVaries = false
  const closenessOfGroups: SQL[] = []
  const everyWord = new Set<string>(said)
  const rankWords = new Set<string>(said)
  let everyGroupCanMatch = true

  const visibleAnswers: SQL[] = []
  const answerOf: (SQL | null)[] = []
  for (const group of groups) {
    const ways: SQL[] = []
    const visibleWays: SQL[] = []
    const best = new Map<string, number>()
    for (const alternative of group.alternatives) {
      for (const word of alternative) everyWord.add(word)
      const wordsMatched = alternative.map((word) => matches.get(word) ?? [])
      if (wordsMatched.some((list) => list.length === 0)) continue
      const way = (array: typeof wordArray) =>
        sql.join(
          wordsMatched.map(
            (list) => sql`${prompts.searchTerms} && ${array(list.map((m) => m.word))}`,
          ),
          sql` and `,
        )
      ways.push(way(hiddenWords))
      visibleWays.push(way(wordArray))
      for (const word of alternative) rankWords.add(word)
      for (const list of wordsMatched) {
        for (const match of list.slice(0, RANKED_MATCHES_PER_WORD)) rankWords.add(match.word)
        for (const match of list) {
          best.set(match.word, Math.max(best.get(match.word) ?? 0, match.closeness))
          everyWord.add(match.word)
        }
      }
    }
    if (ways.length === 0) {
      everyGroupCanMatch = false
      answerOf.push(null)
      continue
    }
    const answer = sql`(${sql.join(ways, sql` or `)})`
    answerOf.push(answer)
    answers.push(answer)
    visibleAnswers.push(sql`(${sql.join(visibleWays, sql` or `)})`)
    // The group's closeness: its closest word the prompt has.
    const tiers = [...new Set(best.values())].sort((a, b) => b - a)
    const wordsOf = (tier: number | undefined) =>
      [...best].filter(([, value]) => value === tier).map(([word]) => word)
    const cases = tiers.map(
      (tier) =>
        sql`when ${prompts.searchTerms} && ${wordArray(wordsOf(tier))} then ${sql.raw(String(tier))}`,
    )
    // Any matched word of a one-word alternative answers the group; a phrase needs all of its.
    const closest = sql`${prompts.searchTerms} && ${hiddenWords(wordsOf(tiers[0]))}`
    closestAnswers.push(
      group.alternatives.every((alternative) => alternative.length === 1)
        ? closest
        : sql`(${answer} and ${closest})`,
    )
    if (tiers.length > 1) closenessVaries = true
    closenessOfGroups.push(sql`(case ${sql.join(cases, sql` `)} else 0 end)`)
  }

  // The full-text rank reads the searched words, their synonyms and each one's closest catalogue
  // words: a query of every word a short prefix begins would cost more than it ranks. A subquery,
  // so it is made once a statement: in a prepared statement's generic plan the call has a
  // parameter for its text and would parse and stem it again for every candidate.
  const tsQuery = sql`(select websearch_to_tsquery('indonesian', ${[...rankWords].join(' or ')}))`
  const closenessSum =
    closenessOfGroups.length > 0 ? sql.join(closenessOfGroups, sql` + `) : sql`0::numeric`
  const matchAnswerable = answers.length > 0 ? sql`(${sql.join(answers, sql` and `)})` : null
  const matchAny = answers.length > 0 ? sql`(${sql.join(answers, sql` or `)})` : null
  const groupsAnswered =
    answers.length > 0
      ? sql`(${sql.join(
          answers.map((answer) => sql`(case when ${answer} then 1 else 0 end)`),
          sql` + `,
        )})`
      : sql`0::numeric`
  // Most is more than half: of three words two, of four three. Two of two is all.
  const most = Math.floor(groups.length / 2) + 1
  const matchMost =
    matchAny && most < groups.length && answers.length >= most
      ? sql`(${matchAny} and ${groupsAnswered} >= ${sql.raw(String(most))})`
      : null
  const missed = answerOf.map((answer, index) => {
    const position = sql.raw(String(index))
    return answer ? sql`(case when ${answer} then null else ${position} end)` : position
  })
  return {
    matchAll: everyGroupCanMatch ? matchAnswerable : null,
    filterAll:
      everyGroupCanMatch && visibleAnswers.length > 0
        ? sql`(${sql.join(visibleAnswers, sql` and `)})`
        : null,
    matchClosest:
      everyGroupCanMatch && closenessVaries ? sql`(${sql.join(closestAnswers, sql` and `)})` : null,
    matchAnswerable,
    matchAny,
    matchMost,
    groupsAnswered,
    groups: groups.map((group, index) => ({
      said: group.said,
      matchable: answerOf[index] !== null,
    })),
    groupsMissed: sql`array_remove(array[${sql.join(missed, sql`, `)}]::int[], null)`,
    rank: [sql`(${closenessSum})`, sql`ts_rank(${prompts.searchVector}, ${tsQuery})`],
    said,
    words: [...everyWord],
  }
}
