/**
 * Every HTML field written by editors passes through here on the server
 * before it reaches a page or the contract: an allow-list of tags and
 * attributes, so a script, an event handler or a javascript: URL never runs.
 */
import sanitize from 'sanitize-html'

const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'hr',
    'span',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    // Links that open elsewhere never hand the opener or the referrer over.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs: { ...attribs, rel: attribs.rel ?? '' } },
  },
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href && !frame.text.trim(),
}

export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return sanitize(html, options).replace(/ rel=""/g, '')
}

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])
const BASE = 'https://base.invalid'

/**
 * A link an editor typed into a plain text field (a slide's button link), or '' when it is not
 * safe to put in an href: only a path on this site ("/admissions") or an http, https, mailto or
 * tel address. The check parses the value the way a browser does (tabs, newlines and leading
 * control characters are ignored, the scheme is case-insensitive), so "java\tscript:",
 * " JAVASCRIPT:" and "data:" are refused; a value that is neither a path nor an absolute address
 * ("jav&#x61;script:…", "evil.example") is refused too, as a client decoding entities could read a
 * scheme into it.
 */
export function safeUrl(value: string | null | undefined): string {
  if (typeof value !== 'string') return ''
  const trimmed = value.trim()
  if (!trimmed) return ''
  let url: URL
  try {
    url = new URL(trimmed, BASE)
  } catch {
    return ''
  }
  if (url.origin === BASE) {
    // Relative: a path on this site only ("//host" and "/\host" name another host and parse as absolute).
    return /^\/(?![/\\])/.test(trimmed) && !/[\u0000-\u001f\u007f]/.test(trimmed) ? trimmed : ''
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return ''
  // Absolute: the typed text itself must start with the scheme the parser found (no hidden characters before it).
  return trimmed.toLowerCase().startsWith(url.protocol) && !/[\u0000-\u001f\u007f]/.test(trimmed) ? trimmed : ''
}
