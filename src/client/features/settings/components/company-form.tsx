import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { INDUSTRY_OPTIONS } from '@/shared/options/onboarding-business'
import { updateCompanySchema, type CompanySettings } from '@/shared/schemas/company-settings'
import { Button } from '@/client/components/ui/button'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { NativeSelect } from '@/client/components/ui/native-select'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useUpdateCompanySettings } from '../api/company-settings'

type CompanyFormValues = z.input<typeof updateCompanySchema>

/** The owner's form for the company's details; the server applies the same schema. */
export function CompanyForm({ company }: { company: CompanySettings }) {
  const update = useUpdateCompanySettings()
  const form = useForm<CompanyFormValues, unknown, z.output<typeof updateCompanySchema>>({
    resolver: zodResolver(updateCompanySchema),
    defaultValues: {
      name: company.name,
      website: company.website ?? '',
      industry: (company.industry ?? '') as CompanyFormValues['industry'],
    },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        form.reset({ name: saved.name, website: saved.website ?? '', industry: (saved.industry ?? '') as CompanyFormValues['industry'] })
        toast({ title: 'Company details saved', description: `Everyone in your workspace now sees ${saved.name}.` })
      },
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['name', 'website', 'industry'])
        toast({ variant: 'destructive', title: 'Could not save the details', description: getErrorMessage(error, 'Please try again.') })
      },
    }),
  )
  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <Field label="Company name" error={errors.name?.message}>
        <Input autoComplete="organization" {...form.register('name')} />
      </Field>
      <Field label="Website" description="Optional, such as https://example.com." error={errors.website?.message}>
        <Input type="url" autoComplete="url" placeholder="https://example.com" {...form.register('website')} />
      </Field>
      <Field label="Industry" error={errors.industry?.message}>
        <NativeSelect {...form.register('industry')}>
          <option value="">Not given</option>
          {INDUSTRY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      <Button type="submit" className="justify-self-start" disabled={update.isPending}>
        {update.isPending ? 'Saving...' : 'Save company details'}
      </Button>
    </form>
  )
}
