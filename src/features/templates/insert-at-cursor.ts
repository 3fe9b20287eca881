/** Inserts `token` into `text` replacing the selection [start, end); returns the new text and the caret after it. */
export function insertAtCursor(text: string, token: string, start: number | null, end: number | null) {
  const from = Math.max(0, Math.min(start ?? text.length, text.length))
  const to = Math.max(from, Math.min(end ?? from, text.length))
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length }
}
