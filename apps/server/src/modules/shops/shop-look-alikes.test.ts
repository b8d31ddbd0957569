import { usesReservedWord } from '@pasarprompt/contracts/shop-names'
import { ShopName, ShopSlug } from '@pasarprompt/contracts/shops'
import { describe, expect, it } from 'vitest'
import { catalogueShops } from '../../db/seed/catalogue/shops.ts'
import { demoShops } from '../../db/seed/demo-accounts.ts'
import { lookAlikeKeys, readAlike, usesLookAlikeReservedWord } from './shop-look-alikes.ts'

const alike = (a: string, b: string) => readAlike(lookAlikeKeys(a), lookAlikeKeys(b))

describe('shop look-alikes by Unicode’s confusables', () => {
  it('reads the look-alikes of issue 26 as the demo shops they copy', () => {
    expect(alike('Stuđio Visual AI', 'Studio Visual AI')).toBe(true)
    expect(alike('ᴘʀᴏᴍᴘᴛ ɴᴜsᴀɴᴛᴀʀᴀ', 'Prompt Nusantara')).toBe(true)
    expect(alike('Prompt Ɲusantara', 'Prompt Nusantara')).toBe(true)
    expect(alike('Prompt ɲusantara', 'Prompt Nusantara')).toBe(true)
    expect(alike('Łódź', 'Lodz')).toBe(true)
    expect(alike('STUD1O VISUAL AI', 'studio visual ai')).toBe(true)
    expect(alike('Prornpt Nus@ntara', 'Prompt Nusantara')).toBe(true)
  })

  it('reads a name alike in either case, and Greek capitals as the Latin ones they look like', () => {
    expect(alike('ΗΛΙΟΣ', 'ηλιος')).toBe(true)
    expect(alike('ΜΟΝΟ', 'MONO')).toBe(true)
  })

  it('reads slugs alike without their hyphens or with look-alike digits', () => {
    for (const slug of ['promptnusantara', 'prompt-nu-santara', 'pr0mpt-nusantara'])
      expect(alike(slug, 'prompt-nusantara'), slug).toBe(true)
    expect(alike('prompt-nusantara-jawa', 'prompt-nusantara')).toBe(false)
  })

  it('keeps apart names that only share words, and accented names from each other', () => {
    expect(alike('Studio Visual Bali', 'Studio Visual AI')).toBe(false)
    expect(alike('Prompt Nusantara Timur', 'Prompt Nusantara')).toBe(false)
    expect(alike('Crème Brûlée Studio', 'Łódź Prompt Lab')).toBe(false)
    expect(alike('Søren og Åsa', 'Ñandú Kreatif')).toBe(false)
  })

  it('finds brands behind look-alikes the short table does not know, not inside other words', () => {
    for (const name of ['Tokopeđia', 'Ɱidjourney', 'Gemiɲi']) {
      expect(usesReservedWord(name), name).toBe(false)
      expect(usesLookAlikeReservedWord(name), name).toBe(true)
    }
    for (const name of ['Studio Visual AI', 'Badminton Club', 'Danamon', 'Kemandirian', 'Đà Lạt'])
      expect(usesLookAlikeReservedWord(name), name).toBe(false)
  })

  it('lets every demo shop keep its name and slug, none reading like another’s', () => {
    const seeded = [...demoShops, ...catalogueShops]
    for (const [index, shop] of seeded.entries()) {
      expect(ShopName.safeParse(shop.name).success, shop.name).toBe(true)
      expect(ShopSlug.safeParse(shop.slug).success, shop.slug).toBe(true)
      expect(usesLookAlikeReservedWord(shop.name), shop.name).toBe(false)
      for (const other of seeded.slice(index + 1)) {
        expect(alike(shop.name, other.name), `${shop.name} / ${other.name}`).toBe(false)
        expect(alike(shop.slug, other.slug), `${shop.slug} / ${other.slug}`).toBe(false)
      }
    }
  })
})
