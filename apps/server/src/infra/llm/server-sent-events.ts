/**
 * Reads a `text/event-stream` body incrementally (the WHATWG rules): lines end in `\r\n`, `\n`
 * or `\r`, and may be split anywhere across network chunks; `data:` lines accumulate until a
 * blank line ends the event; comments (`: …`) and the other fields are skipped. Returns the data
 * of each event that ended.
 */
export interface EventStreamParser {
  /** The next decoded piece of the body; the data of the events it completed. */
  push(text: string): string[]
  /**
   * The body ended: its last line and event count even without the closing blank line (the
   * standard drops them; a few local servers omit it).
   */
  end(): string[]
}

export function createEventStreamParser(): EventStreamParser {
  let buffer = ''
  // Where the search for a line's end resumes: a long line split into many chunks is read once.
  let scanned = 0
  let data: string[] = []
  let started = false

  const dispatch = (events: string[]) => {
    if (data.length > 0) events.push(data.join('\n'))
    data = []
  }

  const readLine = (line: string, events: string[]) => {
    if (line === '') return dispatch(events)
    const colon = line.indexOf(':')
    if (colon === 0) return
    const field = colon < 0 ? line : line.slice(0, colon)
    if (field !== 'data') return
    const value = colon < 0 ? '' : line.slice(colon + 1)
    data.push(value.startsWith(' ') ? value.slice(1) : value)
  }

  const readLines = (final: boolean) => {
    const events: string[] = []
    let start = 0
    let index = scanned
    for (; index < buffer.length; index++) {
      const char = buffer[index]
      if (char !== '\n' && char !== '\r') continue
      // A `\r` at the end of what arrived may be the first half of `\r\n`: wait for the rest.
      if (char === '\r' && index === buffer.length - 1 && !final) break
      readLine(buffer.slice(start, index), events)
      if (char === '\r' && buffer[index + 1] === '\n') index++
      start = index + 1
    }
    buffer = buffer.slice(start)
    scanned = index - start
    return events
  }

  return {
    push(text) {
      buffer += text
      if (!started && buffer.length > 0) {
        started = true
        if (buffer.startsWith('\uFEFF')) buffer = buffer.slice(1)
      }
      return readLines(false)
    },
    end() {
      const events = readLines(true)
      if (buffer !== '') readLine(buffer, events)
      buffer = ''
      scanned = 0
      dispatch(events)
      return events
    },
  }
}
