import type { MicrositeAccent } from '@pasarprompt/contracts/shops-microsite'

/**
 * The microsite palette (contracts' MICROSITE_ACCENTS) as Tailwind classes, spelled out so the
 * build keeps them. Contrast checked with WCAG's formula on Tailwind 4's colours, light / dark:
 * white on 700 ≥ 5.2 / 950 on 400 ≥ 5.3 (solid); 700 on the page ≥ 5.0 / 300 on the page ≥ 9.9
 * (text); 800 on 50 ≥ 6.9 (soft, light). Every pair passes AA for normal text.
 */
export const shopAccents: Record<
  MicrositeAccent,
  { solid: string; text: string; soft: string; cover: string }
> = {
  hijau: {
    solid: 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-emerald-950',
    text: 'text-emerald-700 dark:text-emerald-300',
    soft: 'border-emerald-200 bg-emerald-50 text-emerald-800 hover:bg-emerald-100 dark:border-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200 dark:hover:bg-emerald-900/70',
    cover:
      'from-emerald-700 via-emerald-600 to-teal-400 dark:from-emerald-950 dark:via-emerald-800 dark:to-teal-700',
  },
  biru: {
    solid: 'bg-blue-700 text-white dark:bg-blue-400 dark:text-blue-950',
    text: 'text-blue-700 dark:text-blue-300',
    soft: 'border-blue-200 bg-blue-50 text-blue-800 hover:bg-blue-100 dark:border-blue-800 dark:bg-blue-950/60 dark:text-blue-200 dark:hover:bg-blue-900/70',
    cover:
      'from-blue-700 via-blue-600 to-sky-400 dark:from-blue-950 dark:via-blue-800 dark:to-sky-700',
  },
  ungu: {
    solid: 'bg-violet-700 text-white dark:bg-violet-400 dark:text-violet-950',
    text: 'text-violet-700 dark:text-violet-300',
    soft: 'border-violet-200 bg-violet-50 text-violet-800 hover:bg-violet-100 dark:border-violet-800 dark:bg-violet-950/60 dark:text-violet-200 dark:hover:bg-violet-900/70',
    cover:
      'from-violet-700 via-violet-600 to-fuchsia-400 dark:from-violet-950 dark:via-violet-800 dark:to-fuchsia-800',
  },
  merah: {
    solid: 'bg-rose-700 text-white dark:bg-rose-400 dark:text-rose-950',
    text: 'text-rose-700 dark:text-rose-300',
    soft: 'border-rose-200 bg-rose-50 text-rose-800 hover:bg-rose-100 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-200 dark:hover:bg-rose-900/70',
    cover:
      'from-rose-700 via-rose-600 to-pink-400 dark:from-rose-950 dark:via-rose-800 dark:to-pink-800',
  },
  jingga: {
    solid: 'bg-orange-700 text-white dark:bg-orange-400 dark:text-orange-950',
    text: 'text-orange-700 dark:text-orange-300',
    soft: 'border-orange-200 bg-orange-50 text-orange-800 hover:bg-orange-100 dark:border-orange-800 dark:bg-orange-950/60 dark:text-orange-200 dark:hover:bg-orange-900/70',
    cover:
      'from-orange-700 via-orange-500 to-amber-300 dark:from-orange-950 dark:via-orange-800 dark:to-amber-700',
  },
  grafit: {
    solid: 'bg-slate-700 text-white dark:bg-slate-400 dark:text-slate-950',
    text: 'text-slate-700 dark:text-slate-300',
    soft: 'border-slate-200 bg-slate-50 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:bg-slate-900/60 dark:text-slate-200 dark:hover:bg-slate-800/70',
    cover:
      'from-slate-800 via-slate-600 to-slate-400 dark:from-slate-950 dark:via-slate-800 dark:to-slate-600',
  },
}
