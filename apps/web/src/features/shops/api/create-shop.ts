import type { CreateShopInput, SlugAvailability } from '@pasarprompt/contracts/shops'
import { http } from '@/lib/http'

export const createShop = (input: CreateShopInput) =>
  http.post<{ id: string; name: string; slug: string }>('/api/v1/account/shops', input)

export const checkShopSlug = (slug: string, signal?: AbortSignal) =>
  http.get<SlugAvailability>(`/api/v1/account/shop-slugs/${encodeURIComponent(slug)}`, { signal })
