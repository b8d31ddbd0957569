import type { RefObject } from 'react'
import { useBlocker } from 'react-router'
import { useWarnBeforeUnload } from '@/hooks/use-warn-before-unload'

/**
 * Holds a navigation away from a form with unsaved changes (the caller asks to confirm) and
 * warns before the tab closes. `leaving` is set when the form itself navigates after a save.
 */
export function useUnsavedChangesGuard(isDirty: boolean, leaving: RefObject<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  )
  useWarnBeforeUnload(isDirty)
  return blocker
}
