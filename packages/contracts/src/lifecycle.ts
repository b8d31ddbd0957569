/**
 * A status lifecycle as a table of named moves, each from some statuses to one. The server
 * refuses a move its table does not allow; the web app shows only the moves the table offers.
 */
export interface Move<S extends string> {
  from: readonly S[]
  to: S
}

export function defineLifecycle<S extends string, const A extends string>(
  _statuses: readonly S[],
  moves: Record<A, Move<NoInfer<S>>>,
) {
  const actions = Object.keys(moves) as A[]
  return {
    moves,
    actions,
    /** Whether `action` may be applied to something in `status`. */
    can: (action: A, status: S) => moves[action].from.includes(status),
    /** The moves open to something in `status`, in the table's order. */
    actionsFrom: (status: S) => actions.filter((action) => moves[action].from.includes(status)),
  }
}
