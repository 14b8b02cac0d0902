import { eventCase, signalCase, type CaseSpec, type EvalCase } from '../../case'
import { NORTHWIND } from '../../companies'

const ticket = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('sam', spec, 'ticket.created', data)
const resolved = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('sam', spec, 'ticket.resolved', data)
const checkIn = (spec: CaseSpec, payload: { reference: string; name?: string; email: string; amount?: number; note: string }) =>
  signalCase('sam', spec, 'support.outreach', 'riley', payload)
const at = NORTHWIND

/** Sam (support): tickets answered from the help centre or routed, resolved tickets and check-ins. */
export const SAM_EVERYDAY: EvalCase[] = [
  ticket(
    {
      title: 'how-to question',
      company: at,
      reference: [
        'Re: Export keeps failing',
        'Hello,\n\nthanks for writing, and sorry the monthly export stops halfway. The help article behind the button below walks through exactly this; if it does not solve it, reply here and we will take it from there.',
      ],
    },
    {
      ticket_id: 'T-801',
      email: 'omar@example.org',
      subject: 'Export keeps failing',
      body: 'The monthly export stops halfway through.',
      channel: 'email',
    },
  ),
  ticket(
    {
      title: 'expired reset link',
      company: at,
      reference: [
        'Re: Cannot log in',
        'Hello,\n\nsorry the reset link had already expired when you opened it. The article behind the button below explains how to get a fresh one; if you still cannot sign in after that, reply here and we will help.',
      ],
    },
    {
      ticket_id: 'T-802',
      email: 'nina@lumenyoga.example',
      subject: 'Cannot log in',
      body: 'I reset my password but the link says it expired.',
      channel: 'web',
    },
  ),
  ticket(
    {
      title: 'billing ticket routed',
      company: at,
      reference: [
        'Re: Invoice question',
        'Hello,\n\nthanks for pointing out the wrong VAT number on your invoice. I have passed this to our billing colleague, and you can expect an answer within 4 business hours.',
      ],
    },
    {
      ticket_id: 'T-803',
      customer_id: 'CU-11',
      email: 'billing@brightsmile.example',
      subject: 'Invoice question',
      body: 'The invoice shows the wrong VAT number.',
      channel: 'email',
    },
  ),
  ticket(
    {
      title: 'sales question routed',
      company: at,
      reference: [
        'Re: Pricing for your sites',
        'Hello,\n\nthanks for asking about pricing for your warehouses. I have passed this to the right colleague in sales; expect an answer within a few minutes.',
      ],
    },
    {
      ticket_id: 'T-804',
      email: 'mei@chenlogistics.example',
      subject: 'Pricing for 3 sites',
      body: 'What would the price be for three warehouses?',
      channel: 'chat',
    },
  ),
  ticket(
    {
      title: 'job question routed',
      company: at,
      reference: [
        'Re: Open positions',
        'Hello,\n\nthanks for your interest in joining us. I have passed your question about support roles to our hiring team; expect an answer within 4 business hours.',
      ],
    },
    {
      ticket_id: 'T-805',
      email: 'noah.evans@example.org',
      subject: 'Open positions',
      body: 'Are you hiring support staff?',
      channel: 'email',
    },
  ),
  ticket(
    {
      title: 'German how-to',
      company: at,
      reference: [
        'Re: Kalender verbinden',
        'Hallo,\n\nvielen Dank für Ihre Nachricht. Ihren Outlook-Kalender verbinden Sie unter Settings, Calendars; der Artikel hinter der Schaltfläche unten zeigt jeden Schritt. Antworten Sie einfach, falls das Problem damit nicht gelöst ist.',
      ],
    },
    {
      ticket_id: 'T-806',
      email: 'sabine@krueger-steuer.example',
      subject: 'Kalender verbinden',
      body: 'Wie verbinde ich meinen Outlook-Kalender?',
      channel: 'email',
      language: 'de',
    },
  ),
  ticket(
    {
      title: 'French how-to',
      company: at,
      reference: [
        'Re: Ajouter un utilisateur',
        'Bonjour,\n\nmerci pour votre message. L’article accessible avec le bouton ci-dessous explique comment ajouter un collègue à votre espace, étape par étape. Si cela ne résout pas le problème, répondez simplement à ce message.',
      ],
    },
    {
      ticket_id: 'T-807',
      email: 'hugo@martin-immo.example',
      subject: 'Ajouter un utilisateur',
      body: 'Comment ajouter un collègue à notre espace ?',
      channel: 'web',
      language: 'fr',
    },
  ),
  ticket(
    {
      title: 'Spanish billing routed',
      company: at,
      personal: false,
      reference: [
        'Re: Factura duplicada',
        'Hola:\n\ngracias por avisarnos de la factura duplicada. He pasado su consulta al compañero de facturación, que le responderá en un plazo máximo de 4 horas hábiles.',
      ],
    },
    {
      ticket_id: 'T-808',
      email: 'pagos@clinicasol.example',
      subject: 'Factura duplicada',
      body: 'We received the invoice twice this month.',
      channel: 'email',
      language: 'es',
    },
  ),
  ticket(
    {
      title: 'phone ticket',
      company: at,
      reference: [
        'Re: Agent stopped replying',
        'Hello,\n\nsorry that Max has not answered your leads since yesterday. The article behind the button below covers the usual causes and how to get him going again; if it does not solve it, reply here and we will look into it with you.',
      ],
    },
    {
      ticket_id: 'T-809',
      email: 'greg@hallplumbing.example',
      subject: 'Agent stopped replying',
      body: 'Max has not answered any lead since yesterday.',
      channel: 'phone',
    },
  ),
  ticket(
    {
      title: 'webhook question',
      company: at,
      reference: [
        'Re: Webhook signature',
        'Hello,\n\nthanks for your question about verifying the webhook signature in your workflow tool. The article behind the button below explains the check step by step; reply here if it does not solve it.',
      ],
    },
    {
      ticket_id: 'T-810',
      email: 'dev@acme-ops.example',
      subject: 'Webhook signature',
      body: 'How do we verify the webhook signature in n8n?',
      channel: 'email',
    },
  ),
  ticket(
    {
      title: 'German sales routed',
      company: at,
      reference: [
        'Re: Upgrade',
        'Hallo,\n\nvielen Dank für Ihr Interesse an mehr Agenten. Ich habe Ihre Anfrage an den richtigen Kollegen im Vertrieb weitergegeben; Sie erhalten innerhalb weniger Minuten eine Antwort.',
      ],
    },
    {
      ticket_id: 'T-811',
      email: 'jonas@weber-bau.example',
      subject: 'Upgrade',
      body: 'Wir möchten ein upgrade auf mehr Agenten.',
      channel: 'chat',
      language: 'de',
    },
  ),
  ticket(
    {
      title: 'feature question',
      company: at,
      reference: [
        'Re: Shopify orders',
        'Hello,\n\nthanks for asking. Our Shopify app is included in every plan, and the article behind the button below explains how Riley works with your Shopify orders. Reply here if it does not answer your question.',
      ],
    },
    {
      ticket_id: 'T-812',
      email: 'olivia@brownbakery.example',
      subject: 'Shopify orders',
      body: 'Can Riley see our Shopify orders?',
      channel: 'web',
    },
  ),
  resolved(
    {
      title: 'resolved, happy',
      company: at,
      reference: [
        'Your export is fixed',
        'Hello,\n\ngood news: your ticket is resolved. The export now runs in smaller parts and finishes as it should. If anything is still not right, just reply to this e-mail.',
      ],
    },
    { ticket_id: 'T-801', email: 'omar@example.org', resolution: 'The export now runs in smaller parts and finishes', satisfaction: 5 },
  ),
  resolved(
    {
      title: 'resolved, no survey',
      company: at,
      reference: [
        'A fresh sign-in link is on its way',
        'Hello,\n\nyour ticket is resolved: we sent you a fresh sign-in link, valid for an hour. If anything is still not right, just reply here.',
      ],
    },
    { ticket_id: 'T-802', email: 'nina@lumenyoga.example', resolution: 'We sent a fresh sign-in link that is valid for an hour' },
  ),
  resolved(
    {
      title: 'resolved, German',
      company: at,
      reference: [
        'Ihr Kalender ist verbunden',
        'Hallo,\n\ngute Nachrichten: Ihr Ticket ist gelöst, der Kalender ist jetzt verbunden. Falls noch etwas nicht stimmt, antworten Sie einfach auf diese E-Mail.',
      ],
    },
    {
      ticket_id: 'T-806',
      email: 'sabine@krueger-steuer.example',
      resolution: 'Der Kalender ist jetzt verbunden',
      satisfaction: 4,
      language: 'de',
    },
  ),
  resolved(
    {
      title: 'resolved, French',
      company: at,
      reference: [
        'Votre collègue a reçu son invitation',
        'Bonjour,\n\nbonne nouvelle : votre ticket est résolu, votre collègue a reçu son invitation. Si quelque chose ne va toujours pas, répondez simplement à ce message.',
      ],
    },
    {
      ticket_id: 'T-807',
      email: 'hugo@martin-immo.example',
      resolution: 'Votre collègue a reçu son invitation',
      satisfaction: 3,
      language: 'fr',
    },
  ),
  resolved(
    {
      title: 'resolved, Spanish',
      company: at,
      reference: [
        'Su incidencia está resuelta',
        'Hola:\n\nbuenas noticias: su incidencia está resuelta y el agente vuelve a responder a los pacientes. Si algo sigue sin funcionar, responda a este correo.',
      ],
    },
    { ticket_id: 'T-813', email: 'lucia@clinicasol.example', resolution: 'El agente vuelve a responder a los pacientes', language: 'es' },
  ),
  checkIn(
    {
      title: 'check-in after a usage drop',
      company: at,
      reference: [
        'Is everything working for you?',
        'Hi Globex team,\n\nI wanted to check that everything is working for you, as your weekly runs have been lower lately. If anything is in the way, reply here and I will help right away.',
      ],
    },
    { reference: 'CU-20', name: 'Globex', email: 'ap@globex.example', note: 'weekly runs down 45%' },
  ),
  checkIn(
    {
      title: 'check-in for an at-risk account',
      company: at,
      personal: false,
      reference: [
        'Can we help?',
        'Hi Riverside Cafe team,\n\nI wanted to check that everything is working for you. If anything is getting in the way, with the product or your account, reply here and I will help right away.',
      ],
    },
    { reference: 'CU-19', name: 'Riverside Cafe', email: 'owner@riversidecafe.example', amount: 2300, note: '45 days overdue on INV-2033' },
  ),
  checkIn(
    {
      title: 'check-in after a detractor score',
      company: at,
      reference: [
        'Thank you for your feedback',
        'Hello,\n\nthank you for your honest feedback, and I am sorry the setup took too long. I wanted to check that everything is working for you now. Reply here and I will help right away.',
      ],
    },
    { reference: 'CU-21', email: 'it@nordlicht.example', note: 'Scored us 3/10: setup took too long' },
  ),
]
