/** Saves text as a file through the browser's download, without a server round trip. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own reference to the blob by now.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
