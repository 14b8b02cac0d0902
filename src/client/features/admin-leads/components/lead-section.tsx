import type * as React from 'react'
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card'

/** One titled panel of the lead page. */
export function LeadSection({ title, action, children }: { title: string; action?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className="min-w-0">
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>{title}</CardTitle>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  )
}
