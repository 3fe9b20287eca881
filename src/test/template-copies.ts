import type { Template } from '@/api/templates'

/** Adds copies of the model (extra_0, extra_1 …, each updated a minute after the last), so a list takes more pages. */
export function addTemplateCopies(templates: Template[], model: Template, count: number) {
  for (let index = 0; index < count; index += 1) {
    const updatedAt = new Date(Date.UTC(2025, 0, 1, 0, index)).toISOString()
    templates.push({
      ...model,
      id: `tpl_extra_${index}`,
      template: { ...model.template, name: `extra_${index}` },
      createdAt: updatedAt,
      updatedAt,
    })
  }
}
