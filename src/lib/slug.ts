/** Text as a URL or file-name part: "Café Crème!" -> "cafe-creme"; accents dropped, every other run of characters one "-". */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
