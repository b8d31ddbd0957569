import type { CommissionOverview } from '@pasarprompt/contracts/settings'
import { SIGN_UP_MODES, type SignUpMode, signUpModeLabels } from '@pasarprompt/contracts/waitlist'
import { useState } from 'react'
import { Link } from 'react-router'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast-store'
import { admin } from '@/locales/id/admin'
import { common } from '@/locales/id/common'
import { useUpdateSignUpMode } from '../api/platform-settings'

const text = admin.commission

/**
 * 'Mode pendaftaran': Terbuka or Daftar tunggu, saved on its own since it is not about orders,
 * after a confirmation naming the old and the new mode.
 */
export function SignUpModeCard({ overview }: { overview: CommissionOverview }) {
  const update = useUpdateSignUpMode()
  const [mode, setMode] = useState<SignUpMode>(overview.settings.signUpMode)
  const saved = overview.settings.signUpMode
  const [confirming, setConfirming] = useState(false)
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{text.signUpMode}</CardTitle>
        <p className="text-muted-foreground text-sm">{text.signUpModeLead}</p>
      </CardHeader>
      <CardContent>
        <form
          className="grid gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            if (mode !== saved) setConfirming(true)
          }}
        >
          {update.error ? <Alert variant="destructive">{update.error.message}</Alert> : null}
          <fieldset className="grid gap-2">
            <legend className="sr-only">{text.signUpMode}</legend>
            {SIGN_UP_MODES.map((option) => (
              <label
                key={option}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-md border p-3 text-sm',
                  mode === option && 'border-primary bg-accent/50',
                )}
              >
                <input
                  type="radio"
                  name="sign-up-mode"
                  value={option}
                  checked={mode === option}
                  onChange={() => setMode(option)}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span className="grid gap-0.5">
                  <span className="font-medium">{signUpModeLabels[option]}</span>
                  <span className="text-muted-foreground">{text.signUpModeHints[option]}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={update.isPending || mode === saved}>
              {update.isPending ? common.processing : text.saveSignUpMode}
            </Button>
            <Link
              to={paths.admin.waitlist}
              className="font-medium text-primary text-sm underline-offset-4 hover:underline"
            >
              {text.openWaitlist}
            </Link>
          </div>
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => (open ? null : setConfirming(false))}
        title={text.signUpModeConfirmTitle}
        description={text.signUpModeConfirm(signUpModeLabels[saved], signUpModeLabels[mode])}
        confirmLabel={text.confirm}
        cancelLabel={text.cancel}
        closeLabel={text.close}
        pending={update.isPending}
        tone="default"
        onConfirm={() =>
          update.mutate(mode, {
            onSuccess: () => {
              setConfirming(false)
              toast({ title: common.saved })
            },
            onError: () => setConfirming(false),
          })
        }
      />
    </Card>
  )
}
