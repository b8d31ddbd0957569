import { useSyncExternalStore } from 'react'

export type Theme = 'light' | 'dark'

/** The same key public/theme-init.js reads before the first paint. */
const STORAGE_KEY = 'pasarprompt-theme'
const listeners = new Set<() => void>()

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

/** Applies a theme and remembers it; until the user picks one, the system's is followed. */
export function setTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  document.documentElement.style.colorScheme = theme
  try {
    localStorage.setItem(STORAGE_KEY, theme)
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  for (const listener of listeners) listener()
}

export function useTheme(): Theme {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    currentTheme,
    () => 'light',
  )
}
