import { ChevronDown } from 'lucide-react'
import { FAQ_ITEMS } from './faq-items'

// Native disclosures rather than the Radix accordion (docs/decisions/098): the browser opens and closes them, keeps one
// open at a time (the shared `name`) and finds text in closed answers. The accordion was 6.5 KB gzip of the landing
// page's first load, and rendering it held up the page's largest paint.
/** The landing page's FAQ, the target of the public header's FAQ link (docs/decisions/086). */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14 sm:px-6">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-6 rounded-xl border bg-card px-5">
        {FAQ_ITEMS.map((item) => (
          <details key={item.question} name="faq" className="group border-b last:border-b-0">
            <summary className="flex list-none items-start justify-between gap-4 rounded-md py-4 text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-4 shrink-0 translate-y-1 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <p className="pb-4 text-sm text-muted-foreground">{item.answer}</p>
          </details>
        ))}
      </div>
    </section>
  )
}
