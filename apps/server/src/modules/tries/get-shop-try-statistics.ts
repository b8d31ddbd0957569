import type { ShopTryStatistics } from '@pasarprompt/contracts/tries'
import { sql } from 'drizzle-orm'
import { type Executor, queryRows } from '../../db/client.ts'

type Row = {
  id: string
  title: string
  tries: number | string
  triers: number | string
  buyers: number | string
}

const conversion = (buyers: number, triers: number) => (triers > 0 ? buyers / triers : null)

/**
 * The shop's "Coba dulu" over the statistics' last `range` days (the same days as its other
 * figures): answered tries per prompt, the people who tried, and how many of them then paid for
 * it. A buyer is matched by account: a guest's order carries no browser id (decision 0041).
 */
export async function getShopTryStatistics(
  db: Executor,
  shopId: string,
  range: number,
): Promise<ShopTryStatistics> {
  // One row per prompt and person who tried it in the range, and whether they then bought it.
  const triers = sql`
    with tried as (
      select prompt_id, user_id, coalesce(user_id, 'browser:' || visitor_id, network) as who,
        count(*) as tries, min(created_at) as first_at
      from prompt_tries
      where shop_id = ${shopId} and status = 'answered'
        and created_at::date > current_date - ${range}::int
      group by prompt_id, user_id, who
    )
    select t.prompt_id, t.who, t.tries, t.user_id is not null and exists (
        select 1 from orders o
        where o.prompt_id = t.prompt_id and o.buyer_user_id = t.user_id
          and o.status = 'paid' and o.paid_at >= t.first_at) as bought
    from tried t`
  const rows = await queryRows<Row>(
    db,
    sql`
      select p.id, p.title, sum(t.tries) as tries, count(*) as triers,
        count(*) filter (where t.bought) as buyers
      from (${triers}) t join prompts p on p.id = t.prompt_id
      group by p.id, p.title
      order by sum(t.tries) desc, p.title`,
  )
  // A person who tried several prompts is one trier of the shop, a buyer if they bought any.
  const [total] = await queryRows<Omit<Row, 'id' | 'title'>>(
    db,
    sql`
      select coalesce(sum(tries), 0) as tries, count(*) as triers,
        count(*) filter (where bought) as buyers
      from (select who, sum(tries) as tries, bool_or(bought) as bought
            from (${triers}) t group by who) people`,
  )
  const counts = (row: Omit<Row, 'id' | 'title'> | undefined) => {
    const triers = Number(row?.triers ?? 0)
    const buyers = Number(row?.buyers ?? 0)
    return {
      tries: Number(row?.tries ?? 0),
      triers,
      buyers,
      conversion: conversion(buyers, triers),
    }
  }
  return {
    prompts: rows.map((row) => ({ id: row.id, title: row.title, ...counts(row) })),
    totals: counts(total),
  }
}
