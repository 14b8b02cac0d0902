import { z } from 'zod'
import { DRAFT_STATUSES } from '../ai/draft'

// The trust ladder of a writing agent (docs/decisions/130-trust-ladder.md): how far its e-mails go without a person, the
// evidence a promotion rests on, and the spike that moves it back to Review. The rules are plain functions so the
// server, the page and the unit test read the same thresholds.

/** Shadow: written and checked, never sent. Review: a person approves each e-mail. Autopilot: it sends on its own. */
export const TRUST_LEVELS = ['shadow', 'review', 'autopilot'] as const
export type TrustLevel = (typeof TRUST_LEVELS)[number]

export const TRUST_LEVEL_LABELS: Record<TrustLevel, string> = { shadow: 'Shadow', review: 'Review', autopilot: 'Autopilot' }

/** A shadow agent's draft once written: kept to be read, never sent (not one of the Approvals inbox statuses). */
export const SHADOW_DRAFT_STATUS = 'shadow'
/** Every status a stored draft may have: the writing statuses and Shadow's. */
export const STORED_DRAFT_STATUSES = [...DRAFT_STATUSES, SHADOW_DRAFT_STATUS] as const
export type StoredDraftStatus = (typeof STORED_DRAFT_STATUSES)[number]

/** The evidence a promotion to Autopilot needs (docs/decisions/130-trust-ladder.md). */
export const PROMOTION_RULE = { windowDays: 30, minReviewed: 50, minApprovedUneditedShare: 0.9, refusalWindow: 50 } as const
/** Back to Review when more than `maxMisses` of the agent's last `window` drafts were rejected or refused. */
export const DEMOTION_RULE = { window: 20, maxMisses: 3 } as const

/** PATCH /api/agents/:id/trust: the level the owner moves the agent to. */
export const setTrustLevelSchema = z.strictObject({ level: z.enum(TRUST_LEVELS, 'Choose Shadow, Review or Autopilot') })
export type SetTrustLevelInput = z.infer<typeof setTrustLevelSchema>

export const trustEvidenceSchema = z.object({
  /** Drafts a person approved or rejected in the last 30 days. */
  reviewed: z.number().int(),
  /** Of those, approved as written. */
  approved_unedited: z.number().int(),
  /** Drafts whose model text the checks refused, among the agent's last 50 written. */
  refusals_recent: z.number().int(),
  /** Rejections and refusals among the agent's last 20 written drafts. */
  misses_last_20: z.number().int(),
})
export type TrustEvidence = z.infer<typeof trustEvidenceSchema>

export const trustChangeSchema = z.object({
  id: z.string(),
  from_level: z.enum(TRUST_LEVELS),
  to_level: z.enum(TRUST_LEVELS),
  /** The owner who moved it; null when the product did (a spike of rejections or refusals). */
  changed_by_name: z.string().nullable(),
  automatic: z.boolean(),
  reason: z.string().nullable(),
  created_at: z.string(),
})
export type TrustChange = z.infer<typeof trustChangeSchema>

/** GET /api/agents/:id/trust (owners only): the level, the evidence, whether to suggest Autopilot, and the changes. */
export const trustViewSchema = z.object({
  level: z.enum(TRUST_LEVELS),
  evidence: trustEvidenceSchema,
  suggest_autopilot: z.boolean(),
  changes: z.array(trustChangeSchema),
})
export type TrustView = z.infer<typeof trustViewSchema>

/** Whether the evidence holds for Autopilot: enough reviewed drafts, nearly all approved as written, no refusal. */
export function promotionHolds(evidence: TrustEvidence): boolean {
  if (evidence.reviewed < PROMOTION_RULE.minReviewed) return false
  if (evidence.approved_unedited < evidence.reviewed * PROMOTION_RULE.minApprovedUneditedShare) return false
  return evidence.refusals_recent === 0
}

/** Autopilot is suggested only to an agent in Review whose evidence holds. */
export const suggestsAutopilot = (level: TrustLevel, evidence: TrustEvidence) => level === 'review' && promotionHolds(evidence)

/** Whether the agent's latest drafts were rejected or refused often enough to take it off Autopilot. */
export const demotionDue = (missesInWindow: number) => missesInWindow > DEMOTION_RULE.maxMisses

/** The reason the owner reads when the product moved the agent back to Review. */
export const demotionReason = (misses: number) =>
  `${misses} of its last ${DEMOTION_RULE.window} e-mails were rejected or refused by the checks, so its e-mails wait for review again.`
