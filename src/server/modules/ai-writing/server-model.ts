import { promises as dns } from 'node:dns'
import { isIP } from 'node:net'
import { serverModelLocality } from '@/shared/ai/model-locality'
import type { Config } from '@/server/config'
import { classifyAddress, type AddressClass, type ResolveHost } from '@/server/platform/webhooks/public-address'
import type { ModelEndpoint } from './model-call'

// The operator's own networks: a model there is one the operator runs, not an outside processor (docs/decisions/106-ai-writing.md).
const OWN_NETWORK: ReadonlySet<AddressClass> = new Set(['private', 'loopback', 'shared'])

const resolveWithDns: ResolveHost = (hostname) => dns.lookup(hostname, { all: true })

/** Whether every address the URL's host resolves to is on the operator's own networks; false when it does not resolve. */
async function isOwnNetwork(baseUrl: string, resolve: ResolveHost): Promise<boolean> {
  const host = new URL(baseUrl).hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: { address: string }[]
  if (isIP(host)) addresses = [{ address: host }]
  else if (host === 'localhost' || host.endsWith('.localhost')) addresses = [{ address: '127.0.0.1' }]
  else {
    try {
      addresses = await resolve(host)
    } catch {
      return false
    }
  }
  return addresses.length > 0 && addresses.every(({ address }) => OWN_NETWORK.has(classifyAddress(address)))
}

/**
 * The operator's model (AI_PROVIDER and its kin) as the runtime calls it, or null when none is configured. It is local
 * when its base URL leads only to private or loopback addresses and its host is no hosted service's
 * (docs/decisions/122-local-processing-that-means-it.md); the hosted services' own endpoints (no base URL) never are.
 * Resolved once at start-up: the operator's URL is trusted as configured (decision 075).
 */
export async function resolveServerModel(
  ai: Pick<Config['ai'], 'server'>,
  resolve: ResolveHost = resolveWithDns,
): Promise<ModelEndpoint | null> {
  const server = ai.server
  if (!server) return null
  const { provider, baseUrl } = server
  // A hosted service's host is never asked about: it is someone else's wherever it resolves.
  const hosted = serverModelLocality({ provider, baseUrl, onOwnNetwork: false })
  const locality =
    hosted.kind === 'hosted' || !baseUrl
      ? hosted
      : serverModelLocality({ provider, baseUrl, onOwnNetwork: await isOwnNetwork(baseUrl, resolve) })
  return { source: 'server', provider, model: server.model, baseUrl, apiKey: server.apiKey, locality }
}
