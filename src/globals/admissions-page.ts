import type { GlobalConfig } from 'payload'

import { anyone, editors } from '@/access'
import { revalidateGlobal } from '@/hooks/revalidate'

const steps = (name: string, label: string) => ({
  name,
  label,
  type: 'array' as const,
  fields: [
    { name: 'title', type: 'text' as const, required: true },
    { name: 'text', type: 'textarea' as const },
  ],
})

/** Words of /admissions/process and the tuition FAQ. */
export const AdmissionsPage: GlobalConfig = {
  slug: 'admissions-page',
  label: 'Admissions pages',
  admin: { group: 'Pages' },
  access: { read: anyone, update: editors },
  hooks: { afterChange: revalidateGlobal('admissions-page') },
  fields: [
    steps('beforeSteps', 'Before applying'),
    steps('afterSteps', 'After applying'),
    { name: 'rules', type: 'textarea', label: 'Application rules' },
    {
      name: 'tuitionFaq',
      type: 'array',
      label: 'Tuition FAQ',
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
  ],
}
