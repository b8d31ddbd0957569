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
 */
export function RichText({ html, className }: RichTextProps) {
  const [sanitize, setSanitize] = useState(loadedSanitizer)
  useEffect(() => {
    if (!sanitize) void loadSanitizer().then((loaded) => setSanitize(() => loaded))
  }, [sanitize])
  const clean = useMemo(() => sanitize?.(html) ?? '', [sanitize, html])
  return (
    <div
      className={cn(TYPOGRAPHY, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned by the sanitizer above
      dangerouslySetInnerHTML={{ __html: clean }}
      suppressHydrationWarning
    />
  )
}
