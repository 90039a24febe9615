/**
 * The display and order rules of news and events, written again for the browser tests (never
 * imported from src/lib, so a wrong rule there cannot pass its own test), and the contract's
 * lists they apply to. news-events.spec.ts checks each rule on literal cases.
 */
import { expect, type APIRequestContext } from '@playwright/test'

import { lagosMs, upcomingThenPast as eventOrder } from '../support/clock'

export { lagosMs }

/** The contract's NewsItem and Event (docs/contract.md#shapes), the fields the tests read. */
export type ApiNews = {
  Slug: string
  Title: string
  Description: string
  NewsType: string
  FacultyCode: string
  InsertedDate: string
}
export type ApiEvent = {
  Slug: string
  Title: string
  Description: string
  EventType: string
  EventDate: string
  StartTime: string
  EndTime: string
  Location: string
}

async function list<T>(request: APIRequestContext, path: string): Promise<T[]> {
  const response = await request.get(`/api/v1/${path}`)
  expect(response.ok(), path).toBe(true)
  const items = (await response.json()) as T[]
  expect(items.length, `${path} has items`).toBeGreaterThan(0)
  return items
}

/** Published news, newest InsertedDate first. */
export async function publishedNews(request: APIRequestContext): Promise<ApiNews[]> {
  const news = await list<ApiNews>(request, 'news/all/active')
  return [...news].sort((a, b) => Date.parse(b.InsertedDate) - Date.parse(a.InsertedDate))
}

/** Published events, in no particular order (see `upcomingThenPast`). */
export function publishedEvents(request: APIRequestContext): Promise<ApiEvent[]> {
  return list<ApiEvent>(request, 'event/all/active')
}

/** Titles on cards: longer than 50 characters, the first 50 (whole characters), trailing spaces dropped, and '...'. */
export function cutTitle(text: string, max = 50): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max).join('').trimEnd()}...`
}

/** A 24-hour clock time (HH:MM or HH:MM:SS) on the 12-hour clock, without seconds: 00:15 → 12:15 AM, 13:05 → 1:05 PM. */
export function twelveHour(time: string): string {
  const [h, m] = time.split(':')
  const hours = Number(h)
  const suffix = hours < 12 ? 'AM' : 'PM'
  const shown = hours === 0 ? 12 : hours > 12 ? hours - 12 : hours
  return `${shown}:${m} ${suffix}`
}

export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 23rd … 31st. */
export function ordinalDay(day: number): string {
  if (day >= 11 && day <= 13) return `${day}th`
  const suffix = { 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th'
  return `${day}${suffix}`
}

/** A timestamp's day on the Lagos clock as the site writes dates: 05-December-2026. */
export function lagosDay(timestamp: string): string {
  const lagos = new Date(Date.parse(timestamp) + 3600_000)
  const day = String(lagos.getUTCDate()).padStart(2, '0')
  return `${day}-${MONTHS[lagos.getUTCMonth()]}-${lagos.getUTCFullYear()}`
}

/** The events lists' order at `now` (the browser tests' clock is the server's: both run on this machine). */
export const upcomingThenPast = (events: ApiEvent[], now = Date.now()) => eventOrder(events, now)

/** '10:00 AM – 1:00 PM': an event's times as cards and pages show them. */
export const timesOf = (e: ApiEvent) => `${twelveHour(e.StartTime)} – ${twelveHour(e.EndTime)}`

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: ' ' }

/** The readable text of the contract's (sanitized) HTML: tags dropped, paragraphs apart, entities decoded. */
export function textOf(html: string): string {
  return html
    .replace(/<\/(p|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/gi, (_, name: string) => ENTITIES[name.toLowerCase()])
    .replace(/\s+/g, ' ')
    .trim()
}

/** The text of each paragraph of the contract's HTML. */
export const paragraphsOf = (html: string) => [...html.matchAll(/<p[^>]*>([\s\S]*?)<\/p>/gi)].map((m) => textOf(m[1]))
