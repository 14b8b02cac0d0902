import { eventCase, type CaseSpec, type EvalCase } from '../../case'
import { ROSIES } from '../../companies'

const order = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('riley', spec, 'order.completed', data)
const at = ROSIES

/** Riley (retention): thank-yous after orders, small and large, in the customers' languages. */
export const RILEY_ORDERS: EvalCase[] = [
  order(
    {
      title: 'small order',
      company: at,
      reference: [
        'Thank you for your order, Olivia',
        'Hi Olivia,\n\nthank you for your order of 2 items; we hope you enjoy every bite. How did we do? Reply with a word and we will read it.',
      ],
    },
    { order_id: 'O-9001', customer_id: 'CU-31', customer_name: 'Olivia Brown', email: 'olivia@brownbakery.example', total: 84, items: 2 },
  ),
  order(
    {
      title: 'large order',
      company: at,
      reference: [
        'Thank you for your order',
        'Hello Chen Logistics team,\n\nthank you for your order of 120 items. We hope it went down well with everyone. How did we do? Reply with a word and we will read it.',
      ],
    },
    {
      order_id: 'O-9002',
      customer_id: 'CU-32',
      customer_name: 'Chen Logistics',
      email: 'mei@chenlogistics.example',
      total: 5400,
      items: 120,
    },
  ),
  order(
    {
      title: 'single item, German',
      company: at,
      reference: [
        'Vielen Dank für Ihre Bestellung',
        'Hallo Frau Krüger,\n\nvielen Dank für Ihre Bestellung von 1 Artikel. Wie zufrieden waren Sie mit uns? Antworten Sie gern mit ein paar Worten, wir lesen jede Nachricht.',
      ],
    },
    {
      order_id: 'O-9003',
      customer_id: 'CU-33',
      customer_name: 'Sabine Krüger',
      email: 'sabine@krueger-steuer.example',
      total: 39,
      currency: 'EUR',
      items: 1,
      language: 'de',
    },
  ),
  order(
    {
      title: 'French order',
      company: at,
      reference: [
        'Merci pour votre commande',
        'Bonjour Camille,\n\nmerci pour votre commande de 4 articles. Qu’en avez-vous pensé ? Répondez en un mot, nous lisons chaque réponse.',
      ],
    },
    {
      order_id: 'O-9004',
      customer_id: 'CU-34',
      customer_name: 'Camille Durand',
      email: 'camille@atelier-durand.example',
      total: 260,
      currency: 'EUR',
      items: 4,
      language: 'fr',
    },
  ),
  order(
    {
      title: 'Spanish large order',
      company: at,
      reference: [
        'Gracias por su pedido',
        'Hola, equipo de Clínica Sol:\n\ngracias por su pedido de 40 artículos. ¿Qué tal lo hicimos? Respóndanos con unas palabras y las leeremos con atención.',
      ],
    },
    {
      order_id: 'O-9005',
      customer_id: 'CU-35',
      customer_name: 'Clínica Sol',
      email: 'compras@clinicasol.example',
      total: 2200,
      currency: 'EUR',
      items: 40,
      language: 'es',
    },
  ),
  order(
    {
      title: 'no name',
      company: at,
      reference: [
        'Thank you for your order',
        'Hello,\n\nthank you for your order of 1 item. How did we do? Reply with a word and we will read it.',
      ],
    },
    { order_id: 'O-9006', customer_id: 'CU-36', email: 'orders@globex.example', total: 15, items: 1 },
  ),
  order(
    {
      title: 'GBP order',
      company: at,
      reference: [
        'Thank you for your order, Greg',
        'Hi Greg,\n\nthank you for your order of 8 items. How did we do? Reply with a word and we will read it.',
      ],
    },
    {
      order_id: 'O-9007',
      customer_id: 'CU-37',
      customer_name: 'Greg Hall',
      email: 'greg@hallplumbing.example',
      total: 640,
      currency: 'GBP',
      items: 8,
    },
  ),
  order(
    {
      title: 'German large order',
      company: at,
      reference: [
        'Vielen Dank für Ihre Bestellung',
        'Guten Tag,\n\nvielen Dank für die Bestellung von 300 Artikeln für Weber Bau. Wie zufrieden waren Sie mit uns? Eine kurze Antwort genügt, wir lesen jede einzelne.',
      ],
    },
    {
      order_id: 'O-9008',
      customer_id: 'CU-38',
      customer_name: 'Weber Bau GmbH',
      email: 'einkauf@weber-bau.example',
      total: 18000,
      currency: 'EUR',
      items: 300,
      language: 'de',
    },
  ),
  order(
    {
      title: 'repeat customer',
      company: at,
      reference: [
        'Thank you, Olivia',
        'Hi Olivia,\n\nthank you for your order of 3 items. How did we do this time? Reply with a word and we will read it.',
      ],
    },
    { order_id: 'O-9009', customer_id: 'CU-31', customer_name: 'Olivia Brown', email: 'olivia@brownbakery.example', total: 120, items: 3 },
  ),
  order(
    {
      title: 'French single item',
      company: at,
      reference: [
        'Merci pour votre commande, Hugo',
        'Bonjour Hugo,\n\nmerci pour votre commande de 1 article. Qu’en avez-vous pensé ? Un mot en réponse suffit, nous lisons tout.',
      ],
    },
    {
      order_id: 'O-9010',
      customer_id: 'CU-39',
      customer_name: 'Hugo Martin',
      email: 'hugo@martin-immo.example',
      total: 59,
      currency: 'EUR',
      items: 1,
      language: 'fr',
    },
  ),
]
