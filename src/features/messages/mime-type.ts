const mimeTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  '3gp': 'video/3gpp',
  mp3: 'audio/mpeg',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  amr: 'audio/amr',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain',
}

/** The MIME types the console can suggest, for the field's list of suggestions. */
export const knownMimeTypes = [...new Set(Object.values(mimeTypes))]

/** The MIME type of a media URL's file extension (query string, fragment and case ignored), if it is a known one. */
export function suggestMimeType(url: string): string | undefined {
  const path = url.trim().split(/[?#]/, 1)[0] ?? ''
  const file = path.slice(path.lastIndexOf('/') + 1)
  const dot = file.lastIndexOf('.')
  if (dot < 0) return undefined
  const extension = file.slice(dot + 1).toLowerCase()
  return Object.hasOwn(mimeTypes, extension) ? mimeTypes[extension] : undefined
}

/**
 * The MIME type field's value after the URL changed from `previousUrl` to `url`: a new suggestion while the
 * field is empty or still holds the previous URL's suggestion, else what the user typed, untouched.
 */
export function nextMimeType(current: string, previousUrl: string, url: string): string {
  const ours = current.trim() === '' || current === suggestMimeType(previousUrl)
  return ours ? (suggestMimeType(url) ?? '') : current
}
