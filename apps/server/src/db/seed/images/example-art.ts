import type { ExampleArt } from '../catalogue/types.ts'
import { between, pick, type Random, shade } from './svg-kit.ts'

export const EXAMPLE_WIDTH = 800
export const EXAMPLE_HEIGHT = 600

type Palette = [main: string, light: string, accent: string]

/**
 * An image prompt's example output: an abstract but believable composition of the prompt's
 * kind (a pattern, a product on a surface, a character…) in its palette, 800×600, as SVG
 * content without the outer element (the thumbnail embeds it too).
 */
export function exampleArt(kind: ExampleArt, palette: Palette, random: Random): string {
  return drawers[kind](palette, random)
}

export const exampleSvg = (kind: ExampleArt, palette: Palette, random: Random) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${EXAMPLE_WIDTH}" height="${EXAMPLE_HEIGHT}" viewBox="0 0 ${EXAMPLE_WIDTH} ${EXAMPLE_HEIGHT}">${exampleArt(kind, palette, random)}</svg>`

const range = (count: number) => Array.from({ length: count }, (_, index) => index)

/** A soft shadow under something resting on a surface. */
const shadow = (cx: number, cy: number, rx: number, ry: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#000" fill-opacity="0.16"/><ellipse cx="${cx}" cy="${cy}" rx="${rx * 0.7}" ry="${ry * 0.6}" fill="#000" fill-opacity="0.12"/>`

const gradient = (id: string, from: string, to: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`

const drawers: Record<ExampleArt, (palette: Palette, random: Random) => string> = {
  pattern([main, light, accent], random) {
    // A tiled ornament: petals around a centre, diamonds between tiles (batik, songket).
    const size = pick(random, [150, 200])
    const petals = pick(random, [4, 6, 8])
    const tile = (x: number, y: number) => {
      const c = size / 2
      const leaves = range(petals)
        .map(
          (i) =>
            `<ellipse cx="${x + c}" cy="${y + c - size * 0.22}" rx="${size * 0.1}" ry="${size * 0.2}" fill="${main}" transform="rotate(${(360 / petals) * i} ${x + c} ${y + c})"/>`,
        )
        .join('')
      return `${leaves}<circle cx="${x + c}" cy="${y + c}" r="${size * 0.09}" fill="${accent}"/><circle cx="${x + c}" cy="${y + c}" r="${size * 0.035}" fill="${light}"/><path d="M${x} ${y + c} L${x + c} ${y} L${x + size} ${y + c} L${x + c} ${y + size} Z" fill="none" stroke="${accent}" stroke-width="2" stroke-opacity="0.7"/><circle cx="${x}" cy="${y}" r="${size * 0.07}" fill="${accent}"/>`
    }
    const tiles = range(Math.ceil(600 / size) + 1)
      .flatMap((row) => range(Math.ceil(800 / size) + 1).map((col) => tile(col * size, row * size)))
      .join('')
    return `<rect width="800" height="600" fill="${light}"/>${tiles}`
  },

  landscape([main, light, accent], random) {
    // Layers of hills under a sky with a low sun (book covers, album art).
    const sunX = between(random, 200, 600)
    const layers = range(4)
      .map((layer) => {
        const base = 330 + layer * 70
        const points = range(9)
          .map((i) => `${i * 100},${base - between(random, 0, 90 - layer * 15)}`)
          .join(' ')
        return `<polygon points="0,600 ${points} 800,600" fill="${shade(main, -0.15 - layer * 0.18)}"/>`
      })
      .join('')
    const stars = range(18)
      .map(
        () =>
          `<circle cx="${between(random, 0, 800)}" cy="${between(random, 0, 220)}" r="${between(random, 1, 3)}" fill="#fff" fill-opacity="0.7"/>`,
      )
      .join('')
    return `<defs>${gradient('sky', shade(main, -0.3), accent)}</defs><rect width="800" height="600" fill="url(#sky)"/>${stars}<circle cx="${sunX}" cy="330" r="90" fill="${light}" fill-opacity="0.9"/><circle cx="${sunX}" cy="330" r="130" fill="${light}" fill-opacity="0.15"/>${layers}`
  },

  product([main, light, accent], random) {
    // A product (bottle, jar or pouch) on a surface with props around it.
    const kind = pick(random, ['bottle', 'jar', 'pouch'] as const)
    const cx = between(random, 360, 440)
    const body =
      kind === 'bottle'
        ? `<rect x="${cx - 55}" y="220" width="110" height="240" rx="26" fill="${main}"/><rect x="${cx - 22}" y="170" width="44" height="60" rx="8" fill="${shade(main, -0.35)}"/><rect x="${cx - 40}" y="300" width="80" height="90" rx="6" fill="${light}" fill-opacity="0.85"/><rect x="${cx - 40}" y="236" width="16" height="200" rx="8" fill="#fff" fill-opacity="0.25"/>`
        : kind === 'jar'
          ? `<rect x="${cx - 95}" y="320" width="190" height="140" rx="30" fill="${main}"/><rect x="${cx - 100}" y="290" width="200" height="46" rx="12" fill="${shade(main, -0.35)}"/><rect x="${cx - 60}" y="360" width="120" height="60" rx="6" fill="${light}" fill-opacity="0.85"/><rect x="${cx - 80}" y="336" width="14" height="110" rx="7" fill="#fff" fill-opacity="0.25"/>`
          : `<path d="M${cx - 100} 210 L${cx + 100} 210 L${cx + 110} 460 Q${cx} 475 ${cx - 110} 460 Z" fill="${main}"/><rect x="${cx - 100}" y="205" width="200" height="22" rx="4" fill="${shade(main, -0.3)}"/><rect x="${cx - 70}" y="290" width="140" height="100" rx="8" fill="${light}" fill-opacity="0.85"/><rect x="${cx - 85}" y="230" width="14" height="210" rx="7" fill="#fff" fill-opacity="0.2"/>`
    const props = range(7)
      .map(() => {
        const x = pick(random, [between(random, 80, cx - 140), between(random, cx + 140, 740)])
        const y = between(random, 420, 560)
        return random() > 0.5
          ? `<ellipse cx="${x}" cy="${y}" rx="${between(random, 14, 26)}" ry="${between(random, 9, 16)}" fill="${accent}" transform="rotate(${between(random, 0, 180)} ${x} ${y})"/>`
          : `<circle cx="${x}" cy="${y}" r="${between(random, 8, 20)}" fill="${shade(accent, -0.25)}"/>`
      })
      .join('')
    return `<defs>${gradient('wall', shade(light, 0.2), shade(light, -0.12))}${gradient('floor', shade(light, -0.1), shade(light, -0.3))}</defs><rect width="800" height="600" fill="url(#wall)"/><rect y="420" width="800" height="180" fill="url(#floor)"/><circle cx="${between(random, 560, 700)}" cy="150" r="110" fill="${accent}" fill-opacity="0.18"/>${shadow(cx + 20, 462, 150, 18)}${body}${props}`
  },

  character([main, light, accent], random) {
    // A round mascot: body, head, eyes, cheeks and ears, on a playful background.
    const ears = pick(random, ['cat', 'round', 'none'] as const)
    const bubbles = range(8)
      .map(
        () =>
          `<circle cx="${between(random, 0, 800)}" cy="${between(random, 0, 600)}" r="${between(random, 12, 60)}" fill="${accent}" fill-opacity="0.25"/>`,
      )
      .join('')
    const earShapes =
      ears === 'cat'
        ? `<path d="M310 190 L330 100 L380 170 Z" fill="${main}"/><path d="M490 190 L470 100 L420 170 Z" fill="${main}"/>`
        : ears === 'round'
          ? `<circle cx="320" cy="160" r="38" fill="${main}"/><circle cx="480" cy="160" r="38" fill="${main}"/>`
          : `<path d="M360 120 Q400 60 440 120" stroke="${accent}" stroke-width="14" fill="none" stroke-linecap="round"/>`
    return `<rect width="800" height="600" fill="${light}"/>${bubbles}${shadow(400, 545, 170, 22)}<ellipse cx="400" cy="430" rx="150" ry="120" fill="${main}"/><ellipse cx="400" cy="455" rx="90" ry="70" fill="#fff" fill-opacity="0.35"/>${earShapes}<circle cx="400" cy="240" r="120" fill="${main}"/><circle cx="355" cy="230" r="20" fill="#1f2937"/><circle cx="445" cy="230" r="20" fill="#1f2937"/><circle cx="362" cy="222" r="7" fill="#fff"/><circle cx="452" cy="222" r="7" fill="#fff"/><ellipse cx="325" cy="275" rx="20" ry="12" fill="#f472b6" fill-opacity="0.6"/><ellipse cx="475" cy="275" rx="20" ry="12" fill="#f472b6" fill-opacity="0.6"/><path d="M380 280 Q400 300 420 280" stroke="#1f2937" stroke-width="6" fill="none" stroke-linecap="round"/><ellipse cx="270" cy="420" rx="34" ry="60" fill="${shade(main, -0.15)}" transform="rotate(30 270 420)"/><ellipse cx="530" cy="420" rx="34" ry="60" fill="${shade(main, -0.15)}" transform="rotate(-30 530 420)"/>`
  },

  logo([main, light, accent], random) {
    // A badge with a simple emblem above bars where the wordmark goes.
    const emblem = pick(random, ['house', 'leaf', 'star'] as const)
    const shape =
      emblem === 'house'
        ? `<path d="M340 270 L400 215 L460 270 L460 330 L340 330 Z" fill="${light}"/><rect x="385" y="290" width="30" height="40" fill="${main}"/>`
        : emblem === 'leaf'
          ? `<path d="M400 200 Q480 260 400 340 Q320 260 400 200 Z" fill="${light}"/><path d="M400 215 L400 335" stroke="${main}" stroke-width="6"/>`
          : `<path d="M400 200 L420 250 L472 252 L432 285 L446 336 L400 306 L354 336 L368 285 L328 252 L380 250 Z" fill="${light}"/>`
    return `<rect width="800" height="600" fill="${light}"/><circle cx="400" cy="270" r="130" fill="${main}"/><circle cx="400" cy="270" r="112" fill="none" stroke="${accent}" stroke-width="8"/>${shape}<rect x="260" y="440" width="280" height="34" rx="17" fill="${main}"/><rect x="310" y="492" width="180" height="18" rx="9" fill="${accent}"/>`
  },

  poster([main, light, accent], random) {
    // A promotional composition: diagonal bands, a podium, sparkles, space for text.
    const sparkles = range(10)
      .map(() => {
        const x = between(random, 40, 760)
        const y = between(random, 40, 560)
        const r = between(random, 8, 22)
        return `<path d="M${x} ${y - r} Q${x} ${y} ${x + r} ${y} Q${x} ${y} ${x} ${y + r} Q${x} ${y} ${x - r} ${y} Q${x} ${y} ${x} ${y - r} Z" fill="${light}"/>`
      })
      .join('')
    return `<defs>${gradient('bg', main, shade(main, -0.35), false)}</defs><rect width="800" height="600" fill="url(#bg)"/><path d="M-50 600 L350 -50 L480 -50 L80 600 Z" fill="${accent}" fill-opacity="0.8"/><path d="M500 650 L850 100 L850 260 L600 650 Z" fill="${light}" fill-opacity="0.2"/><circle cx="560" cy="250" r="160" fill="${light}" fill-opacity="0.16"/><ellipse cx="520" cy="500" rx="190" ry="40" fill="${shade(accent, -0.3)}"/><rect x="330" y="420" width="380" height="80" fill="${accent}"/><ellipse cx="520" cy="420" rx="190" ry="40" fill="${shade(accent, 0.3)}"/><rect x="460" y="250" width="120" height="170" rx="18" fill="${light}"/><rect x="60" y="80" width="260" height="46" rx="10" fill="${light}" fill-opacity="0.9"/><rect x="60" y="146" width="200" height="26" rx="8" fill="${light}" fill-opacity="0.6"/>${sparkles}`
  },

  interior([main, light, accent], random) {
    // A room: window light on the wall, a chair, a side table and a plant.
    const leaves = range(9)
      .map((i) => {
        const angle = -80 + i * 20 + between(random, -6, 6)
        return `<ellipse cx="640" cy="300" rx="18" ry="70" fill="${shade(accent, -0.1 * (i % 3))}" transform="rotate(${angle} 640 380)"/>`
      })
      .join('')
    return `<rect width="800" height="600" fill="${light}"/><rect y="440" width="800" height="160" fill="${shade(main, 0.2)}"/><rect x="90" y="70" width="220" height="260" rx="4" fill="#fff" stroke="${shade(main, -0.1)}" stroke-width="10"/><path d="M200 70 L200 330 M90 200 L310 200" stroke="${shade(main, -0.1)}" stroke-width="6"/><path d="M310 330 L520 440 L300 440 L90 330 Z" fill="#fff" fill-opacity="0.35"/>${shadow(400, 500, 170, 16)}<rect x="280" y="300" width="240" height="120" rx="40" fill="${main}"/><rect x="260" y="370" width="280" height="90" rx="30" fill="${shade(main, -0.12)}"/><rect x="290" y="455" width="14" height="45" fill="${shade(main, -0.4)}"/><rect x="496" y="455" width="14" height="45" fill="${shade(main, -0.4)}"/>${leaves}<path d="M605 430 L675 430 L665 500 L615 500 Z" fill="${shade(main, -0.3)}"/>`
  },

  food([main, light, accent], random) {
    // A plate of food from above at an angle, with garnish and steam.
    const pieces = range(14)
      .map(() => {
        const angle = random() * Math.PI * 2
        const distance = between(random, 0, 110)
        const x = 400 + Math.cos(angle) * distance
        const y = 330 + Math.sin(angle) * distance * 0.6
        return `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${between(random, 18, 40)}" ry="${between(random, 12, 26)}" fill="${pick(random, [main, shade(main, 0.2), shade(main, -0.15)])}"/>`
      })
      .join('')
    const garnish = range(6)
      .map(() => {
        const x = between(random, 320, 480)
        const y = between(random, 280, 370)
        return `<ellipse cx="${x}" cy="${y}" rx="10" ry="5" fill="#16a34a" transform="rotate(${between(random, 0, 180)} ${x} ${y})"/>`
      })
      .join('')
    const steam = range(3)
      .map(
        (i) =>
          `<path d="M${350 + i * 50} 200 q-20 -40 0 -70 q20 -30 0 -70" stroke="#fff" stroke-width="8" fill="none" stroke-opacity="0.55" stroke-linecap="round"/>`,
      )
      .join('')
    const planks = range(6)
      .map(
        (i) =>
          `<rect y="${i * 100}" width="800" height="98" fill="${shade('#8b5a2b', (i % 2) * 0.08 - 0.05)}"/>`,
      )
      .join('')
    return `${planks}${shadow(410, 350, 250, 130)}<ellipse cx="400" cy="330" rx="240" ry="150" fill="${light}"/><ellipse cx="400" cy="330" rx="190" ry="115" fill="${shade(light, -0.06)}"/>${pieces}<circle cx="420" cy="300" r="36" fill="#fff"/><circle cx="425" cy="298" r="16" fill="#fbbf24"/>${garnish}<circle cx="660" cy="140" r="50" fill="${accent}"/><circle cx="660" cy="140" r="34" fill="${shade(accent, 0.3)}"/>${steam}`
  },

  portrait([main, light, accent], random) {
    // A person from the waist up in front of an arch (lookbooks, profile photos).
    const veiled = random() > 0.4
    const head = veiled
      ? `<path d="M330 230 Q330 120 400 120 Q470 120 470 230 L500 340 L300 340 Z" fill="${shade(main, 0.35)}"/><ellipse cx="400" cy="205" rx="48" ry="58" fill="#c68642"/>`
      : `<ellipse cx="400" cy="205" rx="50" ry="60" fill="#c68642"/><path d="M348 200 Q350 130 400 132 Q455 130 452 200 Q440 160 400 158 Q360 160 348 200 Z" fill="#1f2937"/>`
    return `<defs>${gradient('bg', shade(light, 0.1), shade(light, -0.15))}</defs><rect width="800" height="600" fill="url(#bg)"/><path d="M220 600 L220 220 Q220 60 400 60 Q580 60 580 220 L580 600 Z" fill="${accent}" fill-opacity="0.25"/><path d="M270 600 Q280 360 400 330 Q520 360 530 600 Z" fill="${main}"/><path d="M400 330 L380 600 M400 330 L420 600" stroke="${shade(main, -0.2)}" stroke-width="4"/><rect x="385" y="240" width="30" height="50" fill="#b97a3c"/>${head}<ellipse cx="${between(random, 650, 700)}" cy="500" rx="60" ry="100" fill="${accent}" fill-opacity="0.4"/>`
  },
}
