import { NAV_MENU_OPEN_DELAY_MS, NAV_MENU_SKIP_DELAY_MS } from '@pasarprompt/contracts/constants'
import { ChevronDown } from 'lucide-react'
import { NavigationMenu } from 'radix-ui'
import { useEffect, useRef, useState } from 'react'
import { common } from '@/locales/id/common'
import {
  CategoryPanel,
  KATEGORI_CHEVRON_CLASS,
  KATEGORI_TRIGGER_CLASS,
  type MenuCategory,
} from './kategori-menu'

const ITEM = 'kategori'

/**
 * The Kategori menu's Radix part, loaded by KategoriMenu. It takes over from the hand-made
 * trigger: `open` when that trigger was clicked, `focus` when it had the focus.
 */
export function KategoriDropdown({
  categories,
  open,
  focus,
}: {
  categories: MenuCategory[]
  open: boolean
  focus: boolean
}) {
  const trigger = useRef<HTMLButtonElement>(null)
  const [value, setValue] = useState(open ? ITEM : '')
  // Radix toggles on a click; a press on the menu a hover has just opened keeps it open (the
  // next press closes it), as a person who points and then clicks expects.
  const openedByHover = useRef(false)
  const clicked = useRef(false)
  // When it replaces the stand-in, and again if a click on the stand-in arrives after a hover or
  // the page's idle time had already brought it in (closed).
  useEffect(() => {
    if (focus) trigger.current?.focus()
  }, [focus])
  useEffect(() => {
    if (!open) return
    openedByHover.current = false
    setValue(ITEM)
  }, [open])
  return (
    <NavigationMenu.Root
      delayDuration={NAV_MENU_OPEN_DELAY_MS}
      skipDelayDuration={NAV_MENU_SKIP_DELAY_MS}
      value={value}
      onValueChange={(next) => {
        openedByHover.current = next === ITEM && !clicked.current
        clicked.current = false
        setValue(next)
      }}
      className="relative"
    >
      <NavigationMenu.List className="flex items-center">
        <NavigationMenu.Item value={ITEM}>
          <NavigationMenu.Trigger
            ref={trigger}
            className={KATEGORI_TRIGGER_CLASS}
            onClick={(event) => {
              if (value === ITEM && openedByHover.current) {
                openedByHover.current = false
                event.preventDefault() // Radix's own handler would close it
              } else clicked.current = true
            }}
          >
            {common.topBar.categories}
            <ChevronDown className={KATEGORI_CHEVRON_CLASS} aria-hidden="true" />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[min(40rem,90vw)] rounded-lg border bg-card p-4 shadow-lg">
            <CategoryPanel
              categories={categories}
              itemLink={(link) => <NavigationMenu.Link asChild>{link}</NavigationMenu.Link>}
            />
          </NavigationMenu.Content>
        </NavigationMenu.Item>
      </NavigationMenu.List>
    </NavigationMenu.Root>
  )
}
