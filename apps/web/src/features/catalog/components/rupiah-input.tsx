import { formatNumber } from '@pasarprompt/contracts/format'
import { type ChangeEvent, type Ref, useLayoutEffect, useRef } from 'react'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

interface RupiahInputProps {
  /** Whole rupiah; NaN while the field is empty. */
  value: number
  onChange: (value: number) => void
  onBlur: () => void
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

const digitsOf = (value: string) => value.replace(/\D/g, '')

/**
 * A price in whole rupiah, grouped as Indonesians write it (`150.000`) while typing; the caret
 * keeps its place among the digits when a dot appears or goes.
 */
export function RupiahInput({
  value,
  onChange,
  onBlur,
  disabled,
  inputRef,
  ...control
}: RupiahInputProps) {
  const input = useRef<HTMLInputElement | null>(null)
  const digitsAfterCaret = useRef<number | null>(null)
  const shown = Number.isFinite(value) ? formatNumber(value) : ''

  useLayoutEffect(() => {
    const element = input.current
    const after = digitsAfterCaret.current
    if (!element || after === null || document.activeElement !== element) return
    digitsAfterCaret.current = null
    let position = element.value.length
    for (let seen = 0; position > 0 && seen < after; position--) {
      if (/\d/.test(element.value[position - 1] ?? '')) seen++
    }
    element.setSelectionRange(position, position)
  })

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.target.value
    const caret = event.target.selectionStart ?? raw.length
    digitsAfterCaret.current = digitsOf(raw.slice(caret)).length
    // Nine digits are far past the highest price; more would only overflow the display.
    const digits = digitsOf(raw)
      .replace(/^0+(?=\d)/, '')
      .slice(0, 9)
    onChange(digits === '' ? Number.NaN : Number(digits))
  }

  const setRefs = (element: HTMLInputElement | null) => {
    input.current = element
    if (typeof inputRef === 'function') inputRef(element)
    else if (inputRef) inputRef.current = element
  }

  return (
    <div
      className={cn(
        'flex h-10 items-center rounded-md border bg-card shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        control['aria-invalid'] && 'border-destructive',
        disabled && 'opacity-50',
      )}
    >
      <span className="pl-3 text-muted-foreground text-sm" aria-hidden="true">
        Rp
      </span>
      <input
        ref={setRefs}
        {...control}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={shown}
        disabled={disabled}
        placeholder="0"
        onChange={handleChange}
        onBlur={onBlur}
        className="h-full min-w-0 flex-1 bg-transparent px-2 text-base tabular-nums outline-none placeholder:text-muted-foreground sm:text-sm"
      />
      {value === 0 ? (
        <span className="mr-2 rounded-full bg-accent px-2 py-0.5 font-medium text-accent-foreground text-xs">
          {seller.products.editor.fields.priceFree}
        </span>
      ) : null}
    </div>
  )
}
