import { useParams } from 'react-router'
import { UnsubscribePage } from '@/client/features/unsubscribe/components/unsubscribe-page'

export function UnsubscribeRoute() {
  const { token = '' } = useParams()
  return <UnsubscribePage token={token} />
}
