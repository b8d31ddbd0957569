import { currentYearWib } from '@pasarprompt/contracts/format'
import { Link } from 'react-router'
import { LogoMark } from '@/components/brand/logo'
import { paths } from '@/config/paths'
import { common } from '@/locales/id/common'

const links = [
  { to: paths.staticPage('tentang'), label: common.footer.about },
  { to: paths.staticPage('syarat-ketentuan'), label: common.footer.terms },
  { to: paths.staticPage('kebijakan-privasi'), label: common.footer.privacy },
  { to: paths.staticPage('kontak'), label: common.footer.contact },
]

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40 print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex items-center gap-2">
          <LogoMark className="size-7" />
          <div>
            <p className="font-semibold">{common.brand.name}</p>
            <p className="text-muted-foreground text-sm">{common.brand.tagline}</p>
          </div>
        </div>
        <nav aria-label={common.footer.navLabel}>
          <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="text-muted-foreground hover:text-foreground">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className="mx-auto max-w-6xl px-4 pb-8 text-muted-foreground text-xs">
        {common.footer.copyright(currentYearWib())}
      </p>
    </footer>
  )
}
