import type { MouseEvent } from 'react'

/** The id of every frame's `<main>`: where "Langsung ke konten" takes the keyboard. */
export const MAIN_CONTENT_ID = 'konten'

/** What a frame's `<main>` carries so the skip link can move focus into it. */
export const mainContentProps = { id: MAIN_CONTENT_ID, tabIndex: -1 } as const

/**
 * The first thing Tab reaches on every page (WCAG 2.4.1): hidden until focused, it moves focus
 * past the top bar or sidebar to the page itself. A plain fragment link, so it works on a painted
 * page before the app has started; once it has, focus is moved here instead of letting the
 * router see a hash navigation.
 */
export function SkipToContent() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID)
    if (!main) return
    event.preventDefault()
    main.focus()
    main.scrollIntoView()
  }
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:text-foreground focus:shadow-lg focus:outline-none focus:ring-2 focus:ring-ring"
    >
      Langsung ke konten
    </a>
  )
}
