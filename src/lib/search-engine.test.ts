import { describe, expect, it } from 'vitest'

import { bestHits, buildEngine, didYouMean, type EngineHit, type SearchDoc, searchDocs } from './search-engine'
import { buildQuery, parseSynonymGroups } from './search-query'

const doc = (id: string, title: string, summary = '', extra = ''): SearchDoc => ({
  id,
  kind: 'page',
  title,
  url: `/${id}`,
  summary,
  text: `${title} ${summary} ${extra}`,
})

const DOCS = [
  doc('cs', 'Computer Science', 'B.Sc. programme in computing', 'algorithms machine learning'),
  doc('ai', 'Artificial Intelligence', 'B.Sc.', 'machine learning and deep learning'),
  doc('vc', 'Prof. Ekaette Udoaka, Vice-Chancellor', 'Vice-Chancellor · Management'),
  doc('dvc', 'Prof. Olufemi Ogunleye, Deputy Vice-Chancellor (Academic)', 'Deputy Vice-Chancellor · Management'),
  doc('ict', 'ICT and e-learning', 'Other fee: ₦35,000 per semester'),
  doc('hostel', 'Hostel & Accommodation', 'Halls of residence', 'Cooking appliances are not allowed in rooms.'),
  doc('nursing', 'Nursing Science', 'B.N.Sc.'),
  doc('tuition', 'Tuition & Fees', 'Tuition for every programme'),
]
const groups = parseSynonymGroups(['VC, Vice-Chancellor', 'hostel, accommodation', 'fees, tuition', 'UTME, JAMB'])
const engine = buildEngine(DOCS, groups)
const ranked = (found: { hits: EngineHit[] }) => bestHits(found.hits, found.hits.length)
const ids = (q: string) => ranked(searchDocs(engine, q)).map((h) => h.doc.id)

