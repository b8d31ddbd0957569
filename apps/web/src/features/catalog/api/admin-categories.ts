import type {
  AdminCategory,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/catalog-for-admin'
import { adminApi } from '@pasarprompt/contracts/endpoints/admin'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { catalogKeys } from './query-keys'

type CategoryList = { items: AdminCategory[] }

export function useAdminCategories() {
  return useQuery({
    queryKey: catalogKeys.adminCategories,
    queryFn: ({ signal }) => callApi(adminApi.categories, {}, { signal }),
  })
}

/** Every change answers with the whole list, in order: the page shows it as it is now. */
export function useCategoryActions() {
  const queryClient = useQueryClient()
  const settle = (list: CategoryList) => {
    queryClient.setQueryData(catalogKeys.adminCategories, list)
    // The storefront's Kategori menu in this tab follows too.
    void queryClient.invalidateQueries({ queryKey: catalogKeys.categories })
  }
  return {
    create: useMutation({
      mutationFn: (input: CreateCategoryInput) => callApi(adminApi.createCategory, { body: input }),
      onSuccess: settle,
    }),
    update: useMutation({
      mutationFn: ({ name, ...input }: UpdateCategoryInput & { name: string }) =>
        callApi(adminApi.updateCategory, { params: { name }, body: input }),
      onSuccess: settle,
    }),
    reorder: useMutation({
      mutationFn: (names: string[]) => callApi(adminApi.reorderCategories, { body: { names } }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (name: string) => callApi(adminApi.deleteCategory, { params: { name } }),
      onSuccess: settle,
    }),
  }
}
