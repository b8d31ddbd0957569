import { cn } from '@/lib/cn'

/** The PasarPrompt mark: a "P" with a spark, drawn inline so it costs no request. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path
        d="M10 23V9h7a5 5 0 0 1 0 10h-4"
        fill="none"
        className="stroke-primary-foreground"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="22.5" cy="22.5" r="2.5" fill="#6ee7b7" />
    </svg>
  )
}
