import { formatRupiah } from '@pasarprompt/contracts/format'
import type { Payout } from '@pasarprompt/contracts/payouts'
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/client.ts'
import { payouts } from '../../db/schema.ts'
import { type Actor, stampInsert } from '../../db/stamps.ts'
import type { EventBus } from '../../infra/events/event-bus.ts'
import { AppError } from '../../lib/app-error.ts'
import { type Payee, payeeAccount } from '../ledger/accounts.ts'
import { postMovement } from '../ledger/post-movement.ts'
import { getPlatformSettings } from '../settings/get-platform-settings.ts'
import { lockPayeeBalance, payeeColumns, payoutsOf, publishPayeeBalance } from './payee.ts'
import { toPayout } from './payout-view.ts'

/** Where a payee without a bank account is sent to fill one in. */
const missingBankAccount: Record<Payee['kind'], string | undefined> = {
  shop: undefined,
  affiliate: 'Isi "Rekening pencairan" di tab Afiliasi terlebih dahulu.',
}

export interface RequestPayeePayoutOptions {
  events: EventBus
  request: { payee: Payee; actor: Actor; requestedBy: string; amount: number }
  defaults: { earningsHoldDays: number }
}

/**
 * A payout request of a shop or an affiliate (DESIGN.md §4 Payout), the same rules for both: at
 * least the minimum, at most the available balance, one open request per payee, to the payee's
 * bank account as it is now (copied, so a later change cannot redirect it). The payee's balance
 * row is locked, so concurrent requests are checked one after the other and can never overdraw;
 * the amount moves `available → reserved` in the same transaction. The caller checks who asks.
 */
export async function requestPayeePayout(
  db: Database,
  { events, request, defaults }: RequestPayeePayoutOptions,
): Promise<Payout> {
  const { payee, amount } = request
  const { minPayout } = await getPlatformSettings(db, defaults)
  if (amount < minPayout) {
    throw new AppError(
      'PAYOUT_BELOW_MINIMUM',
      `Jumlah pencairan paling sedikit ${formatRupiah(minPayout)}.`,
    )
  }
  return db.transaction(async (tx) => {
    const row = await lockPayeeBalance(tx, payee)
    if (!row && payee.kind === 'shop') throw new AppError('NOT_FOUND', 'Toko tidak ditemukan.')
    if (row && !row.active) {
      throw new AppError('FORBIDDEN', 'Toko ini tidak aktif sehingga tidak dapat mencairkan saldo.')
    }
    if (!row?.bankCode || !row.bankAccountNumber || !row.bankAccountHolder) {
      throw new AppError('PAYMENT_CONFIG_MISSING', missingBankAccount[payee.kind])
    }
    const [open] = await tx
      .select({ id: payouts.id })
      .from(payouts)
      .where(and(payoutsOf(payee), eq(payouts.status, 'requested')))
      .limit(1)
    if (open) throw new AppError('PAYOUT_ALREADY_OPEN')
    if (amount > row.available) throw new AppError('INSUFFICIENT_BALANCE')

    const [payout] = await tx
      .insert(payouts)
      .values(
        stampInsert(request.actor, {
          ...payeeColumns(payee),
          amount,
          bankCode: row.bankCode,
          bankAccountNumber: row.bankAccountNumber,
          bankAccountHolder: row.bankAccountHolder,
          bankChangedAt: row.bankChangedAt,
          requestedBy: request.requestedBy,
        }),
      )
      // The partial unique indexes are the last word: one open request per payee, whatever happens.
      .onConflictDoNothing()
      .returning()
    if (!payout) throw new AppError('PAYOUT_ALREADY_OPEN')
    await postMovement(tx, request.actor, {
      kind: 'payout_request',
      ...(payee.kind === 'shop' ? { shopId: payee.shopId } : {}),
      payoutId: payout.id,
      entries: [
        { account: payeeAccount(payee, 'available'), amount: -amount },
        { account: payeeAccount(payee, 'reserved'), amount },
      ],
    })
    await publishPayeeBalance(tx, events, payee)
    return toPayout(payout)
  })
}
