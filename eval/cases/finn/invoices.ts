import { eventCase, type CaseSpec, type EvalCase } from '../../case'
import { NORTHWIND } from '../../companies'

const won = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('finn', spec, 'deal.won', data)
const paid = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('finn', spec, 'payment.received', data)
const at = NORTHWIND

/** Finn (billing): invoices for won deals and receipts, in several currencies and languages. */
export const FINN_INVOICES: EvalCase[] = [
  won(
    {
      title: 'small deal won',
      company: at,
      reference: [
        'Your invoice for the receptionist agent',
        'Hello Bright Smile Dental team,\n\nthank you for your business. Your invoice for $4,800, for the receptionist agent on the annual plan, is due in 14 days.',
      ],
    },
    {
      deal_id: 'D-501',
      customer_id: 'CU-11',
      customer_name: 'Bright Smile Dental',
      email: 'billing@brightsmile.example',
      amount: 4800,
      description: 'Receptionist agent, annual',
    },
  ),
  won(
    {
      title: 'large deal won',
      company: at,
      reference: [
        'Your invoice',
        'Hello Kim & Partners team,\n\nthank you for your business; we are glad to be working with you. Your invoice for $30,000 is due in 30 days.',
      ],
    },
    { deal_id: 'D-502', customer_id: 'CU-12', customer_name: 'Kim & Partners', email: 'accounts@kimlaw.example', amount: 30000 },
  ),
  won(
    {
      title: 'deal won, German, EUR',
      company: at,
      reference: [
        'Ihre Rechnung',
        'Guten Tag,\n\nvielen Dank für den Auftrag von Weber Bau. Ihre Rechnung lautet über 15.000 €, das Zahlungsziel beträgt 30 Tage.',
      ],
    },
    {
      deal_id: 'D-503',
      customer_id: 'CU-13',
      customer_name: 'Weber Bau GmbH',
      email: 'buchhaltung@weber-bau.example',
      amount: 15000,
      currency: 'EUR',
      language: 'de',
    },
  ),
  won(
    {
      title: 'deal won, French',
      company: at,
      reference: [
        'Votre facture',
        'Bonjour,\n\nmerci pour votre confiance, Atelier Durand. Votre facture s’élève à 4 500 € et le délai de paiement est de 14 jours.',
      ],
    },
    {
      deal_id: 'D-504',
      customer_id: 'CU-14',
      customer_name: 'Atelier Durand',
      email: 'compta@atelier-durand.example',
      amount: 4500,
      currency: 'EUR',
      language: 'fr',
    },
  ),
  won(
    {
      title: 'deal won, GBP',
      company: at,
      reference: ['Your invoice', 'Hello Hall Plumbing team,\n\nthank you for your business. Your invoice for £1,200 is due in 14 days.'],
    },
    {
      deal_id: 'D-505',
      customer_id: 'CU-15',
      customer_name: 'Hall Plumbing Ltd',
      email: 'greg@hallplumbing.example',
      amount: 1200,
      currency: 'GBP',
    },
  ),
  paid(
    {
      title: 'payment received',
      company: at,
      reference: [
        'Payment received for INV-2001',
        'Hello Bright Smile Dental team,\n\nthank you: we received your payment of $4,800 for invoice INV-2001, and it is marked as paid.',
      ],
    },
    {
      invoice_id: 'INV-2001',
      customer_id: 'CU-11',
      customer_name: 'Bright Smile Dental',
      email: 'billing@brightsmile.example',
      amount: 4800,
    },
  ),
  paid(
    {
      title: 'payment received, Spanish',
      company: at,
      reference: [
        'Pago recibido',
        'Hola, equipo de Clínica Sol:\n\nhemos recibido su pago de 20.000 € correspondiente a la factura INV-2002. ¡Muchas gracias por su confianza!',
      ],
    },
    {
      invoice_id: 'INV-2002',
      customer_id: 'CU-16',
      customer_name: 'Clínica Sol',
      email: 'pagos@clinicasol.example',
      amount: 20000,
      currency: 'EUR',
      language: 'es',
    },
  ),
  paid(
    {
      title: 'payment received, no name',
      company: at,
      reference: [
        'Payment received',
        'Hello,\n\nthank you: we received your payment of $950 for invoice INV-2003, and it is now marked as paid.',
      ],
    },
    { invoice_id: 'INV-2003', customer_id: 'CU-17', email: 'ap@globex.example', amount: 950 },
  ),
  paid(
    {
      title: 'payment received, German',
      company: at,
      reference: [
        'Zahlung erhalten',
        'Guten Tag,\n\nvielen Dank: Wir haben die Zahlung von Weber Bau über 15.000 € für die Rechnung INV-2004 erhalten. Die Rechnung ist damit beglichen.',
      ],
    },
    {
      invoice_id: 'INV-2004',
      customer_id: 'CU-13',
      customer_name: 'Weber Bau GmbH',
      email: 'buchhaltung@weber-bau.example',
      amount: 15000,
      currency: 'EUR',
      language: 'de',
    },
  ),
  paid(
    {
      title: 'payment received, CHF',
      company: at,
      reference: [
        'Payment received for INV-2005',
        'Hello Alpen Treuhand team,\n\nthank you: we received CHF 7,200 for invoice INV-2005, and it is marked as paid.',
      ],
    },
    {
      invoice_id: 'INV-2005',
      customer_id: 'CU-18',
      customer_name: 'Alpen Treuhand AG',
      email: 'finanzen@alpen.example',
      amount: 7200,
      currency: 'CHF',
    },
  ),
]
