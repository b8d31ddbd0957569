// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useLiveEventStream } from './live-event-stream'
import { useLiveEvent } from './live-events'

/** A server-sent-events body with these events, then its end (the server closed the stream). */
function eventStream(events: string[]) {
  const encoder = new TextEncoder()
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const event of events) controller.enqueue(encoder.encode(`${event}\n\n`))
        controller.close()
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  )
}

const ready = 'event: ready\ndata: {"organizationId":null}'

function Listener({ onResync }: { onResync: () => void }) {
  useLiveEventStream('pengguna-1')
  useLiveEvent('resync', onResync)
  return null
}

describe('the live event stream after a reconnect', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('refetches what the screen shows once a stream is reopened, not on the first one', async () => {
    ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
    vi.useFakeTimers()
    const answers = [
      // The first process says it shuts down, then ends the stream.
      eventStream([ready, 'event: reconnect\ndata: {}']),
      // The next one stays open.
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode(`${ready}\n\n`))
          },
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      ),
    ]
    const fetchStream = vi.fn(async () => answers.shift() ?? new Response(null, { status: 503 }))
    vi.stubGlobal('fetch', fetchStream)
    const onResync = vi.fn()
    const root = createRoot(document.createElement('div'))

    await act(async () => {
      root.render(<Listener onResync={onResync} />)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(fetchStream).toHaveBeenCalledTimes(1)
    expect(onResync).not.toHaveBeenCalled()

    // Told to reconnect: the stream reopens within two seconds and asks for a refetch.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000)
    })
    expect(fetchStream).toHaveBeenCalledTimes(2)
    expect(onResync).toHaveBeenCalledTimes(1)

    act(() => root.unmount())
  })
})
