/**
 * Redirects: old addresses that moved, each pointing at a document (so it follows that document's
 * current address, and chains never form) or at an address typed by the web team. Built by
 * `@payloadcms/plugin-redirects`; a slug change on a published page writes one here by itself
 * (src/hooks/slug-redirects.ts). The site answers them with a permanent redirect where it would
 * otherwise answer 404 (src/content/redirects.ts).
 */
import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import { APIError, type CollectionBeforeValidateHook, type Field, type Plugin } from 'payload'

import { editors } from '@/access'
import { expireTags } from '@/hooks/revalidate'
import { fromProblem, redirectPath, redirectTarget } from '@/lib/redirect-path'
import { PAGED_COLLECTIONS } from '@/lib/routes'

type RedirectData = { from?: unknown; to?: { type?: string; url?: unknown } }

/** Stores both addresses in one form, and refuses a redirect to itself or to another redirect's old address. */
const tidyAddresses: CollectionBeforeValidateHook = async ({ data, req, originalDoc }) => {
  const d = (data ?? {}) as RedirectData
  const from = redirectPath(d.from) ?? d.from
  const to = d.to ?? (originalDoc as RedirectData | undefined)?.to
  if (to?.type === 'custom') {
    const target = redirectTarget(to.url)
    if (!target)
      throw new APIError('Point the redirect at a path on this site (/…) or an https:// address.', 400, null, true)
    if (target === from) throw new APIError('A redirect cannot point at its own address.', 400, null, true)
    if (target.startsWith('/')) {
      const onward = await req.payload.find({
        collection: 'redirects',
        where: { from: { equals: redirectPath(target) } },
        limit: 1,
        depth: 0,
        req,
      })
      if (onward.docs.length)
        throw new APIError(`${target} is itself redirected: point this one where that one goes.`, 400, null, true)
    }
    return { ...d, from, to: { ...to, url: target } }
  }
  return { ...d, from }
}

const withChecks = ({ defaultFields }: { defaultFields: Field[] }): Field[] =>
  defaultFields.map((field) =>
    'name' in field && field.name === 'from'
      ? ({
          ...field,
          maxLength: 300,
          admin: { description: 'The old address, as a path (/news/old-story) or copied whole from the browser.' },
          validate: (value: unknown) => fromProblem(value) ?? true,
        } as Field)
      : field,
  )

export const redirects: Plugin = redirectsPlugin({
  collections: Object.keys(PAGED_COLLECTIONS),
  overrides: {
    admin: {
      group: 'Site',
      useAsTitle: 'from',
      description:
        'Old addresses and where they now lead (permanently). Renaming a published page adds one here by itself.',
    },
    access: { read: editors, create: editors, update: editors, delete: editors },
    fields: withChecks,
    hooks: {
      beforeValidate: [tidyAddresses],
      afterChange: [({ doc, req }) => (expireTags(['redirects'], req.context), doc)],
      afterDelete: [({ doc, req }) => (expireTags(['redirects'], req.context), doc)],
    },
  },
})
