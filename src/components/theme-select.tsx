import { t } from '@lingui/core/macro'
import { chooseTheme, useThemeChoice, type ThemeChoice } from '@/app/theme'

/** Light, dark or the device's own, remembered on this device (src/app/theme.ts). */
export function ThemeSelect() {
  return (
    <label>
      <span className="sr-only">{t`Theme`}</span>
      <select
        className="h-8 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-700"
        value={useThemeChoice()}
        onChange={(event) => chooseTheme(event.target.value as ThemeChoice)}
      >
        <option value="system">{t`System theme`}</option>
        <option value="light">{t`Light`}</option>
        <option value="dark">{t`Dark`}</option>
      </select>
    </label>
  )
}
