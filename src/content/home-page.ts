import '@/server-only'

import { getDepartments, getFaculties } from './academics'
import { getAdmissionNotice, getAdmissionWindow } from './admission-steps'
import { getHomepageContent, getSlides } from './campus'
import { getHomeEvents, getHomeExtras } from './home'
import { getLatestNews } from './news-events'
import { getCentres } from './pages'

/** The slider falls back to its default slides when reading them fails. */
const slidesOrNull = () => getSlides().catch(() => null)

/** Everything the home page shows besides the site's settings, read at once. */
export async function getHomePage(nowMs: number = Date.now()) {
  const [slides, content, extras, faculties, departments, centres, homeEvents, news, admission, admissionWindow] =
    await Promise.all([
      slidesOrNull(),
      getHomepageContent(),
      getHomeExtras(),
      getFaculties(),
      getDepartments(),
      getCentres(),
      getHomeEvents(nowMs),
      getLatestNews(3),
      getAdmissionNotice(nowMs),
      getAdmissionWindow(nowMs),
    ])
  return { slides, content, extras, faculties, departments, centres, homeEvents, news, admission, admissionWindow }
}

export type HomePageView = Awaited<ReturnType<typeof getHomePage>>
