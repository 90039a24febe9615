import type { PageText } from '@/payload-types'

/**
 * What the page-texts global (src/globals/page-texts.ts) holds until the web team edits it (a database
 * from before that global existed has no row for it); the seed writes the same words. Plain data, so
 * the seed and the tests can read it without loading the admin's configuration.
 */
export const PAGE_TEXT_DEFAULTS: Omit<PageText, 'id' | 'updatedAt' | 'createdAt' | 'globalType'> = {
  sections: {
    academicsIntro: 'Faculties, programmes and the academic calendar.',
    admissionsIntro: 'How to apply, and what your studies will cost.',
    resourcesIntro: 'News, events, the gallery, our centres of excellence, scholarships and the portals.',
    blurbs: [
      { path: '/academics/faculties', text: 'Our faculties, their departments and every programme they teach.' },
      { path: '/department', text: 'Every department, grouped by faculty, with the programmes it teaches.' },
      { path: '/academics/undergraduate', text: 'All undergraduate programmes with their degree and duration.' },
      { path: '/academics/calendar', text: 'Semester dates, examinations, holidays and events of this session.' },
      { path: '/admissions/process', text: 'How to apply, step by step, and what happens after you apply.' },
      {
        path: '/admissions/screening',
        text: 'The post-UTME screening, accepting your offer on JAMB CAPS, and the documents to bring.',
      },
      {
        path: '/admissions/how-to-pay',
        text: 'Pay with Remita, on the payment portal or at the bank, and keep your receipt.',
      },
      { path: '/admissions/tuition', text: 'Tuition by programme, a year-by-year breakdown and other fees.' },
      { path: '/admission/course-finder', text: 'Search every programme by name, faculty, type and duration.' },
      {
        path: '/admissions/eligibility',
        text: "Tick your O'level credits and UTME subjects and see which programmes you qualify for.",
      },
      { path: '/admissions/compare', text: 'Two or three programmes side by side: duration, tuition and modules.' },
      { path: '/admissions/fees/estimate', text: 'What one year of a programme costs, semester by semester.' },
      { path: '/resources/events', text: 'Workshops, conferences and campus events, past and upcoming.' },
      { path: '/resources/news', text: 'University updates and research breakthroughs.' },
      { path: '/resources/gallery', text: 'Pictures of campus, events, sports and student life.' },
      { path: '/resources/center-excellence', text: 'Six centres of excellence for research and impact.' },
      { path: '/resources/aid', text: 'Scholarships towards tuition, hostel and feeding.' },
    ],
  },
  centres: {
    title: 'Centres of Excellence',
    subtitle: 'Innovation, Research, and Impact for a Better Future',
    whyTitle: 'Why Choose Our Centres?',
    highlights: [
      { title: 'World-Class Facilities', text: 'State-of-the-art labs and collaborative spaces.' },
      { title: 'Industry Partnerships', text: 'Driving innovation through strategic industry collaborations.' },
      { title: 'Student Opportunities', text: 'Grants, internships, and mentorship programmes.' },
    ],
  },
  leadership: {
    title: 'Senate and Management',
    intro: 'The Board, Management and Senate who lead the university, and every member of our academic staff.',
    searchPlaceholder: 'Search staff...',
    emptyText: 'No staff members found matching your search criteria.',
  },
  gallery: {
    title: 'Explore Our Campus',
    intro: 'Lecture theatres, laboratories, halls of residence, sports and student life in pictures.',
  },
  portals: {
    title: 'Portals',
    intro: 'Every online service for students, staff and administrators, in one place.',
    emptyText: 'No portals found for the selected category.',
  },
  library: {
    title: 'Library',
    intro: 'Search the catalogue, read our research and reach journals and open courseware online.',
    location:
      'The University Library is in the Library and Learning Resource Centre, beside the Senate Building on the Main Campus, Km 9 Ikot Ekpene Road, Use Offot, Uyo. The e-library and the postgraduate reading room are on the first floor.',
    hours: [
      'Monday to Friday: 8:00 AM to 10:00 PM',
      'Saturday: 9:00 AM to 5:00 PM',
      'Sunday: 2:00 PM to 8:00 PM',
      'During examinations: open until midnight, Monday to Saturday',
      'Public holidays: closed',
    ].join('\n'),
    rules: [
      'Show your university ID card at the entrance; visitors register at the front desk.',
      'Undergraduates may borrow four books for two weeks, postgraduate students and staff six books for four weeks.',
      'Reference books, theses and journals are read in the library only.',
      'Return or renew books by their due date; late returns are fined ₦100 a day.',
      'Keep silence in the reading rooms; use the discussion rooms for group work.',
      'No food, drinks (except water) or bags beyond the bag rack.',
    ].join('\n'),
  },
  information: {
    title: 'Information',
    intro: 'Where to find the library, research outputs and learning resources of the university.',
  },
  search: { title: 'Search', intro: null },
}
