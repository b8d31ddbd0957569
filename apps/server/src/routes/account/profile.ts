import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../modules/auth/guards.ts'
import { changeAvatar } from '../../modules/users/change-avatar.ts'
import { getProfile } from '../../modules/users/get-profile.ts'
import { removeAvatar } from '../../modules/users/remove-avatar.ts'
import { updateProfile } from '../../modules/users/update-profile.ts'
import { endpointRoute } from '../endpoint-route.ts'
import { acceptImageUploads, imageUploadBodyLimit, readImageUpload } from '../read-upload.ts'

/**
 * The caller's own profile (Profil): name, phone, birth date, gender and avatar. Every route
 * acts on the session's user; no route takes a user id.
 */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptImageUploads(app)

  app.route({
    ...endpointRoute(app, accountApi.profile, {
      tags: ['akun'],
      summary: 'My profile',
      errors: [401],
    }),
    handler: async (request) => getProfile(app.db, (await requireUser(request)).user.id),
  })
  app.route({
    ...endpointRoute(app, accountApi.updateProfile, {
      tags: ['akun'],
      summary: 'Change my name, phone number, date of birth or gender',
      errors: [400, 401],
    }),
    handler: async (request) => updateProfile(app.db, await requireUser(request), request.body),
  })

  const upload = endpointRoute(app, accountApi.uploadAvatar, {
    tags: ['akun'],
    summary: 'Replace my avatar (multipart field `file`; ≤ 5 MB; stored as a 512 px WebP)',
    errors: [400, 401, 413, 415, 429],
  })
  app.route({
    ...upload,
    bodyLimit: imageUploadBodyLimit,
    schema: { ...upload.schema, consumes: ['multipart/form-data'] },
    handler: async (request) => {
      const auth = await requireUser(request)
      return changeAvatar(app.db, auth, {
        read: () => readImageUpload(request),
        store: app.objectStore,
      })
    },
  })
  app.route({
    ...endpointRoute(app, accountApi.removeAvatar, {
      tags: ['akun'],
      summary: 'Remove my avatar',
      errors: [401],
    }),
    handler: async (request) => removeAvatar(app.db, await requireUser(request), app.objectStore),
  })
}
