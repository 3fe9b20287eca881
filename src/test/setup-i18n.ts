// Every test runs in English, as a first visit from an English browser does (src/i18n/i18n.ts).
import '@/i18n/i18n'
