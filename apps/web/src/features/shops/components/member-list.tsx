import { useQuery } from '@tanstack/react-query'
import { Alert } from '@/components/ui/alert'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { authClient } from '@/features/auth/api/auth-client'
import { t } from '@/locales/id'

/** The shop's team with their roles (better-auth's member list of the active organisation). */
export function MemberList({ organizationId }: { organizationId: string }) {
  const members = useQuery({
    queryKey: ['seller', organizationId, 'members'],
    queryFn: async () => {
      const { data, error } = await authClient.organization.listMembers({
        query: { organizationId },
      })
      if (error) throw new Error(error.message || t.errors.generic)
      return data.members
    },
  })
  return (
    <Card aria-labelledby="tim-judul">
      <CardHeader>
        <CardTitle id="tim-judul" className="text-lg">
          {t.sellerSettings.teamTitle}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {members.isPending ? (
          <Skeleton className="h-24 w-full" />
        ) : members.error ? (
          <Alert variant="destructive">{members.error.message}</Alert>
        ) : (
          <ul className="divide-y">
            {members.data.map((member) => (
              <li key={member.id} className="flex items-center gap-3 py-2.5">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-sm">
                  {(member.user.name || member.user.email).charAt(0).toUpperCase()}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-sm">{member.user.name}</span>
                  <span className="block truncate text-muted-foreground text-xs">
                    {member.user.email}
                  </span>
                </span>
                <span className="rounded-full border px-2.5 py-0.5 text-xs">
                  {t.roles[member.role as keyof typeof t.roles] ?? member.role}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
