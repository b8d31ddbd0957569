import {
  aiModelLabels,
  type PromptDetail,
  type PromptExample,
} from '@pasarprompt/contracts/catalog'
import { formatDate, formatNumber, formatRupiah } from '@pasarprompt/contracts/format'
import { useQueryClient } from '@tanstack/react-query'
import {
  Braces,
  ChevronRight,
  CircleCheck,
  Cpu,
  Folder,
  Link2,
  Lock,
  MessageCircle,
  ShoppingCart,
  Sparkles,
  Store,
} from 'lucide-react'
import { lazy, type ReactNode, Suspense, useState } from 'react'
import { Link, useParams } from 'react-router'
import { RichText } from '@/components/rich-text'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { paths } from '@/config/paths'
import { usePrompt } from '@/features/catalog/api/get-prompt'
import { usePrompts } from '@/features/catalog/api/list-prompts'
import { PromptCard } from '@/features/catalog/components/prompt-card'
import { usePurchases } from '@/features/orders/api/list-purchases'
import { purchaseKeys } from '@/features/orders/api/query-keys'
import { PurchasedPrompt } from '@/features/orders/components/purchased-prompt'
import { useOrderLiveUpdates } from '@/features/orders/hooks/use-order-live-updates'
import { ShopAvatar } from '@/features/shops/components/shop-avatar'
import { WishlistToggle } from '@/features/wishlist/components/wishlist-toggle'
import { cn } from '@/lib/cn'
import { ApiError } from '@/lib/http'
import { useSession } from '@/lib/session/use-session'
import { toast } from '@/lib/toast-store'
import { common } from '@/locales/id/common'
import { marketplace } from '@/locales/id/marketplace'
import { NotFoundPage } from './not-found-page'

// The form's code (react-hook-form, the schema) loads when a visitor means to buy, not before.
const CheckoutDialog = lazy(() =>
  import('@/features/orders/components/checkout-dialog').then((module) => ({
    default: module.CheckoutDialog,
  })),
)

const text = marketplace.promptPage
const buyText = common.orders.buy

/** What the purchase card offers this viewer. */
type Access = 'checking' | 'owned' | 'own-shop' | 'buy'

const listUrl = (param: 'category' | 'q', value: string) =>
  paths.marketplace.prompts({ [param]: value })

/** 'Midjourney · v6.1', or the model alone when the seller gave no version. */
const modelLine = (prompt: PromptDetail) =>
  [aiModelLabels[prompt.model], prompt.modelVersion.trim()].filter(Boolean).join(' · ')

/**
 * /marketplace/prompt/{slug}: a prompt's public page. It shows everything a buyer needs to
 * decide — examples, description, what the prompt was tested with — but not the prompt text,
 * which no public endpoint returns (DESIGN.md §4): only its buyer reads it here, from their
 * purchases.
 */
export function PromptPage() {
  const { slug = '' } = useParams()
  const prompt = usePrompt(slug)

  if (prompt.error instanceof ApiError && prompt.error.status === 404) return <NotFoundPage />
  if (prompt.error) throw prompt.error
  if (!prompt.data) return <PromptPageSkeleton />
  return <PromptView prompt={prompt.data} />
}

/**
 * Who is looking decides what the card offers: a buyer who owns the prompt reads it here, a
 * member of its shop cannot buy it (the server refuses too), everyone else can.
 */
function useAccess(prompt: PromptDetail): Access {
  const session = useSession()
  const purchases = usePurchases({ uid: session.uid, enabled: session.isLoggedIn })
  if (session.isLoading || (session.isLoggedIn && purchases.isPending)) return 'checking'
  if (purchases.data?.items.some((item) => item.productId === prompt.id)) return 'owned'
  // The shop's slug is its organisation's: any membership counts (DESIGN.md §4).
  const member = session.memberships.some(
    (membership) => membership.kind === 'shop' && membership.slug === prompt.shop.slug,
  )
  return member ? 'own-shop' : 'buy'
}

