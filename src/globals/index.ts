import { AboutPage } from './about-page'
import { AdmissionsPage } from './admissions-page'
import { HomePage } from './home-page'
import { HostelPage } from './hostel-page'
import { PageTexts } from './page-texts'
import { SearchSettings } from './search-settings'
import { SiteSettings } from './site-settings'

export const globals = [HomePage, AboutPage, AdmissionsPage, HostelPage, PageTexts, SiteSettings, SearchSettings]
