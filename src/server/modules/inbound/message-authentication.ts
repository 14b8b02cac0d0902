import { Resolver } from 'node:dns/promises'
import { authenticate, type AuthenticateResult, type DNSResolver } from 'mailauth'
import type { InboundConfig } from '@/server/config'
import type { MessageAuthentication } from '@/server/modules/runtime'

/** Answers DNS questions as `dns.promises.resolve` does (TXT records as arrays of strings). */
export type DnsResolver = NonNullable<InboundConfig['dnsResolver']>

// One question may take this long before it counts as a temporary error: a sender's broken name server must not hold
// the SMTP session (whose reply waits for the checks) or a provider's webhook call for minutes.
const DNS_TIMEOUT_MS = 5_000
// SPF may ask up to ten further questions (RFC 7208 section 4.6.4); past this the result is temperror.
const SPF_TIME_LIMIT_MS = 15_000

/** The system's name servers (/etc/resolv.conf), each question with a time limit of its own and no retry. */
export function systemDnsResolver(): DnsResolver {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 1 })
  return (name, rrtype) => resolver.resolve(name, rrtype)
}

/** Where the message came from: the SMTP client's address, HELO name and MAIL FROM; a webhook knows none of them. */
export type MessageOrigin = { ip?: string; helo?: string; sender?: string }

/**
 * SPF, DKIM and DMARC of an arriving message as checked here (docs/inbound-email.md#authentication). Without the
 * client's address SPF cannot be evaluated and reads 'none'; DKIM and DMARC still verify from the message itself. A
 * check that could not run at all (a message mailauth cannot read) reads 'temperror' rather than stopping the delivery.
 */
export async function checkAuthentication(
  raw: Buffer,
  origin: MessageOrigin,
  { domain, resolver }: { domain: string; resolver: DnsResolver },
): Promise<MessageAuthentication> {
  const options = {
    ip: origin.ip,
    helo: origin.helo,
    sender: origin.sender || undefined,
    mta: domain,
    // The resolver answers as node's does; mailauth's type names only the TXT shape of its answers.
    resolver: resolver as DNSResolver,
    disableArc: true,
    disableBimi: true,
  }
  let result: AuthenticateResult
  try {
    // maxElapsedTime reaches mailauth's SPF check (its lib/spf reads it) though its types leave it out.
    result = await authenticate(raw, { ...options, maxElapsedTime: SPF_TIME_LIMIT_MS } as typeof options)
  } catch {
    return { spf: 'temperror', dkim: 'temperror', dmarc: 'temperror', checked_by: 'receiver' }
  }
  const signatures = result.dkim.results ?? []
  const dkim = signatures.some((signature) => signature.status?.result === 'pass') ? 'pass' : (signatures[0]?.status?.result ?? 'none')
  return {
    spf: origin.ip && result.spf ? result.spf.status.result : 'none',
    dkim,
    dmarc: result.dmarc ? result.dmarc.status.result : 'none',
    checked_by: 'receiver',
  }
}
