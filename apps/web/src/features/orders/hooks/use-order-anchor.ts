import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { useOrders } from '../api/list-orders'
import { orderAnchor } from '../components/buyer-orders/buyer-order-card'

/**
 * `paths.account.order(id)` (`#pesanan-{id}`, from the prompt page's 'Lihat di Pesanan') scrolls
 * to that order once it is on screen, loading older pages until it is. Returns the order's id.
 */
export function useOrderAnchor(orders: ReturnType<typeof useOrders>): string | null {
  const { hash } = useLocation()
  const orderId = hash.startsWith('#pesanan-') ? hash.slice('#pesanan-'.length) : null
  const scrolledTo = useRef<string | null>(null)
  const loaded = orders.data?.pages.some((page) => page.items.some((item) => item.id === orderId))
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = orders

  useEffect(() => {
    if (!orderId || scrolledTo.current === orderId) return
    if (loaded) {
      scrolledTo.current = orderId
      document.getElementById(orderAnchor(orderId))?.scrollIntoView({ block: 'start' })
    } else if (hasNextPage && !isFetchingNextPage) {
      void fetchNextPage()
    }
  }, [orderId, loaded, hasNextPage, isFetchingNextPage, fetchNextPage])

  return orderId
}
