import { eventCase, signalCase, type CaseSpec, type EvalCase } from '../../case'
import { BRIGHTPATH } from '../../companies'

const interview = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('harper', spec, 'interview.scheduled', data)
const shortlisted = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('harper', spec, 'candidate.shortlisted', data)
const accepted = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('harper', spec, 'offer.accepted', data)
const at = BRIGHTPATH

/** Harper (hiring): interviews, shortlists, offers and job inquiries. */
export const HARPER_EVERYDAY: EvalCase[] = [
  interview(
    {
      title: 'interview booked',
      company: at,
      reference: [
        'Your interview on 10 March',
        'Hi Priya,\n\nyour interview for the Support engineer role is on Tuesday 10 March at 10:00 UTC, with Tom Reed. Expect about 45 minutes on your experience and the role; our interview guide may help you prepare.',
      ],
    },
    {
      candidate_id: 'C-301',
      name: 'Priya Shah',
      email: 'priya.shah@example.org',
      role: 'Support engineer',
      starts_at: '2026-03-10T10:00:00+00:00',
      interviewer: 'Tom Reed',
    },
  ),
  interview(
    {
      title: 'interview in French',
      company: at,
      reference: [
        'Votre entretien du 12 mars',
        'Bonjour Inès,\n\nvotre entretien pour le poste de chargée de clientèle aura lieu le jeudi 12 mars à 15h30 avec Claire Petit. Prévoyez environ 45 minutes pour parler de votre expérience et du poste.',
      ],
    },
    {
      candidate_id: 'C-305',
      name: 'Inès Moreau',
      email: 'ines.moreau@example.fr',
      role: 'Chargée de clientèle',
      starts_at: '2026-03-12T15:30:00+01:00',
      interviewer: 'Claire Petit',
      language: 'fr',
    },
  ),
  interview(
    {
      title: 'interview in Spanish',
      company: at,
      reference: [
        'Su entrevista del 20 de mayo',
        'Hola, Sofía:\n\nsu entrevista para el puesto de diseñadora será el miércoles 20 de mayo a las 10:30 con Marta Gil. Calcule unos 45 minutos para hablar de su experiencia y del puesto.',
      ],
    },
    {
      candidate_id: 'C-311',
      name: 'Sofía Ruiz',
      email: 'sofia.ruiz@example.es',
      role: 'Diseñadora',
      starts_at: '2026-05-20T10:30:00+02:00',
      interviewer: 'Marta Gil',
      language: 'es',
    },
  ),
  interview(
    {
      title: 'interview in German',
      company: at,
      reference: [
        'Ihr Vorstellungsgespräch am 3. Februar',
        'Hallo Herr Bauer,\n\nIhr Vorstellungsgespräch als Buchhalter findet am Dienstag, 3. Februar, um 9:00 Uhr mit Petra Lang statt. Rechnen Sie mit etwa 45 Minuten über Ihre Erfahrung und die Stelle.',
      ],
    },
    {
      candidate_id: 'C-304',
      name: 'Felix Bauer',
      email: 'felix.bauer@example.de',
      role: 'Buchhalter',
      starts_at: '2026-02-03T09:00:00+01:00',
      interviewer: 'Petra Lang',
      language: 'de',
    },
  ),
  shortlisted(
    {
      title: 'shortlisted with score',
      company: at,
      reference: [
        'Good news about Account executive',
        'Hi Aisha,\n\ngood news: you are on our shortlist for the Account executive role. We will propose interview times shortly.',
      ],
    },
    { candidate_id: 'C-307', name: 'Aisha Bello', email: 'aisha.bello@example.org', role: 'Account executive', score: 92 },
  ),
  shortlisted(
    {
      title: 'shortlisted, German',
      company: at,
      reference: [
        'Gute Nachrichten zu Ihrer Bewerbung',
        'Hallo Frau Vogt,\n\ngute Nachrichten: Sie stehen auf unserer Shortlist für die Stelle als Projektleiterin. Wir schlagen Ihnen in Kürze Termine für ein Gespräch vor.',
      ],
    },
    { candidate_id: 'C-312', name: 'Lena Vogt', email: 'lena.vogt@example.de', role: 'Projektleiterin', language: 'de' },
  ),
  shortlisted(
    {
      title: 'shortlisted, no score',
      company: at,
      reference: [
        'You are on our shortlist',
        'Hi Hannah,\n\ngood news: you are on our shortlist for the Data analyst role. We will propose interview times shortly, so keep an eye on your inbox.',
      ],
    },
    { candidate_id: 'C-309', name: 'Hannah Fischer', email: 'hannah.fischer@example.org', role: 'Data analyst' },
  ),
  accepted(
    {
      title: 'offer accepted',
      company: at,
      reference: [
        'Welcome to the team, Priya',
        'Hi Priya,\n\nwe are delighted you accepted, and we look forward to having you as our new Support engineer. Your first day is Wednesday 1 April; we will send your schedule the week before.',
      ],
    },
    {
      candidate_id: 'C-301',
      name: 'Priya Shah',
      email: 'priya.shah@example.org',
      role: 'Support engineer',
      start_date: '2026-04-01',
      salary: 68000,
    },
  ),
  accepted(
    {
      title: 'offer accepted, French',
      company: at,
      reference: [
        'Bienvenue dans l’équipe',
        'Bonjour Julien,\n\nnous sommes ravis que vous ayez accepté le poste de comptable. Votre premier jour est le mardi 2 juin ; nous vous enverrons votre planning la semaine précédente.',
      ],
    },
    {
      candidate_id: 'C-313',
      name: 'Julien Roux',
      email: 'julien.roux@example.fr',
      role: 'Comptable',
      start_date: '2026-06-02',
      salary: 42000,
      currency: 'EUR',
      language: 'fr',
    },
  ),
  signalCase(
    'harper',
    {
      title: 'job inquiry passed on by Sam',
      company: at,
      reference: [
        'Our open roles',
        'Hi Noah,\n\nthanks for your interest in joining us. Our open support roles, and where each one is based, are on our careers page behind the button below; we read every application.',
      ],
    },
    'candidate.inquiry',
    'sam',
    { reference: 'T-9001', name: 'Noah Evans', email: 'noah.evans@example.org', note: 'Are you hiring support staff in Leeds?' },
  ),
]
