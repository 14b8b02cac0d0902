import { hostedServiceOf, hostOfUrl } from './hosted-services'
import { AI_PROVIDER_LABELS, isHostedProvider, type AiProvider, type ModelLocality } from './providers'

type Endpoint = { provider: AiProvider; baseUrl: string | null }

// A hosted provider's own API, or a base URL on a hosted service's host: run by someone else whatever else is true.
function hostedLocality({ provider, baseUrl }: Endpoint): ModelLocality | null {
  if (isHostedProvider(provider) && !baseUrl) return { kind: 'hosted', service: AI_PROVIDER_LABELS[provider] }
  const host = baseUrl ? hostOfUrl(baseUrl) : null
  const service = host ? hostedServiceOf(host) : null
  return service ? { kind: 'hosted', service } : null
}

/**
 * The operator's model: local only at a private or loopback address (`onOwnNetwork`, resolved by the server), and
 * never on a hosted service's host, even one that resolves privately (an Azure private endpoint is still Azure's).
 */
export function serverModelLocality(endpoint: Endpoint & { onOwnNetwork: boolean }): ModelLocality {
  const hosted = hostedLocality({ provider: endpoint.provider, baseUrl: endpoint.baseUrl })
  if (hosted) return hosted
  return endpoint.onOwnNetwork ? { kind: 'local' } : { kind: 'public' }
}

/**
 * A company's own endpoint: never local on a hosted service; otherwise local once the owner confirmed, for this very
 * host, that the company runs it or has a data processing agreement for it.
 */
export function companyModelLocality(endpoint: Endpoint & { confirmedHost: string | null }): ModelLocality {
  const hosted = hostedLocality(endpoint)
  if (hosted) return hosted
  const host = endpoint.baseUrl ? hostOfUrl(endpoint.baseUrl) : null
  if (!host) return { kind: 'unconfirmed', host: '' }
  return endpoint.confirmedHost === host ? { kind: 'local' } : { kind: 'unconfirmed', host }
}
