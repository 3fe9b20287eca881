import type { ErrorComponentProps } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { isApiError } from '@/api/api-error'
import { isDeletedError } from '@/resources/deleted-items'
import { NotFound } from './not-found'
import { RouteError } from './route-error'

interface DetailErrorProps extends ErrorComponentProps {
  /** What the item is, e.g. "segment". */
  noun: string
  /** The link back to the item's list, styled as a button. */
  back: ReactNode
  /** Said when the API does not know the item; by default the server's own message. */
  notFoundMessage?: string
}

/**
 * A detail page's error, inside the app's shell: an item deleted in this session says so, one the API does not know
 * is "not found", each with the way back to its list. Anything else is any route's error, with a retry.
 */
export function DetailError({ noun, back, notFoundMessage, ...props }: DetailErrorProps) {
  const { error } = props
  const gone = isDeletedError(error)
    ? {
        label: 'Deleted',
        title: `This ${noun} was deleted`,
        message: 'It no longer exists, and no list shows it any more.',
      }
    : isApiError(error) && error.status === 404
      ? {
          title: `${noun.charAt(0).toUpperCase()}${noun.slice(1)} not found`,
          message: notFoundMessage ?? error.message,
        }
      : undefined
  return <RouteError {...props} page={gone && <NotFound {...gone}>{back}</NotFound>} />
}
