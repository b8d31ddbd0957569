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
  const rows = await queryRows<Row>(
    db,
    sql`
      with triers as (
        select prompt_id, user_id, coalesce(user_id, 'browser:' || visitor_id, network) as who,
          count(*) as tries, min(created_at) as first_at
        from prompt_tries
        where shop_id = ${shopId} and status = 'answered'
          and created_at::date > current_date - ${range}::int
        group by prompt_id, user_id, who
      )
      select p.id, p.title, sum(t.tries) as tries, count(*) as triers,
        count(*) filter (where t.user_id is not null and exists (
          select 1 from orders o
          where o.prompt_id = t.prompt_id and o.buyer_user_id = t.user_id
            and o.status = 'paid' and o.paid_at >= t.first_at)) as buyers
      from triers t join prompts p on p.id = t.prompt_id
      group by p.id, p.title
      order by sum(t.tries) desc, p.title`,
  )
  const prompts = rows.map((row) => {
    const triers = Number(row.triers)
    const buyers = Number(row.buyers)
    return {
      id: row.id,
      title: row.title,
      tries: Number(row.tries),
      triers,
      buyers,
      conversion: conversion(buyers, triers),
    }
  })
  const total = (key: 'tries' | 'triers' | 'buyers') =>
    prompts.reduce((sum, row) => sum + row[key], 0)
  return {
    prompts,
    totals: {
      tries: total('tries'),
      triers: total('triers'),
      buyers: total('buyers'),
      conversion: conversion(total('buyers'), total('triers')),
    },
  }
}
