import { Button } from '@/components/ui/button'

/**
 * A row of toggle buttons that filter a list by one value (a status, a result). With
 * `allLabel`, a first button clears the filter.
 */
export function FilterButtons<T extends string>({
  legend,
  options,
  label,
  value,
  onChange,
  allLabel,
  quiet = false,
}: {
  legend: string
  options: readonly T[]
  label: (option: T) => string
  value: T | undefined
  onChange: (next: T | undefined) => void
  allLabel?: string
  /** Secondary filters (under the main ones) are drawn lighter. */
  quiet?: boolean
}) {
  const choices: (T | undefined)[] = allLabel ? [undefined, ...options] : [...options]
  const on = quiet ? 'secondary' : 'default'
  const off = quiet ? 'ghost' : 'outline'
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="sr-only">{legend}</legend>
      {choices.map((option) => (
        <Button
          key={option ?? 'semua'}
          size="sm"
          variant={option === value ? on : off}
          aria-pressed={option === value}
          onClick={() => onChange(option)}
        >
          {option === undefined ? allLabel : label(option)}
        </Button>
      ))}
    </fieldset>
  )
}
