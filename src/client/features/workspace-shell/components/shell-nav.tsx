import { useId } from 'react'
import { Link, useLocation } from 'react-router'
import type { User } from '@/shared/schemas/auth'
import { cn } from '@/client/lib/cn'
import { getCurrent, getNavSections } from '../lib/nav-items'
import { useShellSlots } from './shell-slots'

const itemClass = cn(
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors',
  'outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
  'aria-[current]:bg-accent aria-[current]:text-accent-foreground',
)

/** The workspace's links, in the sidebar and in the small-screen menu; `onNavigate` lets the menu close. */
export function ShellNav({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { pathname } = useLocation()
  const idPrefix = useId()
  return (
    <nav aria-label={user.staff ? 'Back office' : 'Workspace'} className="grid gap-6">
      {getNavSections(user).map((section) => (
        <div key={section.label ?? 'main'} className="grid gap-1">
          {/* A label rather than a heading: the page's own h1 comes after the navigation. */}
          {section.label ? (
            <p
              id={`${idPrefix}-${section.label}`}
              className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
            >
              {section.label}
            </p>
          ) : null}
          <ul className="grid gap-0.5" aria-labelledby={section.label ? `${idPrefix}-${section.label}` : undefined}>
            {section.items.map((item) => (
              <li key={item.href}>
                <Link to={item.href} aria-current={getCurrent(item, pathname)} onClick={onNavigate} className={itemClass}>
                  <item.icon aria-hidden="true" className="size-4 shrink-0" />
                  {item.count ? <ApprovalsLabel label={item.label} /> : item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}

/** The Approvals item's label with the count of waiting drafts; only the workspace has it, so only it asks. */
function ApprovalsLabel({ label }: { label: string }) {
  const waiting = useShellSlots().useApprovalsWaiting()
  if (!waiting) return label
  return (
    <>
      {/* Read out as one phrase, "Approvals, 3 waiting"; seen as the label and a badge. */}
      <span className="sr-only">{`${label}, ${waiting} waiting`}</span>
      <span aria-hidden="true">{label}</span>
      <span aria-hidden="true" className="ml-auto rounded-full bg-primary px-2 text-xs text-primary-foreground tabular-nums">
        {waiting}
      </span>
    </>
  )
}
