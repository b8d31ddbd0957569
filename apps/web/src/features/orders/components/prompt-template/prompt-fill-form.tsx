import { fillPromptTemplate } from '@pasarprompt/contracts/prompt-template'
import { ClipboardCheck } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { copyToClipboard } from '@/lib/copy-to-clipboard'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.purchase

/**
 * One field per distinct `[VARIABLE]` of a bought prompt; 'Salin prompt jadi' copies the prompt
 * with the filled ones put in (each occurrence) and the empty ones left as written. Nothing is
 * sent anywhere: the values stay in this page.
 */
export function PromptFillForm({
  promptText,
  variables,
}: {
  promptText: string
  variables: string[]
}) {
  const [values, setValues] = useState<Record<string, string>>({})
  const headingId = useId()

  return (
    <form
      aria-labelledby={headingId}
      className="grid gap-4 rounded-md border p-4"
      onSubmit={(event) => {
        event.preventDefault()
        void copyToClipboard(fillPromptTemplate(promptText, values), {
          copied: text.filledCopied,
          failed: text.copyFailed,
          failedBody: text.copyFailedBody,
        })
      }}
    >
      <div>
        <h3 id={headingId} className="font-medium">
          {text.variables(variables.length)}
        </h3>
        <p className="mt-1 text-muted-foreground text-sm">{text.variablesLead}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {variables.map((name) => (
          <FormField key={name} label={name} className="min-w-0 [&>label]:font-mono">
            <Input
              value={values[name] ?? ''}
              autoComplete="off"
              onChange={(event) =>
                setValues((current) => ({ ...current, [name]: event.target.value }))
              }
            />
          </FormField>
        ))}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit">
          <ClipboardCheck aria-hidden="true" />
          {text.copyFilled}
        </Button>
        <Button
          type="button"
          variant="ghost"
          disabled={Object.values(values).every((value) => !value)}
          onClick={() => setValues({})}
        >
          {text.clear}
        </Button>
      </div>
    </form>
  )
}
