import { eventCase, replyCase, type CaseSpec, type EvalCase } from '../../case'
import { NORTHWIND } from '../../companies'

const form = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('max', spec, 'form.submitted', data)
const booked = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('max', spec, 'meeting.booked', data)
const at = NORTHWIND

// Max's own e-mails, as the conversation shows them before a reply.
const WARM = 'Hi, thanks for your interest. I have put together a short overview of how teams like yours get started.'
const HOT = 'Hi, thanks for reaching out. Could we talk tomorrow? Pick any slot that suits you.'

/** Max (lead nurturing): form submissions, replies and booked calls. */
export const MAX_EVERYDAY: EvalCase[] = [
  form(
    {
      title: 'contact form asking about Shopify',
      company: at,
      reference: [
        'Yes, we work with Shopify',
        'Hi Olivia,\n\nthanks for reaching out. Yes, we integrate with Shopify: our Shopify app is included in every plan. It sounds like the timing is right, so could we talk tomorrow? Pick any slot below and I will send a short plan before the call.',
      ],
    },
    {
      form_id: 'F-201',
      form_name: 'Contact us',
      name: 'Olivia Brown',
      email: 'olivia@brownbakery.example',
      fields: { budget: '4000', timeline: 'this_month', message: 'Do you integrate with Shopify?' },
    },
  ),
  form(
    {
      title: 'demo form in French',
      company: at,
      reference: [
        'Votre démo : parlons-en bientôt',
        'Bonjour Hugo,\n\nmerci pour votre demande de démo. Le moment semble idéal : pouvons-nous en parler rapidement ? Choisissez ci-dessous le créneau qui vous convient et je vous enverrai un court plan avant l’appel.',
      ],
    },
    {
      form_id: 'F-202',
      form_name: 'Demande de démo',
      name: 'Hugo Martin',
      email: 'hugo@martin-immo.example',
      fields: { budget: '12000', timeline: 'immediate' },
      language: 'fr',
    },
  ),
  form(
    {
      title: 'newsletter form, cold',
      company: at,
      reference: [
        'Welcome to the newsletter',
        'Hello,\n\nthanks for signing up to our newsletter. Our getting-started guide is a good place to begin: open it with the button below, and reply whenever you would like to talk it through.',
      ],
    },
    { form_id: 'F-203', form_name: 'Newsletter', email: 'sam.r@example.org', fields: {} },
  ),
  replyCase(
    'max',
    {
      title: 'reply asking for a call',
      company: at,
      reference: [
        'Pick a time that suits you',
        'Hi Priya,\n\nhappy to talk, and glad a call would help. Choose any slot when you are available with the button below, and I will confirm at once.',
      ],
    },
    WARM,
    {
      lead_id: 'L-1003',
      name: 'Priya Natarajan',
      email: 'priya@lumenyoga.example',
      body: 'Yes, a call would help. Are you available this week?',
    },
  ),
  replyCase(
    'max',
    {
      title: 'reply that buys, German',
      company: at,
      personal: false,
      reference: [
        'Willkommen an Bord',
        'Hallo Herr Weber,\n\nwunderbare Neuigkeiten, vielen Dank für Ihr Vertrauen! Unser Buchhaltungsteam schickt Ihnen in Kürze Ihre erste Rechnung.',
      ],
    },
    HOT,
    {
      lead_id: 'L-1002',
      name: 'Jonas Weber',
      email: 'jonas@weber-bau.example',
      subject: 'Angebot',
      body: "Let's go ahead, please send the invoice.",
      language: 'de',
    },
  ),
  replyCase(
    'max',
    {
      title: 'reply with a question',
      company: at,
      reference: [
        'Re: Guide',
        'Hi Mei,\n\nthanks for your question about multi-warehouse setups. I am checking exactly what the guide covers for several warehouses and will follow up in a few days with the details.',
      ],
    },
    WARM,
    {
      lead_id: 'L-1008',
      name: 'Mei Chen',
      email: 'mei@chenlogistics.example',
      subject: 'Guide',
      body: 'Does the guide cover multi-warehouse setups?',
    },
  ),
  replyCase(
    'max',
    {
      title: 'reply in Spanish asking to meet',
      company: at,
      reference: [
        'Elija el horario que le convenga',
        '¡Perfecto, Lucía!\n\nCon mucho gusto le muestro una demo. Elija abajo el horario que le convenga y se lo confirmaré enseguida.',
      ],
    },
    HOT,
    {
      lead_id: 'L-1006',
      name: 'Lucía Fernández',
      email: 'lucia@clinicasol.example',
      body: 'Perfecto, can we schedule a demo?',
      language: 'es',
    },
  ),
  booked(
    {
      title: 'call booked',
      company: at,
      reference: [
        'Your call on 4 March is confirmed',
        'Hi Ann,\n\nyour call on Wednesday 4 March at 15:00 UTC is confirmed. We will talk about your goals, how to handle patient enquiries, and the next steps.',
      ],
    },
    {
      lead_id: 'L-1001',
      name: 'Ann Baker',
      email: 'ann@brightsmile.example',
      starts_at: '2026-03-04T15:00:00+00:00',
      topic: 'patient enquiries',
    },
  ),
  booked(
    {
      title: 'call booked in German',
      company: at,
      reference: [
        'Ihr Gespräch am 14. April ist bestätigt',
        'Hallo Frau Krüger,\n\nIhr Gespräch am Dienstag, 14. April, um 9:30 Uhr ist bestätigt. Wir sprechen über Ihre Ziele, unseren Ansatz und die nächsten Schritte.',
      ],
    },
    {
      lead_id: 'L-1009',
      name: 'Sabine Krüger',
      email: 'sabine@krueger-steuer.example',
      starts_at: '2026-04-14T09:30:00+02:00',
      language: 'de',
    },
  ),
  booked(
    {
      title: 'call booked in French',
      company: at,
      reference: [
        'Votre appel du 20 mai est confirmé',
        'Bonjour Camille,\n\nvotre appel du mercredi 20 mai à 14 h est confirmé. Au programme : vos objectifs, les relances clients et les prochaines étapes.',
      ],
    },
    {
      lead_id: 'L-1005',
      name: 'Camille Durand',
      email: 'camille@atelier-durand.example',
      starts_at: '2026-05-20T14:00:00+02:00',
      topic: 'relances clients',
      language: 'fr',
    },
  ),
]
