import {
  type EmailGroup,
  type EmailPreferences,
  emailGroups,
} from '@pasarprompt/contracts/notifications'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Switch } from '@/components/ui/switch'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { notificationsText } from '@/locales/id/notifications'
import { useEmailPreferences, useUpdateEmailPreferences } from '../api/email-preferences'

const text = notificationsText.email
const groups = Object.keys(emailGroups) as EmailGroup[]

/**
 * Profil's "Notifikasi email": one switch per group of emails. Each switch saves at once; the
 * bell keeps every notification whatever is switched off.
 */
export function EmailPreferencesCard({ uid }: { uid: string | null }) {
  const preferences = useEmailPreferences(uid)
  const update = useUpdateEmailPreferences(uid)

  const change = (current: EmailPreferences, group: EmailGroup, enabled: boolean) =>
    update.mutate(
      { ...current, [group]: enabled },
      {
        onSuccess: () => toast({ title: text.saved }),
        onError: (error) =>
          toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
      },
    )

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{text.title}</CardTitle>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </CardHeader>
      <CardContent>
        {preferences.isPending ? (
          <Skeleton className="h-48" />
        ) : preferences.error ? (
          <Alert variant="destructive">{preferences.error.message}</Alert>
        ) : (
          <ul className="divide-y">
            {groups.map((group) => {
              const id = `email-${group}`
              return (
                <li key={group} className="flex items-center justify-between gap-4 py-3">
                  <span className="min-w-0">
                    <label htmlFor={id} className="block font-medium text-foreground">
                      {text.groups[group].label}
                    </label>
                    <span id={`${id}-hint`} className="block text-muted-foreground text-sm">
                      {text.groups[group].hint}
                    </span>
                  </span>
                  <Switch
                    id={id}
                    aria-describedby={`${id}-hint`}
                    checked={preferences.data[group]}
                    disabled={update.isPending}
                    onCheckedChange={(enabled) => change(preferences.data, group, enabled)}
                  />
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
