import { useForm } from 'react-hook-form'
import type { UpdateTokenBudgetInput } from '@/shared/ai/budget'
import type { CompanyAiSettings } from '@/shared/ai/settings'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { Progress } from '@/client/components/ui/progress'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { lazyZodResolver } from '@/client/lib/lazy-resolver'
import { useAiSettings } from '../api/get-ai-settings'
import { useSaveTokenBudget } from '../api/save-token-budget'

const formatCount = (count: number) => count.toLocaleString('en-US')

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const budgetResolver = lazyZodResolver(() => import('@/shared/ai/budget').then((schemas) => schemas.updateTokenBudgetSchema))

/** The usage table keys months as "2026-11-01" (usageMonthOf); the API may answer "2026-11". */
function monthName(month: string): string {
  return new Date(`${month.slice(0, 7)}-01T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })
}

/**
 * This month's tokens against the company's budget, and the owner's budget form (docs/decisions/106-ai-writing.md):
 * a call reserves its tokens before it starts, and past the budget the templates write until the month ends.
 */
export function TokenBudgetPanel() {
  const aiQuery = useAiSettings()
  return (
    <section aria-labelledby="token-budget-heading">
      <Card>
        <CardHeader>
          <CardTitle id="token-budget-heading" className="text-lg">
            Monthly token budget
          </CardTitle>
          <CardDescription>
            Each e-mail a model writes uses tokens. Once this month’s budget is used up, your agents’ templates write until next month
            begins (in UTC).
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryPanel
            query={aiQuery}
            what="the token budget"
            loadingLabel="Loading the token budget"
            skeleton={['h-2 w-full', 'h-5 w-2/3']}
          >
            {(settings) => (
              <>
                <BudgetUsage settings={settings} />
                {settings.canEdit ? <BudgetForm key={settings.monthlyTokenBudget} budget={settings.monthlyTokenBudget} /> : null}
              </>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

function BudgetUsage({ settings }: { settings: CompanyAiSettings }) {
  const { usage, monthlyTokenBudget: budget } = settings
  const used = budget > 0 ? Math.min(100, Math.round((usage.tokens / budget) * 100)) : 100
  const calls = usage.calls === 1 ? '1 call' : `${formatCount(usage.calls)} calls`
  const summary = `${formatCount(usage.tokens)} of ${formatCount(budget)} tokens used in ${monthName(usage.month)} (${calls})`
  return (
    <div className="grid gap-2">
      <Progress value={used} aria-label="Tokens used this month" aria-valuetext={`${used}% of the budget`} />
      <p className="text-sm">{summary}</p>
      {usage.tokens >= budget ? (
        <p className="text-sm font-medium text-danger">The budget is used up: the templates write until next month.</p>
      ) : null}
    </div>
  )
}

function BudgetForm({ budget }: { budget: number }) {
  const save = useSaveTokenBudget()
  const form = useForm<UpdateTokenBudgetInput, unknown, UpdateTokenBudgetInput>({
    resolver: budgetResolver,
    defaultValues: { monthlyTokenBudget: budget },
  })
  const { errors } = form.formState
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        toast({ title: 'Budget saved', description: `Your agents may use ${formatCount(values.monthlyTokenBudget)} tokens a month.` }),
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['monthlyTokenBudget'])
        toast({ variant: 'destructive', title: 'Could not save the budget', description: getErrorMessage(error, 'Please try again.') })
      },
    }),
  )
  return (
    <form noValidate onSubmit={onSubmit} onFocus={budgetResolver.preload} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field label="Tokens a month" error={errors.monthlyTokenBudget?.message} className="flex-1">
        <Input type="number" inputMode="numeric" {...form.register('monthlyTokenBudget', { valueAsNumber: true })} />
      </Field>
      <Button type="submit" disabled={save.isPending} className="sm:mt-6">
        {save.isPending ? 'Saving…' : 'Save budget'}
      </Button>
    </form>
  )
}
