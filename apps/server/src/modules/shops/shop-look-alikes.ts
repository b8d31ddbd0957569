import { foldShopName, nameSkeleton, usesReservedWord } from '@pasarprompt/contracts/shop-names'
import unhomoglyph from 'unhomoglyph'

/**
 * Unicode's confusable skeleton (UTS #39: NFD, every character replaced by its prototype from
 * confusables.txt, NFD again; the table is the `unhomoglyph` package's), then the contracts'
 * skeleton over it: lower case, marks dropped, the short table, only letters and digits. The marks
 * matter: the table writes stroked and hooked letters as a letter with a mark (đ → d̵, Ɲ → N̦,
 * ł → l̸), so dropping marks reads them as the plain letter, as a glance does.
 */
function confusableSkeleton(text: string): string {
  return nameSkeleton(unhomoglyph(foldShopName(text).normalize('NFD')).normalize('NFD'))
}

/**
 * A name as written, in lower case and in capitals. Unicode's table is case-sensitive: it knows
 * Ɲ (→ N̦) but not ɲ, and Greek Ν reads as N where ν reads as v; one case alone would miss the one
 * or the other.
 */
function readings(text: string): string[] {
  const folded = foldShopName(text)
  return [folded, folded.toLowerCase(), folded.toUpperCase()]
}

/** The skeletons of a name's (or slug's) readings: two read alike when they share one. */
export function lookAlikeKeys(text: string): string[] {
  return [...new Set(readings(text).map(confusableSkeleton))]
}

/** Whether two names' (or slugs') look-alike keys meet. */
export function readAlike(keys: string[], otherKeys: string[]): boolean {
  return keys.some((key) => otherKeys.includes(key))
}

/**
 * Whether a name uses a brand, staff or app word through a look-alike that only Unicode's full
 * table knows ("Tokopeđia", "Ɱidjourney"); the contracts' schema has already refused the rest.
 */
export function usesLookAlikeReservedWord(name: string): boolean {
  return readings(name).some((reading) => usesReservedWord(reading, confusableSkeleton))
}
