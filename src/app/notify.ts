/** A toast from code that runs before any screen (the global error policy); sonner loads only when needed. */
export function notifyError(message: string): void {
  void import('sonner').then(({ toast }) => toast.error(message))
}
