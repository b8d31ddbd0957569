import { HOUR_MS } from '@pasarprompt/contracts/durations'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { createAdmin } from '../src/db/factories/create-admin.ts'
import { createOrder } from '../src/db/factories/create-order.ts'
import { createPrompt } from '../src/db/factories/create-prompt.ts'
import { createShop } from '../src/db/factories/create-shop.ts'
import { mailOutbox, users } from '../src/db/schema.ts'
import { deleteSentMail } from '../src/modules/mail-outbox/delete-sent-mail.ts'
import { deliverDueMail } from '../src/modules/mail-outbox/deliver-due-mail.ts'
import type { MailOutboxContext } from '../src/modules/mail-outbox/mail-outbox-context.ts'
import { createOutboxMailer } from '../src/modules/mail-outbox/outbox-mailer.ts'
import { settlePayment } from '../src/modules/orders/settle-payment.ts'
import { buildTestApp, type TestApp } from './helpers/build-test-app.ts'
import { browser, signUp } from './helpers/http-client.ts'
import { signIn } from './helpers/sign-in.ts'
import { type SmtpSink, startSmtpServer } from './helpers/smtp-server.ts'
import { createTestDatabase, testDatabaseKind } from './helpers/test-database.ts'

/** Short waits between attempts, growing as the real ones do (30 s, 1, 2 min … in production). */
const RETRY_DELAYS_MS = [150, 300, 600]
/** A loaded 2-core machine may take this long for what takes milliseconds alone. */
const WAIT_MS = 30_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  while (cleanups.length > 0) await cleanups.pop()?.()
})

async function sinkAndApp(refuse?: (to: string) => string | undefined, runJobs = false) {
  const sink = await startSmtpServer({ refuse })
  cleanups.push(() => sink.stop())
  const testApp = await buildTestApp({
    env: { SMTP_URL: sink.url },
    mailRetryDelaysMs: RETRY_DELAYS_MS,
    runJobs,
  })
  cleanups.push(() => testApp.close())
  return { sink, testApp }
}

const rowsTo = (testApp: TestApp, to: string) =>
  testApp.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))

/** Runs the delivery job until `done` holds; gives up after WAIT_MS saying what it saw. */
async function deliverUntil(testApp: TestApp, sink: SmtpSink, done: () => boolean) {
  const deadline = Date.now() + WAIT_MS
  while (!done()) {
    if (Date.now() > deadline) {
      const rows = await testApp.db.select().from(mailOutbox)
      throw new Error(
        `mail not delivered in ${WAIT_MS} ms; sink has ${sink.messages.length}, outbox: ${JSON.stringify(
          rows.map(({ to, status, attempts, lastError }) => ({ to, status, attempts, lastError })),
        )}`,
      )
    }
    await deliverDueMail(testApp.app.mailOutbox)
    await sleep(50)
  }
}

