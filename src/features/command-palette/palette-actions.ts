import type { LinkProps } from '@tanstack/react-router'
import type { LucideIcon } from 'lucide-react'
import Keyboard from 'lucide-react/icons/keyboard'
import LogOut from 'lucide-react/icons/log-out'
import Monitor from 'lucide-react/icons/monitor'
import Moon from 'lucide-react/icons/moon'
import Plus from 'lucide-react/icons/plus'
import Sun from 'lucide-react/icons/sun'
import { navItems } from '@/app/navigation'
import type { ThemeChoice } from '@/app/theme'

export type PaletteAction =
  { kind: 'go'; link: LinkProps } | { kind: 'theme'; theme: ThemeChoice } | { kind: 'shortcuts' } | { kind: 'sign-out' }

export interface PaletteCommand {
  value: string
  label: string
  /** Other words it is found by. */
  keywords?: string
  icon: LucideIcon
  action: PaletteAction
}

const themeIcons = { system: Monitor, light: Sun, dark: Moon } as const
const themeLabels = { system: 'System', light: 'Light', dark: 'Dark' } as const

/** Every screen's "New …", from the one list of screens: a screen that makes something is offered here. */
export function createCommands(workspaceId: string | null): PaletteCommand[] {
  return navItems(workspaceId).flatMap(({ id, create }): PaletteCommand[] => {
    if (!create) return []
    const { label, keywords, link } = create
    return [{ value: `action:new-${id}`, label, keywords, icon: Plus, action: { kind: 'go', link } }]
  })
}

/** The palette's commands. The creates go where their screen's "New …" button goes: a page, or a create dialog. */
export function paletteCommands(workspaceId: string | null, themes: readonly ThemeChoice[]): PaletteCommand[] {
  return [
    ...createCommands(workspaceId),
    ...themes.map((theme) => ({
      value: `action:theme-${theme}`,
      label: `Theme: ${themeLabels[theme]}`,
      icon: themeIcons[theme],
      action: { kind: 'theme', theme } as const,
    })),
    { value: 'action:shortcuts', label: 'Keyboard shortcuts', icon: Keyboard, action: { kind: 'shortcuts' } },
    { value: 'action:sign-out', label: 'Sign out', icon: LogOut, action: { kind: 'sign-out' } },
  ]
}

/** Whether every word typed is in the label: static items filter by text, as the API's searches do. */
export function matchesText(label: string, text: string): boolean {
  const haystack = label.toLowerCase()
  return text
    .toLowerCase()
    .split(/\s+/)
    .every((word) => haystack.includes(word))
}
