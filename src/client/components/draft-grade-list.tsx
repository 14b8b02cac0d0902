import { CircleCheck, CircleX } from 'lucide-react'
import type { DraftGrades } from '@/shared/ai/graders/draft-grades'
import { DRAFT_GRADER_LABELS, DRAFT_GRADERS } from '@/shared/ai/graders/grader-names'
import { cn } from '@/client/lib/cn'

/**
 * The graders' verdicts on one e-mail (docs/decisions/134-test-bench.md), one line each: what it checks, passed or
 * not in words (never by colour alone), and why not. Used by Approvals, a run's details and the test bench.
 */
export function DraftGradeList({ grades, className }: { grades: DraftGrades; className?: string }) {
  const shown = DRAFT_GRADERS.filter((name) => grades[name])
  return (
    <ul className={cn('grid gap-1 text-xs', className)}>
      {shown.map((name) => {
        const grade = grades[name]!
        return (
          <li key={name} className="flex min-w-0 items-start gap-1.5">
            {grade.pass ? (
              <CircleCheck aria-hidden="true" className="mt-px size-3.5 shrink-0 text-success" />
            ) : (
              <CircleX aria-hidden="true" className="mt-px size-3.5 shrink-0 text-danger" />
            )}
            <span className="min-w-0 [overflow-wrap:anywhere]">
              <span className="sr-only">{grade.pass ? 'Passed: ' : 'Failed: '}</span>
              {DRAFT_GRADER_LABELS[name]}
              {grade.note ? <span className="text-muted-foreground"> — {grade.note}</span> : null}
            </span>
          </li>
        )
      })}
    </ul>
  )
}
