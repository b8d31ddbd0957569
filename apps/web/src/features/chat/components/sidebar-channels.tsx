import { NavLink } from 'react-router'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { truncateChannelTitle } from '@/lib/truncate'
import { chatText as text } from '@/locales/id/chat'
import { useChatChannels } from '../api/chat'

/**
 * The seller sidebar's customer channels (spec §2, §9): the buyer's name cut to 15 characters,
 * a red dot while unread, a green one once read; the full list is at /app/customer.
 */
export function SidebarChannels({
  collapsed,
  onNavigate,
}: {
  collapsed: boolean
  onNavigate?: (() => void) | undefined
}) {
  const channels = useChatChannels('shop')
  const items = channels.data?.pages[0]?.items.slice(0, 10) ?? []
  if (collapsed || items.length === 0) return null
  return (
    <div className="grid gap-1.5">
      <p className="px-3 font-semibold text-[11px] text-muted-foreground uppercase tracking-wider">
        {text.channelsLabel}
      </p>
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
    </div>
  )
}
