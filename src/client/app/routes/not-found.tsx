import { NotFound } from '@/client/components/errors/not-found'

export function NotFoundRoute() {
  return <NotFound />
}
