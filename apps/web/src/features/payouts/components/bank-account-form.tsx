import { zodResolver } from '@hookform/resolvers/zod'
import { formatDateTimeWib } from '@pasarprompt/contracts/format'
import {
  BANKS,
  bankName,
  maskAccountNumber,
  type PaymentConfig,
  PaymentConfigInput,
} from '@pasarprompt/contracts/payouts'
import { Landmark } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { ApiError } from '@/lib/http'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { payoutsText } from '@/locales/id/payouts'

const text = payoutsText.bank

/**
 * Where payouts go — a shop's payment configuration or an affiliate's own account: shown masked,
 * edited in place. The caller saves it (`onSave`) and says whose it is (`lead`, `missing`).
 */
export function BankAccountCard({
  config,
  onSave,
  lead,
  missing,
  titleAs,
}: {
  config: PaymentConfig
  onSave: (input: PaymentConfigInput) => Promise<unknown>
  lead: string
  missing: string
  /** The title's level: h2 under a page's h1 (the seller centre), h3 under the account's h2. */
  titleAs?: 'h2' | 'h3'
}) {
  const [editing, setEditing] = useState(!config.configured)
  return (
    <Card aria-labelledby="rekening-judul">
      <CardHeader>
        <CardTitle as={titleAs} id="rekening-judul" className="flex items-center gap-2 text-lg">
          <Landmark className="size-5 text-primary" aria-hidden="true" />
          {text.title}
        </CardTitle>
        <p className="text-muted-foreground text-sm">{lead}</p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!config.configured ? <Alert variant="destructive">{missing}</Alert> : null}
        {editing ? (
          <BankAccountForm
            config={config}
            onSave={onSave}
            onDone={() => setEditing(false)}
            onCancel={config.configured ? () => setEditing(false) : undefined}
          />
        ) : (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <p className="font-semibold">
                {bankName(config.bankCode ?? '')} {maskAccountNumber(config.accountNumber ?? '')}
              </p>
              <p className="text-muted-foreground text-sm">{config.accountHolder}</p>
              {config.changedAt ? (
                <p className="text-muted-foreground text-xs">
                  {text.changedAt(formatDateTimeWib(config.changedAt))}
                </p>
              ) : null}
            </div>
            <Button variant="outline" onClick={() => setEditing(true)}>
              {text.edit}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function BankAccountForm({
  config,
  onSave,
  onDone,
  onCancel,
}: {
  config: PaymentConfig
  onSave: (input: PaymentConfigInput) => Promise<unknown>
  onDone: () => void
  onCancel: (() => void) | undefined
}) {
  const form = useForm<PaymentConfigInput>({
    resolver: zodResolver(PaymentConfigInput),
    defaultValues: {
      bankCode: config.bankCode ?? '',
      accountNumber: config.accountNumber ?? '',
      accountHolder: config.accountHolder ?? '',
    },
  })
  const submit = form.handleSubmit(async (input) => {
    try {
      await onSave(input)
      toast({ title: common.saved })
      onDone()
    } catch (error) {
      form.setError('root', {
        message: error instanceof ApiError ? error.message : common.errors.generic,
      })
    }
  })
  const { errors } = form.formState
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {errors.root ? (
        <Alert variant="destructive" className="sm:col-span-2">
          {errors.root.message}
        </Alert>
      ) : null}
      <FormField label={text.bank} error={errors.bankCode?.message}>
        <select
          className="h-10 w-full min-w-0 rounded-md border bg-card px-3 text-sm"
          {...form.register('bankCode')}
        >
          <option value="">{text.choose}</option>
          {BANKS.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label={text.accountNumber} error={errors.accountNumber?.message}>
        <Input inputMode="numeric" autoComplete="off" {...form.register('accountNumber')} />
      </FormField>
      <FormField
        label={text.accountHolder}
        error={errors.accountHolder?.message}
        hint={text.holderHint}
        className="sm:col-span-2"
      >
        <Input autoComplete="off" {...form.register('accountHolder')} />
      </FormField>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? common.processing : text.save}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {text.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
