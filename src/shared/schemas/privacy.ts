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
