import { useEffect, useMemo, useState } from 'react'
import { cn } from '@/lib/cn'
import { loadedSanitizer, loadSanitizer } from '@/lib/html-sanitizer'

// Tailwind's preflight strips all element styling; these give the allowed tags a readable look.
const TYPOGRAPHY = [
  'break-words text-foreground leading-relaxed',
  '[&_p]:my-3 [&>:first-child]:mt-0 [&>:last-child]:mb-0',
  // The one paragraph class seller text may keep (packages/contracts rich-text): an introduction.
  '[&_p.lead]:text-lg',
  '[&_h1]:mt-6 [&_h1]:mb-3 [&_h1]:font-bold [&_h1]:text-2xl',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-xl',
  '[&_h3]:mt-4 [&_h3]:mb-2 [&_h3]:font-semibold [&_h3]:text-lg',
  '[&_ul]:my-3 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_b]:font-semibold [&_strong]:font-semibold [&_em]:italic [&_i]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-sm',
  '[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:p-0',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
].join(' ')

type RichTextProps = { html: string; className?: string }

/**
 * Shows seller-written HTML (descriptions, usage notes) after cleaning it to the spec's allow-list.
 * Nothing is shown until the cleaner is loaded. While a page painted by the server hydrates
 * before that, its HTML stays as the server cleaned it: React leaves the inside of an element with
 * `dangerouslySetInnerHTML` untouched when hydrating, and puts the same text in once cleaned here.
 * A cleaner that cannot be loaded fails the page like any other chunk (the route's error page),
 * so an empty description is never mistaken for the text.
 */
export function RichText({ html, className }: RichTextProps) {
  const [sanitize, setSanitize] = useState(loadedSanitizer)
  const [failure, setFailure] = useState<{ error: unknown }>()
  useEffect(() => {
    if (!sanitize)
      loadSanitizer().then(
        (loaded) => setSanitize(() => loaded),
        (error: unknown) => setFailure({ error }),
      )
  }, [sanitize])
  const clean = useMemo(() => sanitize?.(html) ?? '', [sanitize, html])
  if (failure) throw failure.error
  // On the server the renderer sets its cleaner before the first render: without it the page
  // must not go out with its descriptions silently empty.
  if (!sanitize && typeof document === 'undefined')
    throw new Error('RichText rendered on the server without setServerSanitizer')
  return (
    <div
      className={cn(TYPOGRAPHY, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the sanitizer above
      dangerouslySetInnerHTML={{ __html: clean }}
      suppressHydrationWarning
    />
  )
}