function PromptView({ prompt }: { prompt: PromptDetail }) {
  const access = useAccess(prompt)
  // A purchase finished in another tab opens the prompt here too.
  useOrderLiveUpdates()
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <title>{`${prompt.title} — ${common.brand.name}`}</title>
      <Breadcrumb prompt={prompt} />
      {/* Phone: title, purchase card, content. Desktop: the card sits beside both, and sticks. */}
      <div className="mt-6 grid gap-8 lg:grid-cols-3 lg:grid-rows-[auto_1fr]">
        <PromptHeader prompt={prompt} className="min-w-0 lg:col-span-2" />
        <aside aria-label={text.purchase} className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
          <PurchaseCard prompt={prompt} access={access} className="lg:sticky lg:top-24" />
        </aside>
        <div className="min-w-0 space-y-10 lg:col-span-2">
          {access === 'owned' ? <PurchasedPrompt productId={prompt.id} access={null} /> : null}
          <Examples prompt={prompt} />
          <section aria-labelledby="deskripsi">
            <h2 id="deskripsi" className="font-semibold text-xl">
              {text.description}
            </h2>
            <RichText html={prompt.descriptionHtml} className="mt-3" />
            <Tags tags={prompt.tags} />
          </section>
          <SellerCard shop={prompt.shop} />
        </div>
      </div>
      <MoreFromShop prompt={prompt} />
    </div>
  )
}

function Breadcrumb({ prompt }: { prompt: PromptDetail }) {
  const link = 'shrink-0 hover:text-foreground hover:underline'
  const separator = <ChevronRight className="size-4 shrink-0" aria-hidden="true" />
  return (
    <nav aria-label={text.breadcrumb}>
      <ol className="flex min-w-0 items-center gap-1.5 text-muted-foreground text-sm">
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to={paths.marketplace.home} className={link}>
            {text.marketplace}
          </Link>
          {separator}
        </li>
        <li className="flex shrink-0 items-center gap-1.5">
          <Link to={listUrl('category', prompt.category.name)} className={link}>
            {prompt.category.title}
          </Link>
          {separator}
        </li>
        <li className="min-w-0 truncate text-foreground" aria-current="page">
          {prompt.title}
        </li>
      </ol>
    </nav>
  )
}

function PromptHeader({ prompt, className }: { prompt: PromptDetail; className?: string }) {
  return (
    <header className={className}>
      <h1 className="break-words font-bold text-3xl tracking-tight sm:text-4xl">{prompt.title}</h1>
      <ul className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-muted-foreground text-sm">
        <li className="font-medium text-foreground">{modelLine(prompt)}</li>
        {prompt.featured ? (
          <li className="inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 font-medium text-primary-foreground text-xs">
            <Sparkles className="size-3" aria-hidden="true" />
            {text.featured}
          </li>
        ) : null}
        {prompt.sales > 0 ? <li>{text.sold(formatNumber(prompt.sales))}</li> : null}
        <li>
          <time dateTime={prompt.publishedAt}>
            {text.published(formatDate(prompt.publishedAt))}
          </time>
        </li>
      </ul>
      {prompt.excerpt ? (
        <p className="mt-4 text-lg text-muted-foreground">{prompt.excerpt}</p>
      ) : null}
    </header>
  )
}

type ImageExample = PromptExample & { imageUrl: string }
type TextExample = PromptExample & { text: string }

