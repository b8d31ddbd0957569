import { UserPlus } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { paths } from '@/config/paths'
import { ordersText } from '@/locales/id/common/orders'

const text = ordersText.payment

/** A guest who paid is invited to sign up with the same email, which joins the order to it. */
export function GuestInvitation({ email }: { email: string }) {
  return (
    <Card className="p-5">
      <h2 className="flex items-center gap-2 font-semibold">
        <UserPlus className="size-5 text-primary" aria-hidden="true" />
        {text.guestTitle}
      </h2>
      <p className="mt-2 text-muted-foreground text-sm">{text.guestLead(email)}</p>
      <Button asChild className="mt-4 w-full">
        <Link to={paths.auth.signUp({ email })}>{text.guestCta}</Link>
      </Button>
    </Card>
  )
}
