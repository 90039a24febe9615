/** News items and events. Dates are offsets in days from the day the seed runs. */
import { bold, bulletList, type BlockNode, paragraph } from '../lexical'

export type NewsSeed = {
  title: string
  type: 'General' | 'University Updates' | 'Research Breakthroughs'
  faculty: string | null
  picture: string
  daysAgo: number
  /**
   * A story about an event of the academic calendar is published `days` after the event's latest
   * entry (this session's or the last) that is that far back, whatever `daysAgo` says: its words
   * ("on Saturday", "this week") then agree with the calendar's date (the content audit checks).
   */
  after?: { calendarTitle: string; days: number }
  body: Array<BlockNode | string>
  draft?: boolean
}

export const NEWS: NewsSeed[] = [
  {
    title: 'Atlantic Crest University welcomes its largest class of new students',
    type: 'University Updates',
    faculty: null,
    picture: 'matriculation',
    daysAgo: 2,
    // Published the Monday after the (Saturday) matriculation ceremony.
    after: { calendarTitle: 'Matriculation ceremony for new students', days: 2 },
    body: [
      'More than 900 new students from 24 states and 11 countries took the matriculation oath in the main auditorium on Saturday, the largest intake since the university opened its doors.',
      paragraph(
        'The Vice-Chancellor, ',
        bold('Professor Ekaette Mfon Udoaka'),
        ', urged the new students to use the library, ask questions in class and look after one another. “A degree is earned one honest day at a time,” she said.',
      ),
      'Orientation continues this week with campus tours, portal registration and sessions with student counsellors.',
    ],
  },
  {
    title: 'Engineering students build a solar mini-grid for Ikot Akpan Abia community',
    type: 'Research Breakthroughs',
    faculty: 'FENG',
    picture: 'campus-evening',
    daysAgo: 6,
    body: [
      'Second-year students of Electrical and Electronic Engineering, working with their lecturers, have designed and installed a 30 kW solar mini-grid that now supplies a primary health centre, a school and 120 homes.',
      'The project, supervised by the department’s power systems group and supported by two of the faculty’s industry partners, replaced diesel generators that cost the community more than ₦1.2 million a month.',
      paragraph(
        'The students will publish their load data openly so that other communities can size similar systems. ',
        bold('Applications for next year’s design projects open in January.'),
      ),
    ],
  },
  {
    title: 'New AI model reads handwritten Ibibio and Efik texts',
    type: 'Research Breakthroughs',
    faculty: 'FCAI',
    picture: 'lecture-theatre',
    daysAgo: 11,
    body: [
      'Researchers in the Department of Computer Science have trained a handwriting recognition model on more than 40,000 pages of church registers, letters and school exercise books written in Ibibio and Efik.',
      'The model transcribes pages with an error rate below eight per cent and is already helping the Centre for Culture and Language Studies digitise archives that were at risk of being lost.',
      'The team has released the model and an anonymised sample of the data under an open licence for other researchers.',
    ],
  },
  {
    title: 'Faculty of Law team wins national moot court competition',
    type: 'General',
    faculty: 'FLAW',
    picture: 'conference-hall',
    daysAgo: 17,
    body: [
      'A team of four second-year law students beat 26 universities to win a national moot court competition on maritime law for undergraduates, held in Abuja.',
      'The team argued a case on piracy and the protection of seafarers in the Gulf of Guinea before a bench that included two retired Justices of the Court of Appeal.',
      'The Dean of the Faculty of Law thanked the lecturers who coached the team through weeks of evening practice rounds.',
    ],
  },
  {
    title: 'University receives full accreditation for five more programmes',
    type: 'University Updates',
    faculty: null,
    picture: 'senate-building',
    daysAgo: 25,
    body: [
      'The National Universities Commission has granted full accreditation to five more undergraduate programmes following resource verification visits earlier this year.',
      bulletList([
        'B.Sc. Computer Science',
        'B.Sc. Cyber Security',
        'B.Eng. Civil Engineering',
        'B.N.Sc. Nursing Science',
        'LL.B. Law',
      ]),
      'The Registrar said the visiting panels commended the laboratories, the library and the staff-to-student ratio.',
    ],
  },
  {
    title: 'Nursing students lead maternal health outreach in Ibesikpo',
    type: 'General',
    faculty: 'FHS',
    picture: 'courtyard-study',
    daysAgo: 33,
    body: [
      'Nursing students in 200 level, supervised by their clinical instructors, screened more than 400 pregnant women and new mothers for anaemia and high blood pressure during a two-day outreach in Ibesikpo Asutan.',
      'Women who needed further care were referred to the general hospital, and the students taught sessions on birth preparedness, breastfeeding and danger signs in pregnancy.',
    ],
  },
  {
    title: 'Mangrove study maps carbon stored along the Cross River estuary',
    type: 'Research Breakthroughs',
    faculty: 'FNAS',
    picture: 'biology-lab',
    daysAgo: 42,
    body: [
      'Scientists from the Department of Biological Sciences have measured the carbon stored in mangrove soils at 60 sites along the Cross River estuary.',
      'Their estimate, about 900 tonnes of carbon per hectare at the best-preserved sites, makes the case for protecting the remaining forests from cutting and oil pollution.',
      'The data will feed the Centre for Environment and Climate Research’s advice to state planners on coastal adaptation.',
      'Two master’s students will extend the survey to the Qua Iboe estuary next dry season.',
    ],
  },
  {
    title: 'New wing of Adiaha Hall opens, bringing it to 480 bed spaces',
    type: 'University Updates',
    faculty: null,
    picture: 'hostel-female',
    daysAgo: 55,
    body: [
      'The new wing of Adiaha Hall, the university’s hall of residence for women, is now open. The hall now has 480 bed spaces in four-person rooms, a reading room on every floor and solar backup power.',
      paragraph(
        'Students can apply for rooms through the ',
        bold('Hostel portal'),
        '. Allocation is by date of payment, with priority for first-year students.',
      ),
    ],
  },
  {
    title: 'Accounting students top professional examinations in the South-South',
    type: 'General',
    faculty: 'FMSS',
    picture: 'seminar-room',
    daysAgo: 68,
    body: [
      'Students of the Department of Accounting and Finance who sat the professional foundation examinations recorded a 91 per cent pass rate, the highest of any university in the South-South zone.',
      'The department runs weekly revision clinics and mock examinations in partnership with practising chartered accountants in Uyo.',
    ],
  },
  {
    title: 'Atlantic Crest signs research partnership with two offshore energy firms',
    type: 'University Updates',
    faculty: 'FENG',
    picture: 'faculty-complex',
    daysAgo: 82,
    body: [
      'The university has signed memoranda of understanding with two offshore energy companies covering student internships, equipment donations and joint research on flow assurance and gas utilisation.',
      'The agreements bring the Faculty of Engineering’s industry partnerships to twelve.',
      'Under the agreements, up to 40 students a year will be placed on six-month industrial attachments, and staff will have access to field data for research.',
    ],
  },
  {
    title: 'Cyber security students uncover flaws in popular mobile money apps',
    type: 'Research Breakthroughs',
    faculty: 'FCAI',
    picture: 'innovation-lab',
    daysAgo: 97,
    body: [
      'A team from the Department of Cyber Security found weaknesses in the way three mobile money apps stored session data on Android phones, and reported them privately to the providers.',
      'All three providers fixed the issues within 60 days. The students have now published their method, with the providers’ agreement, to help developers avoid similar mistakes.',
    ],
  },
  {
    title: 'Sports complex hosts the inter-faculty games',
    type: 'General',
    faculty: null,
    picture: 'athletics-games',
    daysAgo: 115,
    // Published the Monday after the (Friday) games of the calendar.
    after: { calendarTitle: 'Inter-faculty games', days: 3 },
    body: [
      'Six faculties competed in football, athletics, basketball and table tennis at this year’s inter-faculty games, held at the new sports complex.',
      'The Faculty of Engineering took the overall trophy, while the Faculty of Health Sciences won the women’s relay in a new university record.',
      'The games are held every year in the second semester.',
    ],
  },
  {
    title: 'Draft: call for nominations for the Vice-Chancellor’s teaching awards',
    type: 'University Updates',
    faculty: null,
    picture: 'public-lecture',
    daysAgo: 0,
    draft: true,
    body: [
      'Students and staff are invited to nominate lecturers whose teaching has made a difference. This notice is still being prepared and is not yet public.',
    ],
  },
]

