import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { stampColumns } from '../columns.ts'
import { organizations, users } from './auth.ts'

/**
 * A shop's tax identity for PPh 22 (PMK 37/2025, decision 0044): its NIK or NPWP and the name on
 * it, and its latest signed statement that its yearly turnover is at most Rp 500 juta. The
 * statement's file lives in the object store under `tax-statements/…` with its own extension,
 * which the public `/uploads/` route never serves: only platform admins read it, through the
 * admin API.
 */
export const shopTaxProfiles = pgTable('shop_tax_profiles', {
  shopId: text('shop_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  idType: text('id_type', { enum: ['nik', 'npwp'] }),
  /** Digits only. */
  taxId: text('tax_id'),
  taxName: text('tax_name'),
  /** The tax year (WIB calendar) the statement is for. */
  statementYear: integer('statement_year'),
  statementKey: text('statement_key'),
  statementContentType: text('statement_content_type'),
  statementSize: integer('statement_size'),
  statementUploadedAt: timestamp('statement_uploaded_at', { withTimezone: true }),
  statementUploadedBy: text('statement_uploaded_by').references(() => users.id, {
    onDelete: 'set null',
  }),
  /** Staff found the statement wrong: it exempts nothing until a new one is uploaded. */
  statementRejectedAt: timestamp('statement_rejected_at', { withTimezone: true }),
  statementRejectionReason: text('statement_rejection_reason'),
  ...stampColumns(),
})
