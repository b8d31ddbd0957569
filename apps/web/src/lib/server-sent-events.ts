/** One Server-Sent Event: its `event:` name ('message' when it has none) and its `data:` text. */
export interface ServerSentEvent {
  event: string
  data: string
}

/**
 * The event-stream format (HTML's "server-sent events"), fed in pieces as they arrive: a piece
 * may end anywhere, inside a line or between the `\r` and `\n` of one line break. `push` returns
 * the events its text completed; comments (`: heartbeat`), `id:` and `retry:` are skipped, and a
 * block without `data:` is no event.
 */
export function createServerSentEventParser() {
  let buffer = ''
  let event = ''
  let data: string[] = []

  function line(text: string): ServerSentEvent | null {
    if (text === '') {
      const complete = data.length > 0 ? { event: event || 'message', data: data.join('\n') } : null
      event = ''
      data = []
      return complete
    }
    if (text.startsWith(':')) return null
    const colon = text.indexOf(':')
    const field = colon < 0 ? text : text.slice(0, colon)
    let value = colon < 0 ? '' : text.slice(colon + 1)
    if (value.startsWith(' ')) value = value.slice(1)
    if (field === 'event') event = value
    else if (field === 'data') data.push(value)
    return null
  }

  return {
    push(text: string): ServerSentEvent[] {
      buffer += text
      const events: ServerSentEvent[] = []
      for (;;) {
        const end = buffer.search(/[\r\n]/)
        if (end < 0) break
        // A `\r` at the very end may be the first half of `\r\n`: wait for what follows.
        if (buffer[end] === '\r' && end === buffer.length - 1) break
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1
        const complete = line(buffer.slice(0, end))
        buffer = buffer.slice(end + breakLength)
        if (complete) events.push(complete)
      }
      return events
    },
  }
}

/** The events of a `text/event-stream` body as they arrive, until the server ends it. */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  const parser = createServerSentEventParser()
  try {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      yield* parser.push(decoder.decode(value, { stream: true }))
    }
    // A last block the server ended without its blank line is incomplete: it is dropped.
    yield* parser.push(decoder.decode())
  } finally {
    // Leaving early (the caller broke out or failed) closes the connection.
    await reader.cancel().catch(() => {})
    reader.releaseLock()
  }
}
