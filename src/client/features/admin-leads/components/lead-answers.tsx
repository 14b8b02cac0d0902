import type { LeadAnswerSection } from '@/shared/schemas/admin-leads'
import { LeadSection } from './lead-section'

/** The visitor's answers under their questions' wording, grouped as the funnel asked them. */
export function LeadAnswers({ sections }: { sections: LeadAnswerSection[] }) {
  return (
    <LeadSection title="Answers">
      {sections.length === 0 ? (
        <p className="text-sm text-muted-foreground">The answers of this lead are no longer stored.</p>
      ) : (
        <div className="grid gap-6">
          {sections.map((section) => (
            <section key={section.title} aria-label={section.title} className="grid gap-2">
              <h3 className="text-sm font-semibold">{section.title}</h3>
              <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]">
                {section.answers.map((answer) => (
                  <div key={answer.label} className="contents">
                    <dt className="text-muted-foreground">{answer.label}</dt>
                    <dd className="[overflow-wrap:anywhere] whitespace-pre-line">{answer.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </div>
      )}
    </LeadSection>
  )
}
