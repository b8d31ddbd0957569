import { between, escapeXml, FONT, type Random, shade } from './svg-kit.ts'

export const LOGO_SIZE = 256
export const BANNER_WIDTH = 1600
export const BANNER_HEIGHT = 420

/** A shop's initials: the first letters of its first two words. */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')

/** A shop's logo: its monogram on its colour, with a ring in its highlight colour. */
export function logoSvg(name: string, [main, highlight]: [string, string]): string {
  const initials = escapeXml(initialsOf(name))
  const size = initials.length > 1 ? 104 : 128
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${LOGO_SIZE}" height="${LOGO_SIZE}" viewBox="0 0 256 256"><defs><linearGradient id="logo-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(main, 0.12)}"/><stop offset="1" stop-color="${shade(main, -0.25)}"/></linearGradient></defs><rect width="256" height="256" fill="url(#logo-bg)"/><circle cx="128" cy="128" r="100" fill="none" stroke="${highlight}" stroke-width="6" stroke-opacity="0.85"/><circle cx="206" cy="58" r="14" fill="${highlight}"/><text x="128" y="${128 + size * 0.36}" text-anchor="middle" font-family="${FONT}" font-size="${size}" font-weight="700" letter-spacing="-4" fill="#fff">${initials}</text></svg>`
}

/** A shop's banner: its colours in waves and circles, with a dotted texture; no words. */
export function bannerSvg([main, highlight]: [string, string], random: Random): string {
  const circles = Array.from(
    { length: 6 },
    () =>
      `<circle cx="${between(random, 700, 1600)}" cy="${between(random, -60, 480)}" r="${between(random, 40, 190)}" fill="${highlight}" fill-opacity="${between(random, 0.08, 0.3)}"/>`,
  ).join('')
  const waves = [0, 1, 2]
    .map((i) => {
      const y = 250 + i * 60
      return `<path d="M0 ${y} C300 ${y - between(random, 40, 120)} 600 ${y + between(random, 40, 120)} 900 ${y} S1400 ${y - 80} 1600 ${y - 20} L1600 420 L0 420 Z" fill="${shade(main, -0.15 - i * 0.12)}" fill-opacity="0.75"/>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" viewBox="0 0 ${BANNER_WIDTH} ${BANNER_HEIGHT}"><defs><linearGradient id="banner-bg" x1="0" y1="0" x2="1" y2="0.4"><stop offset="0" stop-color="${shade(main, -0.2)}"/><stop offset="1" stop-color="${shade(main, 0.25)}"/></linearGradient><pattern id="banner-dots" width="26" height="26" patternUnits="userSpaceOnUse"><circle cx="3" cy="3" r="2" fill="#fff" fill-opacity="0.12"/></pattern></defs><rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#banner-bg)"/>${circles}${waves}<rect width="${BANNER_WIDTH}" height="${BANNER_HEIGHT}" fill="url(#banner-dots)"/></svg>`
}
