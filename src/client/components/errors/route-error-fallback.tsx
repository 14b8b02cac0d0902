import { isRouteErrorResponse, useRouteError } from 'react-router'
import { ErrorFallback, describeError } from './error-fallback'

/** The router's errorElement: the same fallback, fed by useRouteError. */
export function RouteErrorFallback() {
  const error = useRouteError()
  return <ErrorFallback description={isRouteErrorResponse(error) ? `${error.status} ${error.statusText}`.trim() : describeError(error)} />
}
