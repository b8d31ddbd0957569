import { useLiveEventStream } from '@/lib/live-event-stream'

/** Keeps the signed-in user's live event stream open while mounted; renders nothing. */
export function LiveEventStreamOpener({ streamKey }: { streamKey: string }) {
  useLiveEventStream(streamKey)
  return null
}
