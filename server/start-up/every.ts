import { failureOf, log } from './log.ts'

/**
 * Runs `task` every `everyMs` until stopped, one run at a time: a turn that finds the last run still
 * going is skipped. A run that fails is said in the log, by `what`, and the next turn runs as usual.
 * Answers what stops it, which answers once the run under way is over.
 */
export function every(everyMs: number, what: string, task: () => Promise<unknown>): () => Promise<void> {
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    running ??= task()
      .catch((error: unknown) => log.error({ failure: failureOf(error) }, `${what} failed; it runs again at its next turn`))
      .finally(() => (running = undefined))
  }, everyMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
