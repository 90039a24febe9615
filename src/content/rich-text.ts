import '@/server-only'

import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'

import { sanitizeHtml } from '@/lib/sanitize'

/** Rich text from the admin as safe HTML: converted, then sanitized with the allow-list. */
export function richTextToHtml(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  const html = convertLexicalToHTML({
    data: value as Parameters<typeof convertLexicalToHTML>[0]['data'],
    disableContainer: true,
    disableIndent: true,
    disableTextAlign: true,
  })
  return sanitizeHtml(html)
}
