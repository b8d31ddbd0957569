import type { ShopAffiliateProgramme } from '@pasarprompt/contracts/affiliates'
import { formatBasisPoints } from '@pasarprompt/contracts/basis-points'
import { HandCoins } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { affiliatesText } from '@/locales/id/affiliates'
import { common } from '@/locales/id/common'
import { useUpdateShopAffiliateProgramme } from '../api/update-shop-affiliate-programme'
import { parseRatePercent, ratePercentText } from './rate-percent'
import { ShopAffiliatesTable } from './shop-affiliates-table'

const text = affiliatesText.settings

/**
 * /app/setting's "Program afiliasi" (owners and admins): on or off, the shop's own rate (empty:
 * the platform's default), and the affiliates who joined, each removable.
 */
export function ShopAffiliateProgrammeCard({
  organizationId,
  programme,
}: {
  organizationId: string
  programme: ShopAffiliateProgramme
}) {
  const update = useUpdateShopAffiliateProgramme(organizationId)
  const [enabled, setEnabled] = useState(programme.enabled)
  const [rate, setRate] = useState(
    programme.rateBp === null ? '' : ratePercentText(programme.rateBp),
  )
  const [error, setError] = useState<string | null>(null)
  const switchId = useId()
  const max = formatBasisPoints(programme.maxRateBp)

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    const rateBp = parseRatePercent(rate)
    if (rateBp === undefined || (rateBp !== null && rateBp > programme.maxRateBp)) {
      setError(text.rateInvalid(max))
      return
    }
    setError(null)
    try {
      const saved = await update.mutateAsync({ enabled, rateBp })
      setEnabled(saved.enabled)
      setRate(saved.rateBp === null ? '' : ratePercentText(saved.rateBp))
      toast({ title: text.saved })
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : common.errors.generic)
    }
  }

  return (
    <Card aria-labelledby="program-afiliasi-toko" className="lg:col-span-2">
      <CardHeader>
        <CardTitle id="program-afiliasi-toko" className="flex items-center gap-2 text-lg">
          <HandCoins className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{text.lead}</p>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
          <div className="flex items-start justify-between gap-4 sm:col-span-2">
            <span className="min-w-0">
              <label htmlFor={switchId} className="block font-medium text-foreground">
                {text.enabled}
              </label>
              <span id={`${switchId}-hint`} className="block">
                {text.enabledHint}
              </span>
            </span>
            <Switch
              id={switchId}
              aria-describedby={`${switchId}-hint`}
              checked={enabled}
              onCheckedChange={setEnabled}
            />
          </div>
          <FormField
            label={text.rate}
            error={error ?? undefined}
            hint={text.rateHint(formatBasisPoints(programme.platformRateBp), max)}
          >
            <Input
              inputMode="decimal"
              autoComplete="off"
              value={rate}
              placeholder={ratePercentText(programme.platformRateBp)}
              onChange={(event) => setRate(event.target.value)}
            />
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? common.processing : text.save}
            </Button>
          </div>
        </form>
        <ShopAffiliatesTable organizationId={organizationId} affiliates={programme.affiliates} />
      </CardContent>
    </Card>
  )
}
