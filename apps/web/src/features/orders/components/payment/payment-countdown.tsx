import { Timer } from 'lucide-react'
import { useEffect, useState } from 'react'
import { cn } from '@/lib/cn'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.simulator

/** `hh:mm:ss` of what is left, never below zero. */
function remaining(deadline: number, now: number) {
  const seconds = Math.max(0, Math.floor((deadline - now) / 1000))
  return [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => part.toString().padStart(2, '0'))
    .join(':')
}

/**
 * What is left of the gateway's deadline (the header says the moment itself, in WIB), ticking
 * each second. It starts after the first paint, so a server-painted page and the browser agree;
 * as a `timer` it is not read aloud at every tick.
 */
export function PaymentCountdown({ deadline }: { deadline: string }) {
  const end = Date.parse(deadline)
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const tick = window.setInterval(() => setNow(Date.now()), 1000)
    return () => window.clearInterval(tick)
  }, [])
  const over = now !== null && now >= end
  return (
    <p
      className={cn(
        'flex items-center justify-between gap-3 rounded-lg border px-4 py-3 text-sm',
        over ? 'border-destructive/40 text-destructive' : 'bg-card',
      )}
    >
      <span className="flex items-center gap-2 font-medium">
        <Timer className="size-4 shrink-0" aria-hidden="true" />
        {over ? text.timeUp : text.timeLeft}
      </span>
      <span
        role="timer"
        data-testid="payment-countdown"
        className="font-bold font-mono text-lg tabular-nums tracking-wide"
      >
        {now === null ? '--:--:--' : remaining(end, now)}
      </span>
    </p>
  )
}
