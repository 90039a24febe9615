/**
 * Scheduled publishing: what the admin's "Schedule publish" queues is published (or unpublished) by
 * the minute's run once its moment has come, not before, and once however many runs meet it. The
 * clock is moved forward by the test, never read from today.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import { payloadClient } from '@/content/payload'
import { runScheduled, takeRunLock } from '@/jobs/scheduled-publishing'

import { restAs, signedInAccount } from '../support/rest-as'

let payload: Payload
let schedulerId: number
const NOW = new Date('2027-01-11T08:00:00+01:00')
const AT_NINE = new Date('2027-01-11T09:00:00+01:00')
const ctx = () => ({ disableRevalidate: true })

beforeAll(async () => {
  payload = await payloadClient()
  schedulerId = (
    await signedInAccount(payload, {
      email: 'scheduler@int.test',
      password: 'Publishes-at-nine-2027',
      role: 'editor',
    })
  ).id
})

afterEach(() => vi.useRealTimers())

const at = (moment: Date) => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(moment)
}

async function draftNews(slug: string) {
  const [existing] = (await payload.find({ collection: 'news', limit: 1, depth: 0 })).docs
  return payload.create({
    collection: 'news',
    data: { title: `Admission list ${slug}`, slug, description: existing.description, _status: 'draft' },
    draft: true,
    context: ctx(),
  })
}

/** What the admin's schedule drawer queues (@payloadcms/ui's schedulePublishHandler). */
const schedule = (id: number, type: 'publish' | 'unpublish', waitUntil: Date) =>
  payload.jobs.queue({
    task: 'schedulePublish',
    input: { type, doc: { relationTo: 'news', value: id }, user: { relationTo: 'users', value: schedulerId } },
    waitUntil,
  })

const status = async (id: number) => (await payload.findByID({ collection: 'news', id, depth: 0 }))._status

describe('scheduled publishing', () => {
  it('publishes a draft at the time set, not before, and unpublishes it at its deadline', async () => {
    const news = await draftNews(`admission-list-${randomUUID().slice(0, 8)}`)
    await schedule(news.id, 'publish', AT_NINE)
    await schedule(news.id, 'unpublish', new Date('2027-01-18T17:00:00+01:00'))

    at(NOW)
    expect(await runScheduled(payload)).toEqual({ ran: true })
    expect(await status(news.id)).toBe('draft')

    at(new Date('2027-01-11T09:00:30+01:00'))
    await runScheduled(payload)
    expect(await status(news.id)).toBe('published')
    // Published as the editor who scheduled it, and on record as theirs.
    const [entry] = (
      await payload.find({
        collection: 'audit-entries',
        where: { target: { equals: 'news' }, documentId: { equals: String(news.id) } },
        sort: '-createdAt',
        depth: 0,
      })
    ).docs
    expect(entry).toMatchObject({ userEmail: 'scheduler@int.test', action: 'update' })

    at(new Date('2027-01-18T17:01:00+01:00'))
    await runScheduled(payload)
    expect(await status(news.id)).toBe('draft')
  })

  it('publishes once however many runs meet at the moment', async () => {
    const news = await draftNews(`results-${randomUUID().slice(0, 8)}`)
    await schedule(news.id, 'publish', AT_NINE)
    const versions = async () =>
      (await payload.countVersions({ collection: 'news', where: { parent: { equals: news.id } } })).totalDocs
    const before = await versions()

    at(new Date('2027-01-11T09:05:00+01:00'))
    const runs = await Promise.all([runScheduled(payload), runScheduled(payload), runScheduled(payload)])
    expect(runs.filter((r) => r.ran)).toHaveLength(1)
    await runScheduled(payload)
    expect(await status(news.id)).toBe('published')
    expect(await versions()).toBe(before + 1)
  })

  it('lets one instance run at a time', async () => {
    const first = await takeRunLock()
    expect(first).not.toBeNull()
    const second = await takeRunLock()
    // Several instances share PostgreSQL only; SQLite serves one, where the process's own guard holds.
    if (process.env.DATABASE_URL) expect(second).toBeNull()
    await second?.release()
    await first?.release()
    const again = await takeRunLock()
    expect(again).not.toBeNull()
    await again?.release()
  })

  it('is run by the server alone: no address runs it, for an editor or anyone else', async () => {
    const editor = await signedInAccount(payload, {
      email: 'scheduler@int.test',
      password: 'Publishes-at-nine-2027',
      role: 'editor',
    })
    const asEditor = await restAs(editor.token)
    expect((await asEditor('/api/scheduled-publishing/run', 'POST')).status).toBe(404)
    // Behind Payload's own handler, as here; the door in front answers 401 first (tests/int/rest-gate.int.test.ts).
    expect((await (await restAs(null))('/api/scheduled-publishing/run', 'POST')).status).toBe(404)
    // Payload's own run route is closed: jobs run only through src/jobs/schedule-timer.ts.
    expect((await asEditor('/api/payload-jobs/run')).status).toBe(401)
    // The schedules are the admin drawer's business, not the REST API's (malformed ids included).
    for (const path of ['/api/payload-jobs', '/api/payload-jobs/abc', '/api/payload-jobs/99999999999999999999'])
      expect((await asEditor(path)).status).toBe(403)
  })
})
