import type { UploadedImage } from '@pasarprompt/contracts/uploads'
import { ImagePlus, Loader2 } from 'lucide-react'
import { type ComponentProps, useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useUploadImage } from '@/hooks/use-upload-image'
import { UPLOAD_IMAGE_TYPES } from '@/lib/image-upload-form'
import { common } from '@/locales/id/common'

type ImagePickerButtonProps = {
  label: string
  onUploaded: (image: UploadedImage) => void
} & Pick<ComponentProps<typeof Button>, 'variant' | 'size' | 'disabled' | 'className'>

/** A button that opens the file picker, uploads the chosen image and hands back its address. */
export function ImagePickerButton({
  label,
  onUploaded,
  disabled,
  ...buttonProps
}: ImagePickerButtonProps) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadImage(onUploaded)
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        hidden
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0]
          // Cleared at once, so choosing the same file again after a refusal still reacts.
          event.target.value = ''
          if (file) upload.mutate(file)
        }}
      />
      <Button
        type="button"
        variant="outline"
        {...buttonProps}
        disabled={disabled || upload.isPending}
        aria-busy={upload.isPending || undefined}
        onClick={() => input.current?.click()}
      >
        {upload.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus aria-hidden="true" />
        )}
        {upload.isPending ? common.uploading : label}
      </Button>
    </>
  )
}
