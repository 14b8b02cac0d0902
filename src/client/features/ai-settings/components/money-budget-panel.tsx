import { useForm } from 'react-hook-form'
import type { AiCosts } from '@/shared/ai/ai-costs'
import { centsToMicros, formatBudget, formatCost } from '@/shared/ai/money'
import type { UpdateMoneyBudgetInput } from '@/shared/ai/money-budget'
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
import { useAiCosts } from '../api/get-ai-costs'
import { useSaveMoneyBudget } from '../api/save-money-budget'
import { monthName } from '../lib/month-name'

// zod and the schema load on the form's first focus, not with the page (docs/decisions/097).
const budgetResolver = lazyZodResolver(() => import('@/shared/ai/money-budget').then((schemas) => schemas.updateMoneyBudgetSchema))

/**
 * The month's cost against the budget in money, and the owner's budget form (docs/decisions/132-cost-in-money.md): a
 * call reserves its largest cost before it starts; at 80% the owner is e-mailed once and the workspace shows a notice;
 * once spent, the templates write until the month ends or the budget is raised.
 */
export function MoneyBudgetPanel() {
  const costsQuery = useAiCosts()
  return (
    <section aria-labelledby="money-budget-heading">
      <Card>
        <CardHeader>
          <CardTitle id="money-budget-heading" className="text-lg">
            Monthly budget in money
          </CardTitle>
          <CardDescription>
            What the language model costs your agents each month. At 80% of the budget the owner gets an e-mail and the workspace shows a
            notice; once it is spent, your agents’ templates write until next month begins (in UTC) or the budget is raised.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <QueryPanel query={costsQuery} what="the budget" loadingLabel="Loading the budget" skeleton={['h-2 w-full', 'h-5 w-2/3']}>
            {(costs) => (
              <>
                <BudgetSpending costs={costs} />
                {costs.canEdit ? <BudgetForm key={costs.budget.budgetCents ?? 'none'} costs={costs} /> : null}
              </>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}

function BudgetSpending({ costs }: { costs: AiCosts }) {
  const { budgetCents, state } = costs.budget
  const spent = formatCost(costs.spentMicros, costs.currency)
  const month = monthName(costs.month)
  const share = budgetCents ? Math.min(100, Math.round((costs.spentMicros / centsToMicros(budgetCents)) * 100)) : null
  return (
    <div className="grid gap-2">
      {budgetCents !== null && share !== null ? (
        <>
          <Progress value={share} aria-label="Budget spent this month" getValueLabel={(value) => `${value}% of the budget`} />
          <p className="text-sm">{`${spent} of ${formatBudget(budgetCents, costs.currency)} spent in ${month}`}</p>
        </>
      ) : (
        <p className="text-sm">{`${spent} spent in ${month}. No budget in money is set: only the token budget limits your agents.`}</p>
      )}
      {state === 'reached' ? (
        <p className="text-sm font-medium text-danger">The budget is spent: the templates write until next month or until it is raised.</p>
      ) : state === 'warning' ? (
        <p className="text-sm font-medium">80% of the budget is spent.</p>
      ) : null}
      {costs.model && !costs.model.priced ? (
        <p className="text-sm [overflow-wrap:anywhere] text-muted-foreground">
          {`No price is known for ${costs.model.name}: what its e-mails cost is shown as unknown and the budget in money cannot limit them. The token budget still does.`}
        </p>
      ) : null}
    </div>
  )
}

function BudgetForm({ costs }: { costs: AiCosts }) {
  const save = useSaveMoneyBudget()
  const current = costs.budget.budgetCents
  const form = useForm<UpdateMoneyBudgetInput, unknown, UpdateMoneyBudgetInput>({
    resolver: budgetResolver,
    defaultValues: current === null ? {} : { monthlyBudget: current / 100 },
  })
  const { errors } = form.formState
  const saveBudget = (input: UpdateMoneyBudgetInput) =>
    save.mutate(input, {
      onSuccess: () =>
        toast(
          input.monthlyBudget === null
            ? { title: 'Budget removed', description: 'Only the token budget limits your agents now.' }
            : {
                title: 'Budget saved',
                description: `Your agents may spend ${formatBudget(Math.round(input.monthlyBudget * 100), costs.currency)} a month.`,
              },
        ),
      onError: (error) => {
        setServerFieldErrors(error, form.setError, ['monthlyBudget'])
        toast({ variant: 'destructive', title: 'Could not save the budget', description: getErrorMessage(error, 'Please try again.') })
      },
    })
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(saveBudget)}
      onFocus={budgetResolver.preload}
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <Field
        label={`Budget a month (${costs.currency})`}
        description="For example 25 or 25.50."
        error={errors.monthlyBudget?.message}
        className="flex-1"
      >
        <Input type="number" inputMode="decimal" step="0.01" min="1" {...form.register('monthlyBudget', { valueAsNumber: true })} />
      </Field>
      <div className="flex flex-col gap-3 sm:mt-6 sm:flex-row">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending && save.variables?.monthlyBudget !== null ? 'Saving…' : 'Save budget'}
        </Button>
        {current !== null ? (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => saveBudget({ monthlyBudget: null })}>
            {save.isPending && save.variables?.monthlyBudget === null ? 'Removing…' : 'Remove budget'}
          </Button>
        ) : null}
      </div>
    </form>
  )
}
