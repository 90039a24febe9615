import '@/server-only'

import { getDepartments, getFaculties } from './academics'
import { getHomepageContent, getSlides } from './campus'
import { getHomeEvents, getHomeExtras } from './home'
import { getLatestNews } from './news-events'
import { getCentres } from './pages'

/** The slider falls back to its default slides when reading them fails. */
const slidesOrNull = () => getSlides().catch(() => null)

/** Everything the home page shows besides the site's settings, read at once. */
export async function getHomePage() {
  const [slides, content, extras, faculties, departments, centres, homeEvents, news] = await Promise.all([
    slidesOrNull(),
    getHomepageContent(),
    getHomeExtras(),
    getFaculties(),
    getDepartments(),
    getCentres(),
    getHomeEvents(),
    getLatestNews(3),
  ])
  return { slides, content, extras, faculties, departments, centres, homeEvents, news }
}

export type HomePageView = Awaited<ReturnType<typeof getHomePage>>
