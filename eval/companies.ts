import { companyKnowledgeSchema, type CompanyKnowledge } from '@/shared/schemas/company-knowledge'

// The businesses the eval's cases are written for (docs/ai-eval.md): each with the knowledge an owner enters in
// Settings → Agent e-mails (docs/decisions/124-company-knowledge.md), passed to the prompt as `knowledgeLines` are at
// run time. Their policies are what the policy grader holds an e-mail to; numbers are written as digits, since the
// checks read a spelled-out "three" in a draft as 3 but not in the knowledge.

export type Company = { name: string; website: string; knowledge: CompanyKnowledge }

const company = (name: string, website: string, knowledge: CompanyKnowledge): Company => ({
  name,
  website,
  // Parsed by the product's own schema, so a case's knowledge is one an owner could have saved.
  knowledge: companyKnowledgeSchema.parse(knowledge),
})

/** Software for small businesses: Max's leads, Sam's tickets, Finn's invoices, Riley's renewals. */
export const NORTHWIND = company('Northwind Automation', 'https://northwind.example', {
  prices: [
    { name: 'Starter plan', price: '$49 per month' },
    { name: 'Growth plan', price: '$199 per month' },
    { name: 'Onboarding workshop', price: '$600 one-off' },
  ],
  offers: ['Annual plans include two months free.'],
  discountPolicy: 'We do not negotiate individual discounts; the two free months of the annual plan are our only reduction.',
  refundPolicy:
    'Annual plans can be refunded within 14 days of purchase. Monthly plans are not refunded; they can be cancelled at any time.',
  openingHours: 'Support answers Monday to Friday, 9:00 to 17:00 CET.',
  links: [
    { label: 'Book a call', url: 'https://northwind.example/book' },
    { label: 'Getting-started guide', url: 'https://northwind.example/guide' },
    { label: 'Help centre', url: 'https://help.northwind.example' },
  ],
  faq: [
    { question: 'Do you integrate with Shopify?', answer: 'Yes, through our Shopify app, included in every plan.' },
    { question: 'Can I cancel any time?', answer: 'Monthly plans can be cancelled at any time from the account page.' },
    { question: 'Where is my data stored?', answer: 'All customer data is stored in the EU, in Frankfurt.' },
    { question: 'Do you support Outlook calendars?', answer: 'Yes: connect Outlook or Google Calendar under Settings, Calendars.' },
  ],
})

/** A bakery that sells online: Riley's orders, Finn's receipts and reminders. */
export const ROSIES = company("Rosie's Bakery", 'https://rosies.example', {
  prices: [
    { name: 'Sourdough loaf', price: '$6.50' },
    { name: 'Celebration cake', price: 'from $45' },
    { name: 'Weekly bread box', price: '$28 per week' },
  ],
  offers: ['Free delivery on orders over $60.'],
  discountPolicy: 'No discounts on custom cakes. Bread-box subscribers get 10% off extra items.',
  refundPolicy: 'Custom cakes are not refundable once baking has started. Anything that arrives damaged is replaced or refunded.',
  openingHours: 'The shop is open Tuesday to Sunday, 7:00 to 15:00.',
  links: [
    { label: 'Menu', url: 'https://rosies.example/menu' },
    { label: 'Order status', url: 'https://rosies.example/orders' },
  ],
  faq: [
    { question: 'Do you bake gluten-free?', answer: 'Yes, a gluten-free loaf every Friday.' },
    { question: 'Can I change a delivery day?', answer: 'Yes, up to 24 hours before delivery, from the order page.' },
  ],
})

/** A consultancy that hires: Harper's candidates, and the billing of its workshops. */
export const BRIGHTPATH = company('Brightpath Consulting', 'https://brightpath.example', {
  prices: [
    { name: 'Discovery workshop', price: '€1,500' },
    { name: 'Monthly retainer', price: 'from €4,000' },
  ],
  offers: [],
  discountPolicy: 'Non-profits get 15% off workshops. No other discounts.',
  refundPolicy: 'Workshops cancelled at least 7 days ahead are refunded in full.',
  openingHours: 'Office hours are Monday to Thursday, 8:30 to 18:00 CET.',
  links: [
    { label: 'Careers', url: 'https://brightpath.example/careers' },
    { label: 'Interview guide', url: 'https://brightpath.example/interview-guide' },
  ],
  faq: [
    { question: 'Do you sponsor visas?', answer: 'We do not sponsor work visas at the moment.' },
    { question: 'Can I work remotely?', answer: 'Most roles are hybrid: 2 office days a week in Berlin.' },
    { question: 'How long does hiring take?', answer: 'Usually 3 to 4 weeks from application to offer.' },
    { question: 'Can I apply for more than one role?', answer: 'Yes, apply to each role separately on the careers page.' },
  ],
})
