import { documentLinkLabels } from '@pasarprompt/contracts/documents'

/** The PDF documents' link texts (issue 32); the receipt email uses the same words. */
export const documentsText = documentLinkLabels
