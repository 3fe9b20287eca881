import { Link, type LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import { preloadOnIntent } from './preload-on-intent'
import { Button, buttonClasses } from './ui/button'

/** An action beyond Edit and Delete, for a list row or a record page: a button, or a link to another screen. */
export type ExtraAction = { label: string; icon: LucideIcon } & (
  { onClick(): void; preload?(): void; link?: never } | { link: LinkProps; onClick?: never; preload?: never }
)

/** In a list row: the icon alone, named by the label, which shows as its tooltip. */
export function IconAction({ action }: { action: ExtraAction }) {
  const { label, icon: Icon } = action
  const icon = <Icon aria-hidden className="size-4" />
  if (action.link)
    return (
      <Link
        {...action.link}
        aria-label={label}
        data-tooltip=""
        className={buttonClasses({ variant: 'ghost', size: 'sm' })}
      >
        {icon}
      </Link>
    )
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      data-tooltip=""
      onClick={action.onClick}
      {...preloadOnIntent(action.preload)}
    >
      {icon}
    </Button>
  )
}

/** On a record page's header: the icon and the label, as its Edit and Delete buttons. */
export function LabelledAction({ action }: { action: ExtraAction }) {
  const { label, icon: Icon } = action
  const content = (
    <>
      <Icon aria-hidden className="size-4 shrink-0" /> {label}
    </>
  )
  if (action.link)
    return (
      <Link {...action.link} className={buttonClasses({ variant: 'secondary' })}>
        {content}
      </Link>
    )
  return (
    <Button variant="secondary" onClick={action.onClick} {...preloadOnIntent(action.preload)}>
      {content}
    </Button>
  )
}
