import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { updateProfileSchema } from '@/shared/schemas/account-settings'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Field } from '@/client/components/ui/field'
import { Input } from '@/client/components/ui/input'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { setServerFieldErrors } from '@/client/lib/form-errors'
import { useUpdateProfile } from '../api/update-profile'

/** The user's full name (the username stays as chosen: it is how teammates find them). */
export function ProfileForm({ user }: { user: User }) {
  const update = useUpdateProfile()
  const form = useForm<z.input<typeof updateProfileSchema>, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { full_name: user.full_name ?? '' },
  })
  const onSubmit = form.handleSubmit((values) =>
    update.mutate(
      { full_name: values.full_name ?? '' },
      {
        onSuccess: (saved) => {
          form.reset({ full_name: saved.full_name ?? '' })
          toast({
            title: 'Name saved',
            description: saved.full_name ? `You appear as ${saved.full_name}.` : `You appear as ${saved.username}.`,
          })
        },
        onError: (error) => {
          setServerFieldErrors(error, form.setError, ['full_name'])
          toast({ variant: 'destructive', title: 'Could not save your name', description: getErrorMessage(error, 'Please try again.') })
        },
      },
    ),
  )
  return (
    <section aria-labelledby="profile-heading">
      <Card>
        <CardHeader>
          <CardTitle id="profile-heading" className="text-lg">
            Profile
          </CardTitle>
          <CardDescription>
            Your username is <span className="font-medium [overflow-wrap:anywhere] text-foreground">{user.username}</span>.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <Field
              label="Full name"
              description="Leave it blank to be shown by your username."
              error={form.formState.errors.full_name?.message}
              className="flex-1"
            >
              <Input autoComplete="name" {...form.register('full_name')} />
            </Field>
            <Button type="submit" className="sm:mt-6" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save name'}
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  )
}