describe('the mail outbox (issue 25)', () => {
  it('[USER] signs up while the SMTP server is down and gets the verification mail exactly once when it is back', async () => {
    const { sink, testApp } = await sinkAndApp()
    await sink.stop()

    const client = browser(testApp.app)
    const answer = await signUp(client, { name: 'Sari Wulandari', email: 'sari@contoh.id' })
    expect(answer.statusCode).toBe(200)
    const [waiting] = await rowsTo(testApp, 'sari@contoh.id')
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 })
    expect(waiting?.lastError).toContain('ECONNREFUSED')
    expect(sink.messages).toHaveLength(0)

    await sink.start()
    await deliverUntil(testApp, sink, () => sink.messages.length > 0)
    const [mail] = sink.messages
    expect(mail?.to).toEqual(['sari@contoh.id'])
    expect(mail?.subject).toBe('Verifikasi email Anda di PasarPrompt')
    expect(mail?.messageId).toBe(`<${waiting?.id}@pasarprompt.id>`)
    const [sent] = await rowsTo(testApp, 'sari@contoh.id')
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, text: '', html: '', link: null })

    // A further run finds nothing to send, however long it waits.
    await sleep(Math.max(...RETRY_DELAYS_MS))
    expect(await deliverDueMail(testApp.app.mailOutbox)).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
      skipped: 0,
    })
    expect(sink.messages).toHaveLength(1)

    // The mail that came late still does its job.
    const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0]
    expect(link, mail?.text).toBeDefined()
    expect((await client.visit(link as string)).statusCode).toBeLessThan(400)
    const [user] = await testApp.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, 'sari@contoh.id'))
    expect(user?.verified).toBe(true)
  })

  it('[OPERATOR] the scheduled job delivers a waiting mail on its own once the SMTP server is back', async () => {
    const { sink, testApp } = await sinkAndApp(undefined, true)
    await testApp.app.ready()
    await sink.stop()
    await testApp.app.mailer.send({ to: 'nanti@contoh.id', subject: 'Nanti', text: 'x', html: 'x' })
    expect(await rowsTo(testApp, 'nanti@contoh.id')).toMatchObject([{ status: 'pending' }])
    await sink.start()
    // The job runs every 5 s; a loaded machine may be slower.
    await sink.waitFor((messages) => messages.length > 0, 60_000)
    expect(sink.messages.map((mail) => mail.subject)).toEqual(['Nanti'])
    // The row is marked right after the server's answer, which the sink saw first.
    const deadline = Date.now() + WAIT_MS
    let rows = await rowsTo(testApp, 'nanti@contoh.id')
    while (rows[0]?.status !== 'sent' && Date.now() < deadline) {
      await sleep(50)
      rows = await rowsTo(testApp, 'nanti@contoh.id')
    }
    expect(rows).toMatchObject([{ status: 'sent' }])
  })

  it('[USER] gets a mail at once while the SMTP server is up, with nothing left in the outbox', async () => {
    const { sink, testApp } = await sinkAndApp()
    await signUp(browser(testApp.app), { name: 'Tono', email: 'tono@contoh.id' })
    // Delivered inside the request: no job has run.
    expect(sink.messages.map((mail) => mail.to)).toEqual([['tono@contoh.id']])
    expect(await rowsTo(testApp, 'tono@contoh.id')).toMatchObject([{ status: 'sent', attempts: 1 }])
  })

  it('[OPERATOR] forgets a delivered mail after 30 days and keeps pending and failed ones', async () => {
    const { sink, testApp } = await sinkAndApp()
    await testApp.app.mailer.send({ to: 'lama@contoh.id', subject: 'Lama', text: 'x', html: 'x' })
    await testApp.app.mailer.send({ to: 'baru@contoh.id', subject: 'Baru', text: 'x', html: 'x' })
    await sink.stop()
    await testApp.app.mailer.send({ to: 'antre@contoh.id', subject: 'Antre', text: 'x', html: 'x' })
    const monthAgo = new Date(Date.now() - 31 * 24 * HOUR_MS)
    await testApp.db
      .update(mailOutbox)
      .set({ sentAt: monthAgo })
      .where(eq(mailOutbox.to, 'lama@contoh.id'))
    await testApp.db
      .update(mailOutbox)
      .set({ status: 'failed', createdAt: monthAgo })
      .where(eq(mailOutbox.to, 'antre@contoh.id'))

    expect(await deleteSentMail(testApp.db)).toBe(1)
    const left = await testApp.db.select({ to: mailOutbox.to }).from(mailOutbox)
    expect(left.map((row) => row.to).sort()).toEqual(['antre@contoh.id', 'baru@contoh.id'])
  })

  it('[OPERATOR] two app instances on one database delivering at once send every mail exactly once', async () => {
    const sink = await startSmtpServer()
    cleanups.push(() => sink.stop())
    const database = await createTestDatabase()
    const handle = await database.open()
    const first = await buildTestApp({
      database: handle,
      env: { SMTP_URL: sink.url },
      mailRetryDelaysMs: RETRY_DELAYS_MS,
    })
    // PGlite lives inside one process: there both instances share its one handle (closed once);
    // on PostgreSQL each has its own pool, as two processes would.
    const second = await buildTestApp({
      database:
        testDatabaseKind === 'postgres'
          ? await database.open()
          : { ...handle, close: async () => {} },
      env: { SMTP_URL: sink.url },
      mailRetryDelaysMs: RETRY_DELAYS_MS,
    })
    cleanups.push(async () => {
      await second.close()
      await first.close()
      await database.drop()
    })

    await sink.stop()
    const count = 16
    for (let i = 0; i < count; i++) {
      await (i % 2 ? first : second).app.mailer.send({
        to: `pembeli${i}@contoh.id`,
        subject: `Pesan ${i}`,
        text: `Isi ${i}`,
        html: `<p>Isi ${i}</p>`,
      })
    }
    expect(sink.messages).toHaveLength(0)
    await sink.start()

    // Four workers, two per instance, each claiming small batches in its own rhythm: one claims
    // while another is still sending what it took.
    const deadline = Date.now() + WAIT_MS
    const worker = async (instance: TestApp) => {
      while (sink.messages.length < count && Date.now() < deadline) {
        await deliverDueMail(instance.app.mailOutbox, 2)
        await sleep(5)
      }
    }
    await Promise.all([worker(first), worker(second), worker(first), worker(second)])
    await sleep(Math.max(...RETRY_DELAYS_MS))
    await Promise.all([deliverDueMail(first.app.mailOutbox), deliverDueMail(second.app.mailOutbox)])

    const subjects = sink.messages.map((mail) => mail.subject).sort()
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Pesan ${i}`).sort())
    expect(new Set(sink.messages.map((mail) => mail.messageId)).size).toBe(count)
    const rows = await first.db.select().from(mailOutbox)
    expect(rows.filter((row) => row.status === 'sent')).toHaveLength(count)
  })

  it('[ADMIN] a mail that keeps failing is retried with growing delays, ends failed and is counted on the dashboard', async () => {
    const resetLink =
      'http://localhost:3000/api/auth/reset-password/rahasia-token-123?callbackURL=%2F'
    // A server that refuses the mailbox and echoes more than it should.
    const { sink, testApp } = await sinkAndApp((to) =>
      to === 'gagal@contoh.id'
        ? `Mailbox unavailable; relay smtp://relay:sandi-relay@mx.contoh.id; ${resetLink}`
        : undefined,
    )
    // Each wait is measured from just before the delivery that failed to just after it.
    let before = Date.now()
    await testApp.app.mailer.send({
      to: 'gagal@contoh.id',
      subject: 'Atur ulang kata sandi PasarPrompt',
      text: `Tautan: ${resetLink}`,
      html: `<a href="${resetLink}">Atur ulang</a>`,
      link: resetLink,
    })
    let after = Date.now()

    const waits: { atLeast: number; atMost: number }[] = []
    const deadline = Date.now() + WAIT_MS
    for (;;) {
      const [row] = await rowsTo(testApp, 'gagal@contoh.id')
      if (row?.status !== 'pending') break
      if (Date.now() > deadline) throw new Error(`still pending: ${JSON.stringify(row)}`)
      const next = row.nextAttemptAt.getTime()
      waits.push({ atLeast: next - after, atMost: next - before })
      await sleep(Math.max(0, next - Date.now()) + 20)
      before = Date.now()
      await deliverDueMail(testApp.app.mailOutbox)
      after = Date.now()
    }
    const [failed] = await rowsTo(testApp, 'gagal@contoh.id')
    // One attempt at once, then one after each delay.
    expect(failed).toMatchObject({ status: 'failed', attempts: RETRY_DELAYS_MS.length + 1 })
    expect(failed?.lastError).toContain('550 Mailbox unavailable')
    expect(failed?.lastError).not.toContain('rahasia-token-123')
    expect(failed?.lastError).not.toContain('sandi-relay')
    expect(waits).toHaveLength(RETRY_DELAYS_MS.length)
    waits.forEach((wait, i) => {
      // Clocks of the test and the database differ by a few milliseconds at most.
      expect(wait.atMost + 20, JSON.stringify(waits)).toBeGreaterThanOrEqual(
        RETRY_DELAYS_MS[i] as number,
      )
      expect(wait.atLeast - 20, JSON.stringify(waits)).toBeLessThanOrEqual(
        RETRY_DELAYS_MS[i] as number,
      )
    })
    expect(sink.messages).toHaveLength(0)
    // A failed mail is not picked up again.
    await sleep(Math.max(...RETRY_DELAYS_MS))
    expect(await deliverDueMail(testApp.app.mailOutbox)).toEqual({
      sent: 0,
      retry: 0,
      failed: 0,
      skipped: 0,
    })

    // Another waits for its first retry: the backlog.
    await sink.stop()
    await testApp.app.mailer.send({ to: 'antre@contoh.id', subject: 'Antre', text: 'x', html: 'x' })
    const adminUser = await createAdmin(testApp.db, testApp.env.adminOrganizationIds)
    const admin = await signIn(testApp, adminUser)
    await admin.post('/api/auth/organization/set-active', {
      organizationId: testApp.env.adminOrganizationIds[0],
    })
    const dashboard = await admin.get('/api/v1/admin/dashboard?range=7')
    expect(dashboard.statusCode).toBe(200)
    expect(dashboard.json().mail).toEqual({ pending: 1, failed: 1 })
  })

  it('[OPERATOR] a mail of a batch whose lease ran out behind slow sends, and that another process took, is not sent a second time', async () => {
    const { sink, testApp } = await sinkAndApp()
    await sink.stop()
    for (const to of ['satu@contoh.id', 'dua@contoh.id']) {
      await testApp.app.mailer.send({ to, subject: to, text: 'x', html: 'x' })
    }
    await sink.start()
    await testApp.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` })

    const other = testApp.app.mailOutbox
    let tookOver: Awaited<ReturnType<typeof deliverDueMail>> | undefined
    // An SMTP server that accepts, but so slowly that the batch's next lease runs out meanwhile and
    // another process's job claims and sends that row.
    const slow: MailOutboxContext = {
      ...other,
      transport: {
        async deliver(mail) {
          await other.transport.deliver(mail)
          if (mail.to !== 'satu@contoh.id') return
          await testApp.db
            .update(mailOutbox)
            .set({ leaseUntil: sql`now() - interval '1 second'` })
            .where(eq(mailOutbox.to, 'dua@contoh.id'))
          tookOver = await deliverDueMail(other)
        },
        close: () => {},
      },
    }
    const first = await deliverDueMail(slow)

    expect(tookOver).toEqual({ sent: 1, retry: 0, failed: 0, skipped: 0 })
    expect(first).toEqual({ sent: 1, retry: 0, failed: 0, skipped: 1 })
    expect(sink.messages.map((mail) => mail.to)).toEqual([['satu@contoh.id'], ['dua@contoh.id']])
    const rows = await testApp.db.select().from(mailOutbox)
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent'])
  })

  it('[USER] a mail the SMTP server accepted is not an error when the database fails to record it, and the rest of its batch still goes', async () => {
    const { sink, testApp } = await sinkAndApp()
    // A database that fails on one row's "sent" update, as one that goes away mid-way would.
    await testApp.db.execute(
      sql.raw(`create function refuse_sent() returns trigger language plpgsql as $$
        begin
          if new.status = 'sent' and new."to" = 'rusak@contoh.id' then
            raise exception 'disk penuh';
          end if;
          return new;
        end $$`),
    )
    await testApp.db.execute(
      sql`create trigger refuse_sent before update on mail_outbox for each row execute function refuse_sent()`,
    )
    const lines: string[] = []
    const ctx: MailOutboxContext = {
      ...testApp.app.mailOutbox,
      log: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    }
    const rusak = { to: 'rusak@contoh.id', subject: 'Rusak', text: 'x', html: 'x' }

    // The request that sent it answers as usual: the mail is out.
    await expect(createOutboxMailer(ctx).send(rusak)).resolves.toBeUndefined()
    expect(sink.messages.map((mail) => mail.to)).toEqual([['rusak@contoh.id']])
    const [leased] = await rowsTo(testApp, 'rusak@contoh.id')
    expect(leased).toMatchObject({ status: 'pending', attempts: 1 })
    const tokens = [leased?.claimToken]

    // Unrecorded, it is taken again once its lease ends, in a batch with a mail that waited.
    await sink.stop()
    await testApp.app.mailer.send({ to: 'utuh@contoh.id', subject: 'Utuh', text: 'x', html: 'x' })
    await sink.start()
    await testApp.db.update(mailOutbox).set({
      leaseUntil: sql`now() - interval '1 second'`,
      nextAttemptAt: sql`now() - interval '1 second'`,
    })
    expect(await deliverDueMail(ctx)).toEqual({ sent: 2, retry: 0, failed: 0, skipped: 0 })
    tokens.push((await rowsTo(testApp, 'rusak@contoh.id'))[0]?.claimToken)

    // Sent twice, as the same message; the mail after it went out and is recorded.
    expect(sink.messages.map((mail) => mail.to)).toEqual([
      ['rusak@contoh.id'],
      ['rusak@contoh.id'],
      ['utuh@contoh.id'],
    ])
    expect(sink.messages[1]?.messageId).toBe(sink.messages[0]?.messageId)
    expect(await rowsTo(testApp, 'utuh@contoh.id')).toMatchObject([{ status: 'sent' }])
    const failures = lines.filter((line) => line.includes('not recorded'))
    expect(failures, lines.join('\n')).toHaveLength(2)
    expect(failures[0]).toContain('disk penuh')
    for (const token of tokens) {
      expect(token).toBeTruthy()
      for (const line of lines) expect(line).not.toContain(token)
    }
  })

  it("[USER] a guest's receipt is written in the transaction that credits the payment", async () => {
    const { sink, testApp } = await sinkAndApp()
    const shop = await createShop(testApp.db)
    const prompt = await createPrompt(testApp.db, shop.id, { price: 25_000, status: 'published' })
    const order = await createOrder(testApp.db, prompt, {
      buyer: { name: 'Tamu', email: 'tamu-struk@contoh.id' },
    })

    let inTransaction: { subject: string; status: string }[] = []
    const result = await settlePayment(testApp.app.payments, {
      orderId: order.id,
      outcome: {
        kind: 'paid',
        method: 'qris',
        transactionId: 'uji-struk-1',
        gatewayFee: 0,
        payer: null,
      },
      record: async (tx) => {
        inTransaction = await tx
          .select({ subject: mailOutbox.subject, status: mailOutbox.status })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, 'tamu-struk@contoh.id'))
      },
    })
    expect(result).toBe('paid')
    // Committed with the payment, so no crash after the commit can lose it.
    expect(inTransaction).toHaveLength(1)
    expect(inTransaction[0]?.status).toBe('pending')
    // And delivered right after the commit.
    await sink.waitFor((messages) => messages.length > 0, WAIT_MS)
    expect(sink.messages.map((mail) => mail.to)).toEqual([['tamu-struk@contoh.id']])
    expect(sink.messages[0]?.subject).toBe(inTransaction[0]?.subject)
  })
})
