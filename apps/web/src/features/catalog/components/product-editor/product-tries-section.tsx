import type { SellerProduct } from '@pasarprompt/contracts/catalog-for-shop'
import {
  DEFAULT_FREE_TRIES_PER_DAY,
  MAX_FREE_TRIES_PER_DAY,
} from '@pasarprompt/contracts/constants'
import { isTryableModel } from '@pasarprompt/contracts/tries'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { seller } from '@/locales/id/seller'
import { useSetSellerProductTries } from '../../api/set-product-tries'
import { EditorSection } from './editor-section'

const text = seller.products.editor.tries

/**
 * "Coba dulu" for a saved paid text prompt (issue 31): on or off and the free tries a buyer gets
 * per day, saved on its own (outside the editor's form: it changes no text and needs no review).
 * A free or image prompt gets one muted line saying why it has none.
 */
export function ProductTriesSection({
  organizationId,
  product,
}: {
  organizationId: string | null
  product: SellerProduct
}) {
  if (product.price === 0 || !isTryableModel(product.model)) {
    return (
      <p className="text-muted-foreground text-sm">
        {product.price === 0 ? text.notForFree : text.notForModel}
      </p>
    )
  }
  return <TriesForm organizationId={organizationId} product={product} />
}

function TriesForm({
  organizationId,
  product,
}: {
  organizationId: string | null
  product: SellerProduct
}) {
  const save = useSetSellerProductTries(organizationId, product.id)
  const saved = product.freeTriesPerDay
  const [enabled, setEnabled] = useState(saved > 0)
  const [count, setCount] = useState(String(saved > 0 ? saved : DEFAULT_FREE_TRIES_PER_DAY))
  const [fieldError, setFieldError] = useState<string | null>(null)
  const [refusal, setRefusal] = useState<string | null>(null)
  const switchId = useId()
  const asked = enabled ? Number(count) : 0
  const unchanged = asked === saved

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (enabled && !(Number.isInteger(asked) && asked >= 1 && asked <= MAX_FREE_TRIES_PER_DAY)) {
      setFieldError(text.perDayInvalid(MAX_FREE_TRIES_PER_DAY))
      return
    }
    setFieldError(null)
    setRefusal(null)
    try {
      const { freePerDay } = await save.mutateAsync(asked)
      toast({
        title: common.saved,
        description: freePerDay > 0 ? text.savedOn(freePerDay) : text.savedOff,
      })
    } catch (failure) {
      // The server's own reason (a prompt no longer tryable, a count out of range).
      setRefusal(failure instanceof ApiError ? failure.message : common.errors.generic)
    }
  }

  return (
    <EditorSection title={text.title} lead={text.lead}>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="flex items-start justify-between gap-4">
          <label htmlFor={switchId} className="font-medium text-sm">
            {text.enable}
          </label>
          <Switch id={switchId} checked={enabled} onCheckedChange={setEnabled} />
        </div>
        {enabled ? (
          <FormField
            label={text.perDay}
            hint={text.perDayHint(MAX_FREE_TRIES_PER_DAY)}
            error={fieldError ?? undefined}
            className="max-w-xs"
          >
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_FREE_TRIES_PER_DAY}
              step={1}
              value={count}
              onChange={(event) => setCount(event.target.value)}
            />
          </FormField>
        ) : null}
        <p className="text-muted-foreground text-sm">{text.help}</p>
        {refusal ? <Alert variant="destructive">{refusal}</Alert> : null}
        <div>
          <Button type="submit" disabled={save.isPending || unchanged}>
            {save.isPending ? text.saving : text.save}
          </Button>
        </div>
      </form>
    </EditorSection>
  )
}
