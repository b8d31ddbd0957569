import type { CommissionOverview } from '@pasarprompt/contracts/admin-platform'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import { SignUpMode, signUpModeLabels } from '@pasarprompt/contracts/waitlist'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'

const text = admin.commission

/** Every change of the platform settings, by whom and when. */
export function SettingsHistoryCard({ overview }: { overview: CommissionOverview }) {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle className="text-lg">{text.history}</CardTitle>
      </CardHeader>
      <CardContent>
        {overview.history.length === 0 ? (
          <p className="text-muted-foreground text-sm">{text.noHistory}</p>
        ) : (
          <ul className="divide-y text-sm">
            {overview.history.map((change) => (
              <li key={change.at} className="grid gap-1 py-2">
                <span className="text-muted-foreground text-xs">
                  {text.by(change.actorEmail, formatDateTimeWib(change.at))}
                </span>
                {change.action === 'settings.sign-up-mode' ? (
                  <span>
                    {text.signUpMode}: {modeLabel(change.before)} → {modeLabel(change.after)}
                  </span>
                ) : (
                  <span className="break-all font-mono text-xs">
                    {JSON.stringify(change.before)} → {JSON.stringify(change.after)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

/** 'Terbuka' or 'Daftar tunggu' from an audit entry's `{signUpMode}`. */
function modeLabel(value: unknown): string {
  const parsed = SignUpMode.safeParse((value as { signUpMode?: unknown } | null)?.signUpMode)
  return parsed.success ? signUpModeLabels[parsed.data] : '—'
}
