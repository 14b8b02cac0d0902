import { eventCase, type CaseSpec, type EvalCase } from '../../case'
import { NORTHWIND } from '../../companies'

const lead = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('max', spec, 'lead.created', data)
const at = NORTHWIND

/** Max (lead nurturing): new leads of every tier, in the languages leads write in. */
export const MAX_LEADS: EvalCase[] = [
  lead(
    {
      title: 'hot referral, big budget',
      company: at,
      reference: [
        'Ann, can we talk tomorrow about your patient enquiries?',
        'Hi Ann,\n\nthanks for reaching out about helping Bright Smile Dental answer patient enquiries before the summer. It sounds like the timing is right, so could we talk tomorrow? Pick any slot that suits you with the button below, and I will send a short plan before the call.',
      ],
    },
    {
      lead_id: 'L-1001',
      name: 'Ann Baker',
      email: 'ann@brightsmile.example',
      company: 'Bright Smile Dental',
      source: 'referral',
      budget: 12000,
      timeline: 'immediate',
      message: 'We need help answering patient enquiries before the summer.',
    },
  ),
  lead(
    {
      title: 'hot lead in German',
      company: at,
      reference: [
        'Sprechen wir bald über Ihre Angebote?',
        'Hallo Herr Weber,\n\nvielen Dank für Ihre Anfrage zur Angebotsnachverfolgung bei Weber Bau. Der Zeitpunkt passt offenbar gut: Sollen wir bald sprechen? Wählen Sie unten einfach einen Termin, der Ihnen passt, und ich schicke Ihnen vor dem Gespräch einen kurzen Plan.',
      ],
    },
    {
      lead_id: 'L-1002',
      name: 'Jonas Weber',
      email: 'jonas@weber-bau.example',
      company: 'Weber Bau GmbH',
      source: 'event',
      budget: 15000,
      currency: 'EUR',
      timeline: 'this_month',
      message: 'Wir suchen eine Lösung für die Angebotsnachverfolgung.',
      language: 'de',
    },
  ),
  lead(
    {
      title: 'warm website lead',
      company: at,
      reference: [
        'An overview for your yoga studio',
        'Hi Priya,\n\nthanks for your interest, and for telling us about your yoga studio with two locations. I have put together a short overview of how studios like yours get started. Would a 20-minute call next week help? Just reply with a time that works for you.',
      ],
    },
    {
      lead_id: 'L-1003',
      name: 'Priya Natarajan',
      email: 'priya@lumenyoga.example',
      source: 'website',
      budget: 3000,
      timeline: 'this_quarter',
      message: 'Curious how this works for a yoga studio with two locations.',
    },
  ),
  lead(
    {
      title: 'cold social lead',
      company: at,
      reference: [
        'Thanks for getting in touch',
        'Hi Tom,\n\nthanks for getting in touch. No pressure while you look around: our getting-started guide is one click away with the button below. Reply whenever you would like to talk it through.',
      ],
    },
    {
      lead_id: 'L-1004',
      name: 'Tom Okafor',
      email: 'tom@okafor.example',
      source: 'social',
      timeline: 'later',
      message: 'Just looking around for now.',
    },
  ),
  lead(
    {
      title: 'warm lead in French',
      company: at,
      reference: [
        'Vos relances clients',
        'Bonjour Camille,\n\nmerci de votre intérêt pour l’automatisation des relances clients chez Atelier Durand. J’ai préparé un court aperçu de la façon dont des équipes comme la vôtre démarrent. Un appel de 20 minutes vous aiderait-il ? Répondez simplement avec le moment qui vous convient.',
      ],
    },
    {
      lead_id: 'L-1005',
      name: 'Camille Durand',
      email: 'camille@atelier-durand.example',
      company: 'Atelier Durand',
      source: 'ads',
      budget: 4500,
      currency: 'EUR',
      timeline: 'this_month',
      message: 'Nous voulons automatiser les relances clients.',
      language: 'fr',
    },
  ),
  lead(
    {
      title: 'hot lead in Spanish',
      company: at,
      reference: [
        '¿Hablamos pronto, Lucía?',
        'Hola Lucía:\n\ngracias por escribirnos. Entiendo que en Clínica Sol necesitan responder a los pacientes más rápido, y el momento parece el adecuado. ¿Podemos hablar pronto? Elija abajo el horario que mejor le convenga y le enviaré un breve plan antes de la llamada.',
      ],
    },
    {
      lead_id: 'L-1006',
      name: 'Lucía Fernández',
      email: 'lucia@clinicasol.example',
      company: 'Clínica Sol',
      source: 'referral',
      budget: 20000,
      currency: 'EUR',
      timeline: 'immediate',
      message: 'Necesitamos responder a los pacientes más rápido.',
      language: 'es',
    },
  ),
  lead(
    {
      title: 'cold outreach, no budget',
      company: at,
      reference: [
        'A first step, whenever you are ready',
        'Hi Greg,\n\nthanks for getting in touch. Our getting-started guide is a good first step: open it with the button below, and reply whenever you would like to talk it through.',
      ],
    },
    { lead_id: 'L-1007', name: 'Greg Hall', email: 'greg@hallplumbing.example', source: 'cold_outreach', timeline: 'unknown' },
  ),
  lead(
    {
      title: 'warm event lead',
      company: at,
      reference: [
        'Good to meet you at the trade fair',
        'Hi Mei,\n\nthanks for stopping by at the trade fair. Here is what you asked for: I have put together a short overview of how logistics teams like Chen Logistics get started. Would a 20-minute call next week help?',
      ],
    },
    {
      lead_id: 'L-1008',
      name: 'Mei Chen',
      email: 'mei@chenlogistics.example',
      company: 'Chen Logistics',
      source: 'event',
      budget: 2500,
      timeline: 'later',
      message: 'Met your team at the trade fair; send me more.',
    },
  ),
  lead(
    {
      title: 'cold lead in German',
      company: at,
      reference: [
        'Unser Leitfaden für den Einstieg',
        'Hallo Frau Krüger,\n\nvielen Dank für Ihre Nachricht. Um sich erst einmal in Ruhe zu informieren, ist unser Leitfaden für den Einstieg ideal: Sie finden ihn über die Schaltfläche unten. Antworten Sie einfach, wann immer Sie darüber sprechen möchten.',
      ],
    },
    {
      lead_id: 'L-1009',
      name: 'Sabine Krüger',
      email: 'sabine@krueger-steuer.example',
      source: 'social',
      budget: 500,
      currency: 'EUR',
      timeline: 'later',
      message: 'Erst einmal nur informieren.',
      language: 'de',
    },
  ),
  lead(
    {
      title: 'hot lead, quarter timeline',
      company: at,
      reference: [
        'Can we talk tomorrow, Daniel?',
        'Hi Daniel,\n\nthanks for reaching out. An overwhelmed intake team is exactly what we help with, so it sounds like the timing is right: could we talk tomorrow? Pick any slot that suits you below, and I will send a short plan for Kim & Partners before the call.',
      ],
    },
    {
      lead_id: 'L-1010',
      name: 'Daniel Kim',
      email: 'daniel@kimlaw.example',
      company: 'Kim & Partners',
      source: 'referral',
      budget: 30000,
      timeline: 'this_quarter',
      message: 'Our intake team is overwhelmed.',
    },
  ),
]
