import { sql } from 'drizzle-orm'
import type { Transaction } from '../client.ts'
import { queryRows } from '../client.ts'

/**
 * "Coba dulu" (issue 31) as the demo's buyers would have used it, so Statistics and
 * /admin/coba-dulu have something to show on a fresh start: every account that bought a prompt
 * with tries on tried it an hour before paying, and a few guests tried each such prompt over the
 * last 30 days (now and then withheld or failed). Numbers are hashes of the rows (the same on every
 * machine); no text is stored, as for real tries. Runs once: nothing when any try exists.
 */
export async function seedDemoTries(tx: Transaction): Promise<number> {
  const [tried] = await queryRows<{ any: boolean }>(
    tx,
    sql`select exists (select 1 from prompt_tries) as any`,
  )
  if (tried?.any) return 0
  const wib = (at: string) => sql.raw(`((${at}) at time zone 'UTC' + interval '7 hours')::date`)
  const buyers = await queryRows<{ id: string }>(
    tx,
    sql`
      insert into prompt_tries (prompt_id, shop_id, user_id, visitor_id, network, day, status,
        reserved_tokens, input_tokens, output_tokens, model, created_at, ended_at)
      select o.prompt_id, o.shop_id, o.buyer_user_id, md5('demo-browser:' || o.buyer_user_id),
        md5('demo-network:' || o.buyer_user_id), ${wib("o.paid_at - interval '1 hour'")},
        'answered', 0, 280 + abs(hashtext(o.id::text)) % 140,
        160 + abs(hashtext(o.id::text || 'answer')) % 220, 'simulasi',
        o.paid_at - interval '1 hour', o.paid_at - interval '1 hour' + interval '20 seconds'
      from orders o join prompts p on p.id = o.prompt_id
      where o.status = 'paid' and o.buyer_user_id is not null and p.free_tries_per_day > 0
      returning id`,
  )
  const guests = await queryRows<{ id: string }>(
    tx,
    sql`
      insert into prompt_tries (prompt_id, shop_id, user_id, visitor_id, network, day, status,
        reserved_tokens, input_tokens, output_tokens, model, created_at, ended_at)
      select p.id, p.shop_id, null, md5('demo-guest:' || p.id || g.n),
        md5('demo-guest-network:' || p.id || g.n), ${wib('t.at')},
        case abs(hashtext(p.id::text || g.n || 'end')) % 12
          when 0 then 'withheld' when 1 then 'failed' else 'answered' end,
        0, 280 + abs(hashtext(p.id::text || g.n)) % 140,
        160 + abs(hashtext(p.id::text || g.n || 'answer')) % 220, 'simulasi',
        t.at, t.at + interval '15 seconds'
      from prompts p
      cross join generate_series(1, 6) as g(n)
      cross join lateral (
        select now() - (abs(hashtext(p.id::text || g.n || 'at')) % (30 * 24)) * interval '1 hour'
          as at
      ) t
      where p.status = 'published' and p.free_tries_per_day > 0
        and abs(hashtext(p.id::text || g.n || 'keep')) % 3 = 0
      returning id`,
  )
  return buyers.length + guests.length
}
