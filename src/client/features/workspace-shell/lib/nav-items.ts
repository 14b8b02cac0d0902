import {
  Bot,
  Building2,
  CalendarDays,
  ChartColumn,
  Contact,
  House,
  Inbox,
  KeyRound,
  LayoutDashboard,
  Mail,
  Radio,
  Shield,
  ShieldUser,
  Sparkle,
  UserRound,
  Users,
  Webhook,
  Workflow,
  type LucideIcon,
} from 'lucide-react'
import type { User } from '@/shared/schemas/auth'
import { paths } from '@/client/config/paths'

export type NavItem = {
  label: string
  href: string
  icon: LucideIcon
  /** Pages under this item that are not its own page (an agent's page is part of Agents). */
  prefix?: string
  /** Shows the number of drafts waiting for review beside the label. */
  count?: 'approvals'
}
export type NavSection = { label: string | null; items: NavItem[] }

/**
 * The workspace's navigation (docs/product.md#workspace-shell). API keys and the webhook are the owner's
 * (docs/decisions/082-roles.md): a member does not see them (docs/decisions/092).
 */
export function getNavSections(user: User): NavSection[] {
  if (user.staff) return BACK_OFFICE_SECTIONS
  const owner = user.role === 'owner'
  return [
    {
      label: null,
      items: [
        { label: 'Home', href: paths.app.getHref(), icon: House },
        { label: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard },
        { label: 'Agents', href: paths.agents.getHref(), icon: Bot, prefix: paths.agentDetail.getHref('') },
        { label: 'Signals', href: paths.signals.getHref(), icon: Radio },
        {
          label: 'Approvals',
          href: paths.approvals.getHref(),
          icon: Inbox,
          prefix: paths.approvalDetail.getHref(''),
          count: 'approvals' as const,
        },
        { label: 'Contacts', href: paths.contacts.getHref(), icon: Contact, prefix: paths.contactDetail.getHref('') },
      ],
    },
    {
      label: 'Settings',
      items: [
        { label: 'Company', href: paths.settingsCompany.getHref(), icon: Building2 },
        { label: 'Team', href: paths.settingsTeam.getHref(), icon: Users },
        ...(owner
          ? [
              { label: 'API keys', href: paths.settingsApiKeys.getHref(), icon: KeyRound },
              { label: 'Webhook', href: paths.settingsWebhook.getHref(), icon: Webhook },
            ]
          : []),
        // Everyone sees the privacy controls; only the owner changes them (docs/product.md#privacy-controls).
        { label: 'Privacy', href: paths.settingsPrivacy.getHref(), icon: Shield },
        // Everyone sees how the agents sign and who writes their e-mails; only the owner changes either (decisions 106, 120).
        { label: 'Agent e-mails', href: paths.settingsAgents.getHref(), icon: Mail },
        { label: 'AI', href: paths.settingsAi.getHref(), icon: Sparkle },
        { label: 'Account', href: paths.settingsAccount.getHref(), icon: UserRound },
      ],
    },
  ]
}

/** AgentWorks' own staff see the back office instead of a workspace (docs/product.md#back-office). */
const BACK_OFFICE_SECTIONS: NavSection[] = [
  {
    label: null,
    items: [
      { label: 'Leads', href: paths.admin.getHref(), icon: Inbox, prefix: paths.adminLead.getHref('') },
      { label: 'Bookings', href: paths.adminBookings.getHref(), icon: CalendarDays },
      { label: 'Funnel analytics', href: paths.adminAnalytics.getHref(), icon: ChartColumn },
      { label: 'n8n connection', href: paths.adminN8n.getHref(), icon: Workflow },
      // Not the auth page's ShieldCheck: the chunk that shares it with /auth holds that page's tabs too, and every
      // page of the shell (the workspace's as well) would load them (docs/performance.md).
      { label: 'Data requests', href: paths.adminDataRequests.getHref(), icon: ShieldUser },
    ],
  },
  { label: 'Settings', items: [{ label: 'Account', href: paths.settingsAccount.getHref(), icon: UserRound }] },
]

/** 'page' on the item's own page, 'true' on a page inside its section, otherwise nothing. */
export function getCurrent(item: NavItem, pathname: string): 'page' | 'true' | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === item.href) return 'page'
  if (item.prefix && path.startsWith(item.prefix)) return 'true'
  return undefined
}
