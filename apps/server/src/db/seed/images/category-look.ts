import type { Random } from './svg-kit.ts'
import { between } from './svg-kit.ts'

/**
 * Each category's colours and motif on a thumbnail: the motif is drawn in white on a 240×240
 * box, which the thumbnail places and fades.
 */
interface CategoryLook {
  from: string
  to: string
  motif: (random: Random) => string
}

const looks: Record<string, CategoryLook> = {
  pemasaran: {
    from: '#c2410c',
    to: '#f59e0b',
    // A megaphone and rising sound waves.
    motif: () =>
      `<path d="M40 100 L140 60 L140 180 L40 140 Z" fill="#fff"/><rect x="20" y="100" width="30" height="40" rx="6" fill="#fff"/><path d="M60 142 L80 200 L100 200 L88 150 Z" fill="#fff"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<path d="M${165 + i * 22} ${80 - i * 14} Q${195 + i * 26} 120 ${165 + i * 22} ${160 + i * 14}" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
        )
        .join(''),
  },
  menulis: {
    from: '#3730a3',
    to: '#7c3aed',
    // A pen nib over lines of writing.
    motif: (random) =>
      [0, 1, 2, 3, 4]
        .map(
          (i) =>
            `<rect x="10" y="${40 + i * 34}" width="${between(random, 90, 170)}" height="12" rx="6" fill="#fff"/>`,
        )
        .join('') +
      `<g transform="rotate(35 170 110)"><path d="M150 20 L190 20 L195 150 L170 200 L145 150 Z" fill="#fff"/><circle cx="170" cy="140" r="8" fill="#000" fill-opacity="0.35"/><rect x="168" y="148" width="4" height="40" fill="#000" fill-opacity="0.35"/></g>`,
  },
  bisnis: {
    from: '#0f766e',
    to: '#14b8a6',
    // Growing bars and a trend line.
    motif: (random) =>
      [0, 1, 2, 3]
        .map((i) => {
          const height = 40 + i * 38 + between(random, 0, 20)
          return `<rect x="${20 + i * 52}" y="${220 - height}" width="36" height="${height}" rx="6" fill="#fff"/>`
        })
        .join('') +
      `<path d="M20 120 L80 90 L130 105 L220 30" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M200 28 L224 28 L224 52" stroke="#fff" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  },
  'media-sosial': {
    from: '#be185d',
    to: '#f43f5e',
    // Chat bubbles and a heart.
    motif: () =>
      `<rect x="10" y="30" width="150" height="90" rx="24" fill="#fff"/><path d="M40 118 L36 150 L72 118 Z" fill="#fff"/><rect x="90" y="130" width="130" height="70" rx="22" fill="#fff" fill-opacity="0.7"/><path d="M185 45 C185 25 215 25 215 45 C215 25 245 25 245 45 C245 70 215 85 215 95 C215 85 185 70 185 45 Z" fill="#fff" transform="translate(-30 -10)"/>`,
  },
  ilustrasi: {
    from: '#6d28d9',
    to: '#c026d3',
    // A brush stroke through overlapping circles.
    motif: (random) =>
      [0, 1, 2]
        .map(
          (i) =>
            `<circle cx="${between(random, 60, 180)}" cy="${between(random, 60, 180)}" r="${50 - i * 10}" fill="#fff" fill-opacity="${0.9 - i * 0.25}"/>`,
        )
        .join('') +
      `<path d="M10 210 C60 150 120 240 230 160" stroke="#fff" stroke-width="22" fill="none" stroke-linecap="round"/>`,
  },
  'foto-produk': {
    from: '#0e7490',
    to: '#22d3ee',
    // A camera with its aperture.
    motif: () =>
      `<rect x="10" y="60" width="220" height="150" rx="26" fill="#fff"/><rect x="70" y="36" width="80" height="34" rx="10" fill="#fff"/><circle cx="120" cy="135" r="52" fill="#000" fill-opacity="0.3"/><circle cx="120" cy="135" r="34" fill="#fff"/><circle cx="120" cy="135" r="16" fill="#000" fill-opacity="0.3"/><circle cx="196" cy="90" r="9" fill="#000" fill-opacity="0.3"/>`,
  },
  pendidikan: {
    from: '#1d4ed8',
    to: '#38bdf8',
    // An open book under a graduation cap.
    motif: () =>
      `<path d="M120 40 L230 80 L120 120 L10 80 Z" fill="#fff"/><path d="M60 98 L60 130 Q120 160 180 130 L180 98 L120 120 Z" fill="#fff" fill-opacity="0.8"/><path d="M210 88 L210 140" stroke="#fff" stroke-width="6"/><path d="M20 170 Q70 150 118 175 L118 225 Q70 200 20 220 Z" fill="#fff"/><path d="M122 175 Q170 150 220 170 L220 220 Q170 200 122 225 Z" fill="#fff" fill-opacity="0.8"/>`,
  },
  pemrograman: {
    from: '#111827',
    to: '#334155',
    // Code brackets over terminal lines.
    motif: (random) =>
      `<path d="M70 50 L20 110 L70 170" stroke="#34d399" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M170 50 L220 110 L170 170" stroke="#34d399" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M135 40 L105 180" stroke="#fff" stroke-width="14" stroke-linecap="round"/>` +
      [0, 1, 2]
        .map(
          (i) =>
            `<rect x="${20 + i * 12}" y="${196 + i * 16}" width="${between(random, 60, 160)}" height="8" rx="4" fill="#fff" fill-opacity="0.6"/>`,
        )
        .join(''),
  },
}

/** A category added by an admin later: the brand's green and a plain sparkle. */
const fallback: CategoryLook = {
  from: '#047857',
  to: '#10b981',
  motif: () =>
    '<path d="M120 20 Q130 110 220 120 Q130 130 120 220 Q110 130 20 120 Q110 110 120 20 Z" fill="#fff"/>',
}

export const categoryLook = (category: string): CategoryLook => looks[category] ?? fallback
