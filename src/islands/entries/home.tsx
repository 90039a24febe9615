import { SLIDER_SCRIPT_BY_MS } from '@/components/home/slide-timing'

import { onIntent } from '../on-intent'
import { startBy } from '../start-by'

// The home page's interactive leaves, one script for the three, shown on no other page. They paint as
// they start: the slider's first slide and its controls, the culture row (it scrolls natively), the
// video's button. So React comes when the visitor reaches for one of them, or, where the slider will
// move on its own, in time for its first move (docs/decisions/0033-header-on-intent.md).
const start = onIntent(['hero-slider', 'culture-scroller', 'campus-video'], () => import('../later/home'))
const slides = document.querySelectorAll('[data-island="hero-slider"] [aria-roledescription="slide"]').length
if (slides > 1 && !window.matchMedia('(prefers-reduced-motion: reduce)').matches) startBy(SLIDER_SCRIPT_BY_MS, start)
