import { ResultsFocus } from '@/components/ui/results-focus.client'

import { hydrateIslands } from '../hydrate'

// On pages that answer a GET form: focus goes to the results' heading after the form.
hydrateIslands('results-focus', ResultsFocus)
