import { describe, expect, it } from 'vitest'
import { darkThemeCss, paletteOf, usedColours } from './dark-theme-css'

const palette = paletteOf(`
  --color-slate-50: oklch(98% 0 0);
  --color-slate-400: oklch(70% 0 0);
  --color-slate-500: oklch(55% 0 0);
  --color-slate-900: oklch(20% 0 0);
  --color-slate-950: oklch(13% 0 0);
  --color-indigo-400: oklch(67% 0.18 277);
  --color-indigo-600: oklch(51% 0.26 277);
  --color-white: #fff;
`)

describe('the dark theme stylesheet', () => {
  it('gives each used colour its opposite shade, under :root.dark', () => {
    const css = darkThemeCss(palette, ['slate-50', 'white', 'indigo-600', 'slate-500'])
    expect(css.startsWith(':root.dark{color-scheme:dark;')).toBe(true)
    // The page turns darkest, the cards (white) dark, a button's indigo lighter, secondary text lighter.
    expect(css).toContain('--color-slate-50:oklch(13% 0 0)')
    expect(css).toContain('--color-white:oklch(20% 0 0)')
    expect(css).toContain('--color-indigo-600:oklch(67% 0.18 277)')
    expect(css).toContain('--color-slate-500:oklch(70% 0 0)')
  })

  it('gives the phone preview a dark wallpaper with lighter bubbles, on the dev server too (every colour)', () => {
    const dark = paletteOf(`
      --color-slate-800: oklch(28% 0 0);
      --color-slate-950: oklch(13% 0 0);
    `)
    for (const css of [darkThemeCss(dark, ['chat', 'bubble']), darkThemeCss(dark)]) {
      expect(css).toContain('--color-chat:oklch(13% 0 0)')
      expect(css).toContain('--color-bubble:oklch(28% 0 0)')
    }
  })

  it('leaves out what it has no value for, and colours nobody uses', () => {
    const css = darkThemeCss(palette, ['slate-300', 'brand'])
    expect(css).toBe(':root.dark{color-scheme:dark;}\n')
  })

  it('finds the colours a built stylesheet uses', () => {
    expect([...usedColours('.a{color:var(--color-slate-900)}.b{background:var(--color-white)}')]).toEqual([
      'slate-900',
      'white',
    ])
  })
})
