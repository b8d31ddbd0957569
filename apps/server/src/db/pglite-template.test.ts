import { expect, it } from 'vitest'
import {
  installedPgliteVersion,
  pgliteTemplateFolder,
  readPgliteTemplateInfo,
} from './pglite-template.ts'

it('[OPERATOR] the shipped database template was made with the installed PGlite (issue 27)', () => {
  expect(
    pgliteTemplateFolder,
    'db/pglite-template/ is missing: run npm run db:template',
  ).toBeDefined()
  const made = readPgliteTemplateInfo(pgliteTemplateFolder ?? '').pglite
  // Without it every new database runs initdb again, at twice the memory.
  expect(made, `PGlite was upgraded to ${installedPgliteVersion()}: run npm run db:template`).toBe(
    installedPgliteVersion(),
  )
})
