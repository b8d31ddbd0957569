import { WAITLIST_STATUSES, waitlistStatusLabels } from '@pasarprompt/contracts/waitlist'
import { Link } from 'react-router'
import { FilterButtons } from '@/components/list/filter-buttons'
import { ListStates, LoadMoreButton } from '@/components/list/list-states'
import { PageHeader } from '@/components/list/page-header'
import { Alert } from '@/components/ui/alert'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { useCommissionOverview } from '@/features/commission/api/platform-settings'
import { useAdminWaitlist, useInviteFromWaitlist } from '@/features/waitlist/api/admin-waitlist'
import { WaitlistEntryItem } from '@/features/waitlist/components/waitlist-entry-item'
import { useSearchParam } from '@/hooks/use-search-param'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'

const text = admin.waitlist

/** /admin/waitlist: who asked for an account in waitlist mode, newest first, and their invitations. */
export function AdminWaitlistPage() {
  const [asked, setStatus] = useSearchParam('status')
  const status = WAITLIST_STATUSES.find((value) => value === asked)
  const waitlist = useAdminWaitlist(status)
  const items = waitlist.data?.pages.flatMap((page) => page.items) ?? []
  const waitingCount = waitlist.data?.pages[0]?.waitingCount
  const invite = useInviteFromWaitlist()
  const mode = useCommissionOverview().data?.settings.signUpMode

  return (
    <div className="grid grid-cols-1 gap-5">
      <title>{`${text.title} — ${admin.area}`}</title>
      <PageHeader title={text.title} lead={text.lead} />
      {mode === 'open' ? (
        <Alert>
          {text.modeOpen}{' '}
          <Link
            to={paths.admin.commission}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            {text.changeMode}
          </Link>
        </Alert>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FilterButtons
          legend={text.statusLegend}
          options={WAITLIST_STATUSES}
          label={(option) => waitlistStatusLabels[option]}
          value={status}
          onChange={(next) => setStatus(next)}
          allLabel={text.all}
        />
        {waitingCount !== undefined ? (
          <p className="text-muted-foreground text-sm">{text.waitingCount(waitingCount)}</p>
        ) : null}
      </div>
      <ListStates query={waitlist} empty={items.length === 0} emptyText={text.empty}>
        <Card className="overflow-hidden">
          <ul className="divide-y">
            {items.map((entry) => (
              <WaitlistEntryItem
                key={entry.id}
                entry={entry}
                inviting={invite.isPending && invite.variables === entry.id}
                onInvite={() =>
                  invite.mutate(entry.id, {
                    onSuccess: (invited) => toast({ title: text.invited(invited.email) }),
                    onError: (error) => toast({ title: error.message, variant: 'destructive' }),
                  })
                }
              />
            ))}
          </ul>
        </Card>
      </ListStates>
      <LoadMoreButton query={waitlist} label={text.more} />
    </div>
  )
}
