import { countClicks } from '@/components/people/publication-counts'

// A profile's publications count their views and downloads on the server's markup: no React.
countClicks(document)
