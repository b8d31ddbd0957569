import { X } from 'lucide-react'
import { type KeyboardEvent, type Ref, useState } from 'react'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.fields

interface TagInputProps {
  value: string[]
  onChange: (tags: string[]) => void
  onBlur: () => void
  max: number
  /** Indexes of tags the form's schema refused (too short, too long), shown in red. */
  invalidIndexes?: number[]
  disabled?: boolean
  inputRef?: Ref<HTMLInputElement>
  // Set by FormField on its one control: the label and the message point at the text input.
  id?: string
  'aria-invalid'?: boolean
  'aria-describedby'?: string
}

/**
 * Tags as removable chips. Enter or a comma adds what was typed (lower-case, as the server keeps
 * them), Backspace on an empty input takes the last one back for editing.
 */
export function TagInput({
  value,
  onChange,
  onBlur,
  max,
  invalidIndexes = [],
  disabled = false,
  inputRef,
  ...control
}: TagInputProps) {
  const [draft, setDraft] = useState('')
  const full = value.length >= max

  const commit = () => {
    const tag = draft.trim().replace(/,+$/, '').trim().toLowerCase()
    setDraft('')
    if (tag === '' || value.includes(tag) || full) return
    onChange([...value, tag])
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault()
      commit()
    } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
      event.preventDefault()
      setDraft(value.at(-1) ?? '')
      onChange(value.slice(0, -1))
    }
  }

  return (
    <div
      className={cn(
        'flex min-h-10 flex-wrap items-center gap-1.5 rounded-md border bg-card px-2 py-1.5 shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        control['aria-invalid'] && 'border-destructive',
        disabled && 'opacity-50',
      )}
    >
      {value.length > 0 ? (
        <ul className="contents">
          {value.map((tag, index) => (
            <li
              key={tag}
              className={cn(
                'inline-flex items-center gap-1 rounded-full border py-0.5 pr-1 pl-2.5 text-xs',
                invalidIndexes.includes(index)
                  ? 'border-destructive/50 bg-destructive/10 text-destructive'
                  : 'bg-accent text-accent-foreground',
              )}
            >
              {tag}
              <button
                type="button"
                disabled={disabled}
                aria-label={text.removeTag(tag)}
                onClick={() => onChange(value.filter((other) => other !== tag))}
                className="inline-flex size-5 items-center justify-center rounded-full hover:bg-background/60"
              >
                <X className="size-3" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        ref={inputRef}
        {...control}
        value={draft}
        disabled={disabled || full}
        placeholder={full ? undefined : text.tagsPlaceholder}
        enterKeyHint="enter"
        autoCapitalize="none"
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        // Phone keyboards often report no key on keydown: a typed comma still ends the tag.
        onKeyUp={(event) => {
          if (event.currentTarget.value.endsWith(',')) commit()
        }}
        onBlur={() => {
          commit()
          onBlur()
        }}
        className="h-7 min-w-32 flex-1 bg-transparent px-1 text-base outline-none placeholder:text-muted-foreground disabled:cursor-not-allowed sm:text-sm"
      />
    </div>
  )
}
