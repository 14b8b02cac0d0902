// What the draft's form says: a draft a writer made is reviewed; an answer to a reply that no AI model could write is
// written by the person (docs/decisions/129-answers-in-the-thread.md), with the same approval behind it.

export type ReviewWording = {
  bodyLabel: string
  /** `carries`: the box starts with another agent's message for the person, which the e-mail takes along. */
  bodyDescription: (to: string, carries: boolean) => string
  placeholder: (name: string) => string | undefined
  approve: string
  approved: (held: boolean) => string
  sentTo: (to: string) => string
  notApproved: { title: string; fallback: string }
  reject: string
  rejected: { title: string; description: string }
  notRejected: { title: string; fallback: string }
  /** The reject dialog's own words; absent: its defaults. */
  rejectDialog?: { title: string; description: string; confirm: string }
}

export const REVIEW_WORDING: ReviewWording = {
  bodyLabel: 'E-mail',
  bodyDescription: (to) => `To ${to}. Plain text; the sign-off you set in Agent e-mails is added.`,
  placeholder: () => undefined,
  approve: 'Approve and send',
  approved: () => 'Draft approved',
  sentTo: (to) => `The e-mail to ${to} is on its way.`,
  notApproved: { title: 'Not approved', fallback: 'Approval failed' },
  reject: 'Reject',
  rejected: { title: 'Draft rejected', description: 'Nothing was sent.' },
  notRejected: { title: 'Not rejected', fallback: 'Rejection failed' },
}

export const ANSWER_WORDING: ReviewWording = {
  bodyLabel: 'Your answer',
  bodyDescription: (to, carries) =>
    carries
      ? `To ${to}, in the same thread as their reply. Write above the message it also carries; the sign-off you set in Agent e-mails is added.`
      : `To ${to}, in the same thread as their reply. Plain text; the sign-off you set in Agent e-mails is added.`,
  placeholder: (name) => `Write your answer to ${name}`,
  approve: 'Send answer',
  approved: (held) => (held ? 'Answer approved' : 'Answer sent'),
  sentTo: (to) => `Your answer to ${to} is on its way.`,
  notApproved: { title: 'Not sent', fallback: 'Your answer could not be sent' },
  reject: 'Don’t answer',
  rejected: { title: 'Not answered', description: 'Nothing was sent.' },
  notRejected: { title: 'Not saved', fallback: 'Your choice could not be saved' },
  rejectDialog: {
    title: 'Don’t answer this reply',
    description: 'Nothing is sent. Say why, so your team knows why this reply went unanswered.',
    confirm: 'Don’t answer',
  },
}
