/** Field builders shared by several collections. */
import type { Field, TextField } from 'payload'

import { isValidSlug, slugify } from '@/lib/slug'
import { isValidTime } from '@/lib/time'

type SlugSource = string | { label: string; from: (data: Record<string, unknown>) => string | undefined }

/** A unique, validated URL slug, filled from `source` (a field, or a function of the document) when left empty. */
/**
 * What visitors see keeps its history: the last 50 versions of every document, with the admin's
 * Versions tab to compare and restore them.
 */
export const HISTORY = { maxPerDoc: 50 } as const

export function slugField(source: SlugSource): TextField {
  const label = typeof source === 'string' ? source : source.label
  const from = (data: Record<string, unknown>) =>
    typeof source === 'string'
      ? typeof data[source] === 'string'
        ? (data[source] as string)
        : undefined
      : source.from(data)
  return {
    name: 'slug',
    type: 'text',
    required: true,
    unique: true,
    index: true,
    admin: { position: 'sidebar', description: `Part of the address. Left empty, it is made from the ${label}.` },
    hooks: {
      beforeValidate: [
        ({ value, siblingData }) => {
          if (typeof value === 'string' && value.trim()) return value.trim()
          const text = from(siblingData ?? {})
          return text ? slugify(text) : value
        },
      ],
    },
    validate: (value: unknown) =>
      isValidSlug(value) || 'Use lower-case letters, digits and single hyphens (for example "bsc-computer-science").',
  }
}

export function timeField(name: string, label: string, required = true): TextField {
  return {
    name,
    type: 'text',
    label,
    required,
    admin: { description: '24-hour time, HH:MM (for example 14:30).', width: '50%' },
    validate: (value: unknown) =>
      (!required && (value === null || value === undefined || value === '')) ||
      isValidTime(value) ||
      'Use HH:MM or HH:MM:SS, 24-hour.',
  }
}

/** An image from the media library. */
export function imageField(name = 'image', label = 'Image', required = false): Field {
  return { name, label, type: 'upload', relationTo: 'media', required }
}

/** Ordering number: lower shows first. */
export const orderField: Field = {
  name: 'order',
  type: 'number',
  defaultValue: 0,
  admin: { position: 'sidebar', description: 'Lower numbers show first.' },
}

export function externalUrlField(name: string, label: string, description?: string): TextField {
  return {
    name,
    label,
    type: 'text',
    admin: { description },
    validate: (value: unknown) =>
      value === null ||
      value === undefined ||
      value === '' ||
      (typeof value === 'string' && /^(https?:\/\/|mailto:|tel:)\S+$/.test(value)) ||
      'Use a full address starting with https://',
  }
}

/** When a news item or event was published (the spec's InsertedDate): newest first in lists. */
export function publishedAtField(index = false): Field {
  return {
    name: 'publishedAt',
    type: 'date',
    required: true,
    label: 'Published',
    index,
    defaultValue: () => new Date().toISOString(),
    admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
  }
}
