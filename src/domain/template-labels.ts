import { templateCategories } from '@/api/template-enums'
import { isKnown } from '@/api/open-enum'
import {
  headerFormats,
  type KnownHeaderFormat,
  type KnownTemplateCategory,
  type TemplateCategory,
} from '@/api/templates'
import { kindName } from '@/domain/newer-kinds'

/** The UI's words for the API's categories, in the order the UI offers them. */
export const categoryLabels: Readonly<Record<KnownTemplateCategory, string>> = {
  MARKETING: 'Marketing',
  UTILITY: 'Utility',
  AUTHENTICATION: 'Authentication',
}

/** A category in words, or as the API sent it when the spec does not list it. */
export function categoryLabel(category: TemplateCategory): string {
  return isKnown(templateCategories, category) ? categoryLabels[category] : category
}

/** A header's format in words. */
export const headerFormatLabels: Readonly<Record<KnownHeaderFormat, string>> = {
  TEXT: 'Text header',
  IMAGE: 'Image header',
  VIDEO: 'Video header',
  DOCUMENT: 'Document header',
}

/** A header in words, whatever its format: "Image header", "Location header", "SHAPE_3D header". */
export function headerLabel(format: string | undefined): string {
  const known = format ?? 'TEXT'
  return isKnown(headerFormats, known) ? headerFormatLabels[known] : `${kindName(known)} header`
}
