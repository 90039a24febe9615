/** Shared helpers for the browser tests. */
import { AxeBuilder } from '@axe-core/playwright'
import { expect, type Locator, type Page } from '@playwright/test'

/** The demo content's values that tests may rely on (see src/seed/demo). */
export const DEMO = {
  institutionName: 'Atlantic Crest University',
} as const

/** WCAG 2.2 A and AA, plus axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

type AxeViolation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

/** One violation as a few readable lines: rule, impact, what is wrong, where, and how to fix it. */
export function formatViolation(violation: AxeViolation): string {
  const nodes = violation.nodes.slice(0, 5).map((node) => {
    const target = node.target.map(String).join(' ')
    const summary = (node.failureSummary ?? '').replace(/\s+/g, ' ').trim()
    return `    at ${target}\n      ${node.html.slice(0, 160)}\n      ${summary}`
  })
  const more = violation.nodes.length > 5 ? [`    … and ${violation.nodes.length - 5} more`] : []
  return [
    `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
    ...more,
  ].join('\n')
}

/**
 * Runs axe on the page as it is now and fails on any violation, listing each one readably.
 * `exclude` takes CSS selectors to leave out (for example a third-party embed), `disableRules`
 * axe rule ids; use both sparingly and say why at the call.
 */
export async function expectNoAxeViolations(
  page: Page,
  options: { exclude?: string[]; disableRules?: string[] } = {},
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS)
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector)
  if (options.disableRules?.length) builder = builder.disableRules(options.disableRules)
  const { violations } = await builder.analyze()
  const readable = violations.map(formatViolation)
  expect(readable, `axe found ${violations.length} accessibility violation(s) on ${page.url()}`).toEqual([])
}

/**
 * The control of a native disclosure (`<summary>`) named `name`: browsers expose it as a button that
 * expands, but Playwright's role queries give `<summary>` no role, so it is found by its text.
 */
export function disclosureControl(scope: Page | Locator, name: string): Locator {
  return scope.locator('summary').filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) })
}

/**
 * Opens a news or events list and reaches for it, as a visitor does: the list's script loads then
 * (src/islands/entries/lists.tsx), and once it has taken over, the search follows the typing and
 * 'Show more' fetches without reloading the page.
 */
export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await reachForList(page)
}

/** Points at the list shown, and waits until its script has taken it over. */
export async function reachForList(page: Page): Promise<void> {
  await reachFor(page, page.getByRole('region', { name: /^All (news|events)$/ }), 'filtered-list')
}

/** Points at the portal directory's filters, and waits until its script has taken it over. */
export async function reachForPortals(page: Page): Promise<void> {
  await reachFor(page, page.getByRole('navigation', { name: 'Filter portals' }), 'portal-directory')
}

/** Points at the calendar's month grid, and waits until its script has taken it over. */
export async function reachForCalendar(page: Page): Promise<void> {
  await reachFor(page, page.getByRole('region', { name: 'Month by month' }).getByRole('table'), 'calendar-grid')
}

/** Points at the leadership and staff directory's search, and waits until its script has taken it over. */
export async function reachForDirectory(page: Page): Promise<void> {
  await reachFor(page, page.getByRole('search', { name: 'Directory search' }), 'staff-directory')
}

/** Points at the gallery's first slider, and waits until its script has taken the gallery over. */
export async function reachForGallery(page: Page): Promise<void> {
  await reachFor(page, page.getByRole('region', { name: 'At a glance', exact: true }), 'gallery-viewer')
}

/** An island whose script loads on intent: points at it and waits until React has taken it over. */
export async function reachFor(page: Page, target: Locator, island: string): Promise<void> {
  await target.hover()
  await expect(page.locator(`[data-island="${island}"][data-hydrated]`)).toBeAttached()
}
