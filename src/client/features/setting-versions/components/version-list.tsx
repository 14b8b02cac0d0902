import type { SettingVersion } from '@/shared/ai/setting-versions'
import { QueryPanel } from '@/client/components/query-panel'
import { Button } from '@/client/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card'
import { RelativeTime } from '@/client/components/ui/relative-time'
import { toast } from '@/client/hooks/use-toast'
import { getErrorMessage } from '@/client/lib/api-client'
import { useSettingVersions } from '../api/get-setting-versions'
import { useRestoreSettingVersion } from '../api/restore-setting-version'

function origin(version: SettingVersion): string | null {
  if (version.restoredFrom) return 'restored from an earlier version'
  if (version.benchRunId) return 'applied after a test'
  return null
}

/** The newest version of each kind (and agent) is the one in force; the others can be restored. */
function inForceIds(versions: SettingVersion[]): Set<string> {
  const seen = new Set<string>()
  const inForce = new Set<string>()
  for (const version of versions) {
    const key = `${version.kind}:${version.agentId ?? ''}`
    if (!seen.has(key)) inForce.add(version.id)
    seen.add(key)
  }
  return inForce
}

/**
 * Every applied change to how the agents write, newest first, with who and when (docs/decisions/135-setting-versions.md);
 * the owner restores one, which applies it again as a new version.
 */
export function VersionList({ agentId, canRestore }: { agentId: string | null; canRestore: boolean }) {
  const query = useSettingVersions(agentId)
  const restore = useRestoreSettingVersion()
  const onRestore = (version: SettingVersion) =>
    void restore.mutateAsync(version.id).then(
      () => toast({ title: 'Version restored', description: `${version.summary}: your agents write with it from their next e-mail.` }),
      (error: unknown) =>
        toast({ variant: 'destructive', title: 'Not restored', description: getErrorMessage(error, 'Please try again.') }),
    )
  return (
    <section aria-labelledby="versions-heading">
      <Card>
        <CardHeader>
          <CardTitle id="versions-heading" className="text-lg">
            Versions
          </CardTitle>
          <CardDescription>
            Each change to the model, what your agents may say, your voice{agentId ? ' or this agent’s style guide' : ' or a style guide'},
            with who made it and when.{canRestore ? ' Restoring one applies it again as a new version.' : ''}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <QueryPanel
            query={query}
            what="the versions"
            loadingLabel="Loading the versions"
            skeleton={['h-10 w-full', 'h-10 w-full']}
            isEmpty={(versions) => versions.length === 0}
            empty="No changes yet. Each change you save or apply after a test will be listed here."
          >
            {(versions) => {
              const inForce = inForceIds(versions)
              return (
                <ol className="grid gap-2">
                  {versions.map((version) => (
                    <li key={version.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm">
                      <div className="grid min-w-0 gap-0.5">
                        <p className="font-medium [overflow-wrap:anywhere]">{version.summary}</p>
                        <p className="text-xs text-muted-foreground">
                          {version.changedBy ?? 'Deleted user'} · <RelativeTime value={version.createdAt} />
                          {origin(version) ? ` · ${origin(version)}` : ''}
                          {inForce.has(version.id) ? ' · in force' : ''}
                        </p>
                      </div>
                      {canRestore && !inForce.has(version.id) ? (
                        <Button type="button" variant="outline" size="sm" disabled={restore.isPending} onClick={() => onRestore(version)}>
                          {restore.isPending && restore.variables === version.id ? 'Restoring…' : 'Restore'}
                          <span className="sr-only"> {version.summary}</span>
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )
            }}
          </QueryPanel>
        </CardContent>
      </Card>
    </section>
  )
}
