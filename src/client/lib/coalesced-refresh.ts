/**
 * Wraps a refresh so that bursts of calls never lose the last one: a call while a refresh runs asks for exactly one
 * more after it. Joining the refresh in flight instead would keep what it read before the later change committed.
 */
export function coalescedRefresh(refresh: () => Promise<unknown>): () => void {
  let running = false
  let again = false
  const run = () => {
    if (running) {
      again = true
      return
    }
    running = true
    again = false
    void refresh()
      .catch(() => undefined)
      .finally(() => {
        running = false
        if (again) run()
      })
  }
  return run
}
