/** /api/v1/openapi.json, generated from the same schemas the responses are tested against. */
import { z } from 'zod'

import { DEFAULT_LIMIT, MAX_LIMIT, MAX_PAGE } from '@/lib/paging'

import type { Endpoint } from './endpoints'
import { Error as ErrorBody } from './schemas'

/** A list endpoint's optional paging; without both the answer is the whole list. */
const PAGING_PARAMETERS = [
  {
    name: 'limit',
    in: 'query',
    required: false,
    description: `Items per page (${DEFAULT_LIMIT} when only page is sent). With limit or page the answer is one page of the same list, in the same order; a page shorter than limit is the last.`,
    schema: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
  },
  {
    name: 'page',
    in: 'query',
    required: false,
    description: 'Page number, from 1 (the default); a page beyond the last is an empty array.',
    schema: { type: 'integer', minimum: 1, maximum: MAX_PAGE },
  },
]

export function openApiDocument(endpoints: Endpoint[]) {
  const schemas: Record<string, unknown> = {}
  // Named schemas (.meta({ id })) come out as $defs; they become components, shared by every path.
  const toSchema = (schema: z.ZodType) => {
    const json = z.toJSONSchema(schema, { target: 'draft-2020-12', unrepresentable: 'any' }) as Record<string, unknown>
    const {
      $defs,
      $schema: _ignored,
      ...rest
    } = JSON.parse(JSON.stringify(json).replaceAll('"#/$defs/', '"#/components/schemas/')) as Record<
      string,
      unknown
    > & { $defs?: Record<string, unknown> }
    Object.assign(schemas, $defs ?? {})
    return rest
  }
  // A named schema at the root comes out as a $ref to its own $defs entry; that entry is the component.
  toSchema(ErrorBody)

  const paths: Record<string, Record<string, unknown>> = {}
  for (const e of endpoints) {
    const parameters: Array<Record<string, unknown>> = Object.entries(e.params ?? {}).map(([name, rule]) => ({
      name,
      in: 'path',
      required: true,
      description: rule.description,
      schema: { type: 'string', pattern: rule.pattern.source },
    }))
    if (e.page) parameters.push(...PAGING_PARAMETERS)
    const error = (description: string) => ({
      description,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    })
    const responses: Record<string, unknown> = {
      '200': { description: 'OK', content: { 'application/json': { schema: toSchema(e.response) } } },
      '404': e.notFoundResponse
        ? { description: 'Not found', content: { 'application/json': { schema: toSchema(e.notFoundResponse) } } }
        : error('Not found'),
      '503': error('The content store is unavailable (Retry-After says when to try again)'),
    }
    if (e.method === 'GET') responses['304'] = { description: 'Not modified (If-None-Match matched the ETag)' }
    if (parameters.length) responses['400'] = error('Malformed parameter')
    if (e.method === 'PUT') responses['429'] = error('Too many counter calls (Retry-After says when to try again)')
    const path = `/${e.path.replace('*}', '}')}`
    paths[path] = {
      ...(paths[path] ?? {}),
      [e.method.toLowerCase()]: {
        summary: e.summary,
        // get_general_breakdown_courseCode: the method, then the path's words (what generated clients name).
        operationId: `${e.method.toLowerCase()}_${e.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/_+$/, '')}`,
        ...(parameters.length ? { parameters } : {}),
        responses,
      },
    }
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'University website content contract',
      version: '1.0.0',
      description: 'Every call the original site made, at the same path, with its field names (docs/contract.md).',
      // The content is the university's; the contract grants no licence beyond reading it.
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/api/v1' }],
    // Every call is public (docs/contract.md#base-path): no operation needs credentials.
    security: [],
    paths,
    components: { schemas },
  }
}
