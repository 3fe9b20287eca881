/** The languages on offer and those written right to left: the same as src/i18n/locales.ts (a test checks). */
export const BOOT_OFFERED_LOCALES = ['en']
export const BOOT_RTL_LOCALES = ['ar']

/**
 * Runs in each page's <head> before the first paint: the language chosen on this device (src/i18n/i18n.ts, same
 * key), else the browser's first language on offer (exactly or by its language alone: es-MX -> es, pt -> pt-BR), else English; sets `lang` and `dir` on <html>, so the first paint already reads the right way.
 * The CSP allows it by its hash (deploy/security-headers.mjs).
 */
export const LOCALE_BOOT_SCRIPT =
  `(function(){var o=${JSON.stringify(BOOT_OFFERED_LOCALES)},r=${JSON.stringify(BOOT_RTL_LOCALES)},l=null;` +
  'function f(c,p){c=String(c).toLowerCase();for(var i=0;i<o.length;i++){var k=o[i].toLowerCase();' +
  "if(p?k.split('-')[0]===c.split('-')[0]:k===c)return o[i]}return null}" +
  "try{var s=localStorage.getItem('inbox-console:locale');if(s&&f(s,false))l=f(s,false)}catch(e){}" +
  'var n=navigator.languages&&navigator.languages.length?navigator.languages:[navigator.language||""];' +
  'for(var i=0;i<n.length&&!l;i++)l=f(n[i],false)||f(n[i],true);' +
  "l=l||'en';var h=document.documentElement;h.lang=l;h.dir=r.indexOf(l)>=0?'rtl':'ltr'})()"
