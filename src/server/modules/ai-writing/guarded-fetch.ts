import { Agent, fetch as undiciFetch } from 'undici'
import { describeAddressClass, pinnedLookup, vetHost, type AddressPolicy } from '@/server/platform/webhooks/public-address'

/**
 * A model endpoint a company entered follows the outgoing-request rules (docs/decisions/075-outgoing-requests-to-public-addresses.md,
 * docs/decisions/106-ai-writing.md): its host is vetted again at every call, the connection is pinned to the addresses
 * that were vetted, and redirects are not followed, so neither a changed DNS answer nor a 30x reaches an internal address.
 */

/** The endpoint's host is not one the policy lets the server reach; `message` is the reason shown with the draft. */
export class RefusedHostError extends Error {
  override name = 'RefusedHostError'
}

async function vettedLookup(hostname: string, policy: AddressPolicy) {
  const vetted = await vetHost(hostname, policy)
  if (vetted.ok) return pinnedLookup(hostname, vetted.addresses)
  if (vetted.problem === 'unresolved') throw new RefusedHostError(`Refused: ${vetted.hostname} does not resolve (${vetted.code})`)
  throw new RefusedHostError(`Refused: ${vetted.hostname} resolves to ${vetted.address}, ${describeAddressClass(vetted.addressClass)}`)
}

/** A `fetch` for the AI SDK's providers that vets and pins each request's host under `policy`. */
export function createGuardedFetch(policy: AddressPolicy): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const dispatcher = new Agent({ connect: { lookup: await vettedLookup(url.hostname, policy) } })
    try {
      const response = await undiciFetch(url, { ...(init as Parameters<typeof undiciFetch>[1]), dispatcher, redirect: 'manual' })
      // The provider reads the whole answer anyway (no streaming); reading it here lets the pinned agent close now.
      const body = await response.arrayBuffer()
      return new Response(response.status === 204 || response.status === 304 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: new Headers([...response.headers]),
      })
    } finally {
      void dispatcher.destroy().catch(() => {})
    }
  }
}
