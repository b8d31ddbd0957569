import { Copy } from 'lucide-react'
import { useId } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { copyToClipboard } from '@/lib/copy-to-clipboard'
import { affiliatesText } from '@/locales/id/affiliates'

const text = affiliatesText.link

/** An affiliate link, read-only (selected on focus for a manual copy), with "Salin tautan". */
export function AffiliateLinkField({
  url,
  label,
  visibleLabel = false,
  className,
}: {
  url: string
  label: string
  /** Show the label above the field; otherwise it names the field for screen readers only. */
  visibleLabel?: boolean
  className?: string
}) {
  const id = useId()
  return (
    <div className={cn('grid gap-1.5', className)}>
      <label htmlFor={id} className={visibleLabel ? 'font-medium text-sm' : 'sr-only'}>
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-foreground sm:text-xs"
        />
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            void copyToClipboard(url, {
              copied: text.copied,
              failed: text.copyFailed,
              failedBody: text.copyFailedBody,
            })
          }
        >
          <Copy aria-hidden="true" />
          {text.copy}
        </Button>
      </div>
    </div>
  )
}
