import type { Mailer } from '../../infra/mail/mailer.ts'
import { deliverMail } from './deliver-mail.ts'
import { enqueueMail } from './enqueue-mail.ts'
import type { MailOutboxContext } from './mail-outbox-context.ts'

/**
 * The `Mailer` every use case sends through: each message is stored in the outbox first, then
 * delivered at once, so on a healthy transport the mail is out (or its file written) when the
 * request answers. When the transport refuses, `send` still resolves: the row waits for the retry
 * job (`deliverDueMail`), and sign-up or checkout go on as if it had gone out. `enqueue` writes the
 * row inside the caller's transaction and leaves the first delivery to after its commit.
 */
export function createOutboxMailer(ctx: MailOutboxContext): Mailer {
  return {
    async send(message) {
      const mail = await enqueueMail(ctx.db, message)
      await deliverMail(ctx, mail)
    },
    async enqueue(tx, message) {
      const mail = await enqueueMail(tx, message)
      return async () => {
        await deliverMail(ctx, mail)
      }
    },
  }
}
