import {
  Bold,
  Code,
  Heading2,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
} from 'lucide-react'
import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { cn } from '@/lib/cn'
import { sanitizeHtml } from '@/lib/sanitize-html'
import { seller } from '@/locales/id/seller'

const text = seller.products.editor.richText

type Command = 'bold' | 'italic' | 'heading' | 'bulletList' | 'numberedList' | 'link' | 'code'
type ActiveState = Record<Command, boolean>

const NOTHING_ACTIVE: ActiveState = {
  bold: false,
  italic: false,
  heading: false,
  bulletList: false,
  numberedList: false,
  link: false,
  code: false,
}

const TOOLS: { command: Command; label: string; icon: LucideIcon; shortcut?: string }[] = [
  { command: 'bold', label: text.bold, icon: Bold, shortcut: 'Control+B' },
  { command: 'italic', label: text.italic, icon: Italic, shortcut: 'Control+I' },
  { command: 'heading', label: text.heading, icon: Heading2 },
  { command: 'bulletList', label: text.bulletList, icon: List },
  { command: 'numberedList', label: text.numberedList, icon: ListOrdered },
  { command: 'link', label: text.link, icon: LinkIcon, shortcut: 'Control+K' },
  { command: 'code', label: text.code, icon: Code },
]

// The look of the spec's allowed tags while writing, matching how the prompt page shows them.
const TYPOGRAPHY = [
  'break-words leading-relaxed',
  '[&_p]:my-2 [&>:first-child]:mt-0 [&>:last-child]:mb-0 [&_p.lead]:text-base',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-semibold [&_h2]:text-lg',
  '[&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
  '[&_b]:font-semibold [&_strong]:font-semibold [&_em]:italic [&_i]:italic',
  '[&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]',
  '[&_blockquote]:border-l-4 [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground',
].join(' ')

const LINK_PROTOCOL = /^(https?:|mailto:)/i

// A zero-width space that gives the caret a place outside an inline element; never emitted.
const CARET_HOLDER = '\u200b'
const EMPTY_CONTENT = '<p><br></p>'

/** `contoh.id` → `https://contoh.id`; anything that is no web or mail address → null. */
function normaliseHref(raw: string): string | null {
  const value = raw.trim()
  if (value === '') return null
  const withProtocol = LINK_PROTOCOL.test(value) ? value : `https://${value}`
  try {
    const url = new URL(withProtocol)
    return ['http:', 'https:', 'mailto:'].includes(url.protocol) ? url.href : null
  } catch {
    return null
  }
}

/**
 * The allow-listed HTML of the editor. Chrome nests a list it creates in the paragraph it came
 * from (`<p><ul>…</ul></p>`); parsing splits that into empty paragraphs, dropped here.
 */
const cleanOutput = (html: string) =>
  sanitizeHtml(html).replaceAll(CARET_HOLDER, '').replaceAll('<p></p>', '')

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/** The nearest element with this tag around the selection, inside the editor only. */
function closestInEditor(editor: HTMLElement, tagName: string): HTMLElement | null {
  const node = document.getSelection()?.anchorNode ?? null
  let element = node instanceof HTMLElement ? node : (node?.parentElement ?? null)
  while (element && element !== editor) {
    if (element.tagName === tagName) return element
    element = element.parentElement
  }
  return null
}

interface RichTextEditorProps {
  value: string
  onChange: (html: string) => void
  onBlur: () => void
  /** The visible label's id: a `contentEditable` cannot be the target of `<label for>`. */
  labelId: string
  describedBy?: string | undefined
  invalid?: boolean
  disabled?: boolean
  /** For the form to move focus here when the field is invalid. */
  editorRef?: Ref<HTMLDivElement>
}

