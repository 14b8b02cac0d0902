import { hostileWords } from '@/shared/ai/draft-rules'
import { failed, passed, type GraderResult } from '@/shared/ai/graders/types'
import { wholeText } from '@/shared/ai/graders/text'
import type { GradeInput } from './types'

// Respect for the reader (docs/ai-eval.md#tone): the runtime's rule (hostileWords, src/shared/ai/draft-rules.ts) and a
// few more ways of brushing a customer off. Words only: a rude sentence in other words is the judge's to see.

const BRUSH_OFFS =
  /\b(?:not our problem|deal with it|shut up|dumb|moron\w*|useless|nonsense|waste of (?:our|my) time|read the \w+ (?:first|next time)|before (?:writing|you write) (?:to us )?again|unverschämt|dumm\w*|débile|idiota|estúpid\w*)\b/iu

export function gradeTone({ email }: GradeInput): GraderResult {
  const text = wholeText(email)
  const hostile = hostileWords(text) ?? BRUSH_OFFS.exec(text)?.[0]
  return hostile ? failed([`spoke down to the reader ("${hostile}")`]) : passed()
}
