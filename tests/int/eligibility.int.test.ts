/**
 * The eligibility checker against the demo programmes as stored, one applicant profile a row. The
 * expected answers are written from each programme's stated entry requirements (quoted below), not
 * from the rule's code:
 *
 * - Civil Engineering (B.Eng.): credits in English Language, Mathematics, Physics, Chemistry and one of
 *   Biology, Further Mathematics, Technical Drawing, Geography or Agricultural Science; UTME Mathematics,
 *   Physics, Chemistry; score 200.
 * - Computer Science: English Language, Mathematics, Physics and one of Chemistry, Biology, Further
 *   Mathematics, Computer Studies, Economics or Geography; UTME Mathematics, Physics and one of
 *   Chemistry, Biology, Economics, Geography or Computer Studies; score 190.
 * - Nursing Science: English Language, Mathematics, Biology, Chemistry, Physics; UTME Biology,
 *   Chemistry, Physics; score 220. Medical Laboratory Science: the same, score 210.
 * - Microbiology: English Language, Mathematics, Biology, Chemistry, Physics or Agricultural Science;
 *   UTME Biology, Chemistry, Physics or Mathematics; score 180.
 * - Law: English Language, Mathematics, Literature in English and one of Government, History, CRS,
 *   Islamic Studies or Economics; UTME Literature in English, one of Government, History, CRS or
 *   Islamic Studies, and any other; score 220.
 * - Accounting: English Language, Mathematics, Economics and one of Financial Accounting, Commerce,
 *   Government, Geography or History; UTME Economics, Mathematics and any other; score 180.
 * - Economics: English Language, Mathematics, Economics and one of Geography, Government, Commerce or
 *   Financial Accounting; UTME Economics, Mathematics and one of Government, Geography, Commerce,
 *   Financial Accounting or History; score 180.
 * - Foundation in Science: English Language, Mathematics, Chemistry, Physics or Biology; no UTME.
 * - Foundation in Arts and Social Sciences: English Language, Mathematics and two credits among
 *   Economics, Government, Literature in English, History, Commerce or Christian Religious Studies; no UTME.
 *
 * Every programme asks for five credits in all. The UTME is Use of English and exactly three other
 * subjects; "nearly" is one thing missing (a programme subject, one more credit, one UTME subject, or
 * a score at most 20 short); a missing English Language or Mathematics is never "nearly".
 */
import { describe, expect, it } from 'vitest'

import { getEligibility } from '@/content/eligibility'

type Status = 'qualifies' | 'nearly' | 'not-yet'
type Expected = Record<string, Status | [Status, string]>
type Profile = { name: string; olevel: string[]; utme: string[]; score?: number; expect: Expected | RegExp }

const SCIENCE = ['english-language', 'mathematics', 'physics', 'chemistry', 'biology']
const ENGINEERING_UTME = ['mathematics', 'physics', 'chemistry']
const HEALTH_UTME = ['biology', 'chemistry', 'physics']

