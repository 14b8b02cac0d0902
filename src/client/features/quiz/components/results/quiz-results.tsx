import { ChevronsDownUp, ChevronsUpDown, Download } from 'lucide-react'
import * as React from 'react'
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/client/components/ui/accordion'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent } from '@/client/components/ui/card'
import { downloadReport } from '../../api/download-report'
import { RESULT_SECTIONS, type ResultSectionId, type ResultsData } from './results-sections'

const ALL_SECTIONS = RESULT_SECTIONS.map((section) => section.id)

/**
 * The results view (docs/product.md#quiz-results): several accordion sections open at once, Impact Analysis
 * open by default, section buttons scroll, Expand All opens all five, Collapse All leaves the last chosen.
 */
export function QuizResults({ data, submissionId }: { data: ResultsData; submissionId?: string }) {
  const [open, setOpen] = React.useState<string[]>(['impact-analysis'])
  const [lastChosen, setLastChosen] = React.useState<ResultSectionId>('impact-analysis')
  const allOpen = open.length === ALL_SECTIONS.length
  const company = data.payload.company_name.trim()

  const onValueChange = (next: string[]) => {
    const added = next.find((id) => !open.includes(id))
    if (added) setLastChosen(added as ResultSectionId)
    setOpen(next)
  }
  const showSection = (id: ResultSectionId) => {
    setLastChosen(id)
    setOpen((current) => (current.includes(id) ? current : [...current, id]))
    document.getElementById(`section-${id}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' })
  }

  return (
    <section aria-labelledby="results-heading" className="grid gap-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="results-heading" className="text-2xl font-bold tracking-tight">
          Your Growth Map Results
        </h2>
        <Button
          variant="outline"
          // Download PDF does nothing while the company name is empty (docs/product.md#quiz-results).
          onClick={() => {
            if (company) downloadReport(company, submissionId)
          }}
        >
          <Download aria-hidden="true" />
          Download PDF
        </Button>
      </div>
      <nav aria-label="Result sections" className="flex flex-wrap gap-2">
        {RESULT_SECTIONS.map((section, index) => (
          <Button key={section.id} size="sm" variant="secondary" onClick={() => showSection(section.id)}>
            {index + 1} {section.title}
          </Button>
        ))}
        <Button size="sm" variant="ghost" onClick={() => setOpen(allOpen ? [lastChosen] : [...ALL_SECTIONS])}>
          {allOpen ? <ChevronsDownUp aria-hidden="true" /> : <ChevronsUpDown aria-hidden="true" />}
          {allOpen ? 'Collapse All' : 'Expand All'}
        </Button>
      </nav>
      <Card>
        <CardContent className="p-2 sm:px-6">
          <Accordion type="multiple" value={open} onValueChange={onValueChange}>
            {RESULT_SECTIONS.map((section, index) => (
              <AccordionItem key={section.id} value={section.id} id={`section-${section.id}`} className="scroll-mt-24">
                <AccordionTrigger className="text-base">
                  <span className="flex items-center gap-3">
                    <section.icon aria-hidden="true" className="size-5 text-primary" />
                    {index + 1} {section.title}
                  </span>
                </AccordionTrigger>
                <AccordionContent>
                  <section.Content {...data} />
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        </CardContent>
      </Card>
    </section>
  )
}
