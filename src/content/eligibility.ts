import '@/server-only'

import {
  checkEligibility,
  gapText,
  hasChoices,
  OLEVEL_SUBJECTS,
  parseApplicant,
  UTME_SUBJECTS,
  type EligibilityStatus,
  type ParamValue,
  utmeChoiceProblem,
} from '@/lib/eligibility'

import { PROGRAMME_TYPE_LABELS } from '@/lib/programme-finder'

import { getProgrammes } from './academics'
import { getEntryRequirements } from './programmes'

export type EligibilityResult = {
  name: string
  slug: string
  degreeInView: string
  typeLabel: string
  status: EligibilityStatus
  /** What is missing, in words. */
  missing: string[]
  /** The programme's minimum UTME score when the applicant gave none; null otherwise. */
  scoreToReach: number | null
}

export type EligibilityView = {
  choices: { olevel: string[]; utme: string[]; score: number | null }
  /** Whether anything was chosen (no results are shown before). */
  checked: boolean
  options: { olevel: Array<{ id: string; name: string }>; utme: Array<{ id: string; name: string }> }
  results: Record<EligibilityStatus, EligibilityResult[]>
  /** Why nothing was checked although choices were made (not exactly three UTME subjects); null otherwise. */
  problem: string | null
  /** Postgraduate programmes are not checked here: they ask for a first degree. */
  postgraduateCount: number
}

/** The eligibility checker: the applicant's choices from the address, and every foundation and undergraduate programme checked against them. */
export async function getEligibility(params: Record<string, ParamValue>): Promise<EligibilityView> {
  const applicant = parseApplicant(params)
  const [programmes, requirements] = await Promise.all([getProgrammes(), getEntryRequirements()])
  const checked = hasChoices(applicant)
  const problem = checked ? utmeChoiceProblem(applicant) : null
  const results: EligibilityView['results'] = { qualifies: [], nearly: [], 'not-yet': [] }
  const candidates = programmes.filter((p) => p.type !== 'postgraduate' && requirements[p.slug])
  if (checked && !problem) {
    for (const p of candidates) {
      const req = requirements[p.slug]
      const verdict = checkEligibility(req.rule, applicant)
      results[verdict.status].push({
        name: p.name,
        slug: p.slug,
        degreeInView: p.degreeInView,
        typeLabel: PROGRAMME_TYPE_LABELS[p.type] ?? p.type,
        status: verdict.status,
        missing: verdict.gaps.map(gapText),
        scoreToReach: verdict.scoreUnchecked ? req.rule.utmeMinimumScore : null,
      })
    }
    for (const list of Object.values(results)) list.sort((a, b) => a.name.localeCompare(b.name))
  }
  return {
    choices: { olevel: [...applicant.olevel.keys()], utme: [...applicant.utme], score: applicant.score },
    checked,
    options: {
      olevel: OLEVEL_SUBJECTS.map((s) => ({ id: s.id, name: s.name })),
      utme: UTME_SUBJECTS.map((s) => ({ id: s.id, name: s.name })),
    },
    results,
    problem,
    postgraduateCount: programmes.filter((p) => p.type === 'postgraduate').length,
  }
}
