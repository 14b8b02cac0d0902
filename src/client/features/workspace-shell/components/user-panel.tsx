import type { User } from '@/shared/schemas/auth'
import { ThemeSwitcher } from '@/client/components/layouts/theme-switcher'
import { useShellSlots } from './shell-slots'

/** Who is signed in, the theme and sign-out, at the foot of the sidebar and of the menu. */
export function UserPanel({ user }: { user: User }) {
  const { SignOut } = useShellSlots()
  const name = user.full_name || user.username
  return (
    <section aria-label="Signed in" className="grid gap-3 border-t pt-4">
      <div className="flex min-w-0 items-center gap-3 px-1">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground uppercase"
        >
          {name.slice(0, 1)}
        </span>
        <div className="grid min-w-0">
          <p className="truncate text-sm font-medium" title={name}>
            {name}
          </p>
          <p className="truncate text-xs text-muted-foreground" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <ThemeSwitcher />
        <SignOut />
      </div>
    </section>
  )
}
