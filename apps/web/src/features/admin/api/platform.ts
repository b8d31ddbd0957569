import type {
  AdminCategory,
  AdminDashboard,
  CommissionOverview,
  CreateCategoryInput,
  PaymentLogList,
  PlatformSettingsInput,
  UpdateCategoryInput,
} from '@pasarprompt/contracts/admin-platform'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCursorList } from '@/hooks/use-cursor-list'
import { http } from '@/lib/http'

export function useAdminDashboard(range: number) {
  return useQuery({
    queryKey: ['admin', 'dashboard', range],
    queryFn: ({ signal }) =>
      http.get<AdminDashboard>(`/api/v1/admin/dashboard?range=${range}`, { signal }),
    placeholderData: keepPreviousData,
  })
}

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

const settingsKey = ['admin', 'settings']

export function useCommissionOverview() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => http.get<CommissionOverview>('/api/v1/admin/settings', { signal }),
  })
}

export function useUpdateSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: PlatformSettingsInput) =>
      http.put<CommissionOverview>('/api/v1/admin/settings', input),
    onSuccess: (overview) => queryClient.setQueryData(settingsKey, overview),
  })
}

export function usePaymentLogs(filters: { result?: string; q?: string }) {
  return useCursorList({
    queryKey: ['admin', 'payment-logs', filters],
    fetchPage: (cursor, signal) => {
      const params = new URLSearchParams({ limit: '25' })
      if (filters.result) params.set('result', filters.result)
      if (filters.q) params.set('q', filters.q)
      if (cursor) params.set('cursor', cursor)
      return http.get<PaymentLogList>(`/api/v1/admin/payment-logs?${params}`, { signal })
    },
    keepPrevious: true,
  })
}
