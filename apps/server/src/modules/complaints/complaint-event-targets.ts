import type { EventTarget } from '../../infra/events/event-bus.ts'

/** Who hears `complaint.updated`: the shop, staff, and the buyer when they have an account. */
export function complaintEventTargets(
  order: { shopId: string; buyerUserId: string | null },
  adminOrganizationIds: readonly string[],
): EventTarget[] {
  return [
    `org:${order.shopId}`,
    ...adminOrganizationIds.map((id) => `org:${id}` as const),
    ...(order.buyerUserId ? [`user:${order.buyerUserId}` as const] : []),
  ]
}
