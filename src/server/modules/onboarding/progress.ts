import { eq, sql } from 'drizzle-orm'
import type { Progress, UpdateProgressInput } from '@/shared/schemas/progress'
import type { Db } from '@/server/platform/db/client'
import { onboardingProgress } from './schema'

export async function getProgress(db: Db, companyId: string): Promise<Progress | undefined> {
  const [row] = await db.select().from(onboardingProgress).where(eq(onboardingProgress.company_id, companyId)).limit(1)
  return row ? ({ current_step: row.current_step, steps_completed: row.steps_completed } as Progress) : undefined
}

/** Creates or replaces the company's progress record (PATCH /api/onboarding/progress, docs/product.md#onboarding-progress). */
export async function saveProgress(db: Db, companyId: string, input: UpdateProgressInput): Promise<Progress> {
  const steps = [...new Set(input.steps_completed)]
  await db
    .insert(onboardingProgress)
    .values({ company_id: companyId, current_step: input.current_step, steps_completed: steps })
    .onConflictDoUpdate({
      target: onboardingProgress.company_id,
      set: { current_step: input.current_step, steps_completed: steps, updated_at: sql`now()` },
    })
  return { current_step: input.current_step, steps_completed: steps }
}
