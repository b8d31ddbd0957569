import type { EndpointRoute } from '@pasarprompt/contracts/endpoint'
import { FIRST_SCREEN_DATA_ID, firstScreenKey } from '@pasarprompt/contracts/first-screen'
import { requestPath } from './api-client'

let answers: Map<string, unknown> | undefined

/** The answers the server put in the page it sent (ADR 0020), read once. */
function embeddedAnswers(): Map<string, unknown> {
  if (answers) return answers
  answers = new Map()
  const text = document.getElementById(FIRST_SCREEN_DATA_ID)?.textContent
  if (text) {
    try {
      for (const [path, answer] of Object.entries(JSON.parse(text) as Record<string, unknown>)) {
        answers.set(path, answer)
      }
    } catch (error) {
      // Without them the app asks the API, as it does on every later page.
      console.error('First screen data unreadable', error)
    }
  }
  return answers
}

/**
 * Where the first screen's answers come from: the page in a browser; the answers of the page
 * being rendered on the server (entry-server.tsx sets a source per render).
 */
let answerSource: () => Map<string, unknown> | undefined = embeddedAnswers

export function setFirstScreenSource(source: () => Map<string, unknown> | undefined) {
  answerSource = source
}

/**
 * The answer to this request that came with the page, given out once, so a query built again
 * later asks the server instead of reusing old data; `undefined` when the page did not carry it.
 * Not parsed, as the storefront's reads are not (decision 0021): the server wrote it through the
 * endpoint's response schema, the same bytes its API answers.
 */
export function takeFirstScreenAnswer<Answer>(
  route: EndpointRoute,
  input: unknown,
): Answer | undefined {
  const key = firstScreenKey(requestPath(route, input))
  const all = answerSource()
  if (!all?.has(key)) return undefined
  const answer = all.get(key)
  all.delete(key)
  return answer as Answer
}
