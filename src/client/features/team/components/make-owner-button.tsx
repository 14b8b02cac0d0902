import type { TeamMember } from '@/shared/schemas/team'
import { buttonVariants } from '@/client/components/ui/button-variants'
import { useModule } from '@/client/hooks/use-module'
import { useTakeoverIntent } from '@/client/hooks/use-takeover-intent'

// The confirmation (Radix AlertDialog, ~10 KB gzip) loads when the owner reaches for the button: the account home
// lists the team, and its first load stays within budget (docs/decisions/097).
const importMakeOwnerDialog = () => import('./make-owner-dialog')

/** "Make owner" on a member of the owner's team; the dialog that confirms it replaces this button once loaded. */
export function MakeOwnerButton({ member }: { member: TeamMember }) {
  const { takeover, handlers } = useTakeoverIntent()
  const dialog = useModule(importMakeOwnerDialog, takeover !== null)
  if (dialog.module && takeover) return <dialog.module.MakeOwnerDialog member={member} {...takeover} />
  return (
    <button type="button" className={buttonVariants({ variant: 'outline', size: 'sm' })} aria-haspopup="dialog" {...handlers}>
      Make owner
      <span className="sr-only"> {member.full_name || member.username}</span>
    </button>
  )
}
