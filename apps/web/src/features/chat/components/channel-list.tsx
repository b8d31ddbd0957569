import type { ChatSide } from '@pasarprompt/contracts/chat'
import { Link } from 'react-router'
import { ListCard, ListStates, LoadMoreButton } from '@/components/list/list-states'
import { cn } from '@/lib/cn'
import { chatText as text } from '@/locales/id/chat'
import { useChatChannels } from '../api/chat'
import { CounterpartAvatar } from './counterpart-avatar'
import { messageTime } from './message-time'

/** A side's conversations, newest activity first, each with its unread count. */
export function ChannelList({ side, linkTo }: { side: ChatSide; linkTo: (id: string) => string }) {
  const channels = useChatChannels(side)
  const items = channels.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <ListStates
        query={channels}
        empty={items.length === 0}
        emptyText={side === 'buyer' ? text.noChannelsBuyer : text.noChannels}
      >
        <ListCard dimmed={false}>
          <ul className="divide-y">
            {items.map((channel) => (
              <li key={channel.id}>
                <Link
                  to={linkTo(channel.id)}
                  className="grid grid-cols-[auto_1fr_auto] items-center gap-3 px-4 py-3 hover:bg-accent/60"
                >
                  <CounterpartAvatar imageUrl={channel.counterpart.imageUrl} side={side} />
                  <div className="min-w-0">
                    <p
                      className={cn(
                        'truncate text-sm',
                        channel.unreadCount > 0 ? 'font-semibold' : 'font-medium',
                      )}
                    >
                      {channel.counterpart.name}
                    </p>
                    {channel.lastMessage ? (
                      <p className="truncate text-muted-foreground text-xs">
                        {channel.lastMessage.side === side ? `${text.you}: ` : ''}
                        {channel.lastMessage.excerpt}
                      </p>
                    ) : null}
                  </div>
                  <div className="grid justify-items-end gap-1 text-xs">
                    {channel.lastMessage ? (
                      <time
                        dateTime={channel.lastMessage.createdAt}
                        className="text-muted-foreground"
                      >
                        {messageTime(channel.lastMessage.createdAt)}
                      </time>
                    ) : null}
                    {channel.unreadCount > 0 ? (
                      <span className="min-w-5 rounded-full bg-destructive px-1.5 text-center font-semibold text-[11px] text-destructive-foreground leading-5">
                        <span className="sr-only">{text.unread(channel.unreadCount)}</span>
                        <span aria-hidden="true">{channel.unreadCount}</span>
                      </span>
                    ) : null}
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        </ListCard>
      </ListStates>
      <LoadMoreButton query={channels} label={text.moreChannels} />
    </>
  )
}
