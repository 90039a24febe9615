import '@/server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The one Payload instance the site reads through. Only src/content/ imports this. */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
