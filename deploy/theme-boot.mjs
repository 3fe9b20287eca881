/** The <meta> that tells the boot script (and src/app/theme.ts) where the dark theme's stylesheet is. */
export const DARK_THEME_META = 'inbox-console-dark-theme'

/**
 * Runs in each page's <head> before the first paint: a dark choice stored on this device (src/app/theme.ts, same
 * key), or no choice and a dark system, puts `dark` on <html> and links the dark theme's stylesheet, blocking the
 * render until it arrives. Light visitors download nothing more. The CSP allows this script, and only it, by its
 * hash (deploy/security-headers.mjs). src/app/theme.ts does the same after the first paint: same key, same <meta>.
 */
export const THEME_BOOT_SCRIPT =
  "(function(){try{var c=localStorage.getItem('inbox-console:theme');" +
  "if(c==='dark'||(c!=='light'&&matchMedia('(prefers-color-scheme: dark)').matches)){" +
  "var r=document.documentElement,l=document.createElement('link');r.classList.add('dark');" +
  `l.rel='stylesheet';l.id='${DARK_THEME_META}';l.setAttribute('blocking','render');` +
  `l.href=document.querySelector('meta[name=${DARK_THEME_META}]').content;document.head.appendChild(l)}}catch(e){}})()`
