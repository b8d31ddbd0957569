// Applies the remembered theme (or the system's) before the page paints, so dark mode never flashes.
;(() => {
  try {
    const stored = localStorage.getItem('pasarprompt-theme')
    const dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches)
    document.documentElement.classList.toggle('dark', dark)
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light'
  } catch {
    // Storage blocked (private mode): the light theme stays.
  }
})()
