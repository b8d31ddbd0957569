import { ImageIcon, Trash2 } from 'lucide-react'
import { ImagePickerButton } from '@/components/image-picker-button'
import { Button } from '@/components/ui/button'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.thumbnail

interface ThumbnailFieldProps {
  value: string | null | undefined
  onChange: (url: string | null) => void
  disabled?: boolean
}

/** The prompt's cover: a 16:9 preview of the upload, to replace or remove. */
export function ThumbnailField({ value, onChange, disabled = false }: ThumbnailFieldProps) {
  return (
    <div className="grid gap-3 sm:grid-cols-[minmax(0,16rem)_1fr] sm:items-start">
      <div className="flex aspect-video items-center justify-center overflow-hidden rounded-md border bg-gradient-to-br from-accent to-muted">
        {value ? (
          <img src={value} alt={text.alt} className="size-full object-cover" />
        ) : (
          <ImageIcon className="size-8 text-accent-foreground/60" aria-hidden="true" />
        )}
      </div>
      <div className="grid gap-2">
        {value ? null : <p className="text-muted-foreground text-sm">{text.none}</p>}
        <div className="flex flex-wrap gap-2">
          <ImagePickerButton
            label={value ? text.replace : text.upload}
            onUploaded={(image) => onChange(image.url)}
            disabled={disabled}
          />
          {value ? (
            <Button
              type="button"
              variant="ghost"
              disabled={disabled}
              onClick={() => onChange(null)}
              className="text-destructive hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
              {text.remove}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
