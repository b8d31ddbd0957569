import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@pasarprompt/contracts/constants'

export type ToastVariant = 'default' | 'destructive'

export type ToastInput = {
  title: string
  description?: string
  variant?: ToastVariant
}

export type ToastItem = {
  id: string
  title: string
  description?: string
  variant: ToastVariant
  open: boolean
}

export type ToastHandle = { id: string; dismiss: () => void }

/**
 * A framework-free toast queue (spec §4): at most TOAST_LIMIT toasts, the newest first; a
 * dismissed toast stays closed in the list until its removal delay has passed.
 */
export function createToastStore() {
  let toasts: readonly ToastItem[] = []
  let nextId = 0
  const listeners = new Set<() => void>()
  const removalTimers = new Map<string, ReturnType<typeof setTimeout>>()

  function publish(next: readonly ToastItem[]) {
    toasts = next
    for (const listener of listeners) listener()
  }

  function scheduleRemoval(id: string) {
    if (removalTimers.has(id)) return
    const timer = setTimeout(() => {
      removalTimers.delete(id)
      // A newer toast may already have pushed this one out.
      if (toasts.some((item) => item.id === id)) publish(toasts.filter((item) => item.id !== id))
    }, TOAST_REMOVE_DELAY_MS)
    removalTimers.set(id, timer)
  }

  function dismiss(id: string) {
    if (!toasts.some((item) => item.id === id && item.open)) return
    scheduleRemoval(id)
    publish(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)))
  }

  function toast({ title, description, variant = 'default' }: ToastInput): ToastHandle {
    // Spec §5: a toast without a label would be announced as nothing to screen readers.
    if (title.trim() === '') throw new Error('A toast needs a non-empty title')
    nextId += 1
    const id = String(nextId)
    const item: ToastItem = {
      id,
      title,
      variant,
      open: true,
      ...(description ? { description } : {}),
    }
    publish([item, ...toasts].slice(0, TOAST_LIMIT))
    return { id, dismiss: () => dismiss(id) }
  }

  return {
    toast,
    dismiss,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    getSnapshot: () => toasts,
  }
}

export type ToastStore = ReturnType<typeof createToastStore>

const store = createToastStore()

export const { toast, dismiss: dismissToast, subscribe, getSnapshot } = store
