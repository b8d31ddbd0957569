import { MessagesSquare } from 'lucide-react'
import { useState } from 'react'
import { NavLink } from 'react-router'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { Tooltip } from '@/components/ui/tooltip'
import { paths } from '@/config/paths'
import { useLoadMoreSentinel } from '@/hooks/use-load-more-sentinel'
import { badgeCount } from '@/lib/badge-count'
import { cn } from '@/lib/cn'
import { truncateChannelTitle } from '@/lib/truncate'
import { chatText as text } from '@/locales/id/chat'
import { common } from '@/locales/id/common'
import { useChatChannels, useChatUnread } from '../api/chat'

type Channels = ReturnType<typeof useChatChannels>

/**
 * The seller sidebar's customer channels (spec §2, §9): the buyer's name cut to 15 characters,
 * a red dot while unread, a green one once read. Every channel is listed: the sidebar scrolls,
 * and the next page loads as the list's end comes into view.
 */
export function SidebarChannels({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  const channels = useChatChannels('shop')
  const unread = badgeCount(useChatUnread('shop').data?.channels ?? 0)
  if (!channels.data?.pages[0]?.items.length) return null
  return (
    <div className="grid gap-1.5">
      <p className="flex items-center justify-between gap-2 px-3 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider">
        {text.channelsLabel}
        {unread ? (
          <span className="rounded-full bg-destructive px-1.5 font-semibold text-[10px] text-destructive-foreground normal-case leading-4 tracking-normal">
            {text.unreadChannels(unread)}
          </span>
        ) : null}
      </p>
      <ChannelLinks channels={channels} onNavigate={onNavigate} />
    </div>
  )
}

/**
 * The sidebar collapsed to icons: one chat button, its badge counting the unread channels, that
 * opens the same list beside the sidebar. It sticks to the bottom of the scrolling sections, so
 * a short screen never hides it.
 */
export function SidebarChannelsButton() {
  const channels = useChatChannels('shop')
  const [open, setOpen] = useState(false)
  const unread = useChatUnread('shop').data?.channels ?? 0
  if (!channels.data?.pages[0]?.items.length) return null
  const badge = badgeCount(unread)
  const label = text.sidebarButton(badge)
  return (
    <div className="sticky bottom-0 grid gap-1.5 bg-card">
      <hr className="mx-3 border-border" />
      <Popover open={open} onOpenChange={setOpen}>
        <Tooltip label={label}>
          <PopoverTrigger asChild>
            <button
              type="button"
              aria-label={label}
              data-testid="sidebar-channels-button"
              className="relative flex h-9 w-full shrink-0 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
            >
              <MessagesSquare className="size-[18px]" aria-hidden="true" />
              {badge ? (
                <span className="-translate-y-1/2 absolute top-1.5 right-1 min-w-4 rounded-full bg-destructive px-1 text-center font-semibold text-[10px] text-destructive-foreground leading-4 ring-2 ring-card">
                  {badge}
                </span>
              ) : null}
            </button>
          </PopoverTrigger>
        </Tooltip>
        <PopoverContent
          side="right"
          align="end"
          aria-label={text.channelsLabel}
          className="flex max-h-[min(28rem,calc(100dvh-2rem))] w-64 flex-col gap-1.5 py-2"
        >
          <p className="px-4 pt-1 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider">
            {text.channelsLabel}
          </p>
          <div className="grid min-h-0 gap-1 overflow-y-auto px-1">
            <ChannelLinks channels={channels} onNavigate={() => setOpen(false)} />
          </div>
        </PopoverContent>
      </Popover>
    </div>
  )
}

/** Every channel loaded so far, and the next page once the list's end is in view (or asked for). */
function ChannelLinks({
  channels,
  onNavigate,
}: {
  channels: Channels
  onNavigate?: (() => void) | undefined
}) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = channels
  const sentinel = useLoadMoreSentinel(
    hasNextPage && !isFetchingNextPage && !isFetchNextPageError,
    fetchNextPage,
  )
  const items = channels.data?.pages.flatMap((page) => page.items) ?? []
  return (
    <>
      <ul className="grid gap-0.5" aria-label={text.channelsLabel} data-testid="sidebar-channels">
        {items.map((channel) => {
          const unread = channel.unreadCount > 0
          return (
            <li key={channel.id}>
              <NavLink
                to={paths.app.customerChannel(channel.id)}
                onClick={onNavigate}
                title={channel.counterpart.name}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-2 rounded-md px-3 py-1.5 text-sm hover:bg-accent',
                    isActive && 'bg-accent font-medium text-accent-foreground',
                    unread && 'font-semibold',
                  )
                }
              >
                <span
                  className={cn(
                    'size-2 shrink-0 rounded-full',
                    unread ? 'bg-destructive' : 'bg-primary',
                  )}
                  data-testid={unread ? 'unread-dot' : 'read-dot'}
                  role="img"
                  aria-label={unread ? text.unreadDot : text.readDot}
                />
                <span className="min-w-0 flex-1 truncate" data-testid="channel-title">
                  {truncateChannelTitle(channel.counterpart.name)}
                </span>
              </NavLink>
            </li>
          )
        })}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {hasNextPage ? (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start text-muted-foreground"
          disabled={isFetchingNextPage}
          onClick={() => void fetchNextPage()}
        >
          {isFetchingNextPage ? common.loading : text.moreChannels}
        </Button>
      ) : null}
    </>
  )
}
