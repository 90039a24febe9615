import type { ParsedUrlQuery } from 'node:querystring'

import type { AstroGlobal } from 'astro'

import type { PageMeta } from '@/components/layout/page-head'
import { NOT_FOUND_META, NotFoundDocument } from '@/components/layout/not-found-document'
import {
  itemAnswer,
  SHARED_PAGE_CACHE_CONTROL,
  type DocumentBase,
  type ItemAnswer,
  type MissingProps,
} from '@/content/document'
import { lightModeRequested, VARY } from '@/lib/data-light.mjs'
import { NEVER_STORED_CACHE_CONTROL } from '@/lib/moves.mjs'

import { pageTree, type PageTree } from './page-root'

/**
 * What an Astro page settles from its request before rendering: whether the visitor asked for the
 * data-light page (the footer's switch, else the browser's Save-Data: decision 10), and the answer's
 * caching, as a Next page's: a shared cache (nginx in deploy/) keeps it apart by what it depends on.
 */
export function pageRequest(astro: AstroGlobal): { light: boolean } {
  const headers = astro.request.headers
  const light = lightModeRequested({
    cookie: headers.get('cookie') ?? undefined,
    'save-data': headers.get('save-data') ?? undefined,
  })
  astro.response.headers.set('Content-Type', 'text/html; charset=utf-8')
  astro.response.headers.set('Cache-Control', SHARED_PAGE_CACHE_CONTROL)
  astro.response.headers.set('Vary', VARY.join(', '))
  return { light }
}

/**
 * The address's query as the content door's filters read it (Node's shape, as Next handed it to a
 * page): a parameter given twice is a list, so a doubled parameter is seen, never silently dropped.
 */
export function queryOf(url: URL): ParsedUrlQuery {
  const query: ParsedUrlQuery = {}
  for (const key of new Set(url.searchParams.keys())) {
    const values = url.searchParams.getAll(key)
    query[key] = values.length === 1 ? values[0] : values
  }
  return query
}

/** What a page renders: its React tree and its head. */
export type Shown = { tree: PageTree; meta: PageMeta }

/**
 * The not-found page, with status 404 and never kept by a shared cache: the address may have a page
 * tomorrow (docs/decisions/0007-never-cache-a-not-found.md).
 */
export function missingPage(astro: AstroGlobal, props: MissingProps): Shown {
  astro.response.status = 404
  astro.response.statusText = 'Not Found'
  astro.response.headers.set('Cache-Control', NEVER_STORED_CACHE_CONTROL)
  return { tree: pageTree(NotFoundDocument, props), meta: NOT_FOUND_META }
}

/**
 * An address that names one item (`itemAnswer`): its page as `show` renders it; a permanent move
 * (308) where the web team renamed it; else the not-found page, or, where the spec sends the visitor
 * on instead (a programme, a faculty, a person), a temporary redirect (307) to `missingTo`.
 */
export function itemPage<Key extends string, Item>(
  astro: AstroGlobal,
  answer: ItemAnswer<Key, Item>,
  show: (props: DocumentBase & Record<Key, Item>) => Shown,
  missingTo?: string,
): Shown | Response {
  if ('moved' in answer) return astro.redirect(answer.moved, 308)
  if ('missing' in answer) return missingTo ? astro.redirect(missingTo, 307) : missingPage(astro, answer.missing)
  return show(answer.page)
}

/** An address with no page of its own: a permanent move where the web team redirected it, else the not-found page. */
export async function noPage(astro: AstroGlobal, path: string): Promise<Shown | Response> {
  const answer = await itemAnswer('none', path, async () => null)
  return itemPage(astro, answer, () => {
    throw new Error('an address with no page has no item')
  })
}
