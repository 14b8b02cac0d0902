/**
 * The AgentWorks mark; `className` replaces the default size. Apart from Logo, whose Link needs react-router,
 * and without cn(), so the landing page can show it with neither (docs/decisions/023).
 */
export function LogoMark({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 22 16 9l7 13h-4.2L16 16.6 13.2 22z" className="fill-primary-foreground" />
    </svg>
  )
}
