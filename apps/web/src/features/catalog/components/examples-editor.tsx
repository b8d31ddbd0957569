import { MAX_EXAMPLES } from '@pasarprompt/contracts/catalog-for-shop'
import { ArrowDown, ArrowUp, FileText, Trash2 } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  useFieldArray,
} from 'react-hook-form'
import { ImagePickerButton } from '@/components/image-picker-button'
import { Button } from '@/components/ui/button'
import { FormField } from '@/components/ui/form-field'
import { Input, Textarea } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { seller } from '@/locales/id/seller'
import type { ProductFormInput } from './product-form-values'

const text = seller.products.editor.examples

interface ExamplesEditorProps {
  control: Control<ProductFormInput>
  register: UseFormRegister<ProductFormInput>
  errors: FieldErrors<ProductFormInput>['examples']
  disabled: boolean
}

type MoveButton = 'up' | 'down'

/**
 * Example outputs: images (uploaded, previewed) and texts, each with a caption, at most eight.
 * Reordering uses buttons, not drag and drop, so it works by keyboard and screen reader; the
 * focus follows the moved example and the new position is announced.
 */
export function ExamplesEditor({ control, register, errors, disabled }: ExamplesEditorProps) {
  const { fields, append, remove, move } = useFieldArray({ control, name: 'examples' })
  const [announcement, setAnnouncement] = useState('')
  const moveButtons = useRef(new Map<string, HTMLButtonElement | null>())
  const [focusAfterMove, setFocusAfterMove] = useState<{
    index: number
    button: MoveButton
  } | null>(null)
  const full = fields.length >= MAX_EXAMPLES
  const listError = errors?.message ?? errors?.root?.message

  useEffect(() => {
    if (!focusAfterMove) return
    setFocusAfterMove(null)
    const { index, button } = focusAfterMove
    // At the top or bottom the pressed button is disabled: its neighbour takes the focus.
    const atEdge = button === 'up' ? index === 0 : index === fields.length - 1
    const target = atEdge ? (button === 'up' ? 'down' : 'up') : button
    moveButtons.current.get(`${index}-${target}`)?.focus()
  }, [focusAfterMove, fields.length])

  const moveExample = (from: number, to: number, button: MoveButton) => {
    move(from, to)
    setFocusAfterMove({ index: to, button })
    setAnnouncement(text.moved(to + 1))
  }

  return (
    <div className="grid gap-4">
      {fields.length === 0 ? (
        <p className="rounded-md border border-dashed px-4 py-6 text-center text-muted-foreground text-sm">
          {text.empty}
        </p>
      ) : (
        <ol className="grid gap-3">
          {fields.map((field, index) => {
            const position = index + 1
            // The two kinds' errors in one shape: each field's message, where it has one.
            const error = errors?.[index] as
              | Partial<Record<'text' | 'imageUrl' | 'caption', { message?: string }>>
              | undefined
            const heading =
              field.kind === 'image' ? text.imageLabel(position) : text.textLabel(position)
            return (
              <li key={field.id} className="rounded-lg border bg-background/60 p-3 sm:p-4">
                <fieldset aria-labelledby={`${field.id}-heading`} className="grid min-w-0 gap-3">
                  <div className="flex items-center justify-between gap-2">
                    <h3 id={`${field.id}-heading`} className="font-medium text-sm">
                      {heading}
                    </h3>
                    <div className="flex gap-1">
                      <Button
                        ref={(button) => {
                          moveButtons.current.set(`${index}-up`, button)
                        }}
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={text.moveUp(position)}
                        disabled={index === 0}
                        onClick={() => moveExample(index, index - 1, 'up')}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        ref={(button) => {
                          moveButtons.current.set(`${index}-down`, button)
                        }}
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={text.moveDown(position)}
                        disabled={index === fields.length - 1}
                        onClick={() => moveExample(index, index + 1, 'down')}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        className="size-8 text-destructive hover:text-destructive"
                        aria-label={text.remove(position)}
                        onClick={() => {
                          remove(index)
                          setAnnouncement(text.removed)
                        }}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  {field.kind === 'image' ? (
                    <ImageExample
                      url={field.imageUrl}
                      alt={text.imageAlt(position)}
                      error={error?.imageUrl?.message}
                    />
                  ) : (
                    <FormField label={text.text} error={error?.text?.message}>
                      <Textarea rows={5} {...register(`examples.${index}.text`)} />
                    </FormField>
                  )}
                  <FormField label={text.caption} error={error?.caption?.message}>
                    <Input
                      placeholder={text.captionPlaceholder}
                      maxLength={200}
                      {...register(`examples.${index}.caption`)}
                    />
                  </FormField>
                </fieldset>
              </li>
            )
          })}
        </ol>
      )}
      {listError ? (
        <p role="alert" className="text-destructive text-sm">
          {listError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <ImagePickerButton
          label={text.addImage}
          disabled={disabled || full}
          onUploaded={(image) => {
            append({ kind: 'image', imageUrl: image.url, caption: '' }, { shouldFocus: false })
            setAnnouncement(text.imageLabel(fields.length + 1))
          }}
        />
        <Button
          type="button"
          variant="outline"
          disabled={disabled || full}
          onClick={() =>
            append(
              { kind: 'text', text: '', caption: '' },
              { focusName: `examples.${fields.length}.text` },
            )
          }
        >
          <FileText aria-hidden="true" />
          {text.addText}
        </Button>
        <span className={cn('text-muted-foreground text-xs', full && 'text-foreground')}>
          {full ? text.full(MAX_EXAMPLES) : `${fields.length}/${MAX_EXAMPLES}`}
        </span>
      </div>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  )
}

function ImageExample({
  url,
  alt,
  error,
}: {
  url: string
  alt: string
  error?: string | undefined
}) {
  return (
    <div className="grid gap-1.5">
      <div className="flex max-h-80 justify-center overflow-hidden rounded-md border bg-muted">
        <img src={url} alt={alt} className="max-h-80 w-auto object-contain" />
      </div>
      {error ? <p className="text-destructive text-sm">{error}</p> : null}
    </div>
  )
}
