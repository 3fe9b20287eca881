import { templateCategories } from '@/api/template-enums'
import { isKnown } from '@/api/open-enum'
import { buttonTypes, componentTypes, headerFormats, type Template } from '@/api/templates'
import { categoryLabels } from '@/domain/template-labels'

/**
 * What templateToForm cannot carry into the builder, which writes only what the spec lists, one phrase each and
 * values as sent: 'a CAROUSEL component', 'a COPY_CODE button “Copy code”', 'a LOCATION header'.
 */
export function leftOutParts(template: Template['template']): string[] {
  const parts: string[] = []
  if (!isKnown(templateCategories, template.category)) {
    parts.push(`the category ${template.category} (the copy is ${categoryLabels.UTILITY}: choose the right one)`)
  }
  const seen = new Set<string>()
  for (const component of template.components) {
    if (!isKnown(componentTypes, component.type)) {
      parts.push(`a ${component.type} component`)
      continue
    }
    if (seen.has(component.type)) {
      parts.push(`another ${component.type} component`)
      continue
    }
    seen.add(component.type)
    const format = component.format ?? 'TEXT'
    if (component.type === 'HEADER' && !isKnown(headerFormats, format)) parts.push(`a ${format} header`)
    if (component.type !== 'BUTTONS') continue
    for (const button of component.buttons ?? []) {
      if (!isKnown(buttonTypes, button.type))
        parts.push(button.text ? `a ${button.type} button “${button.text}”` : `a ${button.type} button`)
    }
  }
  return parts
}
