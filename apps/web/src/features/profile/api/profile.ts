import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import { errorMessages } from '@pasarprompt/contracts/errors'
import type { Profile, UpdateProfileInput } from '@pasarprompt/contracts/profile'
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD } from '@pasarprompt/contracts/uploads'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { ApiError, http } from '@/lib/http'
import { sessionQueryKey } from '@/lib/session/get-session'
import { UPLOAD_IMAGE_TYPES } from '@/lib/upload-image'
import { common } from '@/locales/id/common'

export const profileQueryKey = (uid: string | null) => ['profile', uid] as const

/** GET /api/v1/account/profile: the signed-in user's own profile. */
export function useProfile(uid: string | null) {
  return useQuery({
    queryKey: profileQueryKey(uid),
    queryFn: ({ signal }) => callApi(accountApi.profile, {}, { signal }),
    enabled: Boolean(uid),
  })
}

/**
 * Every profile change answers the new profile: it replaces the cached one, and the session
 * summary (name, picture, phone… in the client session state) is read again.
 */
function useProfileMutation<Input>(uid: string | null, call: (input: Input) => Promise<Profile>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(uid), profile)
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey })
    },
  })
}

/** PATCH /api/v1/account/profile: name, phone, date of birth, gender. */
export const useUpdateProfile = (uid: string | null) =>
  useProfileMutation(uid, (body: UpdateProfileInput) => callApi(accountApi.updateProfile, { body }))

/** PUT /api/v1/account/profile/avatar (multipart): refused here first if the server would. */
export const useUploadAvatar = (uid: string | null) =>
  useProfileMutation(uid, async (file: File) => {
    if (!UPLOAD_IMAGE_TYPES.includes(file.type)) {
      throw new ApiError(400, 'INVALID_IMAGE', errorMessages.INVALID_IMAGE)
    }
    if (file.size > MAX_UPLOAD_BYTES) {
      throw new ApiError(413, 'PAYLOAD_TOO_LARGE', common.upload.tooLarge)
    }
    const form = new FormData()
    form.append(UPLOAD_FIELD, file)
    // Multipart: the browser encodes the body, so the path comes from the table and the call is raw.
    const answer = await http.put<unknown>(accountApi.uploadAvatar.path, form)
    return accountApi.uploadAvatar.response.parse(answer)
  })

/** DELETE /api/v1/account/profile/avatar. */
export const useRemoveAvatar = (uid: string | null) =>
  useProfileMutation(uid, () => callApi(accountApi.removeAvatar, {}))
