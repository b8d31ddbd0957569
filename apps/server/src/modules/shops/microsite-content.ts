import {
  MICROSITE_ACCENTS,
  type Microsite,
  type MicrositeAccent,
  type PublicMicrosite,
} from '@pasarprompt/contracts/shops-microsite'
import type { MicrositeContent } from '../../db/schema.ts'

const WEB_URL = /^https?:\/\//i
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The stored microsite with every field present. Rows written before a field existed, or by
 * hand, read as empty; a link that is not a web address is dropped rather than shown.
 */
export function readMicrosite(stored: MicrositeContent | null | undefined): Microsite {
  const accent = stored?.accentColor
  return {
    headline: stored?.headline ?? '',
    bio: stored?.bio ?? '',
    links: (stored?.links ?? []).filter((link) => WEB_URL.test(link.url)),
    // Ids are compared with a uuid column: anything else would be a database error.
    featuredPromptIds: (stored?.featuredPromptIds ?? []).filter((id) => UUID.test(id)),
    accentColor: MICROSITE_ACCENTS.includes(accent as MicrositeAccent)
      ? (accent as MicrositeAccent)
      : 'hijau',
  }
}

/** What visitors see: the featured prompts travel separately, as cards. */
export function publicMicrosite(stored: MicrositeContent | null | undefined): PublicMicrosite {
  const { featuredPromptIds: _ids, ...visible } = readMicrosite(stored)
  return visible
}
