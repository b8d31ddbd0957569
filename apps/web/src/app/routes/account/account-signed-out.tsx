import { UserX } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { Button } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { account } from '@/locales/id/account'
import { common } from '@/locales/id/common'

const text = account.signedOut

/** Signed out on /account (spec §2): 'Account not found', the note and 'Sign In', back here after. */
export function AccountSignedOut() {
  const location = useLocation()
  return (
    <div className="mx-auto flex max-w-md flex-col items-center px-4 py-20 text-center">
      <title>{`${text.title} — ${common.brand.name}`}</title>
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <UserX className="size-8" aria-hidden="true" />
      </span>
      <h2 className="mt-6 font-semibold text-2xl tracking-tight">{text.title}</h2>
      <p className="mt-3 text-muted-foreground">{text.note}</p>
      <Button asChild className="mt-8">
        <Link to={paths.auth.signIn(`${location.pathname}${location.search}`)}>{text.signIn}</Link>
      </Button>
    </div>
  )
}
