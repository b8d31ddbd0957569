import { useEffect } from 'react'

/** While a form holds unsaved changes, a reload or a closed tab asks first. */
export function useWarnBeforeUnload(isDirty: boolean) {
  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])
}
