import { PublicationsTable } from '@/components/people/publications-table'

import { hydrateIslands } from '../hydrate'

hydrateIslands('publications-table', PublicationsTable)
