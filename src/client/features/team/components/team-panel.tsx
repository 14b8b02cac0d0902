import * as React from 'react'
import type { User } from '@/shared/schemas/auth'
import type { CreatedInvitation } from '@/shared/schemas/team'
import { QueryPanel } from '@/client/components/query-panel'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { useTeam } from '../api/get-team'
import { InvitationLink } from './invitation-link'
import { InviteMemberForm } from './invite-member-form'
import { MembersList } from './members-list'
import { PendingInvitations } from './pending-invitations'

/** The company's team: everyone sees the members; an owner also invites and revokes. */
export function TeamPanel({ user }: { user: User }) {
  const teamQuery = useTeam()
  const isOwner = user.role === 'owner'
  // The latest link the owner created or resent: shown once, until another replaces it or it is revoked.
  const [shownLink, setShownLink] = React.useState<CreatedInvitation | null>(null)
  const forgetLink = (invitationId: string) => setShownLink((shown) => (shown?.id === invitationId ? null : shown))

  return (
    <section aria-labelledby="team-heading">
      <Card>
        <CardHeader>
          <CardTitle id="team-heading" className="text-lg">
            Team{teamQuery.data ? ` · ${teamQuery.data.company.name}` : ''}
          </CardTitle>
          <CardDescription>
            {isOwner ? 'Invite colleagues by e-mail to your workspace and manage pending invitations.' : 'The people in your workspace.'}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-8">
          <QueryPanel query={teamQuery} what="your team" loadingLabel="Loading team" skeleton={['h-12 w-full', 'h-12 w-full']}>
            {(team) => (
              <>
                <MembersList members={team.members} currentUserId={user.id} canHandOver={isOwner} />
                {isOwner ? (
                  <>
                    <div className="grid gap-3">
                      <InviteMemberForm onCreated={setShownLink} />
                      {shownLink ? <InvitationLink key={shownLink.link} invitation={shownLink} /> : null}
                    </div>
                    <PendingInvitations invitations={team.invitations} onResent={setShownLink} onRevoked={forgetLink} />
                  </>
                ) : null}
              </>
            )}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}
