import Search from 'lucide-react/icons/search'
import { useEffect, useState } from 'react'
import { Input } from './ui/input'

interface SearchInputProps {
  label: string
  value: string
  onSearch(value: string): void
  /** Debounce so each keystroke does not become a request. */
  delay?: number
}

export function SearchInput({ label, value, onSearch, delay = 300 }: SearchInputProps) {
  const [text, setText] = useState(value)
  const [synced, setSynced] = useState(value)
  if (value !== synced) {
    setSynced(value)
    setText(value)
  }

  useEffect(() => {
    if (text === value) return
    const timer = window.setTimeout(() => onSearch(text), delay)
    return () => window.clearTimeout(timer)
  }, [text, value, delay, onSearch])

  return (
    <div className="relative w-full max-w-sm">
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={label}
        className="ps-9"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onSearch(text)
        }}
      />
    </div>
  )
}
