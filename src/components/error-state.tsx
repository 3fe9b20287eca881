import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point'
import { isApiError } from '@/api/api-error'
import { TechnicalDetails } from './technical-details'
import { Button } from './ui/button'

interface ErrorStateProps {
  title?: string
  error: unknown
  onRetry?: () => void
  retrying?: boolean
}

function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return 'Something went wrong.'
}

/** A failure shown where the data would have been, in the server's own words, with a retry. */
export function ErrorState({ title = 'Could not load this', error, onRetry, retrying }: ErrorStateProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4">
      <div className="flex items-start gap-2 text-red-900">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-medium">{title}</p>
          <p className="mt-1 text-sm break-words text-red-800">{errorMessage(error)}</p>
          {isApiError(error) && error.technical && (
            <TechnicalDetails className="mt-2">
              <p>{error.technical}</p>
            </TechnicalDetails>
          )}
        </div>
      </div>
      {onRetry && (
        <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
          {retrying ? 'Retrying…' : 'Try again'}
        </Button>
      )}
    </div>
  )
}
