/** Where a results page's GET form sends the visitor: its results heading (`id="results"`, tabIndex -1). */
export const RESULTS_ID = 'results'

/** A form's action that lands on the results: the browser scrolls to the fragment, with or without script. */
export const toResults = (path: string) => `${path}#${RESULTS_ID}`
