import type { TryInput, TryStatus } from '@pasarprompt/contracts/tries'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '@/lib/http'
import { useSession } from '@/lib/session/use-session'
import { triesText } from '@/locales/id/tries'
import { tryKeys } from '../api/query-keys'
import { runPromptTry } from '../api/run-prompt-try'

/** Where a try is: the answer shown so far, and how it ended (a message for withheld/failed). */
export type TryState =
  | { phase: 'idle'; answer: '' }
  | { phase: 'running'; answer: string }
  | { phase: 'done'; answer: string }
  | { phase: 'withheld'; answer: ''; message: string }
  | { phase: 'failed'; answer: string; message: string }

const idle: TryState = { phase: 'idle', answer: '' }

/**
 * One try at a time: the answer grows as its pieces arrive; a withheld answer is thrown away
 * (it repeated the secret prompt). The tries left shown beside the form follow the stream's
 * count at once and are read again from the server after every try.
 */
export function usePromptTry(slug: string) {
  const queryClient = useQueryClient()
  const { uid } = useSession()
  const [state, setState] = useState<TryState>(idle)
  const running = useRef<AbortController | null>(null)

  // Closing the panel mid-answer cancels the request (the server stops the model too).
  useEffect(() => () => running.current?.abort(), [])

  const run = useCallback(
    async (input: TryInput) => {
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      const key = tryKeys.status(slug, uid)
      const showRemaining = (remaining: number) =>
        queryClient.setQueryData<TryStatus>(key, (status) =>
          status ? { ...status, remaining } : status,
        )
      setState({ phase: 'running', answer: '' })
      try {
        const end = await runPromptTry(slug, input, {
          signal: controller.signal,
          onDelta: (text) =>
            setState((current) =>
              current.phase === 'running'
                ? { phase: 'running', answer: current.answer + text }
                : current,
            ),
        })
        if (end) showRemaining(end.remaining)
        setState((current) => {
          if (!end)
            return { phase: 'failed', answer: current.answer, message: triesText.interrupted }
          if (end.type === 'done') return { phase: 'done', answer: current.answer }
          if (end.type === 'withheld')
            return { phase: 'withheld', answer: '', message: end.message }
          return { phase: 'failed', answer: current.answer, message: end.message }
        })
      } catch (error) {
        if (controller.signal.aborted) return
        setState((current) => ({
          phase: 'failed',
          answer: current.answer,
          message: error instanceof ApiError ? error.message : triesText.interrupted,
        }))
      } finally {
        if (running.current === controller) running.current = null
        // Also after closing mid-answer: the server may have counted what was shown.
        void queryClient.invalidateQueries({ queryKey: key })
      }
    },
    [queryClient, slug, uid],
  )

  return { state, run }
}
