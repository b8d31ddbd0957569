import {
  adminTaxApi,
  type RejectStatementInput,
  type ShopTaxProfile,
  sellerTaxApi,
  TAX_STATEMENT_FIELD,
  TAX_STATEMENT_MAX_BYTES,
  TAX_STATEMENT_TYPES,
  type TaxProfileInput,
} from '@pasarprompt/contracts/tax'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { callApi } from '@/lib/api-client'
import { ApiError, http } from '@/lib/http'
import { taxText } from '@/locales/id/tax'
import { taxKeys } from './query-keys'

/** GET /api/v1/seller/tax: the shop's NIK/NPWP, statement and rate (owners and admins). */
export function useShopTax(organizationId: string | null) {
  return useQuery({
    queryKey: taxKeys.profile(organizationId),
    queryFn: ({ signal }) => callApi(sellerTaxApi.profile, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** PUT /api/v1/seller/tax. */
export function useUpdateShopTax(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: TaxProfileInput) => callApi(sellerTaxApi.updateProfile, { body: input }),
    onSuccess: (profile) => queryClient.setQueryData(taxKeys.profile(organizationId), profile),
  })
}

/**
 * POST /api/v1/seller/tax/statement: the signed statement. A file the server would refuse by
 * its size or type is refused here first; the server still tells the type by the file's bytes.
 */
export function useUploadStatement(organizationId: string | null) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ file, year }: { file: File; year: number }) => {
      if (!(TAX_STATEMENT_TYPES as readonly string[]).includes(file.type)) {
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', taxText.seller.statement.badType)
      }
      if (file.size > TAX_STATEMENT_MAX_BYTES) {
        throw new ApiError(413, 'PAYLOAD_TOO_LARGE', taxText.seller.statement.tooLarge)
      }
      const form = new FormData()
      form.append(TAX_STATEMENT_FIELD, file)
      // Multipart: the browser encodes the body, so the call is raw (as image uploads are).
      return http.post<ShopTaxProfile>(`${sellerTaxApi.uploadStatement.path}?year=${year}`, form)
    },
    onSuccess: (profile) => queryClient.setQueryData(taxKeys.profile(organizationId), profile),
  })
}

/** GET /api/v1/seller/tax/slips: the months with PPh 22 withheld. */
export function useWithholdingSlips(organizationId: string | null) {
  return useQuery({
    queryKey: taxKeys.slips(organizationId),
    queryFn: ({ signal }) => callApi(sellerTaxApi.slips, {}, { signal }),
    enabled: Boolean(organizationId),
  })
}

/** GET /api/v1/admin/shops/:id/tax. */
export function useAdminShopTax(shopId: string) {
  return useQuery({
    queryKey: taxKeys.adminShop(shopId),
    queryFn: ({ signal }) => callApi(adminTaxApi.shopTax, { params: { id: shopId } }, { signal }),
  })
}

/** POST /api/v1/admin/shops/:id/tax/statement/reject. */
export function useRejectStatement(shopId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (input: RejectStatementInput) =>
      callApi(adminTaxApi.rejectStatement, { params: { id: shopId }, body: input }),
    onSuccess: (profile) => queryClient.setQueryData(taxKeys.adminShop(shopId), profile),
  })
}

/** The statement's file, read with the staff member's session cookie (same origin). */
export const statementFileUrl = (shopId: string) =>
  adminTaxApi.statementFile.path.replace(':id', encodeURIComponent(shopId))

/** GET /api/v1/admin/tax/pph22?month=. */
export function usePph22Report(month: string) {
  return useQuery({
    queryKey: taxKeys.report(month),
    queryFn: ({ signal }) => callApi(adminTaxApi.report, { query: { month } }, { signal }),
  })
}

export const pph22CsvUrl = (month: string) =>
  `${adminTaxApi.reportCsv.path}?month=${encodeURIComponent(month)}`
