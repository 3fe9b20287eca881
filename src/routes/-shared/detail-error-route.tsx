import { Link, useParams, type ErrorComponentProps, type LinkProps } from '@tanstack/react-router'
import { DetailError } from '@/components/detail-error'
import { buttonClasses } from '@/components/ui/button'

/**
 * A detail route's `errorComponent`: the `noun` deleted or not found, with the way `back` to its list (the detail's
 * params fill the list's, e.g. its workspace). `notFoundMessage` replaces the server's message for an unknown item.
 */
export function detailErrorRoute(
  noun: string,
  back: { to: LinkProps['to']; label: string },
  notFoundMessage?: (params: Partial<Record<string, string>>) => string,
) {
  return function DetailErrorRoute(props: ErrorComponentProps) {
    const params = useParams({ strict: false })
    return (
      <DetailError
        {...props}
        noun={noun}
        notFoundMessage={notFoundMessage?.(params)}
        back={
          <Link to={back.to} className={buttonClasses()}>
            {back.label}
          </Link>
        }
      />
    )
  }
}
