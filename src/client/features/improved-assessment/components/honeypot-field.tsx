import type { AssessmentForm } from '../hooks/use-assessment-form'

/**
 * A field people never see or reach (docs/decisions/041): bots that fill every input fill it too,
 * and the server then stores nothing. Hidden off-screen rather than display:none, which some bots skip.
 */
export function HoneypotField({ form }: { form: AssessmentForm }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor="website_url">Website URL</label>
      <input id="website_url" type="text" tabIndex={-1} autoComplete="off" {...form.register('website_url')} />
    </div>
  )
}
