import { ShieldAlert, ShieldCheck } from 'lucide-react'
import type { MessageAuthentication } from '@/shared/schemas/contacts'

/**
 * Whether an incoming e-mail really comes from its sender's domain, in plain words: DMARC passes only when SPF or DKIM
 * passed for that very domain, so anything else (a failure, no check, nothing reported) is a reason for care.
 */
export function AuthenticationLine({ authentication }: { authentication: MessageAuthentication | null }) {
  const verified = authentication?.dmarc === 'pass'
  const checks = authentication
    ? `SPF ${authentication.spf}, DKIM ${authentication.dkim}, DMARC ${authentication.dmarc}`
    : 'No check was reported'
  return (
    <p className="flex items-start gap-1.5 text-xs">
      {verified ? (
        <ShieldCheck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-success" />
      ) : (
        <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0 text-danger" />
      )}
      <span>
        <span className="font-medium">{verified ? 'Signed by the sender’s domain' : 'Could not be verified: treat with care'}</span>
        <span className="text-muted-foreground"> ({checks})</span>
      </span>
    </p>
  )
}
