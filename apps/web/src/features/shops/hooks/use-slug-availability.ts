import type { SlugAvailability } from '@pasarprompt/contracts/shops'
import { useEffect, useState } from 'react'
import { checkShopSlug } from '../api/create-shop'

/**
 * Asks the server whether a slug is free, 400 ms after typing stops. `current` is the shop's
 * own slug, which is never reported as taken by itself.
 */
export function useSlugAvailability(slug: string, current?: string) {
  const [result, setResult] = useState<SlugAvailability | null>(null)
  useEffect(() => {
    setResult(null)
    if (slug.length < 3 || slug === current) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      checkShopSlug(slug, controller.signal).then(setResult, () => setResult(null))
    }, 400)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [slug, current])
  return result
}
