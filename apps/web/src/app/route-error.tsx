import { useRouteError } from 'react-router'
import { Button } from '@/components/ui/button'
import { common } from '@/locales/id/common'

/** Last line of defence: a page that crashed shows this instead of a blank screen. */
export function RouteError() {
  const error = useRouteError()
  console.error(error)
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="font-semibold text-xl">{common.errors.pageCrashed}</h1>
      <Button onClick={() => window.location.reload()}>{common.errors.reload}</Button>
    </div>
  )
}
