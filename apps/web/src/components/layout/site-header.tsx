import { Link } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { t } from '@/locales/id'

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b bg-background/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4">
        <Link to="/marketplace" className="flex items-center gap-2" aria-label={t.brand.homeLink}>
          <LogoMark />
          <span className="font-bold text-lg tracking-tight">{t.brand.name}</span>
        </Link>
      </div>
    </header>
  )
}
