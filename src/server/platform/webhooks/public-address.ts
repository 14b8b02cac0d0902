import { promises as dns, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Which addresses a URL that a user entered may lead to (docs/decisions/075-outgoing-requests-to-public-addresses.md):
 * its host is resolved when the URL is saved and again before each request, every address must be allowed, and the
 * connection is pinned to the addresses that were checked. URLs the operator configures are trusted as they are.
 */

/** What an address is, as far as outgoing requests care. Only `public` is reachable by default. */
export type AddressClass =
  'public' | 'private' | 'loopback' | 'shared' | 'link-local' | 'metadata' | 'unspecified' | 'multicast' | 'broadcast' | 'reserved'

/** A host name's addresses, all of them (dns.promises.lookup with `all`); tests hand in their own. */
export type ResolveHost = (hostname: string) => Promise<LookupAddress[]>

/** `allowPrivate` is WEBHOOK_ALLOW_PRIVATE; `resolve` is DNS unless a test replaces it. */
export type AddressPolicy = { allowPrivate: boolean; resolve?: ResolveHost }

export type VettedHost =
  | { ok: true; addresses: LookupAddress[] }
  | { ok: false; problem: 'refused'; hostname: string; address: string; addressClass: AddressClass }
  | { ok: false; problem: 'unresolved'; hostname: string; code: string }

const resolveWithDns: ResolveHost = (hostname) => dns.lookup(hostname, { all: true })

// An operator's own networks, which WEBHOOK_ALLOW_PRIVATE opens (a self-hosted n8n beside the app). Link-local and the
// metadata services stay shut: 169.254.169.254 and its kin hand out the instance's credentials.
const PRIVATE_CLASSES: ReadonlySet<AddressClass> = new Set(['private', 'loopback', 'shared'])

const V4_CLASSES: Partial<Record<ReturnType<ipaddr.IPv4['range']>, AddressClass>> = {
  unicast: 'public',
  private: 'private',
  loopback: 'loopback',
  carrierGradeNat: 'shared',
  linkLocal: 'link-local',
  unspecified: 'unspecified',
  multicast: 'multicast',
  broadcast: 'broadcast',
}

// Cloud metadata services outside link-local, refused even under WEBHOOK_ALLOW_PRIVATE: AWS's IPv6 endpoint sits in
// unique-local space, Alibaba Cloud's in the shared (CGNAT) range.
const METADATA_SERVICES = [ipaddr.parseCIDR('fd00:ec2::254/128'), ipaddr.parseCIDR('100.100.100.200/32')]

// IPv6 addresses outside 2000::/3 that ipaddr.js calls unicast (::a.b.c.d, unassigned space) are not on the internet.
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3')
// NAT64's well-known prefix carries an IPv4 address in its last 32 bits; the local-use 64:ff9b:1::/48 is the site's own.
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96')

function isMetadataService(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  return METADATA_SERVICES.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits))
}

function classifyIPv4(address: ipaddr.IPv4): AddressClass {
  if (isMetadataService(address)) return 'metadata'
  return V4_CLASSES[address.range()] ?? 'reserved'
}

/** The IPv4 address an IPv6 one carries in the two 16-bit parts from `index`. */
function embeddedIPv4(address: ipaddr.IPv6, index: number): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(index, index + 2)
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff])
}

function classifyIPv6(address: ipaddr.IPv6): AddressClass {
  if (isMetadataService(address)) return 'metadata'
  const range = address.range()
  if (address.isIPv4MappedAddress()) return classifyIPv4(address.toIPv4Address())
  // Translated forms reach the IPv4 address they carry: ::ffff:0:a.b.c.d (RFC 6145), 64:ff9b::a.b.c.d, 2002:aabb:ccdd::.
  if (range === 'rfc6145') return classifyIPv4(embeddedIPv4(address, 6))
  if (range === 'rfc6052') return address.match(WELL_KNOWN_NAT64) ? classifyIPv4(embeddedIPv4(address, 6)) : 'reserved'
  if (range === '6to4') return classifyIPv4(embeddedIPv4(address, 1))
  if (range === 'unicast') return address.match(GLOBAL_UNICAST) ? 'public' : 'reserved'
  if (range === 'uniqueLocal') return 'private'
  if (range === 'loopback' || range === 'multicast' || range === 'unspecified') return range
  if (range === 'linkLocal') return 'link-local'
  // Teredo (its client's address is hidden behind a relay), benchmarking, documentation, discard, ORCHID, site-local…
  return 'reserved'
}

/** Classifies an IP address (either family, no brackets) by ipaddr.js's ranges. */
export function classifyAddress(address: string): AddressClass {
  const parsed = ipaddr.parse(address)
  return parsed.kind() === 'ipv4' ? classifyIPv4(parsed as ipaddr.IPv4) : classifyIPv6(parsed as ipaddr.IPv6)
}

export function isAllowedAddress(addressClass: AddressClass, { allowPrivate }: Pick<AddressPolicy, 'allowPrivate'>): boolean {
  return addressClass === 'public' || (allowPrivate && PRIVATE_CLASSES.has(addressClass))
}

const CLASS_WORDS: Record<AddressClass, string> = {
  public: 'a public address',
  private: 'a private network address',
  loopback: 'a loopback address (this server itself)',
  shared: 'a carrier-grade NAT address',
  'link-local': 'a link-local address (such as a cloud metadata service)',
  metadata: 'a cloud metadata service address',
  unspecified: 'an unspecified address (0.0.0.0 or ::)',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
  reserved: 'a reserved or special-purpose address',
}

/** "a private network address", for messages. */
export function describeAddressClass(addressClass: AddressClass): string {
  return CLASS_WORDS[addressClass]
}

/**
 * Resolves a URL's host (`new URL(…).hostname`; an IP literal is taken as it is) and checks every address against the
 * policy: one refused address refuses the host, so a name cannot mix a public address with an internal one.
 */
export async function vetHost(hostname: string, policy: AddressPolicy): Promise<VettedHost> {
  const host = hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: LookupAddress[]
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) }]
  } else {
    try {
      addresses = await (policy.resolve ?? resolveWithDns)(host)
    } catch (error) {
      return { ok: false, problem: 'unresolved', hostname: host, code: String((error as NodeJS.ErrnoException).code ?? 'ENOTFOUND') }
    }
    if (addresses.length === 0) return { ok: false, problem: 'unresolved', hostname: host, code: 'ENODATA' }
  }
  for (const { address } of addresses) {
    const addressClass = classifyAddress(address)
    if (!isAllowedAddress(addressClass, policy)) return { ok: false, problem: 'refused', hostname: host, address, addressClass }
  }
  return { ok: true, addresses }
}

/**
 * A `lookup` for net/tls connections that answers `hostname` with the vetted addresses only and never asks DNS again,
 * so a rebinding answer cannot slip in between the check and the connection. TLS is unaffected: the request's host
 * name stays the SNI name the certificate is checked against.
 */
export function pinnedLookup(hostname: string, addresses: readonly LookupAddress[]): LookupFunction {
  const host = hostname.replace(/^\[(.*)\]$/, '$1')
  return (name, options, callback) => {
    const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family
    const matching = addresses.filter((entry) => name === host && (!family || entry.family === family))
    const first = matching[0]
    if (!first) {
      const error: NodeJS.ErrnoException = new Error(`${name} is not the checked host ${host}`)
      error.code = 'ENOTFOUND'
      return callback(error, '', 0)
    }
    if (options.all) return callback(null, matching)
    return callback(null, first.address, first.family)
  }
}
