import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { t } from '@/locales/id'

/** Last line of defence: a page that crashed shows this instead of a blank screen. */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-semibold text-xl">{t.errors.pageCrashed}</h1>
      <Button onClick={() => window.location.reload()}>{t.errors.reload}</Button>
    </div>
  )
}
