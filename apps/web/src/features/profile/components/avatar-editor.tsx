import type { Profile } from '@pasarprompt/contracts/profile'
import { ImagePlus, Loader2, Trash2 } from 'lucide-react'
import { useRef } from 'react'
import { Avatar } from '@/components/avatar'
import { Button } from '@/components/ui/button'
import { UPLOAD_IMAGE_TYPES } from '@/lib/image-upload-form'
import { toast } from '@/lib/toast-store'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'
import { useRemoveAvatar, useUploadAvatar } from '../api/profile'

const text = account.profile

/** Upload, replace or remove the profile picture. */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null)
  const upload = useUploadAvatar(profile.id)
  const remove = useRemoveAvatar(profile.id)
  const busy = upload.isPending || remove.isPending
  const failed = (error: Error) =>
    toast({ title: error.message || common.errors.generic, variant: 'destructive' })

  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar name={profile.name} image={profile.image} />
      <div className="grid gap-2">
        <p className="font-medium text-sm">{text.avatar}</p>
        <p className="text-muted-foreground text-xs">{text.avatarLead}</p>
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept={UPLOAD_IMAGE_TYPES.join(',')}
            hidden
            tabIndex={-1}
            aria-label={text.avatarUpload}
            onChange={(event) => {
              const file = event.target.files?.[0]
              // Cleared at once, so choosing the same file again after a refusal still reacts.
              event.target.value = ''
              if (file) {
                upload.mutate(file, {
                  onSuccess: () => toast({ title: text.avatarSaved }),
                  onError: failed,
                })
              }
            }}
          />
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={busy}
            aria-busy={upload.isPending || undefined}
            onClick={() => input.current?.click()}
          >
            {upload.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <ImagePlus aria-hidden="true" />
            )}
            {upload.isPending
              ? common.uploading
              : profile.image
                ? text.avatarChange
                : text.avatarUpload}
          </Button>
          {profile.image ? (
            <Button
              type="button"
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => toast({ title: text.avatarRemoved }),
                  onError: failed,
                })
              }
            >
              <Trash2 aria-hidden="true" />
              {text.avatarRemove}
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
