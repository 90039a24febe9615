/** Every collection, in the order the admin lists them within their groups. */
import type { CollectionConfig } from 'payload'

import { AdmissionSteps } from './admission-steps'
import { AuditEntries } from './audit-entries'
import { CacheTags } from './cache-tags'
import { CalendarEntries } from './calendar-entries'
import { CampusLife } from './campus-life'
import { Centres } from './centres'
import { ClickGuardEntries } from './click-guard'
import { ContactOffices } from './contact-offices'
import { Departments } from './departments'
import { Designations } from './designations'
import { Documents } from './documents'
import { Events } from './events'
import { Faculties } from './faculties'
import { HISTORY } from './fields'
import { GalleryImages } from './gallery-images'
import { LeadershipMembers } from './leadership-members'
import { LoginGuardEntries } from './login-guard'
import { Media } from './media'
import { News } from './news'
import { OtherFees } from './other-fees'
import { PortalTiles } from './portal-tiles'
import { Programmes } from './programmes'
import { Publications } from './publications'
import { RunningModules } from './running-modules'
import { Scholarships } from './scholarships'
import { Slides } from './slides'
import { Staff } from './staff'
import { Titles } from './titles'
import { TuitionRows } from './tuition-rows'
import { Users } from './users'
import { VisitCounts } from './visit-counts'

/**
 * What visitors see keeps its history (HISTORY: the last 50 versions of every document); news,
 * events, slides, programmes and faculties also keep drafts, set in their own files. Uploads, users
 * and the instances' internal state have none.
 */
const withHistory = (collection: CollectionConfig): CollectionConfig =>
  collection.versions ? collection : { ...collection, versions: HISTORY }

export const collections = [
  ...[
    Slides,
    News,
    Events,
    Faculties,
    Departments,
    Programmes,
    RunningModules,
    CalendarEntries,
    TuitionRows,
    OtherFees,
    Scholarships,
    AdmissionSteps,
    Staff,
    Publications,
    LeadershipMembers,
    Titles,
    Designations,
    GalleryImages,
    CampusLife,
    ContactOffices,
    Centres,
    PortalTiles,
  ].map(withHistory),
  Media,
  Documents,
  Users,
  AuditEntries,
  // Internal state shared by the site's instances; hidden from the admin.
  ClickGuardEntries,
  LoginGuardEntries,
  CacheTags,
  // Daily visit counts, read through the admin's visits dashboard.
  VisitCounts,
]