export type EventSeed = {
  title: string
  type: 'General' | 'Workshop' | 'Conference'
  /** Days from the seed day; negative is past. */
  inDays: number
  start: string
  end: string
  location: string
  picture: string
  body: Array<BlockNode | string>
}

export const EVENTS: EventSeed[] = [
  {
    title: 'Annual Conference on Energy Transition in the Niger Delta',
    type: 'Conference',
    inDays: -95,
    start: '09:00',
    end: '17:00',
    location: 'Main Auditorium, Main Campus',
    picture: 'conference-hall',
    body: [
      'Researchers, regulators and industry met for two days to discuss gas utilisation, renewable energy and jobs in the Niger Delta.',
      'Keynote lectures, panel sessions and a student poster competition covered mini-grids, carbon capture and community benefit agreements.',
    ],
  },
  {
    title: 'Research Methods Workshop for Postgraduate Students',
    type: 'Workshop',
    inDays: -60,
    start: '10:00',
    end: '14:00',
    location: 'Postgraduate School Seminar Room',
    picture: 'seminar-room',
    body: [
      'A hands-on workshop on designing a study, choosing methods and writing a proposal, for new master’s and doctoral students.',
      'Participants brought a draft research question and left with a one-page proposal outline.',
    ],
  },
  {
    title: 'Career and Internship Fair',
    type: 'General',
    inDays: -34,
    start: '09:30',
    end: '15:30',
    location: 'Central Quadrangle',
    picture: 'career-fair',
    body: [
      'Employers from banking, energy, technology and public service met students to offer internships, graduate roles and advice.',
      'The Career Services Unit ran CV clinics and mock interviews throughout the day.',
    ],
  },
  {
    title: 'Inaugural Lecture: Building on Sand, Engineering for a Moving Coastline',
    type: 'General',
    inDays: -12,
    start: '16:00',
    end: '18:00',
    location: 'Main Auditorium, Main Campus',
    picture: 'public-lecture',
    body: [
      'The university’s first inaugural lecture explored how coastal erosion and subsidence challenge roads, homes and ports along the Nigerian coast, and how engineers can respond.',
      'The lecture was open to the public and followed by a reception.',
    ],
  },
  {
    title: 'Cultural Day and Food Festival',
    type: 'General',
    inDays: -3,
    start: '11:00',
    end: '18:00',
    location: 'University Sports Field',
    picture: 'cultural-day',
    body: [
      'Students celebrated the cultures of Nigeria and beyond with dance, music, fashion and food from every region.',
      'Proceeds from the food stands went to the Student Hardship Fund.',
    ],
  },
  {
    title: 'Workshop: Writing Winning Grant Proposals for Early-Career Researchers',
    type: 'Workshop',
    inDays: 5,
    start: '10:00',
    end: '13:00',
    location: 'Senate Chamber, Senate Building',
    picture: 'seminar-room',
    body: [
      'A practical workshop for academic staff on finding funding, writing a clear case and building a realistic budget.',
      paragraph(
        'Places are limited to 40. ',
        bold('Register through the Staff portal'),
        ' by the Friday before the workshop.',
      ),
    ],
  },
  {
    title: 'Inter-Faculty Football Final: Engineering against Management and Social Sciences',
    type: 'General',
    inDays: 12,
    start: '16:00',
    end: '18:00',
    location: 'University Sports Complex',
    picture: 'football-final',
    body: [
      'Engineering meets Management and Social Sciences in the final of the inter-faculty football league. Come early: the stands fill up fast.',
      'Entry is free for students and staff with a valid ID card.',
    ],
  },
  {
    title: 'International Conference on Artificial Intelligence for African Languages',
    type: 'Conference',
    inDays: 21,
    start: '09:00',
    end: '17:30',
    location: 'Faculty of Computing and Artificial Intelligence Auditorium',
    picture: 'conference-hall',
    body: [
      'Researchers from across Africa will present work on speech, translation and text technologies for African languages.',
      bulletList([
        'Keynote lectures and paper sessions',
        'A shared task on Ibibio and Efik text recognition',
        'Tutorials for students new to natural language processing',
      ]),
      'Registration is free for students of the university.',
    ],
  },
  {
    title: 'Entrepreneurship Bootcamp for 200 Level Students',
    type: 'Workshop',
    inDays: 23,
    start: '09:00',
    end: '16:00',
    location: 'Enterprise Centre, Faculty of Management and Social Sciences',
    picture: 'courtyard-friends',
    body: [
      'A one-day bootcamp on turning an idea into a business: customer discovery, costing, registration and raising funds.',
      'Teams will pitch to a panel of local investors at the end of the day.',
    ],
  },
  {
    title: 'Health Sciences Research Conference',
    type: 'Conference',
    inDays: 94,
    start: '08:30',
    end: '16:30',
    location: 'Main Auditorium, Main Campus',
    picture: 'biology-lab',
    body: [
      'Nurses, laboratory scientists and public health researchers will share findings on maternal health, malaria and antimicrobial resistance.',
      'Continuing professional development points are available for registered practitioners.',
    ],
  },
]
