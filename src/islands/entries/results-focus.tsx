import { focusResults } from '@/components/ui/results-focus'

// On pages that answer a GET form: focus goes to the results' heading after the form. No React.
focusResults()