const PROFILES: Profile[] = [
  {
    name: 'five science credits, UTME Mathematics, Physics, Chemistry, 250',
    olevel: SCIENCE,
    utme: ENGINEERING_UTME,
    score: 250,
    expect: {
      'Civil Engineering': 'qualifies',
      'Computer Science': 'qualifies',
      'Nursing Science': ['nearly', 'Biology in your UTME'],
      'Foundation in Science': 'qualifies',
      'Foundation in Arts and Social Sciences': 'not-yet',
      Law: 'not-yet',
    },
  },
  {
    name: 'four UTME subjects besides Use of English',
    olevel: SCIENCE,
    utme: ['physics', 'chemistry', 'biology', 'mathematics'],
    expect: /You ticked 4 UTME subjects besides Use of English\. The UTME is Use of English and exactly 3/,
  },
  {
    name: 'two UTME subjects',
    olevel: SCIENCE,
    utme: ['physics', 'chemistry'],
    score: 250,
    expect: /You ticked 2 UTME subjects besides Use of English/,
  },
  { name: "O'level only, no UTME subject", olevel: SCIENCE, utme: [], expect: /You ticked no UTME subject/ },
  {
    name: 'science credits, UTME Biology, Chemistry, Physics, 230',
    olevel: SCIENCE,
    utme: HEALTH_UTME,
    score: 230,
    expect: {
      'Nursing Science': 'qualifies',
      Microbiology: 'qualifies',
      'Civil Engineering': ['nearly', 'Mathematics in your UTME'],
    },
  },
  {
    name: 'engineering UTME five points short',
    olevel: SCIENCE,
    utme: ENGINEERING_UTME,
    score: 195,
    expect: {
      'Civil Engineering': ['nearly', 'A UTME score of at least 200 (yours is 5 short)'],
      'Computer Science': 'qualifies',
    },
  },
  {
    name: 'engineering UTME thirty points short',
    olevel: SCIENCE,
    utme: ENGINEERING_UTME,
    score: 170,
    // Microbiology: Biology missing from the UTME and 10 short of 180, two things.
    expect: { 'Civil Engineering': 'not-yet', Microbiology: ['not-yet', 'Biology in your UTME'] },
  },
  {
    name: 'engineering UTME without a score',
    olevel: SCIENCE,
    utme: ENGINEERING_UTME,
    expect: { 'Civil Engineering': 'qualifies' },
  },
  {
    name: 'arts credits, UTME Literature, Government, Economics, 230',
    olevel: ['english-language', 'mathematics', 'economics', 'government', 'literature-in-english'],
    utme: ['literature-in-english', 'government', 'economics'],
    score: 230,
    expect: {
      Law: 'qualifies',
      'Foundation in Arts and Social Sciences': 'qualifies',
      Accounting: ['nearly', 'Mathematics in your UTME'],
      'Civil Engineering': 'not-yet',
    },
  },
  {
    name: 'Economics the only arts credit',
    olevel: ['english-language', 'mathematics', 'economics', 'biology', 'chemistry'],
    utme: ['economics', 'mathematics', 'biology'],
    score: 200,
    expect: {
      'Foundation in Arts and Social Sciences': [
        'nearly',
        "One more O'level credit (C6 or better) among Government, Literature in English, History, Commerce or Christian Religious Studies",
      ],
    },
  },
  {
    name: 'Christian Religious Studies and History count as the two arts credits',
    olevel: ['english-language', 'mathematics', 'christian-religious-studies', 'history', 'physics'],
    utme: ['literature-in-english', 'history', 'government'],
    score: 200,
    expect: { 'Foundation in Arts and Social Sciences': 'qualifies' },
  },
  {
    name: 'no arts credit at all',
    olevel: SCIENCE,
    utme: ENGINEERING_UTME,
    score: 250,
    expect: {
      'Foundation in Arts and Social Sciences': [
        'not-yet',
        "2 O'level credits (C6 or better) among Economics, Government, Literature in English, History, Commerce or Christian Religious Studies",
      ],
    },
  },
  {
    name: 'Geography as the engineering elective',
    olevel: ['english-language', 'mathematics', 'physics', 'chemistry', 'geography'],
    utme: ENGINEERING_UTME,
    score: 210,
    expect: { 'Civil Engineering': 'qualifies', 'Foundation in Science': 'qualifies' },
  },
  {
    name: 'no Mathematics credit',
    olevel: ['english-language', 'physics', 'chemistry', 'biology', 'geography'],
    utme: ENGINEERING_UTME,
    score: 250,
    expect: {
      'Civil Engineering': ['not-yet', "An O'level credit (C6 or better) in Mathematics"],
      'Foundation in Science': 'not-yet',
    },
  },
  {
    name: 'four credits: English, Mathematics, Physics, Chemistry',
    olevel: ['english-language', 'mathematics', 'physics', 'chemistry'],
    utme: ENGINEERING_UTME,
    score: 250,
    expect: {
      'Civil Engineering': [
        'nearly',
        "An O'level credit (C6 or better) in Biology, Further Mathematics, Technical Drawing, Geography or Agricultural Science",
      ],
      'Computer Science': ['nearly', "1 more O'level credit in any subject"],
    },
  },
  {
    name: 'Physics a pass (D7), not a credit',
    olevel: ['english-language', 'mathematics', 'physics:D7', 'chemistry', 'biology', 'geography'],
    utme: ENGINEERING_UTME,
    score: 250,
    expect: {
      'Civil Engineering': ['nearly', "An O'level credit (C6 or better) in Physics"],
      'Foundation in Science': 'qualifies',
    },
  },
  {
    name: 'accounting credits, UTME Economics, Mathematics, Commerce',
    olevel: ['english-language', 'mathematics', 'economics', 'commerce', 'financial-accounting'],
    utme: ['economics', 'mathematics', 'commerce'],
    score: 200,
    expect: { Accounting: 'qualifies', Economics: 'qualifies', Law: 'not-yet' },
  },
  {
    name: 'accounting credits, UTME Economics, Mathematics, Biology',
    olevel: ['english-language', 'mathematics', 'economics', 'commerce', 'financial-accounting'],
    utme: ['economics', 'mathematics', 'biology'],
    score: 200,
    expect: {
      Accounting: 'qualifies',
      Economics: [
        'nearly',
        'Government, Geography, Commerce, Financial Accounting (Principles of Accounts) or History in your UTME',
      ],
    },
  },
  {
    name: 'law credits, five points short',
    olevel: ['english-language', 'mathematics', 'literature-in-english', 'government', 'history'],
    utme: ['literature-in-english', 'government', 'history'],
    score: 215,
    expect: { Law: ['nearly', 'A UTME score of at least 220 (yours is 5 short)'] },
  },
  {
    name: 'Agricultural Science in place of Physics',
    olevel: ['english-language', 'mathematics', 'biology', 'chemistry', 'agricultural-science'],
    utme: ['biology', 'chemistry', 'mathematics'],
    score: 185,
    expect: { Microbiology: 'qualifies', 'Nursing Science': 'not-yet' },
  },
  {
    name: 'health UTME, 215',
    olevel: SCIENCE,
    utme: HEALTH_UTME,
    score: 215,
    expect: {
      'Nursing Science': ['nearly', 'A UTME score of at least 220 (yours is 5 short)'],
      'Medical Laboratory Science': 'qualifies',
    },
  },
  {
    name: 'no Chemistry credit',
    olevel: ['english-language', 'mathematics', 'biology', 'physics', 'geography'],
    utme: ENGINEERING_UTME,
    score: 250,
    expect: { 'Foundation in Science': ['nearly', "An O'level credit (C6 or better) in Chemistry"] },
  },
]

describe('the eligibility checker, profile by profile', () => {
  it('has at least 20 profiles', () => {
    expect(PROFILES.length).toBeGreaterThanOrEqual(20)
  })

  it.each(PROFILES)('$name', async (profile) => {
    const view = await getEligibility({
      olevel: profile.olevel,
      utme: profile.utme,
      score: profile.score === undefined ? undefined : String(profile.score),
    })
    const all = [...view.results.qualifies, ...view.results.nearly, ...view.results['not-yet']]
    if (profile.expect instanceof RegExp) {
      expect(view.problem).toMatch(profile.expect)
      expect(all).toEqual([])
      return
    }
    expect(view.problem).toBeNull()
    for (const [programme, expected] of Object.entries(profile.expect)) {
      const [status, missing] = Array.isArray(expected) ? expected : [expected, null]
      const result = all.find((r) => r.name === programme)
      expect(result, programme).toBeDefined()
      expect(result!.status, `${programme}: ${result!.missing.join('; ')}`).toBe(status)
      if (status === 'qualifies') expect(result!.missing, programme).toEqual([])
      if (missing) expect(result!.missing, programme).toContain(missing)
    }
  })
})
