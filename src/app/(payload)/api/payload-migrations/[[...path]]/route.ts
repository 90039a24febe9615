/**
 * Payload's table of applied migrations has no REST routes, and Payload answers any request for them
 * with a 501 that repeats the full address it was asked on, the server's own host and port included.
 * Taken here first (a named folder wins over Payload's catch-all): an unknown route, so a plain 404.
 */
const notFound = () => Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 })

export const GET = notFound
export const POST = notFound
export const PATCH = notFound
export const PUT = notFound
export const DELETE = notFound
