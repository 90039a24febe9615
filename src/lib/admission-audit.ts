/**
 * The content audit's rule for the admission calendar: within a session its dates agree with each
 * other. Applications close on the last day of the 'applications open' span; the screening comes after
 * they close, the admission list after the screening, acceptance from the list on, resumption after the
 * acceptance deadline and registration from resumption on. Each kind is judged by its first step.
 */

/** A step as the audit reads it: `endsOn` is '' (or null) for a step of one day. */
export type AuditStep = { kind: string; title: string; session: string; startsOn: string; endsOn: string | null }

/** `after`: the later step starts the day after the earlier one's last day or later; `from`: that day or later. */
type Order = [earlier: string, later: string, rule: 'after' | 'from']

const ORDER: readonly Order[] = [
  ['applications-open', 'applications-close', 'from'],
  ['applications-close', 'post-utme-screening', 'after'],
  ['post-utme-screening', 'admission-list', 'after'],
  ['admission-list', 'caps-acceptance', 'from'],
  ['admission-list', 'acceptance-deadline', 'from'],
  ['caps-acceptance', 'acceptance-deadline', 'from'],
  ['acceptance-deadline', 'resumption', 'after'],
  ['resumption', 'registration', 'from'],
]

const lastDay = (s: AuditStep) => (s.endsOn && s.endsOn > s.startsOn ? s.endsOn : s.startsOn)

/** The first step of each kind (by first day) in one session. */
function firstOfEachKind(steps: readonly AuditStep[]): Map<string, AuditStep> {
  const first = new Map<string, AuditStep>()
  for (const s of [...steps].sort((a, b) => a.startsOn.localeCompare(b.startsOn))) {
    if (!first.has(s.kind)) first.set(s.kind, s)
  }
  return first
}

/** The contradictions of one session's steps, each in words. */
function sessionProblems(session: string, steps: readonly AuditStep[]): string[] {
  const first = firstOfEachKind(steps)
  const where = session ? `${session}: ` : ''
  const problems: string[] = []
  const open = first.get('applications-open')
  const close = first.get('applications-close')
  if (open && close && open.endsOn && open.endsOn > open.startsOn && close.startsOn !== open.endsOn) {
    problems.push(
      `${where}'${close.title}' is on ${close.startsOn}, but '${open.title}' runs until ${open.endsOn}: the closing day is the span's last day`,
    )
  }
  for (const [a, b, rule] of ORDER) {
    const earlier = first.get(a)
    const later = first.get(b)
    if (!earlier || !later) continue
    const ok = rule === 'after' ? later.startsOn > lastDay(earlier) : later.startsOn >= lastDay(earlier)
    if (!ok) {
      const word = rule === 'after' ? 'after' : 'on or after'
      problems.push(
        `${where}'${later.title}' (${later.startsOn}) should be ${word} the last day of '${earlier.title}' (${lastDay(earlier)})`,
      )
    }
  }
  return problems
}

/** Every contradiction between the admission calendar's dates, session by session; [] when they agree. */
export function admissionCalendarProblems(steps: readonly AuditStep[]): string[] {
  const bySession = new Map<string, AuditStep[]>()
  for (const s of steps) bySession.set(s.session, [...(bySession.get(s.session) ?? []), s])
  return [...bySession].flatMap(([session, list]) => sessionProblems(session, list))
}
