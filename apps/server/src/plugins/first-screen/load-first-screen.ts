import type { FastifyInstance } from 'fastify'
import { firstScreenPlan } from './first-screen-reads.ts'
import { readPublic } from './read-public.ts'
import type { FirstScreen } from './render-first-screen.ts'

/**
 * A storefront page's first screen, read in parallel through the public endpoints; `null` for
 * other pages. A read that fails is only left out: the app then asks for it itself.
 */
export async function loadFirstScreen(
  app: FastifyInstance,
  url: string,
): Promise<FirstScreen | null> {
  const at = url.indexOf('?')
  const pathname = at >= 0 ? url.slice(0, at) : url
  const plan = firstScreenPlan(pathname, new URLSearchParams(at >= 0 ? url.slice(at + 1) : ''))
  if (!plan) return null
  const bodies = await Promise.all(
    plan.reads.map((path) => {
      const direct = plan.direct?.[path]
      return direct ? direct(app).then(JSON.stringify, () => null) : readPublic(app, path)
    }),
  )
  const answers = new Map<string, string>()
  plan.reads.forEach((path, index) => {
    const body = bodies[index]
    if (body) answers.set(path, body)
  })
  const lcpAnswer = plan.lcpImage && answers.get(plan.lcpImage.read)
  return {
    answers,
    lcpImage: lcpAnswer ? plan.lcpImage?.pick(JSON.parse(lcpAnswer)) : undefined,
    modules: plan.modules,
    complete: answers.size === plan.reads.length,
  }
}
