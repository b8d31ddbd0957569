import { endpointPath } from '@pasarprompt/contracts/endpoint'
import { publicApi } from '@pasarprompt/contracts/endpoints/public'
import { type TryInput, TryStreamEvent } from '@pasarprompt/contracts/tries'
import { postForEventStream } from '@/lib/event-stream-request'
import { readServerSentEvents } from '@/lib/server-sent-events'

/** How a try's stream ends: exactly one of these follows the answer's pieces. */
export type TryEnd = Exclude<TryStreamEvent, { type: 'delta' }>

/**
 * POST /api/v1/products/{slug}/try: runs the prompt on the caller's values. Every piece of the
 * answer goes to `onDelta` as it arrives; resolves with the event that ended the stream, or null
 * when the connection ended without one. A refusal before the answer starts (no tries left, the
 * model unreachable, a value refused) is the server's JSON error, thrown as `ApiError`.
 */
export async function runPromptTry(
  slug: string,
  input: TryInput,
  { signal, onDelta }: { signal: AbortSignal; onDelta: (text: string) => void },
): Promise<TryEnd | null> {
  // The same path as the status: the try is its POST (contracts/endpoints/public.ts).
  const path = endpointPath(publicApi.tryStatus.path, { slug })
  const body = await postForEventStream(path, input, { signal })
  for await (const { data } of readServerSentEvents(body)) {
    const parsed = TryStreamEvent.safeParse(safeJson(data))
    if (!parsed.success) {
      // A drift between server and client: logged for us, the rest of the answer still shown.
      console.error('Unexpected try event', parsed.error)
      continue
    }
    if (parsed.data.type === 'delta') onDelta(parsed.data.text)
    else return parsed.data
  }
  return null
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}
