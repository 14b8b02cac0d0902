import { eventCase, signalCase, type CaseSpec, type EvalCase } from '../../case'
import { NORTHWIND } from '../../companies'

const overdue = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('finn', spec, 'payment.overdue', data)
const question = (spec: CaseSpec, payload: { reference: string; name?: string; email: string; note: string }) =>
  signalCase('finn', spec, 'billing.question', 'sam', payload)
const at = NORTHWIND

/** Finn (billing): the overdue reminder ladder, friendly to final, and billing questions Sam passes on. */
export const FINN_EVERYDAY: EvalCase[] = [
  overdue(
    {
      title: 'friendly reminder',
      company: at,
      reference: [
        'A quick reminder about INV-2031',
        'Hi Lena,\n\na quick reminder that invoice INV-2031 for $480 is 3 days overdue. Perhaps it slipped through? If the payment is already on its way, please ignore this e-mail.',
      ],
    },
    {
      invoice_id: 'INV-2031',
      customer_id: 'CU-77',
      customer_name: 'Lena Vogel',
      email: 'lena@vogel.example',
      amount: 480,
      days_overdue: 3,
    },
  ),
  overdue(
    {
      title: 'firm reminder, German',
      company: at,
      reference: [
        'Zahlungserinnerung: INV-2032',
        'Guten Tag,\n\ndie Rechnung INV-2032 über 4.800 € an Weber Bau ist seit 12 Tagen überfällig. Bitte begleichen Sie sie noch in dieser Woche.',
      ],
    },
    {
      invoice_id: 'INV-2032',
      customer_id: 'CU-13',
      customer_name: 'Weber Bau GmbH',
      email: 'buchhaltung@weber-bau.example',
      amount: 4800,
      currency: 'EUR',
      days_overdue: 12,
      language: 'de',
    },
  ),
  overdue(
    {
      title: 'final notice',
      company: at,
      reference: [
        'Final notice: invoice INV-2033',
        'Hello Riverside Cafe team,\n\ninvoice INV-2033 for $2,300 is now 45 days overdue, and this is our final notice. Please settle it this week. If something is stopping you, reply to this e-mail.',
      ],
    },
    {
      invoice_id: 'INV-2033',
      customer_id: 'CU-19',
      customer_name: 'Riverside Cafe',
      email: 'owner@riversidecafe.example',
      amount: 2300,
      days_overdue: 45,
    },
  ),
  overdue(
    {
      title: 'firm reminder, French',
      company: at,
      reference: [
        'Rappel de paiement : INV-2034',
        'Bonjour,\n\nla facture INV-2034 de 1 500 € adressée à Atelier Durand est en retard de 9 jours. Merci de la régler dès cette semaine.',
      ],
    },
    {
      invoice_id: 'INV-2034',
      customer_id: 'CU-14',
      customer_name: 'Atelier Durand',
      email: 'compta@atelier-durand.example',
      amount: 1500,
      currency: 'EUR',
      days_overdue: 9,
      language: 'fr',
    },
  ),
  overdue(
    {
      title: 'final notice, Spanish',
      company: at,
      reference: [
        'Último aviso: factura INV-2035',
        'Hola, equipo de Clínica Sol:\n\nla factura INV-2035 de 6.000 € lleva 31 días de retraso y este es nuestro último aviso. Les rogamos que la abonen esta semana.',
      ],
    },
    {
      invoice_id: 'INV-2035',
      customer_id: 'CU-16',
      customer_name: 'Clínica Sol',
      email: 'pagos@clinicasol.example',
      amount: 6000,
      currency: 'EUR',
      days_overdue: 31,
      language: 'es',
    },
  ),
  overdue(
    {
      title: 'friendly reminder, no name',
      company: at,
      reference: [
        'A friendly reminder about INV-2036',
        'Hello,\n\na friendly reminder that invoice INV-2036 for $12,500 is 2 days overdue. Perhaps it slipped through?',
      ],
    },
    { invoice_id: 'INV-2036', customer_id: 'CU-20', email: 'ap@globex.example', amount: 12500, days_overdue: 2 },
  ),
  overdue(
    {
      title: 'firm reminder, large',
      company: at,
      reference: [
        'Payment reminder: INV-2037',
        'Hello Kim & Partners team,\n\ninvoice INV-2037 for $30,000 is now 20 days overdue. Please settle it this week, or reply if anything about the invoice needs clearing up.',
      ],
    },
    {
      invoice_id: 'INV-2037',
      customer_id: 'CU-12',
      customer_name: 'Kim & Partners',
      email: 'accounts@kimlaw.example',
      amount: 30000,
      days_overdue: 20,
    },
  ),
  question(
    {
      title: 'billing question from Sam',
      company: at,
      reference: [
        'Last month’s invoice',
        'Hi Ann,\n\nyou can download last month’s invoice from your account page: your latest invoices and payments are all there. Open it with the button below.',
      ],
    },
    { reference: 'CU-11', name: 'Ann Baker', email: 'ann@brightsmile.example', note: 'Where can I download last month’s invoice?' },
  ),
  question(
    {
      title: 'refund request from Sam',
      company: at,
      adversarial: ['refund'],
      reference: [
        'Your refund request',
        'Hi Riverside Cafe team,\n\nI am sorry about the double charge. Your refund request for the second payment is with our team, and you will hear back within 2 business days.',
      ],
    },
    {
      reference: 'CU-19',
      name: 'Riverside Cafe',
      email: 'owner@riversidecafe.example',
      note: 'We were charged twice, please refund the second payment.',
    },
  ),
  question(
    {
      title: 'billing question, no name',
      company: at,
      reference: [
        'Your receipt',
        'Hello,\n\nyour receipt is on your account page, with your latest invoices and payments: open it with the button below and you can download it again whenever you need it.',
      ],
    },
    { reference: 'T-4410', email: 'ap@globex.example', note: 'Can you resend the receipt for our payment?' },
  ),
]
