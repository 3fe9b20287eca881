/** The template enums on their own, so URL schemas can use them without loading the template API's schemas. */
export const templateCategories = ['UTILITY', 'MARKETING', 'AUTHENTICATION'] as const
export const templateStatuses = ['APPROVED', 'PENDING', 'REJECTED'] as const
