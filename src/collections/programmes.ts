import type { CollectionConfig } from 'payload'

import { draftContentAccess } from '@/access'
import { facultyScoped, keepWithinFaculty, ownFacultyByDefault } from '@/access/faculty'
import { publishByDefault } from '@/hooks/publish-by-default'
import { revalidateCollection } from '@/hooks/revalidate'

import {
  CREDIT_GRADES,
  DEGREE_CLASSES,
  DEFAULT_CREDIT,
  MIN_CREDITS,
  OLEVEL_SUBJECTS,
  UTME_SCORE_MAX,
  UTME_SCORE_MIN,
  UTME_SUBJECTS,
} from '@/lib/eligibility'

import { HISTORY, imageField, slugField } from './fields'

const olevelOptions = OLEVEL_SUBJECTS.map((s) => ({ label: s.name, value: s.id }))
const utmeOptions = UTME_SUBJECTS.map((s) => ({ label: s.name, value: s.id }))

type Sibling = { applicationType?: string } | undefined
const isPostgraduate = (data: Sibling) => data?.applicationType === 'postgraduate'

/** A programme of study (the spec's "Course"): what a student applies for. */
export const Programmes: CollectionConfig = {
  slug: 'programmes',
  admin: {
    group: 'Academics',
    useAsTitle: 'name',
    defaultColumns: ['name', 'code', 'applicationType', 'faculty', 'duration'],
    // The admin's Preview button: the latest draft as its page will look (src/astro/pages/preview), for the web team only.
    preview: (doc) => `/preview/programmes/${doc.id}`,
  },
  access: { ...draftContentAccess, ...facultyScoped('faculty') },
  defaultSort: 'name',
  // Changes can be saved as a draft, previewed, and published later; visitors see the published programme.
  versions: { ...HISTORY, drafts: { validate: true } },
  hooks: {
    ...revalidateCollection('programmes'),
    beforeOperation: [publishByDefault],
    beforeChange: [keepWithinFaculty('faculty')],
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: 'Programme name' },
    slugField('name'),
    {
      name: 'code',
      type: 'text',
      required: true,
      unique: true,
      label: 'Course code',
      admin: { description: 'Used in addresses such as /breakdown/CSC-BSC.' },
      validate: (v: unknown) =>
        (typeof v === 'string' && /^[A-Z0-9][A-Z0-9-]{1,19}$/.test(v)) ||
        'Use 2 to 20 capital letters, digits or hyphens.',
    },
    {
      name: 'degreeInView',
      type: 'text',
      required: true,
      label: 'Degree in view',
      admin: { description: 'For example B.Sc. Computer Science.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'duration', type: 'number', required: true, min: 1, max: 8, admin: { width: '33%' } },
        {
          name: 'durationType',
          type: 'select',
          required: true,
          defaultValue: 'Years',
          options: ['Years', 'Months', 'Semesters'],
          admin: { width: '33%' },
        },
        {
          name: 'applicationType',
          type: 'select',
          required: true,
          defaultValue: 'undergraduate',
          options: [
            { label: 'Foundation', value: 'foundation' },
            { label: 'Undergraduate', value: 'undergraduate' },
            { label: 'Postgraduate', value: 'postgraduate' },
          ],
          admin: { width: '33%' },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'faculty',
          type: 'relationship',
          relationTo: 'faculties',
          required: true,
          defaultValue: ownFacultyByDefault,
        },
        { name: 'department', type: 'relationship', relationTo: 'departments' },
      ],
    },
    { name: 'description', type: 'textarea' },
    imageField('image', 'Programme image'),
    {
      name: 'entryRequirements',
      type: 'group',
      label: 'Entry requirements',
      admin: {
        description:
          "What an applicant needs. Every programme asks for credits (A1 to C6) in English Language and Mathematics; list the programme's own subjects below.",
      },
      fields: [
        {
          name: 'olevelCredits',
          type: 'number',
          label: "O'level credits in all",
          defaultValue: MIN_CREDITS,
          min: MIN_CREDITS,
          max: 9,
          admin: { description: 'Including English Language and Mathematics, at no more than two sittings.' },
        },
        {
          name: 'olevelSubjects',
          type: 'array',
          dbName: 'programmes_olevel',
          label: "O'level subjects (beside English Language and Mathematics)",
          labels: { singular: 'Subject', plural: 'Subjects' },
          admin: {
            description:
              'A credit in any one of the subjects of each row. To ask for two credits among the same subjects ("two credits among Economics, Government …"), add the same row twice.',
          },
          maxRows: 7,
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'anyOf',
                  type: 'select',
                  hasMany: true,
                  required: true,
                  label: 'Any one of',
                  options: olevelOptions,
                  admin: { width: '70%' },
                },
                {
                  name: 'minimumGrade',
                  type: 'select',
                  required: true,
                  label: 'Minimum grade',
                  defaultValue: DEFAULT_CREDIT,
                  options: [...CREDIT_GRADES],
                  admin: { width: '30%' },
                },
              ],
            },
          ],
        },
        {
          name: 'utmeSubjects',
          type: 'array',
          dbName: 'programmes_utme',
          label: 'UTME subjects (beside Use of English)',
          labels: { singular: 'UTME subject', plural: 'UTME subjects' },
          maxRows: 3,
          admin: {
            description: 'Three rows for an undergraduate programme; a row with no subject accepts any subject.',
            condition: (data) => !isPostgraduate(data as Sibling),
          },
          fields: [{ name: 'anyOf', type: 'select', hasMany: true, label: 'Any one of', options: utmeOptions }],
        },
        {
          name: 'utmeMinimumScore',
          type: 'number',
          label: 'Minimum UTME score',
          min: UTME_SCORE_MIN,
          max: UTME_SCORE_MAX,
          admin: {
            description: 'Empty when the programme takes no UTME (foundation and postgraduate programmes).',
          },
        },
        {
          name: 'directEntry',
          type: 'textarea',
          label: 'Direct Entry',
          admin: {
            description: 'A-level (IJMB, JUPEB, Cambridge) or ND/HND route, and the level it admits into.',
            condition: (data) => !isPostgraduate(data as Sibling),
          },
        },
        {
          name: 'minimumDegreeClass',
          type: 'select',
          label: 'Minimum first-degree class',
          options: DEGREE_CLASSES.map((c) => ({ ...c })),
          // PostgreSQL allows 63 characters; the versions table's default name is longer. The
          // programmes table keeps the name its migrations gave it.
          enumName: ({ tableName }) =>
            tableName?.startsWith('_')
              ? 'enum__programmes_v_min_degree_class'
              : 'enum_programmes_entry_requirements_minimum_degree_class',
          admin: { condition: (data) => isPostgraduate(data as Sibling) },
        },
        {
          name: 'notes',
          type: 'textarea',
          label: 'Other requirements',
          admin: { description: 'For example a related first degree, work experience or an interview.' },
        },
      ],
    },
  ],
}
