import type {
  AdminCategory,
  CreateCategoryInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/admin-platform'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { http } from '@/lib/http'

type CategoryList = { items: AdminCategory[] }
const categoriesKey = ['admin', 'categories']

export function useAdminCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: ({ signal }) => http.get<CategoryList>('/api/v1/admin/categories', { signal }),
  })
}

/** Every change answers with the whole list, in order: the page shows it as it is now. */
export function useCategoryActions() {
  const queryClient = useQueryClient()
  const settle = (list: CategoryList) => {
    queryClient.setQueryData(categoriesKey, list)
    // The storefront's Kategori menu in this tab follows too.
    void queryClient.invalidateQueries({ queryKey: ['categories'] })
  }
  return {
    create: useMutation({
      mutationFn: (input: CreateCategoryInput) =>
        http.post<CategoryList>('/api/v1/admin/categories', input),
      onSuccess: settle,
    }),
    update: useMutation({
      mutationFn: ({ name, ...input }: UpdateCategoryInput & { name: string }) =>
        http.put<CategoryList>(`/api/v1/admin/categories/${encodeURIComponent(name)}`, input),
      onSuccess: settle,
    }),
    reorder: useMutation({
      mutationFn: (names: string[]) =>
        http.put<CategoryList>('/api/v1/admin/categories', { names }),
      onSuccess: settle,
    }),
    remove: useMutation({
      mutationFn: (name: string) =>
        http.delete<CategoryList>(`/api/v1/admin/categories/${encodeURIComponent(name)}`),
      onSuccess: settle,
    }),
  }
}
