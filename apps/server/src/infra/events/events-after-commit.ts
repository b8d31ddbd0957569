import type { Executor } from '../../db/client.ts'
import type { EventBus, LiveEvent } from './event-bus.ts'

/** A transaction's events, held until it commits. */
export interface EventsAfterCommit extends EventBus {
  /** Publishes what was held, in one statement; call it once the transaction committed. */
  flush(executor: Executor): Promise<void>
}

/**
 * An event bus for one transaction that publishes after the commit instead of inside it.
 * PostgreSQL serialises the commits of all transactions that NOTIFY (a database-wide lock held
 * until their commit record is flushed to disk), so a NOTIFY inside a write transaction turns
 * concurrent commits into one fsync after another: the webhook's crediting transaction ran at
 * the disk's fsync rate. A NOTIFY of its own writes nothing and waits for no flush. The events
 * still leave only for a committed transaction (`flush` is called after the commit, never after
 * a rollback); what is lost to a crash between the commit and `flush` is the live nudge only —
 * the notification rows and their emails are written in the transaction.
 */
export function eventsAfterCommit(events: EventBus): EventsAfterCommit {
  const held: LiveEvent[] = []
  return {
    async publish(_executor, event) {
      held.push(event)
    },
    async publishAll(_executor, batch) {
      held.push(...batch)
    },
    subscribe: (target, listener) => events.subscribe(target, listener),
    onPublicChange: (listener) => events.onPublicChange(listener),
    onResync: (listener) => events.onResync(listener),
    syncPublicChanges: () => events.syncPublicChanges(),
    // The process's bus outlives the transaction: closing belongs to its owner.
    close: async () => {},
    async flush(executor) {
      await events.publishAll(executor, held.splice(0))
    },
  }
}
