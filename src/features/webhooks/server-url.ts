/** An http:// address: allowed, but every delivery to it travels unencrypted. */
export function isUnencryptedUrl(serverUrl: string): boolean {
  return /^http:\/\//i.test(serverUrl.trim())
}
