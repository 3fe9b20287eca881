/**
 * The dark theme as one small stylesheet: it gives Tailwind's colour variables, under `:root.dark`, the values of
 * their opposite shades, so every `bg-white`, `text-slate-600` or `bg-indigo-600` of the app turns dark without a
 * `dark:` variant. Neutrals flip around the middle of their scale (white, the cards, becomes slate-900; slate-50,
 * the page, slate-950), and the middle shades used for secondary text step lighter so they keep their contrast on
 * the dark cards. Colours flip the same way, so a badge's light ground and dark text become a dark ground and light
 * text, and a button's indigo-600 under white text an indigo-400 under slate-900 text.
 */

const NEUTRALS = new Set(['slate', 'gray', 'zinc', 'neutral', 'stone', 'mauve', 'olive', 'mist', 'taupe'])

/** Light shade -> the shade whose value it takes in the dark theme ('white' is the neutral scale's lightest). */
const NEUTRAL_SHADES: Record<string, string> = {
  '50': '950',
  '100': '800',
  '200': '700',
  '300': '600',
  '400': '500',
  '500': '400',
  '600': '300',
  '700': '200',
  '800': '100',
  '900': '50',
  '950': 'white',
}
const COLOUR_SHADES: Record<string, string> = {
  '50': '950',
  '100': '900',
  '200': '800',
  '300': '700',
  '400': '500',
  '500': '400',
  '600': '400',
  '700': '300',
  '800': '200',
  '900': '100',
  '950': '50',
}

/**
 * Variables that are not one shade of a scale: the cards, and the phone preview's chat wallpaper and bubbles (as
 * WhatsApp's dark theme has them: a near-black wallpaper, the bubbles a step lighter).
 */
const OTHERS: Record<string, string> = { white: 'slate-900', chat: 'slate-950', bubble: 'slate-800' }

/** `--color-slate-50: oklch(…)` and the like, from Tailwind's theme.css. */
export function paletteOf(themeCss: string): Map<string, string> {
  const palette = new Map<string, string>()
  for (const [, name, value] of themeCss.matchAll(/--color-([a-z]+(?:-\d+)?):\s*([^;]+);/g))
    palette.set(name as string, (value as string).trim())
  return palette
}

function darkName(name: string): string | undefined {
  if (name in OTHERS) return OTHERS[name]
  const match = /^([a-z]+)-(\d+)$/.exec(name)
  if (!match) return undefined
  const [, family = '', shade = ''] = match
  const target = (NEUTRALS.has(family) ? NEUTRAL_SHADES : COLOUR_SHADES)[shade]
  if (!target) return undefined
  return target === 'white' ? 'white' : `${family}-${target}`
}

/**
 * The stylesheet, for the colour variables in `used` (names without `--color-`, e.g. "slate-50"), or for every
 * colour of the palette when `used` is not given (the dev server, which cannot know yet).
 */
export function darkThemeCss(palette: Map<string, string>, used?: Iterable<string>): string {
  const names = [...new Set(used ?? [...palette.keys(), ...Object.keys(OTHERS)])].sort()
  const declarations = names.flatMap((name) => {
    const target = darkName(name)
    const value = target === undefined ? undefined : palette.get(target)
    return value === undefined ? [] : [`--color-${name}:${value}`]
  })
  return `:root.dark{color-scheme:dark;${declarations.join(';')}}\n`
}

/** The colour variables a built stylesheet uses. */
export function usedColours(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(--color-([a-z]+(?:-\d+)?)\)/g)].map(([, name]) => name as string))
}
