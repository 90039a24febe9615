/** An RSS 2.0 feed. */

export type RssItem = { title: string; link: string; description: string; category: string; published: string }
export type RssChannel = { title: string; link: string; selfLink: string; description: string; items: RssItem[] }

/** Escapes text for XML and drops characters XML 1.0 does not allow. */
export function xmlEscape(value: string): string {
  return value
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** RFC 822 date, as RSS wants it (Sat, 05 Dec 2026 10:00:00 GMT); '' for an invalid date. */
export function rfc822(value: string): string {
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? '' : new Date(ms).toUTCString()
}

export function buildRss(channel: RssChannel): string {
  const tag = (name: string, value: string) => (value ? `<${name}>${xmlEscape(value)}</${name}>` : '')
  const newest = channel.items.map((i) => rfc822(i.published)).find(Boolean) ?? ''
  const items = channel.items.map((item) =>
    [
      '<item>',
      tag('title', item.title),
      tag('link', item.link),
      `<guid isPermaLink="true">${xmlEscape(item.link)}</guid>`,
      tag('pubDate', rfc822(item.published)),
      tag('category', item.category),
      tag('description', item.description),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', channel.title),
    tag('link', channel.link),
    tag('description', channel.description),
    '<language>en-NG</language>',
    `<atom:link href="${xmlEscape(channel.selfLink)}" rel="self" type="application/rss+xml"/>`,
    tag('lastBuildDate', newest),
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n')
}
