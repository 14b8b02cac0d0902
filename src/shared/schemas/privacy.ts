import { z } from 'zod'

/**
 * A company's privacy controls (docs/decisions/101-privacy-controls.md): chosen in the questionnaire's Privacy Controls
 * and on Settings → Privacy; the server enforces each one.
 */
export const privacyControlsSchema = z.strictObject({
  analyticsConsent: z.boolean(),
  dataCollection: z.boolean(),
  localProcessing: z.boolean(),
  agentDataSharing: z.boolean(),
})
export type PrivacyControls = z.infer<typeof privacyControlsSchema>
export type PrivacyControl = keyof PrivacyControls

/** A company's controls before anyone chose: the questionnaire's defaults. */
export const DEFAULT_PRIVACY_CONTROLS: PrivacyControls = {
  analyticsConsent: false,
  dataCollection: true,
  localProcessing: true,
  agentDataSharing: true,
}

/** The four controls the questionnaire and Settings → Privacy switch, in the order they are shown. */
export const PRIVACY_SWITCHES = [
  'dataCollection',
  'localProcessing',
  'agentDataSharing',
  'analyticsConsent',
] as const satisfies readonly PrivacyControl[]
/**
 * What the privacy history records: the four switches, and the owner's confirmation in Settings → AI that the company
 * runs its own model's host or has a data processing agreement for it (docs/decisions/122-local-processing-that-means-it.md).
 */
export const PRIVACY_CONTROLS = [...PRIVACY_SWITCHES, 'localModelConfirmed'] as const
export type PrivacyHistoryControl = (typeof PRIVACY_CONTROLS)[number]
/** Where a change came from: the questionnaire's submission, Settings → Privacy, or Settings → AI. */
export const PRIVACY_CHANGE_SOURCES = ['questionnaire', 'settings', 'aiSettings'] as const
export type PrivacyChangeSource = (typeof PRIVACY_CHANGE_SOURCES)[number]
/** How many changes GET /api/company/privacy lists, newest first; `total` counts them all. */
export const PRIVACY_HISTORY_LIMIT = 100

/** PATCH /api/company/privacy: the controls to change, at least one; the others keep their value. */
export const updatePrivacyControlsSchema = privacyControlsSchema
  .partial()
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'Choose at least one control to change')
export type UpdatePrivacyControlsInput = z.infer<typeof updatePrivacyControlsSchema>

/** One recorded change: who made it (their name or e-mail address, or "Deleted user"), when, and from what to what. */
export const privacyChangeSchema = z.object({
  id: z.string(),
  control: z.enum(PRIVACY_CONTROLS),
  from: z.boolean(),
  to: z.boolean(),
  source: z.enum(PRIVACY_CHANGE_SOURCES),
  changed_by: z.string(),
  changed_at: z.string(),
})
export type PrivacyChange = z.infer<typeof privacyChangeSchema>

/** GET and PATCH /api/company/privacy: the controls now, and the latest PRIVACY_HISTORY_LIMIT changes of `total`. */
export const privacySettingsSchema = z.object({
  controls: privacyControlsSchema,
  history: z.array(privacyChangeSchema),
  total: z.number().int(),
})
export type PrivacySettings = z.infer<typeof privacySettingsSchema>
