import { Link } from 'react-router'
import { common } from '@/locales/id/common'

/** An unknown path inside the seller or admin area: back to that area's dashboard. */
export function AreaNotFound({ backTo, backLabel }: { backTo: string; backLabel: string }) {
  return (
    <div className="py-16 text-center">
      <h1 className="font-semibold text-xl">{common.notFound.title}</h1>
      <Link to={backTo} className="mt-4 inline-block text-primary underline">
        {backLabel}
      </Link>
    </div>
  )
}
