import type { GlobalConfig } from 'payload'

import { AboutPage } from './about-page'
import { AdmissionGuide } from './admission-guide'
import { AdmissionsPage } from './admissions-page'
import { withDrafts } from './drafts'
import { HomePage } from './home-page'
import { HostelPage } from './hostel-page'
import { LegalPages } from './legal-pages'
import { PageTexts } from './page-texts'
import { SearchSettings } from './search-settings'
import { SiteSettings } from './site-settings'

/** Every page text and setting keeps its last 50 versions, to compare and restore in the admin. */
const withHistory = (global: GlobalConfig): GlobalConfig =>
  global.versions ? global : { ...global, versions: { max: 50 } }

export const globals = [
  // The pages the web team shapes: drafts and a preview before they are published.
  ...[HomePage, AboutPage, AdmissionsPage, AdmissionGuide, HostelPage].map(withDrafts),
  LegalPages,
  PageTexts,
  SiteSettings,
  SearchSettings,
].map(withHistory)
