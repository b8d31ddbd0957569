import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nameSkeleton, usesReservedWord } from './shop-names.ts'
import { ShopName, ShopSlug } from './shops.ts'

const INVISIBLE = ['\u202A', '\u202E', '\u2066', '\u2069', '\u200B', '\u200D', '\uFEFF', '\u0000']

describe('shop names', () => {
  it('refuses any name with a bidi, zero-width or control character anywhere', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 3, maxLength: 50 }),
        fc.constantFrom(...INVISIBLE),
        fc.nat(),
        (name, hidden, at) => {
          const position = at % (name.length + 1)
          const tainted = `Toko ${name.slice(0, position)}${hidden}${name.slice(position)}`
          expect(ShopName.safeParse(tainted).success).toBe(false)
        },
      ),
    )
  })

  it('reads a name and its look-alikes as the same skeleton', () => {
    const skeleton = nameSkeleton('Prompt Nusantara')
    for (const lookAlike of [
      'PROMPT NUSANTARA',
      'Pr0mpt Nusantara',
      'Prompt-Nusantara',
      'Prômpt Nusantara',
      '\uFF30rompt Nusantara',
      'Promрt Nusantara',
      'ᴘʀᴏᴍᴘᴛ ɴᴜꜱᴀɴᴛᴀʀᴀ',
    ]) {
      expect(nameSkeleton(lookAlike), lookAlike).toBe(skeleton)
    }
    expect(nameSkeleton('Prompt Nusantara Jaya')).not.toBe(skeleton)
  })

  it('finds brands and staff words as words, not inside other words', () => {
    for (const used of ['tokopedia', 'Toko Pedia', 'shopeestore', 'Admin Prompt', 'cs-24', 'Resmi'])
      expect(usesReservedWord(used), used).toBe(true)
    for (const free of [
      'Badminton Club',
      'Administrasi Prompt',
      'Supportive',
      'Danamon',
      'Grabbing',
    ])
      expect(usesReservedWord(free), free).toBe(false)
    expect(ShopSlug.safeParse('gojek').success).toBe(false)
    expect(ShopSlug.safeParse('toko-gorengan').success).toBe(true)
  })

  it('finds banks, wallets, AI models and the app’s own words, in small capitals too', () => {
    for (const used of [
      'BCA Prompt',
      'bank-mandiri',
      'BRI',
      'QRIS Cepat',
      'claude-ai',
      'Midjourney Lab',
      'Stable Diffusion Art',
      'DALL·E Kreasi',
      'Penjual Prompt',
      'Toko Affiliate',
      'afiliasi',
      'Payout Kilat',
      'checkout-cepat',
      'Pusat Pembayaran',
      'ᴛᴏᴋᴏᴘᴇᴅɪᴀ',
      'midjourneyart',
    ])
      expect(usesReservedWord(used), used).toBe(true)
    // Inside a longer word, and an everyday word at the start of a longer one, they are not.
    for (const free of [
      'Bricolage',
      'Kemandirian Prompt',
      'Permatasari Studio',
      'Fluxus',
      'Penjualan',
    ])
      expect(usesReservedWord(free), free).toBe(false)
  })
})
