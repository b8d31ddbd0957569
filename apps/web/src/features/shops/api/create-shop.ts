import { accountApi } from '@pasarprompt/contracts/endpoints/account'
import type { CreateShopInput } from '@pasarprompt/contracts/shops'
import { callApi } from '@/lib/api-client'

export const createShop = (input: CreateShopInput) =>
  callApi(accountApi.createShop, { body: input })

export const checkShopSlug = (slug: string, signal?: AbortSignal) =>
  callApi(accountApi.shopSlug, { params: { slug } }, { signal })