/**
 * A small rich-text editor for descriptions: a `contentEditable` area with a toolbar (tebal,
 * miring, judul, daftar, tautan, kode). Whatever is typed or pasted, what it hands the form has
 * been cleaned to the spec's allow-list (§5) by the same sanitiser that renders it later.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  labelId,
  describedBy,
  invalid = false,
  disabled = false,
  editorRef,
}: RichTextEditorProps) {
  const editor = useRef<HTMLDivElement | null>(null)
  const lastEmitted = useRef<string | null>(null)
  const savedRange = useRef<Range | null>(null)
  const [active, setActive] = useState<ActiveState>(NOTHING_ACTIVE)
  const [empty, setEmpty] = useState(value.trim() === '')
  const [linkOpen, setLinkOpen] = useState(false)
  const [focusedTool, setFocusedTool] = useState(0)

  // Outside changes (the saved prompt loaded, a form reset) replace the content; our own echo
  // coming back through the form does not, or the caret would jump on every keystroke.
  useLayoutEffect(() => {
    const element = editor.current
    if (!element || value === lastEmitted.current) return
    // An empty editor starts with a paragraph, so the first line typed is a <p> too.
    element.innerHTML = value.trim() === '' ? EMPTY_CONTENT : sanitizeHtml(value)
    lastEmitted.current = value
    setEmpty((element.textContent ?? '').trim() === '')
  }, [value])

  const emit = useCallback(() => {
    const element = editor.current
    if (!element) return
    const hasText = (element.textContent ?? '').replaceAll(CARET_HOLDER, '').trim() !== ''
    const html = hasText ? cleanOutput(element.innerHTML) : ''
    if (!hasText && element.innerHTML !== EMPTY_CONTENT && !element.querySelector('ul, ol')) {
      // Everything deleted: back to one empty paragraph, caret inside, so no bare text follows.
      element.innerHTML = EMPTY_CONTENT
      const paragraph = element.firstElementChild
      const selection = document.getSelection()
      if (paragraph && selection && document.activeElement === element) {
        selection.collapse(paragraph, 0)
      }
    }
    setEmpty(!hasText)
    lastEmitted.current = html
    onChange(html)
  }, [onChange])

  const readActive = useCallback(() => {
    const element = editor.current
    const selection = document.getSelection()
    if (!element || !selection?.rangeCount || !element.contains(selection.anchorNode)) return
    savedRange.current = selection.getRangeAt(0).cloneRange()
    setActive({
      bold: document.queryCommandState('bold'),
      italic: document.queryCommandState('italic'),
      heading: closestInEditor(element, 'H2') !== null,
      bulletList: closestInEditor(element, 'UL') !== null,
      numberedList: closestInEditor(element, 'OL') !== null,
      link: closestInEditor(element, 'A') !== null,
      code: closestInEditor(element, 'CODE') !== null,
    })
  }, [])

  useEffect(() => {
    document.addEventListener('selectionchange', readActive)
    return () => document.removeEventListener('selectionchange', readActive)
  }, [readActive])

  /** Back into the text where the seller left it (a toolbar button took the focus). */
  const restoreSelection = () => {
    const element = editor.current
    if (!element) return
    element.focus()
    const selection = document.getSelection()
    const range = savedRange.current
    if (selection && range && element.contains(range.commonAncestorContainer)) {
      selection.removeAllRanges()
      selection.addRange(range)
    }
  }

  // By hand: Chrome's insertHTML turns a <code> into a <span style=…>, which the allow-list drops.
  const toggleCode = (element: HTMLElement) => {
    const code = closestInEditor(element, 'CODE')
    if (code) {
      code.replaceWith(document.createTextNode(code.textContent ?? ''))
      emit()
      return
    }
    const selection = document.getSelection()
    if (!selection?.rangeCount) return
    const range = selection.getRangeAt(0)
    const inserted = document.createElement('code')
    inserted.textContent = range.toString() || text.code
    range.deleteContents()
    range.insertNode(inserted)
    // The caret lands after the code, in a text node of its own, so typing goes on outside it.
    const after = document.createTextNode(CARET_HOLDER)
    inserted.after(after)
    range.setStart(after, 1)
    range.collapse(true)
    selection.removeAllRanges()
    selection.addRange(range)
    emit()
  }

  const run = (command: Command) => {
    const element = editor.current
    if (!element || disabled) return
    if (command === 'link') {
      readActive()
      setLinkOpen(true)
      return
    }
    restoreSelection()
    if (command === 'bold') document.execCommand('bold')
    else if (command === 'italic') document.execCommand('italic')
    else if (command === 'heading') {
      document.execCommand('formatBlock', false, active.heading ? 'p' : 'h2')
    } else if (command === 'bulletList') document.execCommand('insertUnorderedList')
    else if (command === 'numberedList') document.execCommand('insertOrderedList')
    else if (command === 'code') toggleCode(element)
    readActive()
  }

  const applyLink = (href: string | null) => {
    setLinkOpen(false)
    restoreSelection()
    if (href === null) {
      document.execCommand('unlink')
    } else if (document.getSelection()?.isCollapsed ?? true) {
      document.execCommand(
        'insertHTML',
        false,
        `<a href="${escapeHtml(href)}">${escapeHtml(href)}</a>`,
      )
    } else {
      document.execCommand('createLink', false, href)
    }
    readActive()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault()
      run('link')
    }
  }

  // Pasted markup (from a web page or a word processor) is cleaned before it lands.
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault()
    const html = event.clipboardData.getData('text/html')
    if (html) document.execCommand('insertHTML', false, sanitizeHtml(html))
    else document.execCommand('insertText', false, event.clipboardData.getData('text/plain'))
  }

  // One tab stop for the whole toolbar; arrow keys move along it (WAI-ARIA toolbar pattern).
  const toolButtons = useRef<(HTMLButtonElement | null)[]>([])
  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: focusedTool + 1,
      ArrowLeft: focusedTool - 1,
      Home: 0,
      End: TOOLS.length - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const index = (next + TOOLS.length) % TOOLS.length
    setFocusedTool(index)
    toolButtons.current[index]?.focus()
  }

  const setEditorRef = (element: HTMLDivElement | null) => {
    editor.current = element
    if (typeof editorRef === 'function') editorRef(element)
    else if (editorRef) editorRef.current = element
  }

  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border bg-card shadow-xs transition-colors focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30',
        invalid && 'border-destructive',
        disabled && 'opacity-60',
      )}
    >
      <div
        role="toolbar"
        aria-label={text.toolbar}
        aria-controls={`${labelId}-editor`}
        onKeyDown={onToolbarKeyDown}
        className="flex flex-wrap gap-0.5 border-b bg-muted/40 p-1"
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool.command}
            ref={(button) => {
              toolButtons.current[index] = button
            }}
            type="button"
            title={
              tool.shortcut
                ? `${tool.label} (${tool.shortcut.replace('Control', 'Ctrl')})`
                : tool.label
            }
            aria-label={tool.label}
            aria-pressed={active[tool.command]}
            aria-keyshortcuts={tool.shortcut}
            tabIndex={index === focusedTool ? 0 : -1}
            disabled={disabled}
            // Keep the text's selection: a click would otherwise move the focus to the button.
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusedTool(index)}
            onClick={() => run(tool.command)}
            className="inline-flex size-8 items-center justify-center rounded text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-pressed:bg-accent aria-pressed:text-accent-foreground disabled:pointer-events-none"
          >
            <tool.icon className="size-4" aria-hidden="true" />
          </button>
        ))}
      </div>
      {linkOpen ? (
        <LinkBar
          initial={closestLinkHref(editor.current)}
          onApply={applyLink}
          onCancel={() => {
            setLinkOpen(false)
            restoreSelection()
          }}
        />
      ) : null}
      <div className="relative">
        {empty ? (
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 text-muted-foreground text-sm"
          >
            {seller.products.editor.fields.descriptionHint}
          </span>
        ) : null}
        {/* biome-ignore lint/a11y/useSemanticElements: a rich-text field has no native element */}
        <div
          ref={setEditorRef}
          id={`${labelId}-editor`}
          role="textbox"
          tabIndex={disabled ? -1 : 0}
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          aria-disabled={disabled || undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          onInput={emit}
          // New paragraphs as <p>: a browser's default <div> is not in the allow-list.
          onFocus={() => document.execCommand('defaultParagraphSeparator', false, 'p')}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          onKeyUp={readActive}
          onMouseUp={readActive}
          onPaste={onPaste}
          className={cn(
            'max-h-[28rem] min-h-40 overflow-y-auto px-3 py-3 text-sm outline-none',
            TYPOGRAPHY,
          )}
        />
      </div>
    </div>
  )
}

