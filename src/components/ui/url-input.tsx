import type { ComponentProps } from 'react'
import { Input } from './input'

/** An input for a web address: the URL keyboard on phones, no autocomplete or spell check. */
export function UrlInput(props: ComponentProps<'input'>) {
  return <Input type="url" inputMode="url" autoComplete="off" spellCheck={false} placeholder="https://" {...props} />
}
