import { LogoMark } from '@/components/brand/logo'
import { common } from '@/locales/id/common'

/** The centred logo with pulsing rings, shown while a route's chunk or the session loads. */
export function LoadingScreen({ label = common.loading }: { label?: string }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6" role="status">
      <div className="relative flex size-24 items-center justify-center">
        <span className="absolute inset-0 animate-ping rounded-full bg-primary/20 [animation-duration:1.8s]" />
        <span className="absolute inset-3 animate-ping rounded-full bg-primary/25 [animation-delay:0.4s] [animation-duration:1.8s]" />
        <LogoMark className="relative size-12" />
      </div>
      <p className="text-muted-foreground text-sm">{label}</p>
    </div>
  )
}