describe('searchDocs', () => {
  it('needs every word, in any order, when some document has them all', () => {
    expect(ids('science computer')).toEqual(['cs'])
    expect(searchDocs(engine, 'science computer').partial).toBe(false)
  })

  it('falls back to documents with some of the words, the most words first, and says so', () => {
    const found = searchDocs(engine, 'machine learning timetable')
    expect(found.partial).toBe(true)
    // 'machine learning' in both, the AI programme's words more often; the ICT fee has 'learning' only.
    expect(ranked(found).map((h) => h.doc.id)).toEqual(['ai', 'cs', 'ict'])
    expect(ids('computer qqqzzzx')).toEqual(['cs'])
    // One word that finds nothing has nothing to fall back to ('did you mean' answers it).
    expect(searchDocs(engine, 'qqqzzzx')).toMatchObject({ hits: [], partial: false })
    expect(searchDocs(engine, 'qqqzzzx wwwvvv')).toMatchObject({ hits: [], partial: false })
  })

  it('ranks a document with more of the words above one that matches fewer of them better', () => {
    const few = buildEngine([
      doc('timetable', 'Timetable', 'The timetable: every timetable and examination timetable of the term'),
      doc('both', 'Notes on the laboratory', 'A machine room, open to all, and a guide that helps learning', 'rooms'),
      doc('other', 'Open days', 'Visit the machine room'),
    ])
    const found = searchDocs(few, 'machine learning timetable')
    expect(found.partial).toBe(true)
    expect(ranked(found).map((h) => h.doc.id)).toEqual(['both', 'timetable', 'other'])
  })

  it('tolerates typos in long words and finds word starts in the last word', () => {
    expect(ids('computr science')[0]).toBe('cs')
    expect(ids('nursng')).toEqual(['nursing'])
    expect(ids('artific')).toEqual(['ai'])
  })

  it('finds an office by its name, the holder first', () => {
    expect(ids('vice chancellor').slice(0, 2)).toEqual(['vc', 'dvc'])
    expect(ids('VC')[0]).toBe('vc')
  })

  it('expands synonyms and stems', () => {
    expect(ids('accommodation')).toContain('hostel')
    expect(ids('fee')).toEqual(expect.arrayContaining(['ict', 'tuition']))
    expect(ids('cook')).toEqual(['hostel'])
  })

  it('does not take e-learning for machine learning', () => {
    expect(ids('e-learning')).toEqual(['ict'])
  })

  it('scores every query as MiniSearch scores the same query tree, asked again or not', () => {
    // Besides the documents above, ones that match a word of a branch that fails (vice without chancellor).
    const traps = buildEngine(
      [...DOCS, doc('vp', 'VC office and vice principal'), doc('hall', 'Hall fees', 'Tuition not included')],
      groups,
    )
    const queries = [
      'computer science',
      'learning',
      'vice chancellor',
      'VC',
      'fees',
      'e-learning',
      'computr',
      'nursng sci',
    ]
    for (const searched of [engine, traps]) {
      // Without the phrase bonus, which multiplies some scores after MiniSearch's part.
      const plain = {
        ...searched,
        phrases: new Map(
          [...searched.phrases].map(([id, f]) => [id, { ...f, title: '\u0000', titleWords: [], summaryWords: [] }]),
        ),
      }
      for (const q of [...queries, ...queries]) {
        const { tree } = buildQuery(q, groups)
        const own = searched.mini.search(tree!, { tokenize: (s) => [s], processTerm: (t) => t })
        // The same sums, added in another order: equal to 12 digits.
        const digits = (score: number) => Number(score.toPrecision(12))
        const expected = own.map((r) => [r.id, digits(r.score), [...r.terms].sort()])
        const found = searchDocs(plain, q).hits.map((h) => [h.doc.id, digits(h.score), [...h.matched].sort()])
        expect(found.sort(), q).toEqual(expected.sort())
      }
    }
  })

  it('answers a query of more words and synonyms than it tracks (37 here) as MiniSearch does', () => {
    const wide = parseSynonymGroups([
      'VC, Vice-Chancellor',
      'hostel, accommodation, halls, residence, lodging',
      'fees, tuition, charges, levies, dues, payments',
      'UTME, JAMB',
      'computer, computing, ict, informatics',
    ])
    const guide = doc('guide', 'Fresher guide', 'Fees, halls, ICT, the VC, JAMB and UTME, learning science and nursing')
    const many = buildEngine([...DOCS, guide], wide)
    const q = 'fees hostel computer vc utme learning science nursing'
    const { tree } = buildQuery(q, wide)
    const own = many.mini.search(tree!, { tokenize: (s) => [s], processTerm: (t) => t })
    expect(own.map((r) => r.id)).toEqual(['guide'])
    expect(searchDocs(many, q).hits.map((h) => h.doc.id)).toEqual(['guide'])
    // And a shorter query on the same engine is still answered through the kept words.
    expect(ranked(searchDocs(many, 'computer science'))[0]?.doc.id).toBe('cs')
  })

  it('reports the index terms it matched, to mark them', () => {
    const [hit] = ranked(searchDocs(engine, 'computr'))
    expect([...hit.matched]).toContain('computer')
  })
})

describe('bestHits', () => {
  it('picks the best few in the order a full sort gives, ties by title', () => {
    const hit = (id: string, score: number, held = 0): EngineHit => ({
      doc: doc(id, `Title ${id}`),
      score,
      held,
      matched: new Set(),
    })
    // Enough hits that a few are picked rather than all sorted, in an order that is not already the ranking.
    const hits = Array.from({ length: 200 }, (_, i) =>
      hit(`d${String(i).padStart(3, '0')}`, (i * 37) % 23, i % 50 === 7 ? 1 : 0),
    )
    const sorted = [...hits].sort(
      (a, b) => b.held - a.held || b.score - a.score || a.doc.title.localeCompare(b.doc.title, 'en'),
    )
    for (const count of [1, 5, 12, 30, 200, 500]) expect(bestHits(hits, count)).toEqual(sorted.slice(0, count))
    expect(bestHits([], 5)).toEqual([])
  })
})

describe('didYouMean', () => {
  it('proposes the closest known words when nothing holds every word', () => {
    expect(searchDocs(engine, 'nrsng sciense').partial).toBe(true)
    expect(didYouMean(engine, 'nrsng sciense')).toBe('nursing science')
    expect(didYouMean(engine, 'fess')).toBe('fees')
  })

  it('proposes nothing when no word is near, or every word is known', () => {
    expect(didYouMean(engine, 'xylophonequark')).toBeNull()
    expect(didYouMean(engine, 'nursing computer')).toBeNull()
  })
})
