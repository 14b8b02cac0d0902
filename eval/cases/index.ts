import type { EvalCase } from '../case'
import { FINN_ADVERSARIAL } from './finn/adversarial'
import { FINN_EVERYDAY } from './finn/everyday'
import { FINN_INVOICES } from './finn/invoices'
import { HARPER_ADVERSARIAL } from './harper/adversarial'
import { HARPER_APPLICATIONS } from './harper/applications'
import { HARPER_EVERYDAY } from './harper/everyday'
import { MAX_ADVERSARIAL } from './max/adversarial'
import { MAX_EVERYDAY } from './max/everyday'
import { MAX_LEADS } from './max/leads'
import { RILEY_ADVERSARIAL } from './riley/adversarial'
import { RILEY_ORDERS } from './riley/orders'
import { RILEY_RENEWALS } from './riley/renewals'
import { SAM_ADVERSARIAL } from './sam/adversarial'
import { SAM_EVERYDAY } from './sam/everyday'

/** Every case of the eval (docs/ai-eval.md#cases): at least 30 per writing agent, 10 of them adversarial. */
export const ALL_CASES: EvalCase[] = [
  ...MAX_LEADS,
  ...MAX_EVERYDAY,
  ...MAX_ADVERSARIAL,
  ...SAM_EVERYDAY,
  ...SAM_ADVERSARIAL,
  ...HARPER_APPLICATIONS,
  ...HARPER_EVERYDAY,
  ...HARPER_ADVERSARIAL,
  ...FINN_INVOICES,
  ...FINN_EVERYDAY,
  ...FINN_ADVERSARIAL,
  ...RILEY_ORDERS,
  ...RILEY_RENEWALS,
  ...RILEY_ADVERSARIAL,
]
