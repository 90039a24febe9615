/**
 * A tiny builder of the Lexical JSON that Payload's rich-text fields store.
 * Node shapes follow @payloadcms/richtext-lexical 3.x (root, paragraph, heading,
 * list/listitem, text with a format bitmask), so the admin editor and
 * convertLexicalToHTML both read them.
 */

type TextNode = {
  type: 'text'
  text: string
  format: number
  style: string
  mode: 'normal'
  detail: number
  version: 1
}

type ElementBase = {
  direction: 'ltr'
  format: ''
  indent: number
  version: 1
}

type ParagraphNode = ElementBase & { type: 'paragraph'; textFormat: number; textStyle: string; children: TextNode[] }
type HeadingNode = ElementBase & { type: 'heading'; tag: 'h2' | 'h3'; children: TextNode[] }
type ListItemNode = ElementBase & { type: 'listitem'; value: number; children: TextNode[] }
type ListNode = ElementBase & { type: 'list'; listType: 'bullet'; start: 1; tag: 'ul'; children: ListItemNode[] }

export type BlockNode = ParagraphNode | HeadingNode | ListNode

/** The value of a rich-text field, shaped like the generated Payload types. */
export type RichText = {
  root: {
    type: string
    children: Array<{ type: string; version: number; [k: string]: unknown }>
    direction: 'ltr' | 'rtl' | null
    format: 'left' | 'start' | 'center' | 'right' | 'end' | 'justify' | ''
    indent: number
    version: number
  }
  [k: string]: unknown
}

/** Inline content: plain text, or `bold('...')`. */
export type Inline = string | TextNode

const IS_BOLD = 1

const element = { direction: 'ltr', format: '', indent: 0, version: 1 } as const

function textNode(text: string, format = 0): TextNode {
  return { type: 'text', text, format, style: '', mode: 'normal', detail: 0, version: 1 }
}

function inlines(parts: Inline[]): TextNode[] {
  return parts.filter((p) => p !== '').map((p) => (typeof p === 'string' ? textNode(p) : p))
}

export const bold = (text: string): TextNode => textNode(text, IS_BOLD)

export const paragraph = (...parts: Inline[]): ParagraphNode => ({
  ...element,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inlines(parts),
})

export const h2 = (text: string): HeadingNode => ({
  ...element,
  type: 'heading',
  tag: 'h2',
  children: [textNode(text)],
})
export const h3 = (text: string): HeadingNode => ({
  ...element,
  type: 'heading',
  tag: 'h3',
  children: [textNode(text)],
})

export const bulletList = (items: Array<string | Inline[]>): ListNode => ({
  ...element,
  type: 'list',
  listType: 'bullet',
  start: 1,
  tag: 'ul',
  children: items.map((item, i) => ({
    ...element,
    type: 'listitem',
    value: i + 1,
    children: inlines(typeof item === 'string' ? [item] : item),
  })),
})

/** A whole rich-text value from blocks; plain strings become paragraphs. */
export function richText(...blocks: Array<BlockNode | string>): RichText {
  return {
    root: {
      type: 'root',
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
      children: blocks.map((b) => (typeof b === 'string' ? paragraph(b) : b)),
    },
  }
}
