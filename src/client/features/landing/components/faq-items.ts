import { appConfig } from '@/client/lib/app-config'

/**
 * The landing page's FAQ (docs/decisions/086). Every answer restates docs/product.md or the README: nothing here
 * promises what the product does not do.
 */
export const FAQ_ITEMS = [
  {
    question: 'What is an AI agent?',
    answer:
      'An agent is a piece of software from our catalogue that takes over one kind of repetitive work, such as answering customer questions, following up leads or spotting customers about to leave. It reacts to events your systems send, does its work and reports what it did on your dashboard, by e-mail and to your own webhook.',
  },
  {
    question: 'How long does set-up take?',
    answer:
      'About 10-15 minutes: you answer a seven-step questionnaire about your business, processes, tools and goals, and we recommend the agents that fit. The Growth Map quiz takes 3 minutes if you want a first estimate before signing up.',
  },
  {
    question: 'What does it cost?',
    answer:
      'This site publishes no price list. The demo’s investment calculator shows four tiers (Essential, Standard, Premium and Enterprise) sized as a share of the savings it estimates for you, and the price is agreed with you on a strategy session or kick-off call.',
  },
  {
    question: 'Which tools does it integrate with?',
    answer:
      'Each agent lists the tools it works with. Your systems send business events to your agents with an API key you create on the dashboard, and every agent output can be sent, signed, to your own webhook, for example an n8n workflow that passes it on to your other tools.',
  },
  {
    question: 'What happens to my data?',
    answer:
      'We store what you enter (your account, your questionnaire answers, your agents’ events and outputs) to run the service, and send it only where the privacy policy says: e-mails through our mail server and webhooks to the addresses configured. No analytics run unless you allow them.',
  },
  {
    question: 'Where is my data stored?',
    answer:
      'In the database of the server that runs this application (PostgreSQL). It is not copied to analytics or advertising services. Passwords, session tokens and API keys are stored only as hashes.',
  },
  {
    question: 'How do I cancel?',
    answer: `There is no contract inside the app to cancel. Remove your webhook and delete your API keys to stop your agents, and write to ${appConfig.supportEmail} to have your account and data deleted.`,
  },
  {
    question: 'Can I host it myself?',
    answer:
      'The application is a single Node.js server with a PostgreSQL or embedded database, and its webhooks can reach an n8n running on your own network. Write to support if you want to run it on your own infrastructure.',
  },
] as const
