import { templateVariables } from '@pasarprompt/contracts/prompt-template'
import { Braces } from 'lucide-react'
import { useMemo } from 'react'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.fields

/**
 * The `[BRACKETED]` variables of the prompt text as the server will count them (the same
 * function), updated while typing: their number is shown to buyers.
 */
export function TemplateVariables({ promptText }: { promptText: string }) {
  const variables = useMemo(() => templateVariables(promptText), [promptText])
  return (
    <div className="grid gap-1.5">
      <p className="flex items-center gap-1.5 font-medium text-muted-foreground text-xs">
        <Braces className="size-3.5" aria-hidden="true" />
        {text.variables} ({variables.length})
      </p>
      {variables.length === 0 ? (
        <p className="text-muted-foreground text-xs">{text.noVariables}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5" aria-label={text.variables}>
          {variables.map((name) => (
            <li
              key={name}
              className="rounded-md border border-primary/30 bg-accent px-2 py-0.5 font-mono text-accent-foreground text-xs"
            >
              [{name}]
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
