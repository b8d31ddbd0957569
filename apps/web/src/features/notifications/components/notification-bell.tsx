import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import type { NotificationItem } from '@pasarprompt/contracts/notifications'
import { Bell, CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { badgeCount } from '@/lib/badge-count'
import { cn } from '@/lib/cn'
import { common } from '@/locales/id/common'
import { notificationsText } from '@/locales/id/notifications'
import {
  useMarkNotificationsRead,
  useNotificationList,
  useNotificationLiveUpdates,
  useUnreadNotifications,
} from '../api/notifications'
import { relativeTime } from './relative-time'

const text = notificationsText.bell

/**
 * The bell of the top bar and the workspaces (issue 13): the unread count as a badge ('99+'
 * above 99), a popover with the newest notifications. Following one marks it read and opens
 * its page. A new notification arrives live.
 */
export function NotificationBell({
  side = 'bottom',
  align = 'end',
  className,
}: {
  side?: 'bottom' | 'right' | 'top'
  align?: 'start' | 'end'
  className?: string
}) {
  const [open, setOpen] = useState(false)
  useNotificationLiveUpdates()
  const unread = useUnreadNotifications().data?.count ?? 0
  const badge = badgeCount(unread)
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className={cn('relative', className)}
          aria-label={text.label(unread)}
          data-testid="notification-bell"
        >
          <Bell aria-hidden="true" />
          {badge ? (
            <span
              data-testid="notification-badge"
              className="-top-0.5 -right-0.5 absolute min-w-5 rounded-full bg-destructive px-1 text-center font-semibold text-[11px] text-destructive-foreground leading-5"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        side={side}
        align={align}
        aria-label={text.title}
        className="flex max-h-[min(32rem,calc(100dvh-5rem))] w-[min(24rem,calc(100vw-1rem))] flex-col"
      >
        {open ? <NotificationPanel unread={unread} onFollow={() => setOpen(false)} /> : null}
      </PopoverContent>
    </Popover>
  )
}

function NotificationPanel({ unread, onFollow }: { unread: number; onFollow: () => void }) {
  const list = useNotificationList(true)
  const markRead = useMarkNotificationsRead()
  const navigate = useNavigate()
  const items = list.data?.pages.flatMap((page) => page.items) ?? []

  const follow = (item: NotificationItem) => {
    if (!item.readAt) markRead.mutate(item.id)
    onFollow()
    void navigate(item.link)
  }

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-3">
        <h2 className="font-semibold">{text.title}</h2>
        <Button
          variant="ghost"
          size="sm"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate(null)}
        >
          <CheckCheck aria-hidden="true" />
          {text.markAllRead}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <p className="px-4 py-6 text-muted-foreground text-sm" role="status">
            {common.loading}
          </p>
        ) : list.isError ? (
          <p className="px-4 py-6 text-destructive text-sm">{text.loadFailed}</p>
        ) : items.length === 0 ? (
          <p className="px-4 py-6 text-muted-foreground text-sm">{text.empty}</p>
        ) : (
          <ul className="divide-y">
            {items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => follow(item)}
                  className={cn(
                    'flex w-full gap-3 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:bg-accent focus-visible:outline-none',
                    !item.readAt && 'bg-primary/5',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cn(
                      'mt-1.5 size-2 shrink-0 rounded-full',
                      item.readAt ? 'bg-transparent' : 'bg-primary',
                    )}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-sm leading-snug">
                      {item.readAt ? null : <span className="sr-only">{`${text.unread}: `}</span>}
                      {item.title}
                    </span>
                    <span className="mt-0.5 line-clamp-2 block text-muted-foreground text-sm">
                      {item.body}
                    </span>
                    <time
                      dateTime={item.createdAt}
                      title={formatDateTimeWib(item.createdAt)}
                      className="mt-1 block text-muted-foreground text-xs"
                    >
                      {relativeTime(item.createdAt)}
                    </time>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage ? (
          <div className="border-t p-2">
            <Button
              variant="ghost"
              size="sm"
              className="w-full"
              disabled={list.isFetchingNextPage}
              onClick={() => void list.fetchNextPage()}
            >
              {text.loadMore}
            </Button>
          </div>
        ) : null}
      </div>
    </>
  )
}
