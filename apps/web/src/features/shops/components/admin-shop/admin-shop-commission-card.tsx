import { basisPointsToPercent, percentToBasisPoints } from '@pasarprompt/contracts/basis-points'
import type { AdminShopDetail } from '@pasarprompt/contracts/shops-for-admin'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { useShopModeration } from '../../api/moderate-shop'

const text = admin.shops

/** The shop's own commission in percent (basis points on the wire), or the platform's. */
export function AdminShopCommissionCard({ shop }: { shop: AdminShopDetail }) {
  const { commission } = useShopModeration(shop.id)
  const [value, setValue] = useState(
    shop.commissionBp === null ? '' : String(basisPointsToPercent(shop.commissionBp)),
  )
  const [error, setError] = useState<string | undefined>()
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.commission}</CardTitle>
        <p className="text-muted-foreground text-sm">{text.commissionHint}</p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            const trimmed = value.trim().replace(',', '.')
            const percent = trimmed === '' ? null : Number(trimmed)
            if (percent !== null && (!Number.isFinite(percent) || percent < 0 || percent > 90)) {
              setError(text.commissionRange)
              return
            }
            setError(undefined)
            commission.mutate(percent === null ? null : percentToBasisPoints(percent), {
              onSuccess: () => toast({ title: text.commissionSaved }),
              onError: (failure) => setError(failure.message),
            })
          }}
        >
          <FormField
            label={text.commissionLabel}
            error={error}
            hint={shop.commissionBp === null ? text.commissionFollows : undefined}
          >
            <Input
              inputMode="decimal"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              className="max-w-32"
            />
          </FormField>
          <Button
            type="submit"
            size="sm"
            className="justify-self-start"
            disabled={commission.isPending}
          >
            {commission.isPending ? common.processing : text.saveCommission}
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}
