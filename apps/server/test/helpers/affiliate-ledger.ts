import { sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Database } from '../../src/db/client.ts'
import { queryRows } from '../../src/db/client.ts'
import { expectLedgerConsistent } from './payments.ts'

/**
 * The ledger's invariants with affiliates (issue 14): every movement sums to zero, every shop's
 * balance row equals its ledger sums, and so does every `affiliate_accounts` row — and no
 * affiliate ledger account lacks its row.
 */
export async function expectAffiliateLedgerConsistent(db: Database) {
  await expectLedgerConsistent(db)
  const mismatched = await queryRows<{ user_id: string }>(
    db,
    sql`select a.user_id from affiliate_accounts a
        where a.balance <> coalesce((select sum(amount) from ledger_entries where account = 'affiliate:' || a.user_id || ':available'), 0)
           or a.held_balance <> coalesce((select sum(amount) from ledger_entries where account = 'affiliate:' || a.user_id || ':held'), 0)
           or a.reserved_balance <> coalesce((select sum(amount) from ledger_entries where account = 'affiliate:' || a.user_id || ':reserved'), 0)`,
  )
  expect(mismatched).toEqual([])
  const orphans = await queryRows<{ account: string }>(
    db,
    sql`select distinct account from ledger_entries e
        where account like 'affiliate:%'
          and not exists (select 1 from affiliate_accounts a where e.account like 'affiliate:' || a.user_id || ':%')`,
  )
  expect(orphans).toEqual([])
}
