import { zodResolver } from '@hookform/resolvers/zod'
import { CreateShopInput } from '@pasarprompt/contracts/shops'
import { ChevronRight, Mail, Store } from 'lucide-react'
import { useEffect, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { createShop } from '@/features/shops/api/create-shop'
import { useSlugAvailability } from '@/features/shops/hooks/use-slug-availability'
import { authClient } from '@/lib/auth-client'
import { ApiError } from '@/lib/http'
import { refreshSession } from '@/lib/session/get-session'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { auth } from '@/locales/id/auth'
import { common } from '@/locales/id/common'

/** /authentication/organization: pick one of your shops, or open a new one. */
export function OrganizationPage() {
  const session = useSession()
  const navigate = useNavigate()
  const shops = session.memberships.filter((membership) => membership.kind === 'shop')

  if (session.isLoading) return <Skeleton className="h-64 w-full" />
  if (!session.isLoggedIn)
    return <Navigate to={paths.auth.signIn(paths.auth.organization)} replace />

  const open = async (organizationId: string) => {
    const { error } = await authClient.organization.setActive({ organizationId })
    if (error) {
      toast({ title: error.message || common.errors.generic, variant: 'destructive' })
      return
    }
    await refreshSession()
    navigate(paths.app.dashboard)
  }

  return (
    <div className="grid gap-6">
      <title>{`${auth.organization.title} — ${common.brand.name}`}</title>
      <div>
        <h1 className="font-bold text-2xl">{auth.organization.title}</h1>
        <p className="mt-1 text-muted-foreground">{auth.organization.lead}</p>
      </div>

      {session.pendingInvitationCount > 0 ? (
        <Alert>
          <span className="flex items-center gap-2">
            <Mail className="size-4" aria-hidden="true" />
            {auth.organization.pendingInvitations(session.pendingInvitationCount)}
          </span>
          <Link
            to="/authentication/organization/approve"
            className="mt-1 block font-medium text-primary underline"
          >
            {auth.organization.seeInvitations}
          </Link>
        </Alert>
      ) : null}

      {shops.length > 0 ? (
        <section aria-labelledby="toko-anda" className="grid gap-2">
          <h2 id="toko-anda" className="font-semibold">
            {auth.organization.yourShops}
          </h2>
          <ul className="grid gap-2">
            {shops.map((shop) => (
              <li key={shop.organizationId}>
                <button
                  type="button"
                  onClick={() => void open(shop.organizationId)}
                  className="flex w-full items-center gap-3 rounded-lg border p-3 text-left hover:bg-accent"
                >
                  <Store className="size-5 text-primary" aria-hidden="true" />
                  <span className="flex-1">
                    <span className="block font-medium">{shop.name}</span>
                    <span className="block text-muted-foreground text-xs">
                      /{shop.slug} · {common.roles[shop.role]}
                    </span>
                  </span>
                  <ChevronRight className="size-4" aria-hidden="true" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="buka-toko" className="grid gap-3">
        <h2 id="buka-toko" className="font-semibold">
          {auth.organization.createTitle}
        </h2>
        {session.emailVerified ? <CreateShopForm /> : <VerifyFirst email={session.email ?? ''} />}
      </section>
    </div>
  )
}

function VerifyFirst({ email }: { email: string }) {
  const [sent, setSent] = useState(false)
  const resend = async () => {
    const { error } = await authClient.sendVerificationEmail({
      email,
      callbackURL: paths.auth.emailVerified,
    })
    if (error) toast({ title: error.message || common.errors.generic, variant: 'destructive' })
    else setSent(true)
  }
  return (
    <Alert>
      <p>{auth.organization.verifyFirst(email)}</p>
      <Button variant="link" className="h-auto px-0" disabled={sent} onClick={() => void resend()}>
        {sent ? auth.organization.verificationSent : auth.organization.resendVerification}
      </Button>
    </Alert>
  )
}

/** Lower-case, hyphenated, at most 40 characters: a suggestion the user may edit. */
function slugFromName(name: string) {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '')
}

function CreateShopForm() {
  const navigate = useNavigate()
  const form = useForm<CreateShopInput>({
    resolver: zodResolver(CreateShopInput),
    defaultValues: { name: '', slug: '' },
  })
  const [slugEdited, setSlugEdited] = useState(false)
  const name = useWatch({ control: form.control, name: 'name' })
  const slug = useWatch({ control: form.control, name: 'slug' })
  const availability = useSlugAvailability(slug)

  useEffect(() => {
    if (!slugEdited) form.setValue('slug', slugFromName(name))
  }, [name, slugEdited, form])

  const submit = form.handleSubmit(async (input) => {
    try {
      await createShop(input)
      await refreshSession()
      toast({ title: auth.organization.created })
      navigate(paths.app.dashboard)
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        form.setError('slug', { message: error.message })
      } else {
        form.setError('root', {
          message: error instanceof ApiError ? error.message : common.errors.generic,
        })
      }
    }
  })

  const slugError = form.formState.errors.slug?.message ?? availability?.message ?? undefined
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {form.formState.errors.root ? (
        <Alert variant="destructive">{form.formState.errors.root.message}</Alert>
      ) : null}
      <FormField label={common.shopNameLabel} error={form.formState.errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </FormField>
      <FormField
        label={auth.organization.slugLabel}
        error={slugError}
        hint={
          availability?.available
            ? auth.organization.slugAvailable(`${window.location.origin}/${availability.slug}`)
            : auth.organization.slugHint
        }
      >
        <Input
          autoCapitalize="none"
          spellCheck={false}
          {...form.register('slug', { onChange: () => setSlugEdited(true) })}
        />
      </FormField>
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? common.processing : auth.organization.createSubmit}
      </Button>
    </form>
  )
}
