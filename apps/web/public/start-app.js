// Starts the app on a page the server painted (decision 0031), once that page is on screen: the
// app's scripts are asked for after the first frame, so they never compete with the page's own
// stylesheet and pictures for a phone's bandwidth before it shows. The page lists them on this
// script's data attributes (`data-entry`, `data-preload`).
;(() => {
  const script = document.currentScript
  const start = () => {
    for (const href of (script.dataset.preload || '').split(' ')) {
      if (!href) continue
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.append(link)
    }
    const app = document.createElement('script')
    app.type = 'module'
    app.crossOrigin = ''
    app.src = script.dataset.entry
    document.head.append(app)
  }
  // A button pressed before the app has taken over the page would do nothing (links and forms
  // work without it): it is held and pressed again once the app is ready (`data-app-ready`).
  const root = document.documentElement
  const held = []
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || button.form || root.hasAttribute('data-app-ready')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (!held.includes(button)) held.push(button)
  }
  document.addEventListener('click', hold, true)
  new MutationObserver((_changes, observer) => {
    if (!root.hasAttribute('data-app-ready')) return
    observer.disconnect()
    document.removeEventListener('click', hold, true)
    for (const button of held) if (button.isConnected) button.click()
  }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] })

  // A frame's callbacks run before it is painted; the timeout after. A hidden tab paints nothing
  // (and runs no frame callbacks): it starts at once.
  if (document.visibilityState === 'hidden') start()
  else requestAnimationFrame(() => setTimeout(start, 0))
})()
