import type { ExampleArt } from '../catalogue/types.ts'
import { categoryLook } from './category-look.ts'
import { EXAMPLE_HEIGHT, EXAMPLE_WIDTH, exampleArt } from './example-art.ts'
import { escapeXml, FONT, type Random, wrapWords } from './svg-kit.ts'

export const THUMBNAIL_WIDTH = 640
export const THUMBNAIL_HEIGHT = 360

interface ThumbnailInput {
  title: string
  category: string
  categoryTitle: string
  modelLabel: string
  /** Image prompts show their first example in a frame beside the title. */
  art?: { kind: ExampleArt; palette: [string, string, string] }
}

/** The title in as few lines as fit (at most three), largest size first. */
function titleLines(title: string, width: number) {
  for (const size of [36, 32, 28, 25]) {
    const lines = wrapWords(title, Math.floor(width / (size * 0.52)), 3)
    if (lines) return { size, lines }
  }
  return { size: 25, lines: (wrapWords(title, 200, 1) ?? [title]).slice(0, 3) }
}

/**
 * A prompt's thumbnail as a product card: its category's colours and motif, the model and
 * category as labels, the title set large, and for image prompts a framed example output.
 */
export function thumbnailSvg(input: ThumbnailInput, random: Random): string {
  const look = categoryLook(input.category)
  const textWidth = input.art ? 330 : 520
  const { size, lines } = titleLines(input.title, textWidth)
  const lineHeight = Math.round(size * 1.18)
  const top = 96 + Math.round(((3 - lines.length) * lineHeight) / 2)
  const title = lines
    .map(
      (line, index) =>
        `<text x="40" y="${top + index * lineHeight}" font-family="${FONT}" font-size="${size}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('')
  const categoryWidth = Math.round(input.categoryTitle.length * 10 + 30)
  const modelWidth = Math.round(input.modelLabel.length * 9.6 + 46)
  // The labels sit at the bottom: a card's "Unggulan" badge covers the top left corner.
  const categoryX = 40 + modelWidth + 10
  const frame = input.art
    ? `<g transform="rotate(4 520 180)"><rect x="398" y="58" width="244" height="188" rx="14" fill="#000" fill-opacity="0.18"/><rect x="392" y="50" width="244" height="188" rx="14" fill="#fff"/><svg x="400" y="58" width="228" height="171" viewBox="0 0 ${EXAMPLE_WIDTH} ${EXAMPLE_HEIGHT}" preserveAspectRatio="xMidYMid slice"><clipPath id="frame"><rect width="${EXAMPLE_WIDTH}" height="${EXAMPLE_HEIGHT}" rx="30"/></clipPath><g clip-path="url(#frame)">${exampleArt(input.art.kind, input.art.palette, random)}</g></svg></g>`
    : ''
  const motif = `<g transform="translate(${input.art ? 430 : 380} ${input.art ? 150 : 70})" opacity="${input.art ? 0.14 : 0.22}">${look.motif(random)}</g>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" viewBox="0 0 ${THUMBNAIL_WIDTH} ${THUMBNAIL_HEIGHT}"><defs><linearGradient id="card-bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${look.from}"/><stop offset="1" stop-color="${look.to}"/></linearGradient><pattern id="card-dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="#fff" fill-opacity="0.14"/></pattern></defs><rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#card-bg)"/><rect width="${THUMBNAIL_WIDTH}" height="${THUMBNAIL_HEIGHT}" fill="url(#card-dots)"/><circle cx="600" cy="380" r="190" fill="#fff" fill-opacity="0.07"/>${motif}${frame}${title}<rect x="${categoryX}" y="293" width="${categoryWidth}" height="28" rx="14" fill="#fff" fill-opacity="0.2"/><text x="${categoryX + 14}" y="312" font-family="${FONT}" font-size="13" font-weight="700" letter-spacing="0.6" fill="#fff">${escapeXml(input.categoryTitle.toUpperCase())}</text><rect x="40" y="290" width="${modelWidth}" height="34" rx="17" fill="#fff"/><circle cx="58" cy="307" r="5" fill="${look.from}"/><text x="70" y="313" font-family="${FONT}" font-size="15" font-weight="700" fill="#111827">${escapeXml(input.modelLabel)}</text></svg>`
}
