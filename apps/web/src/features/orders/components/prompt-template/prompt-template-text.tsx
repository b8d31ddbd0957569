import { parsePromptTemplate } from '@pasarprompt/contracts/prompt-template'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { useId, useMemo, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.purchase

// Past about eight lines of a phone's width a text is folded, so a list of orders stays a list.
const LONG_CHARS = 480
const LONG_LINES = 8
// The order's invisible mark between words (issue 32, decision 0042) takes no room on screen.
const INVISIBLE = /[\u200B-\u200D\u2063]/g

/**
 * A bought prompt as written, its `[VARIABLES]` marked, folded to a few lines when it is long
 * ('Tampilkan semua' unfolds it).
 */
export function PromptTemplateText({ promptText }: { promptText: string }) {
  const parts = useMemo(() => parsePromptTemplate(promptText), [promptText])
  const long =
    promptText.replace(INVISIBLE, '').length > LONG_CHARS ||
    promptText.split('\n').length > LONG_LINES
  const [expanded, setExpanded] = useState(false)
  const folded = long && !expanded
  const id = useId()

  return (
    <div>
      <div className="relative">
        <pre
          id={id}
          className={cn(
            'whitespace-pre-wrap break-words rounded-md border bg-muted/50 p-4 font-mono text-sm leading-relaxed',
            folded && 'max-h-44 overflow-hidden',
          )}
        >
          {parts.map((part, index) =>
            part.kind === 'text' ? (
              part.text
            ) : (
              <mark
                // The parts never move: their position is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a fixed parse of a fixed text
                key={index}
                className="rounded-sm bg-accent px-0.5 font-semibold text-accent-foreground ring-1 ring-primary/40"
              >
                {part.raw}
              </mark>
            ),
          )}
        </pre>
        {folded ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-px bottom-px h-16 rounded-b-md bg-gradient-to-t from-card to-transparent"
          />
        ) : null}
      </div>
      {long ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          className="mt-1 px-2"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          {expanded ? text.showLess : text.showAll}
        </Button>
      ) : null}
    </div>
  )
}
