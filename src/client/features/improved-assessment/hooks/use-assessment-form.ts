import { zodResolver } from '@hookform/resolvers/zod'
import * as React from 'react'
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form'
import { improvedAssessmentSchema, type ImprovedAssessment, type ImprovedAssessmentInput } from '@/shared/schemas/improved-assessment'

export type AssessmentForm = UseFormReturn<ImprovedAssessmentInput, unknown, ImprovedAssessment>
export type AssessmentDefaults = DefaultValues<ImprovedAssessmentInput>

// Enumerations start unset so nothing is chosen for the visitor; hours start empty so the
// savings panel appears only once the visitor has said something (docs/product.md#improved-assessment).
export const EMPTY_ASSESSMENT: AssessmentDefaults = {
  company_name: '',
  contact_email: '',
  top_tools: [],
  specific_processes: [],
  custom_investment: '',
  contact_name: '',
  contact_role: '',
  phone: '',
  website_url: '',
}

/** The one form of the six steps, validated by the schema the server uses too. */
export function useAssessmentForm(defaultValues: AssessmentDefaults): AssessmentForm {
  const form = useForm<ImprovedAssessmentInput, unknown, ImprovedAssessment>({
    resolver: zodResolver(improvedAssessmentSchema),
    defaultValues: { ...EMPTY_ASSESSMENT, ...defaultValues },
    mode: 'onTouched',
  })
  // Continue validates with trigger(), which is not a submit, so reValidateMode never applies:
  // re-check a field that shows an error on each change, so the message goes once it is fixed.
  React.useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      const field = name?.split('.')[0] as keyof ImprovedAssessmentInput | undefined
      if (field && form.getFieldState(field).invalid) void form.trigger(field)
    })
    return () => subscription.unsubscribe()
  }, [form])
  return form
}
