import { LogoMark } from '@/components/brand/logo'
import { t } from '@/locales/id'

/** Shown while the first route's chunk loads. */
export function LoadingScreen() {
  return (
    <div
      className="flex min-h-dvh items-center justify-center"
      role="status"
      aria-label={t.loading}
    >
      <LogoMark className="size-12 animate-pulse" />
    </div>
  )
}
