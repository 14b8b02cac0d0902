import type { EvalEmail } from '../case'
import type { PreparedCase } from '../prepare'

// What the eval's own graders are given (docs/ai-eval.md#graders): the case as prepared for the writer, and the e-mail
// with the real values back. The graders the product shares (grounding, policy, credentials, language, length) live
// in src/shared/ai/graders/ and are given the case's `context`.

/** One e-mail to grade: the case as prepared for the writer, and the e-mail with the real values back. */
export type GradeInput = { prepared: PreparedCase; email: EvalEmail }