function Examples({ prompt }: { prompt: PromptDetail }) {
  const images = prompt.examples.filter(
    (example): example is ImageExample => example.kind === 'image' && Boolean(example.imageUrl),
  )
  const texts = prompt.examples.filter(
    (example): example is TextExample => example.kind === 'text' && Boolean(example.text?.trim()),
  )
  if (images.length === 0 && texts.length === 0) return null
  return (
    <section aria-labelledby="contoh-hasil">
      <h2 id="contoh-hasil" className="font-semibold text-xl">
        {text.examples}
      </h2>
      {images.length > 0 ? (
        <ul className={cn('mt-4 grid gap-4', images.length > 1 && 'sm:grid-cols-2')}>
          {images.map((example) => (
            <li key={example.imageUrl}>
              <figure className="overflow-hidden rounded-lg border bg-card">
                <img
                  src={example.imageUrl}
                  alt={example.caption || prompt.title}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full bg-muted object-contain"
                />
                {example.caption ? (
                  <figcaption className="border-t px-4 py-2 text-muted-foreground text-sm">
                    {example.caption}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
      {texts.length > 0 ? (
        <ul className="mt-4 space-y-4">
          {texts.map((example, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: examples have no id; the seller fixes their order
            <li key={index}>
              <figure className="rounded-lg border bg-card p-5">
                <blockquote className="whitespace-pre-line break-words border-primary/40 border-l-4 pl-4 text-sm leading-relaxed">
                  {example.text}
                </blockquote>
                {example.caption ? (
                  <figcaption className="mt-3 text-muted-foreground text-xs">
                    {example.caption}
                  </figcaption>
                ) : null}
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null
  return (
    <ul aria-label={text.tags} className="mt-6 flex flex-wrap gap-2">
      {tags.map((tag) => (
        <li key={tag}>
          <Link
            to={listUrl('q', tag)}
            aria-label={text.searchTag(tag)}
            className="inline-block rounded-full border bg-card px-3 py-1 text-muted-foreground text-xs transition-colors hover:border-primary/50 hover:text-primary"
          >
            {tag}
          </Link>
        </li>
      ))}
    </ul>
  )
}

function PurchaseCard({
  prompt,
  access,
  className,
}: {
  prompt: PromptDetail
  access: Access
  className?: string
}) {
  const whatsappUrl = `https://wa.me/?text=${encodeURIComponent(`${prompt.title} — ${window.location.href}`)}`

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href)
      toast({ title: text.linkCopied })
    } catch {
      // No clipboard (an insecure origin, a denied permission): say so rather than fail silently.
      toast({ title: text.copyFailed, description: text.copyFailedBody, variant: 'destructive' })
    }
  }

  return (
    <Card className={className}>
      <div className="p-5">
        <p className="text-muted-foreground text-sm">{text.price}</p>
        <p className="mt-1 font-bold text-3xl tracking-tight">
          {prompt.price === 0 ? text.free : formatRupiah(prompt.price)}
        </p>
        <BuyAction prompt={prompt} access={access} />
      </div>
      <dl className="space-y-4 border-t p-5 text-sm">
        <Fact icon={<Cpu />} term={text.testedWith}>
          {modelLine(prompt)}
        </Fact>
        <Fact icon={<Braces />} term={text.variables}>
          {text.variableCount(prompt.variableCount)}
          <span className="block text-muted-foreground text-xs">{text.variablesHint}</span>
        </Fact>
        <Fact icon={<Folder />} term={text.category}>
          <Link
            to={listUrl('category', prompt.category.name)}
            className="hover:text-primary hover:underline"
          >
            {prompt.category.title}
          </Link>
        </Fact>
      </dl>
      {access === 'buy' || access === 'checking' ? (
        <div className="border-t p-5">
          <p className="flex gap-3 rounded-md bg-accent p-3 text-accent-foreground text-sm">
            <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              <span className="block font-medium">{text.unlockNote}</span>
              <span className="mt-1 block opacity-80">{text.unlockDetail}</span>
            </span>
          </p>
        </div>
      ) : null}
      <div className="grid gap-2 border-t p-5">
        <WishlistToggle promptId={prompt.id} />
        <p className="sr-only">{text.share}</p>
        <Button type="button" variant="outline" onClick={copyLink}>
          <Link2 aria-hidden="true" />
          {text.copyLink}
        </Button>
        <Button asChild variant="outline">
          <a href={whatsappUrl} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden="true" />
            {text.whatsapp}
          </a>
        </Button>
      </div>
    </Card>
  )
}

/** Beli sekarang / Dapatkan gratis, or why this viewer has nothing to buy here. */
function BuyAction({ prompt, access }: { prompt: PromptDetail; access: Access }) {
  const session = useSession()
  const queryClient = useQueryClient()
  const [open, setOpen] = useState(false)

  if (access === 'checking') return <Skeleton className="mt-4 h-11 w-full" />
  if (access === 'owned') {
    return (
      <p className="mt-4 flex gap-2 rounded-md border border-primary/30 bg-accent p-3 text-accent-foreground text-sm">
        <CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <a href="#prompt-lengkap" className="font-medium underline-offset-4 hover:underline">
          {buyText.owned}
        </a>
      </p>
    )
  }
  if (access === 'own-shop') {
    return (
      <p className="mt-4 flex gap-2 rounded-md bg-muted p-3 text-sm">
        <Store className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <span>
          <span className="block font-medium">{buyText.ownShop}</span>
          <span className="mt-1 block text-muted-foreground">{buyText.ownShopDetail}</span>
        </span>
      </p>
    )
  }
  const buyer = session.isLoggedIn ? { name: session.name ?? '', email: session.email ?? '' } : null
  return (
    <>
      <Button type="button" size="lg" className="mt-4 w-full" onClick={() => setOpen(true)}>
        <ShoppingCart aria-hidden="true" />
        {prompt.price === 0 ? buyText.getFree : buyText.buyNow}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <CheckoutDialog
            open={open}
            onOpenChange={setOpen}
            prompt={{
              id: prompt.id,
              title: prompt.title,
              shopName: prompt.shop.name,
              price: prompt.price,
            }}
            buyer={buyer}
            onAlreadyPurchased={() =>
              void queryClient.invalidateQueries({ queryKey: purchaseKeys.all })
            }
          />
        </Suspense>
      ) : null}
    </>
  )
}

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="flex gap-3">
      <span
        aria-hidden="true"
        className="mt-0.5 text-muted-foreground [&_svg]:size-4 [&_svg]:shrink-0"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <dt className="text-muted-foreground text-xs">{term}</dt>
        <dd className="mt-0.5 font-medium">{children}</dd>
      </div>
    </div>
  )
}

function SellerCard({ shop }: { shop: PromptDetail['shop'] }) {
  return (
    <section aria-labelledby="penjual">
      <h2 id="penjual" className="font-semibold text-xl">
        {text.seller}
      </h2>
      <Card className="mt-3 flex flex-col gap-4 p-5 sm:flex-row sm:items-start">
        <ShopAvatar name={shop.name} />
        <div className="min-w-0 flex-1">
          <Link
            to={paths.shop(shop.slug)}
            className="font-semibold text-lg hover:text-primary hover:underline"
          >
            {shop.name}
          </Link>
          {shop.description ? (
            <p className="mt-1 line-clamp-3 whitespace-pre-line text-muted-foreground text-sm">
              {shop.description}
            </p>
          ) : null}
        </div>
        <Button asChild variant="outline" size="sm" className="self-start">
          <Link to={paths.shop(shop.slug)}>{text.visitShop}</Link>
        </Button>
      </Card>
    </section>
  )
}

function MoreFromShop({ prompt }: { prompt: PromptDetail }) {
  const prompts = usePrompts({ shop: prompt.shop.slug, limit: 4 })
  const others = prompts.data?.items.filter((item) => item.id !== prompt.id) ?? []
  if (others.length === 0) return null
  return (
    <section aria-labelledby="prompt-lain" className="mt-14">
      <h2 id="prompt-lain" className="font-semibold text-xl">
        {text.moreFromShop}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {others.map((item) => (
          <li key={item.id}>
            <PromptCard prompt={item} />
          </li>
        ))}
      </ul>
    </section>
  )
}

function PromptPageSkeleton() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8" role="status" aria-label={common.loading}>
      <Skeleton className="h-5 w-64 max-w-full" />
      <div className="mt-6 grid gap-8 lg:grid-cols-3">
        <div className="space-y-3 lg:col-span-2">
          <Skeleton className="h-10 w-3/4" />
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-6 w-full" />
        </div>
        <Skeleton className="h-96 lg:row-span-2" />
        <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2">
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="aspect-[4/3]" />
          <Skeleton className="h-40 sm:col-span-2" />
        </div>
      </div>
    </div>
  )
}
