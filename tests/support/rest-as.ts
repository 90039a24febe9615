import config from '@payload-config'
import { handleEndpoints, type Payload } from 'payload'

/** The parts of Payload's answers the tests read. */
export type RestBody = Record<string, unknown> & {
  doc?: { id: number; faculty?: number | { id: number } | null }
  totalDocs?: number
  intro?: string
}
export type RestAnswer = { status: number; body: RestBody | null }

/**
 * Payload's REST API as a signed-in person calls it (`Authorization: JWT …`), from `address`
 * (as scripts/server.mjs sets X-Forwarded-For), through Payload's own request handler.
 */
export async function restAs(token: string | null, address = '192.0.2.10') {
  return async (path: string, method = 'GET', body?: unknown): Promise<RestAnswer> => {
    const headers = new Headers({ 'X-Forwarded-For': address })
    if (token) headers.set('Authorization', `JWT ${token}`)
    if (body !== undefined) headers.set('Content-Type', 'application/json')
    const request = new Request(`http://rest.test${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const response = await handleEndpoints({ config, request })
    const isJson = response.headers.get('content-type')?.includes('json')
    return { status: response.status, body: isJson ? await response.json() : null }
  }
}

/** Makes an account (or finds the one an earlier run made) and signs it in. */
export async function signedInAccount(
  payload: Payload,
  data: { email: string; password: string; role: 'admin' | 'editor' | 'faculty-editor'; faculty?: number },
): Promise<{ id: number; token: string }> {
  const existing = await payload.find({ collection: 'users', where: { email: { equals: data.email } }, limit: 1 })
  const user = existing.docs[0]
    ? await payload.update({ collection: 'users', id: existing.docs[0].id, data })
    : await payload.create({ collection: 'users', data })
  const { token } = await payload.login({ collection: 'users', data: { email: data.email, password: data.password } })
  return { id: user.id, token: token ?? '' }
}
