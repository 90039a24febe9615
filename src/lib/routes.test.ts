import { describe, expect, it } from 'vitest'

import { PAGES, pathOf, routes, sitemapPaths } from './routes'

describe('route table', () => {
  it('gives every page its own address', () => {
    const paths = Object.values(PAGES).map((p) => p.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/)
  })

  it('leaves pages that depend on a query or repeat another out of the sitemap', () => {
    const listed = sitemapPaths()
    expect(listed).toContain('/')
    expect(listed).toContain('/admission/course-finder')
    expect(listed).not.toContain('/search')
    expect(listed).not.toContain('/admissions/compare')
    expect(listed).not.toContain('/about/history')
  })

  it('builds parameter addresses with the parameter encoded', () => {
    expect(pathOf('tuition')).toBe('/admissions/tuition')
    expect(routes.course('bsc-computer-science')).toBe('/course/bsc-computer-science')
    expect(routes.staff('ada obi')).toBe('/about/staff/ada%20obi')
    expect(routes.breakdown('CSC/01')).toBe('/breakdown/CSC%2F01')
    expect(routes.department('CSC')).toBe('/department#csc')
    expect(routes.compare(['a', 'b'])).toBe('/admissions/compare?programmes=a,b')
  })
})
