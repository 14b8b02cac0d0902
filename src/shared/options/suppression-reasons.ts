import type { Option } from './option-list'

/** Why an address is on a company's suppression list (docs/decisions/125-unsubscribe.md), as Settings → Privacy shows it. */
export const SUPPRESSION_REASON_OPTIONS = [
  { value: 'unsubscribed', label: 'Unsubscribed' },
  { value: 'bounced', label: 'Bounced' },
  { value: 'asked-to-stop', label: 'Asked to stop in a reply' },
  { value: 'added', label: 'Added by you' },
] as const satisfies readonly Option[]
