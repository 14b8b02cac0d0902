import { eventCase, type CaseSpec, type EvalCase } from '../../case'
import { BRIGHTPATH } from '../../companies'

const application = (spec: CaseSpec, data: Record<string, unknown>) => eventCase('harper', spec, 'application.received', data)
const at = BRIGHTPATH

/** Harper (hiring): applications shortlisted, held or declined by the screening score. */
export const HARPER_APPLICATIONS: EvalCase[] = [
  application(
    {
      title: 'strong support engineer',
      company: at,
      reference: [
        "Let's meet: your application for Support engineer",
        'Hi Priya,\n\nthank you for applying for the Support engineer role. Your experience with SQL and Zendesk is just what the role needs, and we would love to meet you. Please pick an interview slot that suits you with the button below.',
      ],
    },
    {
      candidate_id: 'C-301',
      name: 'Priya Shah',
      email: 'priya.shah@example.org',
      role: 'Support engineer',
      years_experience: 6,
      skills: ['SQL', 'Zendesk', 'Python'],
      required_skills: ['SQL', 'Zendesk'],
    },
  ),
  application(
    {
      title: 'junior designer, declined',
      company: at,
      reference: [
        'Your application for Product designer',
        'Hi Leo,\n\nthank you for applying for the Product designer role and for the care you put into it. We are moving ahead with candidates whose experience is closer to what the role needs, so we will not take your application further. We wish you the very best.',
      ],
    },
    {
      candidate_id: 'C-302',
      name: 'Leo Rossi',
      email: 'leo.rossi@example.org',
      role: 'Product designer',
      years_experience: 2,
      skills: ['Figma', 'Illustrator'],
      required_skills: ['Figma', 'User research', 'Prototyping'],
    },
  ),
  application(
    {
      title: 'decline, no match',
      company: at,
      reference: [
        'Your application for Backend developer',
        'Hi Karen,\n\nthank you for applying for the Backend developer role. We are moving ahead with candidates closer to what the role needs, so we will not take your application further. Thank you for your interest in us, and we wish you the best.',
      ],
    },
    {
      candidate_id: 'C-303',
      name: 'Karen Lee',
      email: 'karen.lee@example.org',
      role: 'Backend developer',
      years_experience: 1,
      skills: ['Excel'],
      required_skills: ['Go', 'PostgreSQL', 'Kubernetes'],
    },
  ),
  application(
    {
      title: 'German shortlist',
      company: at,
      reference: [
        'Ihre Bewerbung als Buchhalter',
        'Hallo Herr Bauer,\n\nvielen Dank für Ihre Bewerbung als Buchhalter. Ihre Erfahrung mit DATEV passt sehr gut zur Stelle, und wir würden Sie gern kennenlernen. Bitte wählen Sie unten einen Termin für ein Vorstellungsgespräch.',
      ],
    },
    {
      candidate_id: 'C-304',
      name: 'Felix Bauer',
      email: 'felix.bauer@example.de',
      role: 'Buchhalter',
      years_experience: 8,
      skills: ['DATEV', 'SAP'],
      required_skills: ['DATEV'],
      language: 'de',
    },
  ),
  application(
    {
      title: 'French, just below hold',
      company: at,
      reference: [
        'Votre candidature au poste de chargée de clientèle',
        'Bonjour Inès,\n\nmerci pour votre candidature au poste de chargée de clientèle. Nous avançons avec des profils plus proches de ce que le poste exige et ne poursuivrons donc pas avec votre candidature. Nous vous souhaitons le meilleur pour la suite.',
      ],
    },
    {
      candidate_id: 'C-305',
      name: 'Inès Moreau',
      email: 'ines.moreau@example.fr',
      role: 'Chargée de clientèle',
      years_experience: 3,
      skills: ['Salesforce'],
      required_skills: ['Salesforce', 'Zendesk'],
      language: 'fr',
    },
  ),
  application(
    {
      title: 'Spanish decline',
      company: at,
      reference: [
        'Su candidatura para desarrollador frontend',
        'Hola, Pablo:\n\ngracias por presentar su candidatura al puesto de desarrollador frontend. Hemos decidido avanzar con perfiles más cercanos a lo que requiere el puesto, así que no seguiremos con su candidatura. Le deseamos lo mejor.',
      ],
    },
    {
      candidate_id: 'C-306',
      name: 'Pablo Ruiz',
      email: 'pablo.ruiz@example.es',
      role: 'Desarrollador frontend',
      years_experience: 0,
      skills: ['HTML'],
      required_skills: ['React', 'TypeScript'],
      language: 'es',
    },
  ),
  application(
    {
      title: 'senior sales lead',
      company: at,
      reference: [
        "Let's meet: your application for Account executive",
        'Hi Aisha,\n\nthank you for applying for the Account executive role. Your experience with HubSpot and negotiation fits the role very well, and we would love to meet you. Please pick an interview slot that suits you below.',
      ],
    },
    {
      candidate_id: 'C-307',
      name: 'Aisha Bello',
      email: 'aisha.bello@example.org',
      role: 'Account executive',
      years_experience: 12,
      skills: ['HubSpot', 'Negotiation'],
      required_skills: ['HubSpot', 'Negotiation'],
    },
  ),
  application(
    {
      title: 'no required skills, held',
      company: at,
      reference: [
        'Your application for Office manager',
        'Hi Marco,\n\nthank you for applying for the Office manager role. We are still reviewing applications and will be in touch within a week.',
      ],
    },
    {
      candidate_id: 'C-308',
      name: 'Marco Silva',
      email: 'marco.silva@example.org',
      role: 'Office manager',
      years_experience: 5,
      skills: ['Scheduling'],
    },
  ),
  application(
    {
      title: 'mid-level data analyst, held',
      company: at,
      reference: [
        'Your application for Data analyst',
        'Hi Hannah,\n\nthank you for applying for the Data analyst role, and for telling us about your SQL and Tableau experience. We are reviewing applications and will be in touch within a week.',
      ],
    },
    {
      candidate_id: 'C-309',
      name: 'Hannah Fischer',
      email: 'hannah.fischer@example.org',
      role: 'Data analyst',
      years_experience: 4,
      skills: ['SQL', 'Tableau'],
      required_skills: ['SQL', 'Python', 'Tableau'],
    },
  ),
  application(
    {
      title: 'nurse, German, declined',
      company: at,
      reference: [
        'Ihre Bewerbung als Pflegefachkraft',
        'Hallo Herr Yilmaz,\n\nvielen Dank für Ihre Bewerbung als Pflegefachkraft. Wir gehen mit Bewerbungen weiter, deren Erfahrung näher an den Anforderungen der Stelle liegt, und wünschen Ihnen für Ihren weiteren Weg alles Gute.',
      ],
    },
    {
      candidate_id: 'C-310',
      name: 'Mehmet Yilmaz',
      email: 'mehmet.yilmaz@example.de',
      role: 'Pflegefachkraft',
      years_experience: 3,
      skills: ['Wundversorgung'],
      required_skills: ['Wundversorgung', 'Intensivpflege'],
      language: 'de',
    },
  ),
]
