import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { Profile, UpdateProfileInput } from '@pasarprompt/contracts/profile'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { http } from '@/lib/http'
import { imageUploadForm } from '@/lib/image-upload-form'
import { sessionKeys } from '@/lib/query-keys'
import { profileKeys } from './query-keys'

/** GET /api/v1/account/profile: the signed-in user's own profile. */
export function useProfile(uid: string | null) {
  return useQuery({
    queryKey: profileKeys.profile(uid),
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
      queryClient.setQueryData(profileKeys.profile(uid), profile)
      void queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    },
  })
}

/** PATCH /api/v1/account/profile: name, phone, date of birth, gender. */
export const useUpdateProfile = (uid: string | null) =>
  useProfileMutation(uid, (body: UpdateProfileInput) => callApi(accountApi.updateProfile, { body }))

/** PUT /api/v1/account/profile/avatar (multipart): refused here first if the server would. */
export const useUploadAvatar = (uid: string | null) =>
  useProfileMutation(uid, async (file: File) => {
    // Multipart: the browser encodes the body, so the path comes from the table and the call is raw.
    const answer = await http.put<unknown>(accountApi.uploadAvatar.path, imageUploadForm(file))
    return accountApi.uploadAvatar.response.parse(answer)
  })

/** DELETE /api/v1/account/profile/avatar. */
export const useRemoveAvatar = (uid: string | null) =>
  useProfileMutation(uid, () => callApi(accountApi.removeAvatar, {}))
