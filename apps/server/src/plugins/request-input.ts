import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { AppError } from '../lib/app-error.ts'

/** Deeper than any form of ours (three or four levels); far below what a recursive reader survives. */
export const MAX_JSON_DEPTH = 32

const NUL_MESSAGE = 'Data mengandung karakter yang tidak valid.'
const SURROGATE_MESSAGE = 'Teks berisi karakter yang tidak valid.'

/**
 * Half of a UTF-16 surrogate pair with no partner (`"\ud800"` in JSON). With the `u` flag a whole
 * pair is one code point, so only a lone half matches. A URL cannot carry one: its query and
 * params are decoded from UTF-8, and `%ED%A0%80` stays literal text (query) or is a 400 (path).
 */
const LONE_SURROGATE = /\p{Cs}/u

/**
 * Input no handler should have to think about, refused at the edge with a 400:
 * - JSON nested deeper than `MAX_JSON_DEPTH`. V8 parses any depth, but the readers after it
 *   (better-auth re-serialising the body, Zod) recurse and overflow the stack: a 500.
 * - A NUL character in any string or key of a JSON body, or in the URL (`%00`). PostgreSQL
 *   cannot store it in text, and better-auth turned its database error into a 500.
 * - A lone UTF-16 surrogate in any string or key of a JSON body (`LONE_SURROGATE`, better-auth's
 *   routes included: they get the body this parser read). No UTF-8 text holds it: PostgreSQL refused the write (a 500), and a page showing it
 *   breaks. Refused rather than repaired to U+FFFD: a seller whose pasted emoji lost its half
 *   sees why the form did not save, instead of a "�" published under their name.
 * Routes that read their body raw (the payment webhook) have their own parser and keep it.
 */
export const requestInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, _reply, done) => {
    done(request.url.includes('%00') ? new AppError('VALIDATION_FAILED', NUL_MESSAGE) : undefined)
  })

  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parseJson(request, String(body), (error, value) => {
      if (error) return done(error, undefined)
      const problem = findProblem(value)
      if (problem === 'too-deep') {
        return done(
          new AppError('INVALID_JSON', 'Data yang dikirim terlalu bertingkat.'),
          undefined,
        )
      }
      if (problem === 'nul') return done(new AppError('VALIDATION_FAILED', NUL_MESSAGE), undefined)
      if (problem === 'lone-surrogate') {
        return done(new AppError('VALIDATION_FAILED', SURROGATE_MESSAGE), undefined)
      }
      done(null, value)
    })
  })
})

/** Walks a parsed body without recursion (its depth is what is being checked). */
function findProblem(body: unknown): 'too-deep' | 'nul' | 'lone-surrogate' | undefined {
  const stack: [unknown, number][] = [[body, 0]]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, depth] = next
    if (typeof value === 'string') {
      const problem = textProblem(value)
      if (problem) return problem
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    if (depth >= MAX_JSON_DEPTH) return 'too-deep'
    if (Array.isArray(value)) {
      for (const item of value) stack.push([item, depth + 1])
      continue
    }
    for (const [key, item] of Object.entries(value)) {
      const problem = textProblem(key)
      if (problem) return problem
      stack.push([item, depth + 1])
    }
  }
  return undefined
}

function textProblem(text: string): 'nul' | 'lone-surrogate' | undefined {
  if (text.includes('\u0000')) return 'nul'
  if (LONE_SURROGATE.test(text)) return 'lone-surrogate'
  return undefined
}
