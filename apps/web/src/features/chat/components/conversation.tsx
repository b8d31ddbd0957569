import type { ChatChannel, ChatSide } from '@pasarprompt/contracts/chat'
import { CHAT_MESSAGE_MAX } from '@pasarprompt/contracts/constants'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Textarea } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { chatText as text } from '@/locales/id/chat'
import { useChatMessages, useMarkChatRead, useSendChatMessage } from '../api/chat'
import { MessageText } from './message-text'
import { messageTime } from './message-time'

/**
 * One conversation seen from `side`: bubbles oldest to newest (older pages on demand), the
 * composer, and the read marker moved whenever unread messages are on a visible screen.
 */
export function Conversation({ channel, side }: { channel: ChatChannel; side: ChatSide }) {
  const messages = useChatMessages(side, channel.id)
  const items = (messages.data?.pages.flatMap((page) => page.items) ?? []).slice().reverse()
  const newest = items.at(-1)
  const scroller = useRef<HTMLDivElement>(null)
  useMarkReadWhenVisible(side, channel)

  // A new newest message (sent or received) scrolls to the bottom; older pages keep the place.
  useEffect(() => {
    if (!newest?.id) return
    const element = scroller.current
    if (element) element.scrollTop = element.scrollHeight
  }, [newest?.id])

  const readByOther =
    channel.counterpartLastReadAt && newest?.side === side
      ? new Date(channel.counterpartLastReadAt) >= new Date(newest.createdAt)
      : false

  return (
    <Card className="flex min-h-0 flex-col overflow-hidden">
      <div
        ref={scroller}
        className="grid h-[min(calc(100dvh-22rem),560px)] min-h-72 content-start gap-2 overflow-y-auto p-4"
        role="log"
        aria-label={text.messagesLabel}
        aria-live="polite"
      >
        {messages.hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="justify-self-center"
            disabled={messages.isFetchingNextPage}
            onClick={() => void messages.fetchNextPage()}
          >
            {messages.isFetchingNextPage ? text.loadingOlder : text.older}
          </Button>
        ) : null}
        {messages.error ? <Alert variant="destructive">{messages.error.message}</Alert> : null}
        {messages.isPending ? (
          <>
            <Skeleton className="h-12 w-2/3" />
            <Skeleton className="h-12 w-1/2 justify-self-end" />
          </>
        ) : items.length === 0 ? (
          <p className="py-10 text-center text-muted-foreground text-sm">
            {text.emptyConversation}
          </p>
        ) : (
          items.map((message) => {
            const mine = message.side === side
            return (
              <div
                key={message.id}
                className={cn(
                  'grid max-w-[85%] gap-1',
                  mine ? 'justify-self-end' : 'justify-self-start',
                )}
                data-testid="chat-message"
                data-side={message.side}
              >
                <div
                  className={cn(
                    'rounded-2xl px-3.5 py-2',
                    mine
                      ? 'rounded-br-sm bg-primary text-primary-foreground [&_a]:text-primary-foreground'
                      : 'rounded-bl-sm bg-muted text-foreground',
                  )}
                >
                  <MessageText body={message.body} />
                </div>
                <time
                  dateTime={message.createdAt}
                  className={cn('text-[11px] text-muted-foreground', mine && 'text-right')}
                >
                  {messageTime(message.createdAt)}
                  {mine && message.id === newest?.id && readByOther ? ` · ${text.read}` : ''}
                </time>
              </div>
            )
          })
        )}
      </div>
      <Composer side={side} channelId={channel.id} />
    </Card>
  )
}

/** While the page is visible and the channel holds unread messages, they are marked read. */
function useMarkReadWhenVisible(side: ChatSide, channel: ChatChannel) {
  const markRead = useMarkChatRead(side, channel.id)
  const [visible, setVisible] = useState(() => document.visibilityState === 'visible')
  useEffect(() => {
    const onChange = () => setVisible(document.visibilityState === 'visible')
    document.addEventListener('visibilitychange', onChange)
    return () => document.removeEventListener('visibilitychange', onChange)
  }, [])
  const { mutate } = markRead
  // Once per answer from the server: until the channel is read again it is the same object
  // (structural sharing), so a slow refetch never turns into a loop of read requests.
  const markedFor = useRef<ChatChannel | null>(null)
  useEffect(() => {
    if (!visible || channel.unreadCount === 0 || markedFor.current === channel) return
    markedFor.current = channel
    mutate()
  }, [visible, channel, mutate])
}

function Composer({ side, channelId }: { side: ChatSide; channelId: string }) {
  const [body, setBody] = useState('')
  const send = useSendChatMessage(side, channelId)
  const id = useId()
  const length = Array.from(body).length
  const tooLong = length > CHAT_MESSAGE_MAX
  const canSend = body.trim().length > 0 && !tooLong && !send.isPending

  const submit = (event?: FormEvent) => {
    event?.preventDefault()
    if (!canSend) return
    send.mutate(body.trim(), { onSuccess: () => setBody('') })
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      submit()
    }
  }

  return (
    <form onSubmit={submit} className="grid gap-1.5 border-t bg-card p-3">
      {send.error ? (
        <Alert variant="destructive" role="alert">
          {send.error.message}
        </Alert>
      ) : null}
      <label htmlFor={id} className="sr-only">
        {text.composerLabel}
      </label>
      <div className="flex items-end gap-2">
        <Textarea
          id={id}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={text.placeholder}
          rows={2}
          className="max-h-40 min-h-12 resize-none"
          aria-invalid={tooLong || undefined}
          aria-describedby={`${id}-hint`}
        />
        <Button type="submit" disabled={!canSend} aria-label={text.send}>
          <SendHorizontal aria-hidden="true" />
          <span className="hidden sm:inline">{send.isPending ? text.sending : text.send}</span>
        </Button>
      </div>
      <div
        id={`${id}-hint`}
        className="flex justify-between gap-2 text-[11px] text-muted-foreground"
      >
        <span className="hidden sm:inline">{text.composerHint}</span>
        <span className={cn('ml-auto tabular-nums', tooLong && 'font-semibold text-destructive')}>
          {tooLong ? `${text.tooLong} ` : ''}
          {text.counter(length)}
        </span>
      </div>
    </form>
  )
}
