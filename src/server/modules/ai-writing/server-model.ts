import { promises as dns } from 'node:dns'
import { isIP } from 'node:net'
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
 * The operator's model (AI_PROVIDER and its kin) as the runtime calls it, or null when none is configured. It runs by
 * the customer when its base URL leads only to private or loopback addresses; the hosted services' own endpoints
 * (no base URL) never do. Resolved once at start-up: the operator's URL is trusted as configured (decision 075).
 */
export async function resolveServerModel(ai: Config['ai'], resolve: ResolveHost = resolveWithDns): Promise<ModelEndpoint | null> {
  const server = ai.server
  if (!server) return null
  const runByCustomer = server.baseUrl ? await isOwnNetwork(server.baseUrl, resolve) : false
  return { source: 'server', provider: server.provider, model: server.model, baseUrl: server.baseUrl, apiKey: server.apiKey, runByCustomer }
}
