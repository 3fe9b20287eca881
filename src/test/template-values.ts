import type { TemplateValues } from '@/domain/template-values'

/** A template's values with only the given parts typed, the rest empty. */
export const typedValues = (typed: Partial<TemplateValues>): TemplateValues => ({
  header: [],
  body: [],
  buttons: [],
  mediaUrl: '',
  location: { latitude: '', longitude: '', address: '', name: '' },
  ...typed,
})
