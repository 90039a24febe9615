import config from '@payload-config'
import { handleEndpoints } from 'payload'

/** A sign-in as the admin's form posts it (`POST /api/users/login`), through Payload's REST handler, from `forwardedFor`. */
export function restSignIn(email: string, password: string, forwardedFor: string): Promise<Response> {
  return handleEndpoints({
    config,
    request: new Request('http://localhost:3000/api/users/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': forwardedFor },
      body: JSON.stringify({ email, password }),
    }),
  })
}
