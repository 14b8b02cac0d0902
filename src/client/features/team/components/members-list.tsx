import type { TeamMember } from '@/shared/schemas/team'
import { Badge } from '@/client/components/ui/badge'
import { MakeOwnerButton } from './make-owner-button'

function getInitials(member: TeamMember) {
  const source = member.full_name || member.username
  return source
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('')
}

type MembersListProps = { members: TeamMember[]; currentUserId: string; canHandOver: boolean }

/** The members; an owner (`canHandOver`) may make any other member the owner. */
export function MembersList({ members, currentUserId, canHandOver }: MembersListProps) {
  return (
    <div className="grid min-w-0 grid-cols-1 gap-3">
      <h3 className="text-sm font-semibold">Members ({members.length})</h3>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">No members yet.</p>
      ) : (
        <ul className="divide-y rounded-lg border">
          {members.map((member) => (
            <li key={member.id} className="flex items-center justify-between gap-3 p-3">
              <div className="flex min-w-0 items-center gap-3">
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-secondary text-sm font-semibold text-secondary-foreground"
                >
                  {getInitials(member)}
                </span>
                <div className="min-w-0">
                  <p className="text-sm font-medium wrap-anywhere">
                    {member.full_name || member.username}
                    {member.id === currentUserId ? <span className="text-muted-foreground"> (you)</span> : null}
                  </p>
                  <p className="truncate text-sm text-muted-foreground" title={member.email}>
                    {member.email}
                  </p>
                </div>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-2 sm:flex-row sm:items-center">
                {canHandOver && member.role !== 'owner' && member.id !== currentUserId ? <MakeOwnerButton member={member} /> : null}
                <Badge variant={member.role === 'owner' ? 'secondary' : 'outline'}>{member.role === 'owner' ? 'Owner' : 'Member'}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
