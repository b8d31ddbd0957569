import { DEFAULT_COMPANY_ID } from '@pasarprompt/contracts/constants'

/** Filled by the server on every row better-auth writes; never accepted from a client. */
export const companyIdField = {
  companyId: {
    type: 'string',
    required: true,
    input: false,
    defaultValue: DEFAULT_COMPANY_ID,
    fieldName: 'companyId',
  },
} as const
