import { HeroBanner } from '@/components/ui/hero-banner'
import banner from '@/components/ui/hero-banner.module.css'
import type { HomepageContentView } from '@/content/views'
import { Island } from '@/islands/island'
import { videoPageUrl } from '@/lib/video'

import { CampusVideo } from './campus-video.client'

/**
 * The campus banner; its button opens the campus video in a modal (without JavaScript: a link to
 * the video's page). The picture only decorates, so data-light mode leaves it out.
 */
export function CampusBanner({ content, institutionName }: { content: HomepageContentView; institutionName: string }) {
  const image = content.campusBannerImage
    ? { url: content.campusBannerImage, alt: '', width: 1600, height: 1067 }
    : null
  return (
    <HeroBanner image={image} height="large" align="center" preload={false} labelledBy="campus-banner-title">
      <p className={banner.kicker}>Campus tour</p>
      <h2 id="campus-banner-title">See life at {institutionName}</h2>
      <p>Walk our lecture halls, laboratories, halls of residence and sports fields from wherever you are.</p>
      {content.campusVideo ? (
        <Island
          name="campus-video"
          component={CampusVideo}
          props={{
            videoUrl: content.campusVideo,
            pageUrl: videoPageUrl(content.campusVideo),
            title: 'Campus video',
          }}
        />
      ) : null}
    </HeroBanner>
  )
}
