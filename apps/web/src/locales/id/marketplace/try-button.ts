/**
 * "Coba dulu" under a prompt's buy button (issue 31). Imported by the button only, so the home,
 * list and shop pages' first load does not carry it; the panel's texts are in `tries.ts`.
 */
export const tryButtonText = {
  label: 'Coba dulu',
  free: (count: number) => `Gratis ${count}× sehari, teks prompt tetap rahasia`,
} as const
