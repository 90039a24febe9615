/**
 * A faculty editor keeps one faculty's programmes, departments, staff, news, events and faculty
 * page, through the same REST API the admin uses, and nothing else (docs/data-model.md#who-may-edit).
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { payloadClient } from '@/content/payload'
import type { Department, Faculty, Programme, Staff } from '@/payload-types'

import { restAs, signedInAccount, type RestAnswer } from '../support/rest-as'

let payload: Payload
let call: (path: string, method?: string, body?: unknown) => Promise<RestAnswer>
let own: Faculty
let other: Faculty
let ownProgramme: Programme
let otherProgramme: Programme
let ownDepartment: Department
let otherDepartment: Department
let ownStaff: Staff
let otherStaff: Staff

const first = async <T>(promise: Promise<{ docs: T[] }>) => (await promise).docs[0]

beforeAll(async () => {
  payload = await payloadClient()
  const faculties = (await payload.find({ collection: 'faculties', sort: 'name', limit: 2, depth: 0 })).docs
  ;[own, other] = faculties
  const inFaculty = (f: Faculty) => ({ faculty: { equals: f.id } })
  ownProgramme = await first(payload.find({ collection: 'programmes', where: inFaculty(own), depth: 0, limit: 1 }))
  otherProgramme = await first(payload.find({ collection: 'programmes', where: inFaculty(other), depth: 0, limit: 1 }))
  ownDepartment = await first(payload.find({ collection: 'departments', where: inFaculty(own), depth: 0, limit: 1 }))
  otherDepartment = await first(
    payload.find({ collection: 'departments', where: inFaculty(other), depth: 0, limit: 1 }),
  )
  const inDepartment = (d: Department) => ({ department: { equals: d.id } })
  ownStaff = await first(payload.find({ collection: 'staff', where: inDepartment(ownDepartment), depth: 0, limit: 1 }))
  otherStaff = await first(
    payload.find({ collection: 'staff', where: inDepartment(otherDepartment), depth: 0, limit: 1 }),
  )
  const { token } = await signedInAccount(payload, {
    email: 'faculty-keeper@int.test',
    password: 'Keeper-of-one-faculty-2026',
    role: 'faculty-editor',
    faculty: own.id,
  })
  call = await restAs(token)
})

describe('a faculty editor', () => {
  it('changes their own faculty’s programmes, and no other faculty’s', async () => {
    const kept = await call(`/api/programmes/${ownProgramme.id}`, 'PATCH', { description: ownProgramme.description })
    expect(kept.status).toBe(200)
    const refused = await call(`/api/programmes/${otherProgramme.id}`, 'PATCH', { description: 'Not mine.' })
    expect(refused.status).toBe(403)
    const unchanged = await payload.findByID({ collection: 'programmes', id: otherProgramme.id, depth: 0 })
    expect(unchanged.description).toBe(otherProgramme.description)
  })

  it('cannot move a programme to another faculty', async () => {
    const moved = await call(`/api/programmes/${ownProgramme.id}`, 'PATCH', { faculty: other.id })
    expect(moved.status).toBe(403)
    expect(JSON.stringify(moved.body)).toMatch(/faculty editor/i)
    expect((await payload.findByID({ collection: 'programmes', id: ownProgramme.id, depth: 0 })).faculty).toBe(own.id)
  })

  it('adds and removes a department only in their faculty', async () => {
    const code = `KP${randomUUID().slice(0, 8).toUpperCase()}`
    const made = await call('/api/departments', 'POST', { name: 'Keeper Studies', code, faculty: own.id })
    expect(made.status).toBe(201)
    const id = made.body?.doc?.id
    expect((await call(`/api/departments/${id}`, 'DELETE')).status).toBe(200)
    const elsewhere = await call('/api/departments', 'POST', { name: 'Elsewhere', code: `${code}X`, faculty: other.id })
    expect(elsewhere.status).toBe(403)
    expect(
      (await payload.count({ collection: 'departments', where: { code: { equals: `${code}X` } } })).totalDocs,
    ).toBe(0)
    expect((await call(`/api/departments/${otherDepartment.id}`, 'DELETE')).status).toBe(403)
  })

  it('keeps the staff of their faculty’s departments', async () => {
    expect((await call(`/api/staff/${ownStaff.id}`, 'PATCH', { phone: ownStaff.phone })).status).toBe(200)
    expect((await call(`/api/staff/${otherStaff.id}`, 'PATCH', { phone: '+234 803 000 0002' })).status).toBe(403)
    const transferred = await call(`/api/staff/${ownStaff.id}`, 'PATCH', { department: otherDepartment.id })
    expect(transferred.status).toBe(403)
  })

  it('writes news for their faculty, which is the one chosen when none is', async () => {
    const description = { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } }
    const mine = await call('/api/news?draft=true', 'POST', {
      title: 'Faculty open day',
      description,
      _status: 'draft',
    })
    expect(mine.status).toBe(201)
    const chosen = mine.body?.doc?.faculty
    expect(typeof chosen === 'object' ? chosen?.id : chosen).toBe(own.id)
    const theirs = await call('/api/news?draft=true', 'POST', {
      title: 'Another faculty’s news',
      description,
      faculty: other.id,
      _status: 'draft',
    })
    expect(theirs.status).toBe(403)
    const event = await call('/api/events?draft=true', 'POST', {
      title: 'Faculty seminar',
      eventDate: '2026-12-02T00:00:00.000Z',
      location: 'Faculty hall',
      description,
      faculty: other.id,
      _status: 'draft',
    })
    expect(event.status).toBe(403)
    await payload.delete({ collection: 'news', id: mine.body?.doc?.id ?? 0 })
  })

  it('edits their own faculty’s page, but adds no faculty and edits no other', async () => {
    expect((await call(`/api/faculties/${own.id}`, 'PATCH', { name: own.name })).status).toBe(200)
    expect((await call(`/api/faculties/${other.id}`, 'PATCH', { name: 'Taken over' })).status).toBe(403)
    expect((await call('/api/faculties', 'POST', { name: 'New', code: 'NEWF' })).status).toBe(403)
  })

  it('uploads a picture for their news, but removes none', async () => {
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0a5' } })
      .png()
      .toBuffer()
    const keeper = await first(
      payload.find({ collection: 'users', where: { email: { equals: 'faculty-keeper@int.test' } }, depth: 0 }),
    )
    const picture = await payload.create({
      collection: 'media',
      data: { alt: 'A green square' },
      file: { data, mimetype: 'image/png', name: 'keeper-square.png', size: data.length },
      user: keeper,
      overrideAccess: false,
    })
    expect((await call(`/api/media/${picture.id}`, 'DELETE')).status).toBe(403)
    await payload.delete({ collection: 'media', id: picture.id })
  })

  it('changes nothing outside the faculty: fees, pages, settings', async () => {
    const row = await first(payload.find({ collection: 'tuition-rows', depth: 0, limit: 1 }))
    expect((await call(`/api/tuition-rows/${row.id}`, 'PATCH', { tuitionAmount: 1 })).status).toBe(403)
    expect((await call('/api/globals/home-page', 'POST', {})).status).toBe(403)
    expect((await call('/api/globals/site-settings', 'POST', { shortName: 'X' })).status).toBe(403)
    expect((await payload.findByID({ collection: 'tuition-rows', id: row.id, depth: 0 })).tuitionAmount).toBe(
      row.tuitionAmount,
    )
  })

  it('cannot make themselves an admin or move to another faculty', async () => {
    const me = await first(
      payload.find({ collection: 'users', where: { email: { equals: 'faculty-keeper@int.test' } }, depth: 0 }),
    )
    await call(`/api/users/${me.id}`, 'PATCH', { role: 'admin', faculty: other.id })
    const after = await payload.findByID({ collection: 'users', id: me.id, depth: 0 })
    expect(after.role).toBe('faculty-editor')
    expect(after.faculty).toBe(own.id)
  })
})

describe('faculty editor accounts', () => {
  it('need a faculty', async () => {
    await expect(
      payload.create({
        collection: 'users',
        data: { email: 'no-faculty@int.test', password: 'Keeper-without-faculty-26', role: 'faculty-editor' },
      }),
    ).rejects.toThrow(/faculty/i)
  })
})
