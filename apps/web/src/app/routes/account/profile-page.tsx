import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { EmailPreferencesCard } from '@/features/notifications/components/email-preferences-card'
import { useProfile } from '@/features/profile/api/profile'
import { AvatarEditor } from '@/features/profile/components/avatar-editor'
import { DeleteAccountButton } from '@/features/profile/components/delete-account-dialog'
import { DeviceSessions } from '@/features/profile/components/device-sessions'
import { EmailChangeForm } from '@/features/profile/components/email-change-form'
import { PasswordChangeForm } from '@/features/profile/components/password-change-form'
import { ProfileDetailsForm } from '@/features/profile/components/profile-details-form'
import { useSession } from '@/lib/session/use-session'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'

const text = account.profile

function Section({
  title,
  lead,
  tone,
  children,
}: {
  title: string
  lead?: string
  tone?: 'danger'
  children: ReactNode
}) {
  return (
    <Card className={tone === 'danger' ? 'border-destructive/40' : undefined}>
      <CardHeader>
        <CardTitle as="h3" className={tone === 'danger' ? 'text-destructive' : undefined}>
          {title}
        </CardTitle>
        {lead ? <p className="text-muted-foreground text-sm">{lead}</p> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}

/** /account/: Profil — the hosted provider's user-profile component, replaced (spec §2). */
export function ProfilePage() {
  const session = useSession()
  const profile = useProfile(session.uid)
  const [search] = useSearchParams()

  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <title>{`${text.title} — ${common.brand.name}`}</title>
      <div>
        <h2 className="font-bold text-2xl tracking-tight">{text.title}</h2>
        <p className="mt-1 text-muted-foreground">{text.lead}</p>
      </div>
      {search.get('email') === 'changed' ? (
        <Alert variant="success">{account.email.changed}</Alert>
      ) : null}
      {profile.isPending ? (
        <div className="grid gap-6" role="status" aria-label={common.loading}>
          <Skeleton className="h-72" />
          <Skeleton className="h-40" />
        </div>
      ) : profile.error ? (
        <Alert variant="destructive">{profile.error.message}</Alert>
      ) : (
        <>
          <Section title={text.details} lead={text.detailsLead}>
            <div className="grid gap-6">
              <AvatarEditor profile={profile.data} />
              <ProfileDetailsForm key={profile.data.id} profile={profile.data} />
            </div>
          </Section>
          <Section title={account.email.title} lead={account.email.lead}>
            <EmailChangeForm profile={profile.data} />
          </Section>
          <Section title={account.password.title} lead={account.password.lead}>
            {profile.data.hasPassword ? (
              <PasswordChangeForm />
            ) : (
              <p>{account.password.noPassword}</p>
            )}
          </Section>
          <Section title={common.sessions.title} lead={common.sessions.lead}>
            <DeviceSessions />
          </Section>
          <EmailPreferencesCard uid={session.uid} />
          <Section title={account.deletion.title} lead={account.deletion.lead} tone="danger">
            <DeleteAccountButton hasPassword={profile.data.hasPassword} />
          </Section>
        </>
      )}
    </div>
  )
}
