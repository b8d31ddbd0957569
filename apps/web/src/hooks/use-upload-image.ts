import type { UploadedImage } from '@pasarprompt/contracts/uploads'
import { useMutation } from '@tanstack/react-query'
import { toast } from '@/lib/toast-store'
import { uploadImage } from '@/lib/upload-image'
import { common } from '@/locales/id/common'

/** One image upload; a refusal (too large, not an image) is told in a toast. */
export function useUploadImage(onUploaded: (image: UploadedImage) => void) {
  return useMutation({
    mutationFn: uploadImage,
    onSuccess: onUploaded,
    onError: (error) =>
      toast({ title: error.message || common.errors.generic, variant: 'destructive' }),
  })
}
