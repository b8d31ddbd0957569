import { TOAST_REMOVE_DELAY_MS } from '@pasarprompt/contracts/constants'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createToastStore, type ToastStore } from './toast-store'

let store: ToastStore

beforeEach(() => {
  vi.useFakeTimers()
  store = createToastStore()
})

afterEach(() => {
  vi.useRealTimers()
})

describe('toast store', () => {
  it('shows a new toast open, with the default variant', () => {
    store.toast({ title: 'Prompt disimpan', description: 'Draf Anda aman.' })
    expect(store.getSnapshot()).toEqual([
      expect.objectContaining({
        title: 'Prompt disimpan',
        description: 'Draf Anda aman.',
        variant: 'default',
        open: true,
      }),
    ])
  })

  it('shows one toast at a time: a new toast replaces the old one', () => {
    store.toast({ title: 'Prompt disimpan' })
    const second = store.toast({ title: 'Pembayaran gagal', variant: 'destructive' })
    const toasts = store.getSnapshot()
    expect(toasts).toHaveLength(1)
    expect(toasts[0]).toMatchObject({ id: second.id, title: 'Pembayaran gagal' })
  })

  it('closes a dismissed toast and removes it after exactly 1,000,000 ms, not before', () => {
    const { id, dismiss } = store.toast({ title: 'Prompt disimpan' })
    dismiss()
    expect(store.getSnapshot()).toEqual([expect.objectContaining({ id, open: false })])

    vi.advanceTimersByTime(999_999)
    expect(store.getSnapshot()).toHaveLength(1)

    vi.advanceTimersByTime(1)
    expect(store.getSnapshot()).toEqual([])
  })

  it('does not restart the removal delay when a toast is dismissed twice', () => {
    const { dismiss } = store.toast({ title: 'Prompt disimpan' })
    dismiss()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2)
    dismiss()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS / 2)
    expect(store.getSnapshot()).toEqual([])
  })

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    const { dismiss } = store.toast({ title: 'Prompt disimpan' })
    dismiss()
    expect(listener).toHaveBeenCalledTimes(2)

    unsubscribe()
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS)
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it.each(['', '   '])('refuses a toast whose label is %j', (title) => {
    expect(() => store.toast({ title })).toThrow('A toast needs a non-empty title')
    expect(store.getSnapshot()).toEqual([])
  })
})
