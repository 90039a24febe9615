import { describe, expect, it } from 'vitest'

import { chooseCategory, galleryCategories } from './gallery-category'

const images = [
  { title: 'a', category: 'Campus' },
  { title: 'b', category: 'Events' },
  { title: 'c', category: 'Campus ' },
  { title: 'd', category: '  ' },
  { title: 'e', category: 'Student Life' },
]

describe('galleryCategories', () => {
  it('lists each category once, in order of first appearance, without blanks', () => {
    expect(galleryCategories(images)).toEqual(['Campus', 'Events', 'Student Life'])
  })

  it('is empty without images', () => {
    expect(galleryCategories([])).toEqual([])
  })
})

describe('chooseCategory', () => {
  const categories = ['Campus', 'Events', 'Student Life']

  it('finds a category whatever its case, as the data spells it', () => {
    expect(chooseCategory(categories, 'Campus')).toBe('Campus')
    expect(chooseCategory(categories, 'student life')).toBe('Student Life')
    expect(chooseCategory(categories, ' EVENTS ')).toBe('Events')
  })

  it('falls back to all (null) for a missing, empty, unknown or odd value', () => {
    expect(chooseCategory(categories, undefined)).toBeNull()
    expect(chooseCategory(categories, '')).toBeNull()
    expect(chooseCategory(categories, 'All')).toBeNull()
    expect(chooseCategory(categories, 'zzz')).toBeNull()
    expect(chooseCategory(categories, '<script>')).toBeNull()
    expect(chooseCategory(categories, 'Campus'.repeat(400))).toBeNull()
    expect(chooseCategory(categories, 7)).toBeNull()
  })

  it('takes the first of a repeated value', () => {
    expect(chooseCategory(categories, ['Events', 'Campus'])).toBe('Events')
    expect(chooseCategory(categories, [])).toBeNull()
  })
})
