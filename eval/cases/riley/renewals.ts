import { eventCase, type CaseSpec, type EvalCase } from '../../case'
import { NORTHWIND } from '../../companies'

const renewal = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('riley', spec, 'subscription.renewal_due', data)
const at = NORTHWIND

/** Riley (retention): renewal reminders for plans of every size, currency and language. */
export const RILEY_RENEWALS: EvalCase[] = [
  renewal(
    {
      title: 'team plan',
      company: at,
      reference: [
        'Your Team plan renews on 30 June',
        'Hello Nordlicht team,\n\nyour Team plan renews on Tuesday 30 June for $2,400. If you would like to change anything before then, just reply to this e-mail.',
      ],
    },
    {
      customer_id: 'CU-40',
      customer_name: 'Nordlicht GmbH',
      email: 'it@nordlicht.example',
      plan: 'Team',
      renews_on: '2026-06-30',
      amount: 2400,
    },
  ),
  renewal(
    {
      title: 'starter plan',
      company: at,
      reference: [
        'Your Starter plan renews on 15 March',
        'Hello Lumen Yoga team,\n\nyour Starter plan renews on 15 March for $290. Reply if you would like to change anything.',
      ],
    },
    {
      customer_id: 'CU-41',
      customer_name: 'Lumen Yoga',
      email: 'nina@lumenyoga.example',
      plan: 'Starter',
      renews_on: '2026-03-15',
      amount: 290,
    },
  ),
  renewal(
    {
      title: 'German business plan',
      company: at,
      reference: [
        'Ihr Business-Tarif verlängert sich am 1. September',
        'Guten Tag,\n\nder Business-Tarif von Weber Bau verlängert sich am 1. September für 9.600 €. Wenn Sie etwas ändern möchten, antworten Sie einfach auf diese E-Mail.',
      ],
    },
    {
      customer_id: 'CU-42',
      customer_name: 'Weber Bau GmbH',
      email: 'buchhaltung@weber-bau.example',
      plan: 'Business',
      renews_on: '2026-09-01',
      amount: 9600,
      currency: 'EUR',
      language: 'de',
    },
  ),
  renewal(
    {
      title: 'French pro plan',
      company: at,
      reference: [
        'Votre formule Pro est renouvelée le 10 avril',
        'Bonjour,\n\nla formule Pro d’Atelier Durand sera renouvelée le vendredi 10 avril pour 1200 €. Si vous souhaitez modifier quoi que ce soit, répondez simplement à ce message.',
      ],
    },
    {
      customer_id: 'CU-43',
      customer_name: 'Atelier Durand',
      email: 'compta@atelier-durand.example',
      plan: 'Pro',
      renews_on: '2026-04-10',
      amount: 1200,
      currency: 'EUR',
      language: 'fr',
    },
  ),
  renewal(
    {
      title: 'Spanish team plan',
      company: at,
      reference: [
        'Su plan Team se renueva el 1 de julio',
        'Hola, equipo de Clínica Sol:\n\nsu plan Team se renovará el miércoles 1 de julio por 3.600 €. Si desean cambiar algo, respondan a este correo.',
      ],
    },
    {
      customer_id: 'CU-44',
      customer_name: 'Clínica Sol',
      email: 'pagos@clinicasol.example',
      plan: 'Team',
      renews_on: '2026-07-01',
      amount: 3600,
      currency: 'EUR',
      language: 'es',
    },
  ),
  renewal(
    {
      title: 'enterprise plan, no name',
      company: at,
      reference: [
        'Your Enterprise plan renews on 31 December',
        'Hello,\n\nyour Enterprise plan renews on 31 December for $48,000. If you would like to change anything, just reply to this e-mail.',
      ],
    },
    { customer_id: 'CU-45', email: 'ap@globex.example', plan: 'Enterprise', renews_on: '2026-12-31', amount: 48000 },
  ),
  renewal(
    {
      title: 'GBP plan',
      company: at,
      reference: [
        'Your Starter plan renews on 28 February',
        'Hello Hall Plumbing team,\n\nyour Starter plan renews on Saturday 28 February for £240. Reply if you would like to change anything.',
      ],
    },
    {
      customer_id: 'CU-46',
      customer_name: 'Hall Plumbing Ltd',
      email: 'greg@hallplumbing.example',
      plan: 'Starter',
      renews_on: '2026-02-28',
      amount: 240,
      currency: 'GBP',
    },
  ),
  renewal(
    {
      title: 'law firm',
      company: at,
      reference: [
        'Your Business plan renews on 5 May',
        'Hello Kim & Partners team,\n\nyour Business plan renews on Tuesday 5 May for $12,000. If you would like to change anything before then, just reply to this e-mail.',
      ],
    },
    {
      customer_id: 'CU-47',
      customer_name: 'Kim & Partners',
      email: 'accounts@kimlaw.example',
      plan: 'Business',
      renews_on: '2026-05-05',
      amount: 12000,
    },
  ),
  renewal(
    {
      title: 'CHF plan, German',
      company: at,
      reference: [
        'Ihr Team-Tarif verlängert sich am 15. August',
        'Guten Tag,\n\nder Team-Tarif der Alpen Treuhand verlängert sich am 15. August für CHF 3.000. Möchten Sie etwas ändern, antworten Sie einfach auf diese E-Mail.',
      ],
    },
    {
      customer_id: 'CU-48',
      customer_name: 'Alpen Treuhand AG',
      email: 'finanzen@alpen.example',
      plan: 'Team',
      renews_on: '2026-08-15',
      amount: 3000,
      currency: 'CHF',
      language: 'de',
    },
  ),
  renewal(
    {
      title: 'bakery',
      company: at,
      reference: [
        'Your Starter plan renews on 1 October',
        'Hi Olivia,\n\nyour Starter plan renews on Thursday 1 October for $290. Reply if you would like to change anything.',
      ],
    },
    {
      customer_id: 'CU-31',
      customer_name: 'Olivia Brown',
      email: 'olivia@brownbakery.example',
      plan: 'Starter',
      renews_on: '2026-10-01',
      amount: 290,
    },
  ),
]
