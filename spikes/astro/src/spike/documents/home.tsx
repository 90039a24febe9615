// The home page's body, as /work/main/src/pages/index.tsx renders it inside DocumentFrame (the head is the layout's).
import { SiteFrame } from '@/components/layout/site-frame'
import type { SiteView } from '@/content/site'
import { HomePage } from '@/components/home/home-page'
import type { HomePageView } from '@/content/home-page'

export function HomeDocument({ site, home }: { site: SiteView; home: HomePageView }) {
  return (
    <SiteFrame site={site} documentPage={{ pathname: '/' }}>
      <HomePage site={site} home={home} />
    </SiteFrame>
  )
}
