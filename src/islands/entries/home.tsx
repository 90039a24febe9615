import { enhanceSlider } from '@/components/home/slide-show'

import { enhanceIslands } from '../enhance'
import { onIntent } from '../on-intent'

// The home page's interactive leaves. The slider is a few lines of plain DOM, run at once: it moves without
// React. The culture row (it scrolls natively) and the video's button paint as they start, so their script, and
// React with it, comes when the visitor reaches for one of them (docs/decisions/0033-header-on-intent.md).
enhanceIslands('hero-slider', enhanceSlider)
onIntent(['culture-scroller', 'campus-video'], () => import('../later/home'))
