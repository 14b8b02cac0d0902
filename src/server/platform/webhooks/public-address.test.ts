import type { LookupAddress } from 'node:dns'
import { describe, expect, it } from 'vitest'
import { classifyAddress, isAllowedAddress, pinnedLookup, vetHost, type AddressClass, type ResolveHost } from './public-address'

/** A resolver from a table, as DNS would answer; an unknown name is ENOTFOUND. */
function resolverOf(table: Record<string, string[]>): ResolveHost {
  return async (hostname) => {
    const addresses = table[hostname]
    if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
}

describe('classifyAddress', () => {
  it.each<[string, AddressClass]>([
    ['93.184.216.34', 'public'],
    ['2606:4700::1111', 'public'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.0.4', 'private'],
    ['fd12:3456::1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['100.64.0.1', 'shared'],
    ['169.254.169.254', 'link-local'],
    ['fe80::1', 'link-local'],
    // Metadata services outside link-local: AWS's IPv6 endpoint, Alibaba Cloud's (also behind NAT64).
    ['fd00:ec2::254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['64:ff9b::6464:64c8', 'metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['198.18.0.1', 'reserved'],
    ['198.19.255.255', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['240.0.0.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['fec0::1', 'reserved'],
    // IPv4 inside IPv6: mapped, translated (RFC 6145), NAT64 (RFC 6052) and 6to4 are what they carry.
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'link-local'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:93.184.216.34', 'public'],
    ['::ffff:0:a9fe:a9fe', 'link-local'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['64:ff9b::5db8:d822', 'public'],
    ['64:ff9b:1::a00:1', 'reserved'],
    ['2002:a00:1::1', 'private'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:5db8:d822::1', 'public'],
    // Teredo hides its client's address behind a relay; the deprecated IPv4-compatible form is not on the internet.
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['::7f00:1', 'reserved'],
  ])('%s is %s', (address, expected) => {
    expect(classifyAddress(address)).toBe(expected)
  })

  it('lets private, loopback and shared addresses through only under allowPrivate, and link-local or metadata never', () => {
    const allowed = (allowPrivate: boolean) =>
      (
        ['public', 'private', 'loopback', 'shared', 'link-local', 'metadata', 'unspecified', 'multicast', 'broadcast', 'reserved'] as const
      ).filter((addressClass) => isAllowedAddress(addressClass, { allowPrivate }))
    expect(allowed(false)).toEqual(['public'])
    expect(allowed(true)).toEqual(['public', 'private', 'loopback', 'shared'])
  })
})

describe('vetHost', () => {
  const resolve = resolverOf({
    'n8n.example.com': ['93.184.216.34', '2606:4700::1111'],
    'mixed.example.com': ['93.184.216.34', '10.0.0.7'],
    'empty.example.com': [],
  })

  it('keeps every address of a public name, and takes an IP literal as it is', async () => {
    expect(await vetHost('n8n.example.com', { allowPrivate: false, resolve })).toEqual({
      ok: true,
      addresses: [
        { address: '93.184.216.34', family: 4 },
        { address: '2606:4700::1111', family: 6 },
      ],
    })
    expect(await vetHost('[2606:4700::1111]', { allowPrivate: false, resolve })).toEqual({
      ok: true,
      addresses: [{ address: '2606:4700::1111', family: 6 }],
    })
  })

  it('refuses a name when any of its addresses is refused', async () => {
    expect(await vetHost('mixed.example.com', { allowPrivate: false, resolve })).toEqual({
      ok: false,
      problem: 'refused',
      hostname: 'mixed.example.com',
      address: '10.0.0.7',
      addressClass: 'private',
    })
    expect((await vetHost('mixed.example.com', { allowPrivate: true, resolve })).ok).toBe(true)
  })

  it('refuses a name that does not resolve', async () => {
    expect(await vetHost('nowhere.example.com', { allowPrivate: true, resolve })).toEqual({
      ok: false,
      problem: 'unresolved',
      hostname: 'nowhere.example.com',
      code: 'ENOTFOUND',
    })
    expect(await vetHost('empty.example.com', { allowPrivate: true, resolve })).toMatchObject({ ok: false, problem: 'unresolved' })
  })

  it('asks the system resolver by default: localhost is loopback', async () => {
    expect(await vetHost('localhost', { allowPrivate: false })).toMatchObject({ ok: false, problem: 'refused', addressClass: 'loopback' })
  })
})

describe('pinnedLookup', () => {
  const addresses: LookupAddress[] = [
    { address: '93.184.216.34', family: 4 },
    { address: '2606:4700::1111', family: 6 },
  ]
  const lookup = pinnedLookup('n8n.example.com', addresses)
  const ask = (hostname: string, options: object) =>
    new Promise<{ error: NodeJS.ErrnoException | null; address: unknown; family?: number }>((resolve) =>
      lookup(hostname, options, (error, address, family) => resolve({ error, address, family })),
    )

  it('answers the checked host with the checked addresses only, for one address or all', async () => {
    expect(await ask('n8n.example.com', { all: true })).toEqual({ error: null, address: addresses, family: undefined })
    expect(await ask('n8n.example.com', {})).toEqual({ error: null, address: '93.184.216.34', family: 4 })
    expect(await ask('n8n.example.com', { family: 6 })).toEqual({ error: null, address: '2606:4700::1111', family: 6 })
  })

  it('answers no other name', async () => {
    const { error } = await ask('metadata.google.internal', { all: true })
    expect(error).toMatchObject({ code: 'ENOTFOUND' })
  })
})
