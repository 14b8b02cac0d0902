import type { EventData } from '../../schemas/events'
import type { PlaybookOutcome, PlaybookTrigger } from './types'

// Harper, hiring. Candidate score = share of the required skills they list × 70 + 3 per year of experience (up to 10).
export const SHORTLIST_SCORE = 70
export const HOLD_SCORE = 45

/** Harper's screening score with the matched skills behind it. */
export function scoreCandidate(data: Pick<EventData<'application.received'>, 'skills' | 'required_skills' | 'years_experience'>) {
  const have = new Set(data.skills.map((skill) => skill.toLowerCase()))
  const matched = data.required_skills.filter((skill) => have.has(skill.toLowerCase()))
  // Without required skills the role cannot be matched: half marks, so experience decides.
  const share = data.required_skills.length ? matched.length / data.required_skills.length : 0.5
  const experience = Math.min(data.years_experience, 10) * 3
  const score = Math.round(share * 70 + experience)
  const decision = score >= SHORTLIST_SCORE ? 'shortlist' : score >= HOLD_SCORE ? 'hold' : 'decline'
  return { score, decision, matched, experience } as const
}

const REPLY = {
  shortlist: (name: string, role: string) =>
    `Hi ${name}, thank you for applying for ${role}. We would love to meet you: please pick an interview slot that suits you.`,
  hold: (name: string, role: string) =>
    `Hi ${name}, thank you for applying for ${role}. We are reviewing applications and will be in touch within a week.`,
  decline: (name: string, role: string) =>
    `Hi ${name}, thank you for applying for ${role}. We are moving ahead with candidates closer to what the role needs, and wish you the best.`,
}

/** Harper (hiring): screens applications against the role and keeps candidates informed. */
export function runHarper(trigger: PlaybookTrigger): PlaybookOutcome | null {
  if (trigger.kind === 'signal') {
    if (trigger.signal !== 'candidate.inquiry') return null
    const { payload } = trigger
    return {
      summary: `Answered a job inquiry from ${payload.name ?? payload.email ?? payload.reference}`,
      inputs: { reference: payload.reference, email: payload.email ?? null, note: payload.note },
      steps: [
        `${trigger.from === 'sam' ? 'Sam' : 'Max'} passed on a message about a job.`,
        'Replied with the open roles and how to apply.',
      ],
      email: payload.email
        ? {
            to: payload.email,
            subject: 'Our open roles',
            text: `Hi ${payload.name ?? 'there'}, thanks for your interest in joining us. Our open roles and how to apply are on our careers page; we read every application.`,
            action: 'See our open roles',
          }
        : null,
      signals: [],
    }
  }
  const { event } = trigger
  switch (event.type) {
    case 'application.received': {
      const d = event.data
      const { score, decision, matched, experience } = scoreCandidate(d)
      return {
        summary: `Screened ${d.name} for ${d.role}: ${score}/100, ${decision}`,
        inputs: {
          reference: d.candidate_id,
          name: d.name,
          role: d.role,
          years_experience: d.years_experience,
          skills: d.skills.join(', '),
          required_skills: d.required_skills.join(', '),
        },
        steps: [
          d.required_skills.length
            ? `Required skills matched: ${matched.length} of ${d.required_skills.length}${matched.length ? ` (${matched.join(', ')})` : ''}.`
            : 'No required skills given: half marks for skills.',
          `Experience ${d.years_experience} years: +${experience}.`,
          `Score ${score}/100: ${decision} (shortlist from ${SHORTLIST_SCORE}, hold from ${HOLD_SCORE}).`,
        ],
        email: {
          to: d.email,
          subject: `Your application for ${d.role}`,
          text: REPLY[decision](d.name, d.role),
          action: decision === 'shortlist' ? 'Pick an interview slot' : undefined,
        },
        signals: [],
      }
    }
    case 'interview.scheduled': {
      const d = event.data
      return {
        summary: `Confirmed ${d.name}'s interview with ${d.interviewer}`,
        inputs: { reference: d.candidate_id, name: d.name, role: d.role, starts_at: d.starts_at, interviewer: d.interviewer },
        steps: ['Sent the candidate the time, the interviewer and what to prepare.'],
        email: {
          to: d.email,
          subject: `Interview for ${d.role}`,
          text: `Hi ${d.name}, your interview with ${d.interviewer} is on ${d.starts_at}. Expect 45 minutes about your experience and the role.`,
        },
        signals: [],
      }
    }
    case 'candidate.shortlisted': {
      const d = event.data
      return {
        summary: `Told ${d.name} they are shortlisted for ${d.role}`,
        inputs: { reference: d.candidate_id, name: d.name, role: d.role, score: d.score ?? null },
        steps: ['Shortlisted candidates hear from us the same day.', 'Sent the next steps.'],
        email: {
          to: d.email,
          subject: `Next steps for ${d.role}`,
          text: `Hi ${d.name}, good news: you are on our shortlist for ${d.role}. We will propose interview times shortly.`,
        },
        signals: [],
      }
    }
    case 'offer.accepted': {
      const d = event.data
      const payload = { reference: d.candidate_id, name: d.name, email: d.email, amount: d.salary, currency: d.currency }
      return {
        summary: `Welcomed ${d.name} as ${d.role} and started their onboarding`,
        inputs: { reference: d.candidate_id, name: d.name, role: d.role, start_date: d.start_date },
        steps: ['Sent a welcome e-mail with the first-day plan.', 'Asked Finn to set up payroll and Sam to prepare accounts and tools.'],
        email: {
          to: d.email,
          subject: 'Welcome to the team',
          text: `Hi ${d.name}, we are delighted you accepted. Your first day is ${d.start_date}; we will send your schedule the week before.`,
        },
        signals: [
          {
            to: 'finn',
            signal: 'payroll.setup',
            reason: 'A new hire needs payroll.',
            payload: { ...payload, note: `${d.role}, starting ${d.start_date}` },
          },
          {
            to: 'sam',
            signal: 'employee.starting',
            reason: 'A new hire needs accounts and tools.',
            payload: { ...payload, note: `${d.role}, starting ${d.start_date}` },
          },
        ],
      }
    }
    default:
      return null
  }
}
