import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { FAQ_ITEMS } from './faq-items'

// The Radix primitive with plain classes rather than components/ui/accordion: that one pulls cn() (tailwind-merge)
// into the landing page's first load (docs/decisions/023).
/** The landing page's FAQ, the target of the public header's FAQ link (docs/decisions/086). */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-heading" className="mx-auto max-w-3xl scroll-mt-20 px-4 py-14 sm:px-6">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <Accordion.Root type="single" collapsible className="mt-6 rounded-xl border bg-card px-5">
        {FAQ_ITEMS.map((item) => (
          <Accordion.Item key={item.question} value={item.question} className="border-b last:border-b-0">
            <Accordion.Header className="flex">
              <Accordion.Trigger className="group flex flex-1 items-start justify-between gap-4 rounded-md py-4 text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring">
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 shrink-0 translate-y-1 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Accordion.Header>
            <Accordion.Content className="overflow-hidden pb-4 text-sm text-muted-foreground">{item.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  )
}
