import { describe, expect, it } from 'vitest'

import { buildQuery, holdsPhrase, parseSynonymGroups, phraseWords, type QueryNode } from './search-query'
import { joined } from './search-terms'

/** Every leaf term of a tree. */
const leaves = (node: QueryNode | string): string[] =>
  typeof node === 'string' ? [node] : node.queries.flatMap((q) => leaves(q))

describe('parseSynonymGroups', () => {
  it('reads comma-separated phrases, skips lines with one phrase, merges groups sharing a phrase', () => {
    const groups = parseSynonymGroups(['VC, Vice-Chancellor', 'UTME; JAMB', 'lonely', '', null, 'JAMB, entrance exam'])
    expect(groups).toHaveLength(2)
    expect(groups[0].phrases.map((p) => p.map(joined).join(' '))).toEqual(['vc', 'vicechancellor'])
    expect(groups[1].phrases.map((p) => p.map(joined).join(' '))).toEqual(['utme', 'jamb', 'entrance exam'])
  })
})

describe('buildQuery', () => {
  it('has no tree for a query without words', () => {
    expect(buildQuery('  %% ').tree).toBeNull()
  })

  it('needs every word: an AND of the words, each as written and as its stem', () => {
    const { tree } = buildQuery('fees scholarships')
    expect(tree?.combineWith).toBe('AND')
    expect(leaves(tree!)).toEqual(['fees', 'fee', 'scholarships', 'scholarship'])
  })

  it('allows typos in long words and takes the last word as a start of a word', () => {
    const { tree } = buildQuery('computr scien')
    const [first, last] = tree!.queries as QueryNode[]
    expect(first).toMatchObject({ queries: ['computr'], fuzzy: 1, prefix: false })
    expect(last).toMatchObject({ queries: ['scien'], fuzzy: 1, prefix: true })
  })

  it('looks for a hyphenated word joined or as all its parts', () => {
    const { tree } = buildQuery('e-learning')
    expect(leaves(tree!)).toEqual(['elearning', 'elearn', 'e', 'learning', 'learn'])
    expect(((tree!.queries as QueryNode[])[2] as QueryNode).combineWith).toBe('AND')
  })

  it('expands a word or a phrase to its synonyms, in either direction', () => {
    const groups = parseSynonymGroups(['VC, Vice-Chancellor', 'fees, tuition'])
    expect(leaves(buildQuery('vc', groups).tree!)).toEqual(expect.arrayContaining(['vc', 'vicechancellor', 'vice']))
    const phrase = leaves(buildQuery('vice chancellor office', groups).tree!)
    expect(phrase).toEqual(expect.arrayContaining(['vice', 'chancellor', 'vc', 'office']))
    expect(leaves(buildQuery('school fees', groups).tree!)).toEqual(expect.arrayContaining(['tuition', 'fee']))
  })
})

describe('holdsPhrase', () => {
  it('finds the words one after another, compared by stem', () => {
    const words = phraseWords('vice chancellor')
    expect(holdsPhrase(phraseWords('The Vice-Chancellor’s office'), words)).toBe(true)
    expect(holdsPhrase(phraseWords('Chancellor and vice'), words)).toBe(false)
    expect(holdsPhrase(phraseWords('anything'), phraseWords('one'))).toBe(false)
  })

  it('looks past a false start, finds the phrase at the very end, and never reads past the text', () => {
    const words = phraseWords('vice chancellor')
    expect(holdsPhrase(phraseWords('Vice president, then vice chancellor'), words)).toBe(true)
    expect(holdsPhrase(phraseWords('A word from the vice'), words)).toBe(false)
    expect(holdsPhrase(phraseWords('vice'), words)).toBe(false)
    expect(holdsPhrase(phraseWords('vice vice vice chancellor'), words)).toBe(true)
  })
})
