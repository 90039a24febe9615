/**
 * What the admin refuses before anything is saved, with a message that says what to fix: a link
 * typed into rich text that leads into the site but to no page, a picture over the size limit, and
 * alt text of only spaces.
 */
import type { Payload } from 'payload'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'

let payload: Payload
const stamp = Date.now()
const ctx = () => ({ disableRevalidate: true })

beforeAll(async () => {
  payload = await payloadClient()
})

afterAll(async () => {
  await payload.delete({ collection: 'media', where: { filename: { like: `publish-check-${stamp}` } }, context: ctx() })
  await payload.delete({ collection: 'news', where: { slug: { like: `link-check-${stamp}` } }, context: ctx() })
  await payload.delete({ collection: 'redirects', where: { from: { like: `link-check-${stamp}` } }, context: ctx() })
})

const withLinks = (...urls: string[]) => ({
  root: {
    type: 'root',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    children: [
      {
        type: 'paragraph',
        version: 1,
        direction: 'ltr',
        format: '',
        indent: 0,
        textFormat: 0,
        textStyle: '',
        children: urls.map((url) => ({
          type: 'link',
          version: 3,
          direction: 'ltr',
          format: '',
          indent: 0,
          fields: { url, newTab: false, linkType: 'custom' },
          children: [{ type: 'text', text: 'a link', format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
        })),
      },
    ],
  },
})

let n = 0
const story = (status: 'published' | 'draft', ...urls: string[]) =>
  payload.create({
    collection: 'news',
    data: {
      title: `Link check ${stamp} ${++n}`,
      slug: `link-check-${stamp}-${n}`,
      newsType: 'General',
      description: withLinks(...urls) as never,
      publishedAt: '2026-11-10T09:00:00.000Z',
      _status: status,
    },
    draft: status === 'draft',
    context: ctx(),
  })

describe('links in rich text', () => {
  it('may lead to pages, published stories, breakdowns, files, redirected addresses and other sites', async () => {
    const [published] = (
      await payload.find({ collection: 'news', where: { _status: { equals: 'published' } }, limit: 1 })
    ).docs
    const [programme] = (await payload.find({ collection: 'programmes', limit: 1, depth: 0 })).docs
    await payload.create({
      collection: 'redirects',
      data: { from: `/link-check-${stamp}-old-page`, to: { type: 'custom', url: '/admissions/tuition' } },
      context: ctx(),
    })
    const saved = await story(
      'published',
      '/admissions/tuition',
      `/news/${published.slug}#share`,
      `/breakdown/${programme.code.toLowerCase()}`,
      '/api/documents/file/prospectus.pdf',
      `/link-check-${stamp}-old-page`,
      'https://www.jamb.gov.ng/',
      'mailto:admissions@acu.edu.ng',
    )
    expect(saved.id).toBeTruthy()
  })

  it('are refused, each named, when they lead nowhere, on the site’s own address too', async () => {
    const draft = await story('draft')
    const error = await story(
      'published',
      `/news/${draft.slug}`,
      `http://localhost:3000/course/no-such-programme-${stamp}`,
      '/admissions/tuition',
    ).catch((e: unknown) => e as { data?: { errors?: Array<{ path: string; message: string }> } })
    expect(error).toMatchObject({ data: { errors: [{ path: 'description' }] } })
    const message = (error as { data: { errors: Array<{ message: string }> } }).data.errors[0].message
    expect(message).toContain(`/news/${draft.slug}`)
    expect(message).toContain(`/course/no-such-programme-${stamp}`)
    expect(message).not.toContain('/admissions/tuition')
  })
})

describe('pictures', () => {
  /** A PNG of noise (which does not compress) of about `bytes`. */
  const picture = (bytes: number) => {
    const side = Math.ceil(Math.sqrt(bytes / 3))
    const noise = { type: 'gaussian' as const, mean: 128, sigma: 60 }
    return sharp({ create: { width: side, height: side, channels: 3, background: '#000', noise } })
      .png({ compressionLevel: 0 })
      .toBuffer()
  }
  const upload = async (alt: string, bytes: number) => {
    const data = await picture(bytes)
    return payload
      .create({
        collection: 'media',
        data: { alt },
        file: { data, mimetype: 'image/png', name: `publish-check-${stamp}.png`, size: data.length },
        context: ctx(),
      })
      .catch((e: unknown) => e as { data?: { errors?: Array<{ path: string; message: string }> } })
  }

  it('over 8 MB are refused, saying how large they are and what to do', async () => {
    const error = (await upload('Static on a screen', 9_400_000)) as {
      data: { errors: Array<{ path: string; message: string }> }
    }
    expect(error.data.errors).toEqual([
      {
        path: 'file',
        message: expect.stringMatching(
          /^This picture is 9\.\d MB; pictures may be at most 8\.0 MB\. Export it smaller/,
        ),
      },
    ])
  })

  it('need alt text that says something', async () => {
    const error = (await upload('   ', 2_000)) as { data: { errors: Array<{ path: string }> } }
    expect(error.data.errors.map((e) => e.path)).toContain('alt')
  })
})
