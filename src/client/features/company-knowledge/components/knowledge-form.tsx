import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { KNOWLEDGE_LIST_MAX, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Textarea } from '@/client/components/ui/textarea'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useSaveCompanyKnowledge } from '../api/company-knowledge'
import {
  clearKnowledgeDraft,
  knowledgeFormSchema,
  readKnowledgeDraft,
  toFormValues,
  toKnowledge,
  writeKnowledgeDraft,
  type KnowledgeFormValues,
} from '../lib/knowledge-form-values'
import { KnowledgeRows } from './knowledge-rows'

/** Instead of saving: the knowledge as the form holds it, tried first in the test bench (docs/decisions/134-test-bench.md). */
export type KnowledgeProposal = { label: string; pending: boolean; onPropose: (knowledge: CompanyKnowledge) => void }

type KnowledgeFormProps = { knowledge: CompanyKnowledge; canChange: boolean; companyId: string; propose?: KnowledgeProposal }

/**
 * The company's knowledge (docs/decisions/124-company-knowledge.md): the owner writes it, everyone else reads it.
 * Unsaved input is kept in the browser until it is saved, so a reload or a failed save loses nothing.
 */
export function KnowledgeForm({ knowledge, canChange, companyId, propose }: KnowledgeFormProps) {
  const save = useSaveCompanyKnowledge()
  // A proposal starts from what is saved and keeps nothing on the device: the settings form's unsaved input is its own.
  const keeps = canChange && !propose
  const [kept] = useState(() => (keeps ? readKnowledgeDraft(window.localStorage, companyId) : null))
  const [restored, setRestored] = useState(kept !== null)
  const form = useForm<KnowledgeFormValues>({
    resolver: zodResolver(knowledgeFormSchema),
    defaultValues: kept ?? toFormValues(knowledge),
  })
  const { errors } = form.formState
  const prices = useFieldArray({ control: form.control, name: 'prices' })
  const offers = useFieldArray({ control: form.control, name: 'offers' })
  const links = useFieldArray({ control: form.control, name: 'links' })
  const faq = useFieldArray({ control: form.control, name: 'faq' })

  useEffect(() => {
    if (!keeps) return
    const subscription = form.watch((values) => writeKnowledgeDraft(window.localStorage, companyId, values))
    return () => subscription.unsubscribe()
  }, [form, keeps, companyId])

  const discard = () => {
    // Reset first: it tells the watcher, which would keep the reset values again after the clear.
    form.reset(toFormValues(knowledge))
    clearKnowledgeDraft(window.localStorage, companyId)
    setRestored(false)
  }
  const onSubmit = form.handleSubmit((values) =>
    propose
      ? propose.onPropose(toKnowledge(values))
      : save.mutate(toKnowledge(values), {
          onSuccess: (saved) => {
            form.reset(toFormValues(saved))
            clearKnowledgeDraft(window.localStorage, companyId)
            setRestored(false)
            toast({ title: 'Saved', description: 'Your agents write from this from their next e-mail on.' })
          },
          onError: (error) =>
            toast({
              variant: 'destructive',
              title: 'Not saved',
              description: `${getErrorMessage(error, 'Please try again.')} Your changes are kept on this device.`,
            }),
        }),
  )

  const rowProps = { canChange, max: KNOWLEDGE_LIST_MAX }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={propose ? 'What your agents may say, to try' : 'What your agents may say'}
      className="grid gap-4"
    >
      {restored ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-dashed p-3 text-sm">
          <p>We kept the changes you had not saved yet.</p>
          <Button type="button" variant="outline" size="sm" onClick={discard}>
            Discard changes
          </Button>
        </div>
      ) : null}
      <fieldset disabled={!canChange || save.isPending || propose?.pending} className="grid gap-4">
        <KnowledgeRows
          {...rowProps}
          legend="Prices and plans"
          description="What you sell and what it costs, as your customers should read it."
          item="price"
          rows={prices.fields}
          onAdd={() => prices.append({ name: '', price: '' })}
          onRemove={prices.remove}
          error={errors.prices?.root?.message ?? errors.prices?.message}
          renderRow={(index) => (
            <>
              <Field label="What it is" error={errors.prices?.[index]?.name?.message}>
                <Input placeholder="Sourdough loaf" {...form.register(`prices.${index}.name`)} />
              </Field>
              <Field label="Price" error={errors.prices?.[index]?.price?.message}>
                <Input placeholder="$6.50" {...form.register(`prices.${index}.price`)} />
              </Field>
            </>
          )}
        />
        <KnowledgeRows
          {...rowProps}
          legend="Offers"
          description="Offers your agents may make, such as “10% off your first order”."
          item="offer"
          rows={offers.fields}
          onAdd={() => offers.append({ text: '' })}
          onRemove={offers.remove}
          error={errors.offers?.root?.message ?? errors.offers?.message}
          renderRow={(index) => (
            <Field label="Offer" className="sm:col-span-2" error={errors.offers?.[index]?.text?.message}>
              <Input placeholder="10% off your first order" {...form.register(`offers.${index}.text`)} />
            </Field>
          )}
        />
        <Field
          label="Discount policy"
          description="When you give discounts or waive a fee. Empty: your agents offer none."
          error={errors.discountPolicy?.message}
        >
          <Textarea rows={2} {...form.register('discountPolicy')} />
        </Field>
        <Field
          label="Refund policy"
          description="When and how you give money back. Empty: your agents never promise a refund."
          error={errors.refundPolicy?.message}
        >
          <Textarea rows={2} {...form.register('refundPolicy')} />
        </Field>
        <Field label="Opening hours" error={errors.openingHours?.message}>
          <Textarea rows={2} placeholder="Tuesday to Saturday, 8 am to 6 pm" {...form.register('openingHours')} />
        </Field>
        <KnowledgeRows
          {...rowProps}
          legend="Links"
          description="The only web addresses your agents may write, besides your website."
          item="link"
          rows={links.fields}
          onAdd={() => links.append({ label: '', url: '' })}
          onRemove={links.remove}
          error={errors.links?.root?.message ?? errors.links?.message}
          renderRow={(index) => (
            <>
              <Field label="Name" error={errors.links?.[index]?.label?.message}>
                <Input placeholder="Our menu" {...form.register(`links.${index}.label`)} />
              </Field>
              <Field label="Web address" error={errors.links?.[index]?.url?.message}>
                <Input type="url" inputMode="url" placeholder="https://" {...form.register(`links.${index}.url`)} />
              </Field>
            </>
          )}
        />
        <KnowledgeRows
          {...rowProps}
          legend="Questions and answers"
          description="Short answers to what your customers often ask."
          item="question"
          rows={faq.fields}
          onAdd={() => faq.append({ question: '', answer: '' })}
          onRemove={faq.remove}
          error={errors.faq?.root?.message ?? errors.faq?.message}
          renderRow={(index) => (
            <>
              <Field label="Question" error={errors.faq?.[index]?.question?.message}>
                <Input placeholder="Do you deliver?" {...form.register(`faq.${index}.question`)} />
              </Field>
              <Field label="Answer" error={errors.faq?.[index]?.answer?.message}>
                <Textarea rows={2} placeholder="Yes, within 5 km." {...form.register(`faq.${index}.answer`)} />
              </Field>
            </>
          )}
        />
      </fieldset>
      {propose ? (
        <Button type="submit" className="justify-self-start" disabled={propose.pending}>
          {propose.pending ? 'Starting…' : propose.label}
        </Button>
      ) : canChange ? (
        <Button type="submit" className="justify-self-start" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save what your agents may say'}
        </Button>
      ) : null}
    </form>
  )
}
