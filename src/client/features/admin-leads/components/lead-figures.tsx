import type { LeadFigure } from '@/shared/backoffice/lead-kinds'
import { LeadSection } from './lead-section'

/** The ROI figures exactly as the visitor saw them, stored at submission (docs/product.md#back-office). */
export function LeadFigures({ figures }: { figures: LeadFigure[] | null }) {
  return (
    <LeadSection title="Figures shown to the visitor">
      {figures === null ? (
        <p className="text-sm text-muted-foreground">Not recorded: this lead came in before figures were kept.</p>
      ) : figures.length === 0 ? (
        <p className="text-sm text-muted-foreground">The funnel showed this visitor no figures.</p>
      ) : (
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {figures.map((figure) => (
            <div key={figure.label} className="grid gap-1 rounded-md border p-3">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </LeadSection>
  )
}
