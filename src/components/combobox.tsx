import Check from 'lucide-react/icons/check'
import ChevronDown from 'lucide-react/icons/chevron-down'
import { useEffect, useId, useState, type ReactNode, type Ref } from 'react'
import { cn } from '@/lib/cn'

interface ComboboxProps<T> {
  label: string
  labelClassName?: string
  /** The listbox's name: it must differ from the label, which names the field alone. */
  listLabel: string
  options: readonly T[]
  optionKey(option: T): string
  optionLabel(option: T): string
  /** An option shown but not choosable (e.g. a template not approved yet); its label should say why. */
  optionDisabled?(option: T): boolean
  /** The chosen option's text, shown while the user is not typing. */
  value: string
  /** The chosen option, marked in the list. */
  selectedKey?: string | null
  placeholder?: string
  onSelect(option: T): void
  /** The typed text after a pause, and '' once the list closes: the caller searches with it. */
  onSearch(text: string): void
  searchDelay?: number
  /** A line under the options: loading, nothing found, an error. */
  message?: ReactNode
  className?: string
  /** For a form field: its error and hint ids, whether it is invalid, and a ref to focus it on an error. */
  describedBy?: string
  invalid?: boolean
  inputRef?: Ref<HTMLInputElement>
}

/**
 * An editable combobox with a list of suggestions (ARIA 1.2 pattern): typing searches, ArrowUp/ArrowDown move
 * through the options without choosing, Enter or a click chooses, Escape closes and restores the value.
 */
export function Combobox<T>({
  label,
  labelClassName,
  listLabel,
  options,
  optionKey,
  optionLabel,
  optionDisabled = () => false,
  value,
  selectedKey,
  placeholder,
  onSelect,
  onSearch,
  searchDelay = 250,
  message,
  className,
  describedBy,
  invalid,
  inputRef,
}: ComboboxProps<T>) {
  const id = useId()
  const inputId = `${id}input`
  const listId = `${id}list`
  const optionId = (index: number) => `${id}option-${index}`
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState<string | null>(null)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const [searched, setSearched] = useState('')

  const query = typed ?? ''
  useEffect(() => {
    if (query === searched) return
    const timer = window.setTimeout(() => {
      setSearched(query)
      onSearch(query)
    }, searchDelay)
    return () => window.clearTimeout(timer)
  }, [query, searched, searchDelay, onSearch])

  const expanded = open && (options.length > 0 || !!message)
  const active = expanded ? options.findIndex((option) => optionKey(option) === activeKey) : -1
  const activeId = active >= 0 ? optionId(active) : undefined
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])

  const close = () => {
    setOpen(false)
    setTyped(null)
    setActiveKey(null)
  }
  const choose = (option: T) => {
    if (optionDisabled(option)) return
    close()
    onSelect(option)
  }
  const move = (step: 1 | -1) => {
    const from = active >= 0 ? active : step === 1 ? -1 : options.length
    const next = options[(from + step + options.length) % options.length]
    setOpen(true)
    if (next !== undefined) setActiveKey(optionKey(next))
  }
  const selectIfUntyped = (input: HTMLInputElement) => {
    if (typed === null) input.select()
  }

  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={inputId} className={cn('shrink-0 text-sm text-slate-600', labelClassName)}>
        {label}
      </label>
      <div className="relative min-w-0 flex-1">
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          value={typed ?? value}
          className="h-9 w-full truncate rounded-md border border-slate-300 bg-white ps-3 pe-8 text-sm text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-500"
          onChange={(event) => {
            setTyped(event.target.value)
            setActiveKey(null)
            setOpen(true)
          }}
          onFocus={(event) => selectIfUntyped(event.currentTarget)}
          onClick={(event) => {
            selectIfUntyped(event.currentTarget)
            setOpen(true)
          }}
          onBlur={close}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
              event.preventDefault()
              move(event.key === 'ArrowDown' ? 1 : -1)
            } else if (event.key === 'Enter' && active >= 0) {
              event.preventDefault()
              const option = options[active]
              if (option !== undefined) choose(option)
            } else if (event.key === 'Escape' && (open || typed !== null)) {
              event.preventDefault()
              close()
            }
          }}
        />
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute end-2 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        />
        <div
          hidden={!expanded}
          className="absolute start-0 top-full z-30 mt-1 w-full max-w-[calc(100vw-2rem)] min-w-60 rounded-md border border-slate-200 bg-white py-1 shadow-lg"
        >
          <ul
            id={listId}
            role="listbox"
            aria-label={listLabel}
            hidden={options.length === 0}
            className="max-h-72 overflow-y-auto"
          >
            {options.map((option, index) => {
              const key = optionKey(option)
              const selected = key === selectedKey
              const disabled = optionDisabled(option)
              return (
                <li
                  key={key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  aria-disabled={disabled || undefined}
                  className={cn(
                    'flex cursor-pointer items-start gap-2 px-3 py-2 text-sm [overflow-wrap:anywhere] text-slate-800',
                    index === active && 'bg-indigo-50 text-indigo-900',
                    disabled && 'cursor-not-allowed text-slate-500',
                  )}
                  onMouseDown={(event) => event.preventDefault()}
                  onMouseMove={() => setActiveKey(key)}
                  onClick={() => choose(option)}
                >
                  <Check
                    aria-hidden
                    className={cn('mt-0.5 size-4 shrink-0 text-indigo-600', !selected && 'invisible')}
                  />
                  <span className="min-w-0">
                    {optionLabel(option)}
                    {selected && <span className="sr-only"> (current)</span>}
                  </span>
                </li>
              )
            })}
          </ul>
          {message && (
            <p role="status" className="px-3 py-2 text-sm text-slate-600">
              {message}
            </p>
          )}
        </div>
      </div>
    </div>
  )
}
