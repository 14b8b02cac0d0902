import * as React from 'react'
import { PublicHeader } from '@/client/components/layouts/public-header'

export const textLinkClass = 'rounded-sm font-medium text-primary underline underline-offset-4 hover:no-underline'

type AuthCardPageProps = {
  title: string
  description?: React.ReactNode
  /** Moves focus to the title when the card appears: a state that replaced the form the visitor was in. */
  focusTitle?: boolean
  children?: React.ReactNode
}

/** The frame of the one-task account pages (forgot and reset password, e-mail verification): the header and one card. */
export function AuthCardPage({ title, description, focusTitle = false, children }: AuthCardPageProps) {
  const titleRef = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => {
    if (focusTitle) titleRef.current?.focus()
  }, [focusTitle])

  return (
    <div className="flex min-h-dvh flex-col">
      <PublicHeader />
      <main className="flex flex-1 items-start justify-center bg-muted/40 px-4 py-10 sm:items-center sm:px-6">
        <div className="w-full max-w-md rounded-xl border bg-card p-6 shadow-sm">
          <h1 ref={titleRef} tabIndex={focusTitle ? -1 : undefined} className="text-title font-semibold outline-none">
            {title}
          </h1>
          {description ? <div className="mt-2 text-sm text-muted-foreground">{description}</div> : null}
          {children ? <div className="mt-6">{children}</div> : null}
        </div>
      </main>
    </div>
  )
}
