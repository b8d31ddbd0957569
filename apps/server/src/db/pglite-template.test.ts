import { expect, it } from 'vitest'
import {
  installedPgliteVersion,
  pgliteTemplateFolder,
  readPgliteTemplateInfo,
} from './pglite-template.ts'

it("[OPERATOR] the database template the build made is the installed PGlite's (issue 27)", () => {
  expect(
    pgliteTemplateFolder,
    'db/pglite-template/ is missing: npm run build (or npm run db:template) makes it',
  ).toBeDefined()
  const made = readPgliteTemplateInfo(pgliteTemplateFolder ?? '').pglite
  // Without it every new database runs initdb again, at twice the memory.
  expect(made, `PGlite was upgraded to ${installedPgliteVersion()}: run npm run db:template`).toBe(
    installedPgliteVersion(),
  )
})
