import type { MessageAuthentication } from '@/shared/schemas/contacts'

/** How far a reply's sender could be checked, in a reviewer's words: verified, failed (DMARC said no), or not known. */
export type SenderCheck = { level: 'verified' | 'failed' | 'unknown'; text: string }

const LIST = (names: string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/** Why DMARC did not vouch for the sender, as a reviewer reads it. */
const NOT_VERIFIED: Record<string, string> = {
  fail: 'DMARC failed',
  none: 'their domain publishes no DMARC policy',
  temperror: 'the check could not be completed',
  permerror: 'their domain’s DMARC record is broken',
}

/**
 * Whether a reply comes from who it says (docs/inbound-email.md, Authentication): the sender is verified only when DMARC
 * passed, which needs SPF or DKIM to pass for the sender's own domain; the checks that passed are named beside it.
 */
export function describeSenderCheck(authentication: MessageAuthentication | null): SenderCheck {
  if (!authentication || authentication.checked_by === 'none') return { level: 'unknown', text: 'Not checked' }
  if (authentication.dmarc === 'pass') {
    const passed = (['spf', 'dkim', 'dmarc'] as const)
      .filter((check) => authentication[check] === 'pass')
      .map((check) => check.toUpperCase())
    return { level: 'verified', text: `Sender verified (${LIST(passed)} pass)` }
  }
  const why = NOT_VERIFIED[authentication.dmarc] ?? `DMARC reads “${authentication.dmarc}”`
  return { level: authentication.dmarc === 'fail' ? 'failed' : 'unknown', text: `Could not verify the sender: ${why}` }
}
