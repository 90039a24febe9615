/** The /api/v1 contract on the running production server: what only a real server shows. */
import { expect, test, type APIRequestContext } from './fixtures'

import { getAsAdmin, signInAsAdmin } from './admin-api'

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: checked once, in the desktop project')
})

async function adminToken(request: APIRequestContext) {
  const login = await signInAsAdmin(request)
  expect(login.ok()).toBe(true)
  return (await login.json()).token as string
}

test('an edit in the content store shows in the contract at once', async ({ request }) => {
  const token = await adminToken(request)
  const before = await (await request.get('/api/v1/general/finance_scholarship')).json()
  const { docs } = await (await getAsAdmin(request, '/api/scholarships?limit=1&sort=order')).json()
  const scholarship = docs[0]
  const renamed = `${scholarship.name} (renamed by test)`
  const patch = await request.patch(`/api/scholarships/${scholarship.id}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { name: renamed },
  })
  expect(patch.ok()).toBe(true)
  try {
    await expect
      .poll(async () => (await (await request.get('/api/v1/general/finance_scholarship')).json())[0].ScholarshipName)
      .toBe(renamed)
  } finally {
    await request.patch(`/api/scholarships/${scholarship.id}`, {
      headers: { Authorization: `JWT ${token}` },
      data: { name: scholarship.name },
    })
  }
  expect(before[0].ScholarshipName).toBe(scholarship.name)
})

test('GET answers carry ETag and answer If-None-Match with 304', async ({ request }) => {
  const first = await request.get('/api/v1/academics/faculty/academic/list')
  expect(first.status()).toBe(200)
  const etag = first.headers()['etag']
  expect(first.headers()['cache-control']).toContain('stale-while-revalidate')
  const second = await request.get('/api/v1/academics/faculty/academic/list', { headers: { 'If-None-Match': etag } })
  expect(second.status()).toBe(304)
})

test('a client cannot dodge the click window by sending its own X-Forwarded-For', async ({ request }) => {
  const { docs } = await (await getAsAdmin(request, '/api/publications?limit=1&sort=-id')).json()
  const id = docs[0].id
  const first = await request.put(`/api/v1/academic/update/View/count/${id}`, {
    headers: { 'X-Forwarded-For': '10.9.9.1' },
  })
  expect(first.status()).toBe(200)
  const counts = await first.json()
  const second = await request.put(`/api/v1/academic/update/View/count/${id}`, {
    headers: { 'X-Forwarded-For': '10.9.9.2' },
  })
  expect(await second.json()).toEqual(counts)
})

test('unknown paths and bad parameters answer JSON errors, never a stack trace', async ({ request }) => {
  const unknown = await request.get('/api/v1/nothing/here')
  expect(unknown.status()).toBe(404)
  expect((await unknown.json()).error).toBeTruthy()
  const bad = await request.get(`/api/v1/general/breakdown/${'%3Cx%3E'}`)
  expect(bad.status()).toBe(400)
  expect(await bad.text()).not.toMatch(/at .*\.js:\d+/)
})

test('image URLs are absolute on the address the client used', async ({ request, baseURL }) => {
  const slides = (await (await request.get('/api/v1/slider/homepage')).json()) as Array<{ ImagePath: string }>
  expect(slides.length).toBeGreaterThan(0)
  for (const slide of slides) expect(slide.ImagePath.startsWith(`${baseURL}/api/media/file/`)).toBe(true)
  const image = await request.get(slides[0].ImagePath)
  expect(image.ok()).toBe(true)
  expect(image.headers()['content-type']).toMatch(/^image\//)
})
