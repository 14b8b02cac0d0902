/** GET /api/quiz/report/download (docs/product.md#quiz-report), with the submission id when there is one (docs/decisions/032). */
export function getReportUrl(company: string, submissionId?: string): string {
  const params = new URLSearchParams({ company })
  if (submissionId) params.set('submission', submissionId)
  return `/api/quiz/report/download?${params.toString()}`
}

/** Starts the download of '{company}-automation-roadmap.pdf'; the server's attachment header names it. */
export function downloadReport(company: string, submissionId?: string): void {
  const link = document.createElement('a')
  link.href = getReportUrl(company, submissionId)
  link.download = `${company}-automation-roadmap.pdf`
  document.body.append(link)
  link.click()
  link.remove()
}
