import { Download } from 'lucide-react'
import { useState } from 'react'
import { EXPORT_FILES } from '@/shared/schemas/company-export'
import type { User } from '@/shared/schemas/auth'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { Spinner } from '@/client/components/ui/spinner'
import { getErrorMessage } from '@/client/lib/api-client'
import { useCreateCompanyExport } from '../api/create-company-export'
import { ExportProgress } from './export-progress'

/** Hands the archive to the browser's own download, which streams it to disk: the page never holds it. */
function startDownload(url: string) {
  const link = document.createElement('a')
  link.href = url
  link.download = ''
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}

/**
 * "Export company data" on Settings → Privacy (docs/product.md#company-export): what the archive holds, and for the
 * owner the export itself, its progress while the browser downloads, then done or what went wrong.
 */
export function CompanyExportPanel({ user }: { user: User }) {
  const isOwner = user.role === 'owner'
  const create = useCreateCompanyExport()
  const [exportId, setExportId] = useState<string | null>(null)
  const start = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setExportId(created.id)
        startDownload(created.download_url)
      },
    })
  return (
    <section aria-labelledby="company-export-heading">
      <Card>
        <CardHeader>
          <CardTitle id="company-export-heading" className="text-lg">
            Export company data
          </CardTitle>
          <CardDescription>
            Everything AgentWorks stores about your company, as one .zip of JSON files with a README.md that explains each field. Passwords,
            keys, invitation links and the webhook secret are left out.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <ul aria-label="What the archive holds" className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            {EXPORT_FILES.map((file) => (
              <li key={file.file}>
                <span className="font-medium">{file.title}</span>
                <span className="text-muted-foreground"> · {file.summary}</span>
              </li>
            ))}
          </ul>
          {!isOwner ? (
            <p className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
              Only your company&apos;s owner can export its data: the archive holds every member&apos;s name and address and everything your
              agents did. Ask the owner for a copy.
            </p>
          ) : (
            <>
              {exportId ? <ExportProgress exportId={exportId} onRetry={start} retrying={create.isPending} /> : null}
              {!exportId ? (
                <div className="flex flex-col items-start gap-2">
                  <Button onClick={start} disabled={create.isPending}>
                    {create.isPending ? (
                      <Spinner className="size-4 text-primary-foreground" label="Preparing the export" />
                    ) : (
                      <Download aria-hidden="true" />
                    )}
                    Export company data
                  </Button>
                  {create.isError ? (
                    <p role="alert" className="text-sm text-danger">
                      {getErrorMessage(create.error, 'The export could not be started. Please try again.')}
                    </p>
                  ) : null}
                </div>
              ) : null}
            </>
          )}
        </CardContent>
      </Card>
    </section>
  )
}
