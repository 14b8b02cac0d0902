import type { PrivacyControl, PrivacyHistoryControl } from '@/shared/schemas/privacy'

export type PrivacyControlOption = { readonly value: PrivacyControl; readonly label: string; readonly description: string }

/**
 * The four privacy controls with what the server does for each, in the words of
 * docs/decisions/101-privacy-controls.md: the questionnaire and Settings → Privacy both show these, never their own.
 */
export const PRIVACY_CONTROL_OPTIONS = [
  {
    value: 'dataCollection',
    label: 'Data collection',
    description:
      'Agents keep the business data they receive. Off: they keep only what each run needs, and names, e-mail addresses and free text are removed once the run is done.',
  },
  {
    value: 'localProcessing',
    label: 'Local processing',
    description:
      'No personal data leaves our servers: your webhook receives references and facts only, and no outside service (such as a language model provider) is used. Off: your webhook receives the full data your agents saw.',
  },
  {
    value: 'agentDataSharing',
    label: 'Agent data sharing',
    description:
      'A signal from one agent to the next carries the person it is about (name, e-mail address). Off: it carries only facts and a reference, and the next agent works without contact details.',
  },
  {
    value: 'analyticsConsent',
    label: 'Allow Device Analytics',
    description:
      'Your questionnaire stores your browser and device type (the user agent). Off: none is stored. AgentWorks runs no other analytics.',
  },
] as const satisfies readonly PrivacyControlOption[]

/** The label and description of one control. */
export function getPrivacyControlOption(control: PrivacyControl): PrivacyControlOption {
  return PRIVACY_CONTROL_OPTIONS.find((option) => option.value === control)!
}

/**
 * How the change history names what changed and its two values: the switches are On or Off; the owner's word for the
 * company's own model (Settings → AI, docs/decisions/122-local-processing-that-means-it.md) is Confirmed or Not confirmed.
 */
export function describePrivacyChange(control: PrivacyHistoryControl): { label: string; off: string; on: string } {
  if (control === 'localModelConfirmed')
    return { label: 'Own AI model run by your company or under a data processing agreement', off: 'Not confirmed', on: 'Confirmed' }
  return { label: getPrivacyControlOption(control).label, off: 'Off', on: 'On' }
}

/** What the company's webhook receives under each setting of local processing (decision 101's consequences). */
export const WEBHOOK_LOCAL_PROCESSING_NOTE = {
  on: 'Local processing is on: this webhook receives references and facts only (ids, amounts, dates), never names, e-mail addresses or free text.',
  off: 'Local processing is off: this webhook receives the full data your agents saw, names, e-mail addresses and free text included.',
} as const
