import type { CommissionOverview } from '@pasarprompt/contracts/settings'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { admin } from '@/locales/id/admin'
import { historySentence } from './settings-change'

const text = admin.commission

/** Every change of the platform settings, each as a sentence: who, what from → to, when. */
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
          <ul className="divide-y text-sm" data-testid="settings-history">
            {overview.history.map((change) => (
              <li key={`${change.at}-${change.action}`} className="py-2">
                {historySentence(change)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
