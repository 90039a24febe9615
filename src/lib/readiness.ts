/**
 * The readiness rule: an instance is ready for visitors when each of its checks passed. A pure rule,
 * so the route (src/app/readyz) and its tests share it.
 */
export type CheckResult = { ok: true; ms: number } | { ok: false; ms: number; error: string }
export type Readiness = { status: 'ready' | 'not ready'; checks: Record<string, CheckResult> }

/** The migrations the code has that the database has not applied, in the code's order. */
export function pendingMigrations(known: readonly string[], applied: readonly string[]): string[] {
  const done = new Set(applied)
  return known.filter((name) => !done.has(name))
}

export function readiness(checks: Record<string, CheckResult>): Readiness {
  return { status: Object.values(checks).every((check) => check.ok) ? 'ready' : 'not ready', checks }
}

/**
 * Runs one check with a time limit; a check that throws, or is still running when the limit is
 * reached, fails with its reason (never a stack trace: the answer is public).
 */
export async function timedCheck(
  run: () => Promise<void>,
  limitMs: number,
  now = () => Date.now(),
): Promise<CheckResult> {
  const start = now()
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs)
  })
  try {
    await Promise.race([run(), timeout])
    return { ok: true, ms: now() - start }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { ok: false, ms: now() - start, error: message.split('\n', 1)[0].slice(0, 200) }
  } finally {
    clearTimeout(timer)
  }
}
