import { describe, expect, it } from 'vitest'
import { createServerSentEventParser, readServerSentEvents } from './server-sent-events'

const frame = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`

/** A body that arrives in these pieces, as a network may cut it. */
function bodyOf(pieces: (string | Uint8Array)[]) {
  const encoder = new TextEncoder()
  return new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece)
      }
      controller.close()
    },
  })
}

async function collect(body: ReadableStream<Uint8Array>) {
  const events = []
  for await (const event of readServerSentEvents(body)) events.push(event)
  return events
}

describe('createServerSentEventParser', () => {
  it('gives each block ended by a blank line as its event name and data', () => {
    const parser = createServerSentEventParser()
    const events = parser.push(
      frame('delta', { type: 'delta', text: 'Halo' }) + frame('done', { remaining: 2 }),
    )
    expect(events).toEqual([
      { event: 'delta', data: '{"type":"delta","text":"Halo"}' },
      { event: 'done', data: '{"remaining":2}' },
    ])
  })

  it('keeps an unfinished block until the rest of it arrives, wherever the piece was cut', () => {
    const text = frame('delta', { text: 'satu dua' }) + frame('done', { remaining: 0 })
    for (let cut = 1; cut < text.length; cut++) {
      const parser = createServerSentEventParser()
      const events = [...parser.push(text.slice(0, cut)), ...parser.push(text.slice(cut))]
      expect(
        events.map((event) => event.event),
        `cut at ${cut}`,
      ).toEqual(['delta', 'done'])
      expect(events[0]?.data).toBe('{"text":"satu dua"}')
    }
  })

  it('reads CRLF and CR line breaks, also a CRLF split between two pieces', () => {
    const parser = createServerSentEventParser()
    expect(parser.push('event: a\r\ndata: 1\r')).toEqual([])
    expect(parser.push('\n\r\nevent: b\rdata: 2\r\r\n')).toEqual([
      { event: 'a', data: '1' },
      { event: 'b', data: '2' },
    ])
  })

  it('joins several data lines with a line break and names an unnamed event "message"', () => {
    const parser = createServerSentEventParser()
    expect(parser.push('data: baris satu\ndata:baris dua\n\n')).toEqual([
      { event: 'message', data: 'baris satu\nbaris dua' },
    ])
  })

  it('skips comments, ids, retries and blocks without data', () => {
    const parser = createServerSentEventParser()
    expect(parser.push(': heartbeat\n\nid: 7\nretry: 1000\n\nevent: ready\n\n')).toEqual([])
    expect(parser.push('event: done\ndata: {}\n\n')).toEqual([{ event: 'done', data: '{}' }])
  })
})

describe('readServerSentEvents', () => {
  it('yields the events of a body in order, a character cut between two bytes included', async () => {
    const bytes = new TextEncoder().encode(frame('delta', { text: 'Kopi ☕ enak' }))
    // Cut inside the three bytes of ☕: the decoder must wait for the rest.
    const cut = bytes.indexOf(0xe2) + 1
    const events = await collect(
      bodyOf([bytes.slice(0, cut), bytes.slice(cut), frame('done', { remaining: 1 })]),
    )
    expect(events).toEqual([
      { event: 'delta', data: '{"text":"Kopi ☕ enak"}' },
      { event: 'done', data: '{"remaining":1}' },
    ])
  })

  it('drops a last block the server ended without its blank line', async () => {
    const events = await collect(bodyOf([frame('delta', { text: 'a' }), 'event: done\ndata: {}']))
    expect(events.map((event) => event.event)).toEqual(['delta'])
  })

  it('cancels the body when the reader stops early', async () => {
    let cancelled = false
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(new TextEncoder().encode(frame('delta', { text: 'lagi' })))
      },
      cancel() {
        cancelled = true
      },
    })
    for await (const event of readServerSentEvents(body)) {
      expect(event.event).toBe('delta')
      break
    }
    expect(cancelled).toBe(true)
  })
})