function closestLinkHref(editor: HTMLElement | null): string {
  if (!editor) return ''
  return closestInEditor(editor, 'A')?.getAttribute('href') ?? ''
}

/** Asks for a link's address in place (no `window.prompt`), and can remove a link too. */
function LinkBar({
  initial,
  onApply,
  onCancel,
}: {
  initial: string
  onApply: (href: string | null) => void
  onCancel: () => void
}) {
  const id = useId()
  const [href, setHref] = useState(initial)
  const [error, setError] = useState<string | null>(null)
  const apply = () => {
    const normalised = normaliseHref(href)
    if (normalised === null) {
      if (href.trim() === '' && initial) onApply(null)
      else setError(text.linkInvalid)
      return
    }
    onApply(normalised)
  }
  return (
    <div className="grid gap-1.5 border-b bg-muted/20 p-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={id} className="font-medium text-xs">
          {text.linkLabel}
        </label>
        <Input
          id={id}
          autoFocus
          type="url"
          inputMode="url"
          value={href}
          placeholder={text.linkPlaceholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setHref(event.target.value)
            setError(null)
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault()
              apply()
            } else if (event.key === 'Escape') {
              event.preventDefault()
              onCancel()
            }
          }}
          className="h-8 min-w-48 flex-1"
        />
        <Button type="button" size="sm" onClick={apply}>
          {text.linkApply}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {text.linkCancel}
        </Button>
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </div>
  )
}
