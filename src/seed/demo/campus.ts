/** Campus life, fees, scholarships, contacts, portals and centres of excellence. */

export const DOMAIN = 'atlanticcrest.edu.ng'
export const PORTAL = `https://portal.${DOMAIN}`

export const CAMPUS_LIFE: Array<{ title: string; description: string; picture: string }> = [
  {
    title: 'Student Union Government',
    description:
      'Students elect their own union government every year. It represents students on university committees, runs welfare schemes and organises the cultural and sports calendar.',
    picture: 'courtyard-friends',
  },
  {
    title: 'Clubs and Societies',
    description:
      'More than forty clubs meet every week, from robotics, debating and drama to the Red Cross, the press club and departmental associations. Anyone can start a new club with ten members and a staff adviser.',
    picture: 'cultural-day',
  },
  {
    title: 'Sports and Recreation',
    description:
      'The sports complex has a football pitch, an athletics track, basketball and volleyball courts and a gym. Inter-faculty and inter-hall leagues run through the year, and university teams compete nationally.',
    picture: 'football-training',
  },
  {
    title: 'Halls of Residence',
    description:
      'Obong Hall and Adiaha Hall offer safe, supervised accommodation on campus with reading rooms, laundry, solar backup power and resident wardens.',
    picture: 'hostel-male',
  },
  {
    title: 'Faith and Chaplaincy',
    description:
      'The university chapel and mosque hold regular services and prayers. Chaplains and imams offer pastoral care to students of every faith and none.',
    picture: 'campus-evening',
  },
  {
    title: 'Health and Wellbeing',
    description:
      'The Health Centre is open around the clock with doctors, nurses and a pharmacy. Free and confidential counselling is available to every student through the Student Counselling Unit.',
    picture: 'courtyard-study',
  },
]

export const SCHOLARSHIPS = [
  {
    name: "Vice-Chancellor's Merit Scholarship",
    description: 'For new students with outstanding entrance results; renewed each year with a CGPA of 4.50 or above.',
    eligibility:
      'New 100-level students with a UTME score of 280 or more and five O’level credits at B3 or better, including English Language and Mathematics. Renewed each year while your CGPA stays at 4.50 or above.',
    deadline: 'No deadline: awarded when you accept your admission offer',
    howToApply:
      'No application is needed. Merit awards for new students are made automatically from entrance results after you accept your admission offer, and the award shows in the Student portal.',
    tuition: 100,
    hostel: 100,
    feeding: 50,
  },
  {
    name: "Founder's Academic Excellence Award",
    description: 'For continuing students in the top five per cent of their programme.',
    eligibility:
      'Continuing students from 200 level up who finished the last session in the top five per cent of their programme, with no outstanding fees or disciplinary case.',
    deadline: 'Four weeks after the start of each session',
    howToApply:
      'Apply through the Student portal at the start of the session: fill in the short scholarship form and upload your latest statement of results.',
    tuition: 50,
    hostel: 0,
    feeding: 0,
  },
  {
    name: 'Women in STEM Scholarship',
    description: 'For women admitted to engineering, computing and science programmes.',
    eligibility:
      'Women offered admission to an engineering, computing or natural science programme, with credits in Mathematics, Physics and Chemistry or Biology.',
    deadline: 'Four weeks after you accept your admission offer',
    howToApply:
      'Apply through the Student portal after you accept your admission offer: fill in the short scholarship form and upload a one-page personal statement and your O’level result.',
    tuition: 40,
    hostel: 25,
    feeding: 0,
  },
  {
    name: 'Sports Excellence Scholarship',
    description: 'For students who represent the university in national competitions.',
    eligibility:
      'Students who have represented their state or Nigeria in a recognised sport, or who make a university team at the trials each session.',
    deadline: 'Four weeks after you accept your admission offer',
    howToApply:
      'Apply through the Student portal after you accept your admission offer: fill in the short scholarship form and upload a letter from your state sports council or national federation.',
    tuition: 30,
    hostel: 50,
    feeding: 25,
  },
  {
    name: 'Community Access Bursary',
    description: 'Need-based support for students from low-income households in the Niger Delta.',
    eligibility:
      'Students from the Niger Delta states whose household income is below ₦1,200,000 a year, admitted to any undergraduate programme.',
    deadline: 'Before first-semester registration closes',
    howToApply:
      'Apply through the Student portal after you accept your admission offer: fill in the short scholarship form and upload a letter from your community leader or local government chairman and proof of household income.',
    tuition: 25,
    hostel: 50,
    feeding: 50,
  },
]

/**
 * Fees besides tuition, each with when it falls due and to whom it is charged (src/lib/fee-estimate.ts):
 * the one source of these amounts for every page. Typed with the collection's own words.
 */
export const OTHER_FEES: ReadonlyArray<{
  title: string
  amount: number
  paidBy: string
  required: boolean
  due: 'semester' | 'year' | 'entry' | 'application'
  appliesTo: 'everyone' | 'hostel'
}> = [
  // Paid with the application form; it covers the post-UTME screening.
  {
    title: 'Application fee',
    amount: 25_000,
    paidBy: 'Applicants',
    required: true,
    due: 'application',
    appliesTo: 'everyone',
  },
  {
    title: 'Acceptance fee',
    amount: 150_000,
    paidBy: 'New students',
    required: true,
    due: 'entry',
    appliesTo: 'everyone',
  },
  {
    title: 'Identity card',
    amount: 10_000,
    paidBy: 'New students',
    required: true,
    due: 'entry',
    appliesTo: 'everyone',
  },
  {
    title: 'Medical and health insurance',
    amount: 45_000,
    paidBy: 'All students',
    required: true,
    due: 'semester',
    appliesTo: 'everyone',
  },
  {
    title: 'ICT and e-learning',
    amount: 35_000,
    paidBy: 'All students',
    required: true,
    due: 'semester',
    appliesTo: 'everyone',
  },
  { title: 'Library', amount: 20_000, paidBy: 'All students', required: true, due: 'semester', appliesTo: 'everyone' },
  {
    title: 'Hostel caution deposit (refundable when you move out)',
    amount: 50_000,
    paidBy: 'Hostel residents',
    required: true,
    due: 'entry',
    appliesTo: 'hostel',
  },
  {
    title: 'Meal plan (three meals a day at the cafeteria)',
    amount: 180_000,
    paidBy: 'Students who choose it',
    required: false,
    due: 'semester',
    appliesTo: 'everyone',
  },
  {
    title: 'Sports and recreation (optional gym membership)',
    amount: 15_000,
    paidBy: 'Students who opt in',
    required: false,
    due: 'semester',
    appliesTo: 'everyone',
  },
]

export const CONTACT_OFFICES = [
  {
    office: 'Admissions Office',
    contactPerson: 'Mrs. Uduak Ekpo',
    email: `admissions@${DOMAIN}`,
    phone: '+234 802 555 0131',
  },
  {
    office: 'Registry',
    contactPerson: 'Mr. Idongesit Paul Umoren',
    email: `registry@${DOMAIN}`,
    phone: '+234 802 555 0132',
  },
  {
    office: 'Bursary',
    contactPerson: 'Mrs. Nkoyo Eyo Henshaw',
    email: `bursary@${DOMAIN}`,
    phone: '+234 802 555 0133',
  },
  {
    office: 'Student Affairs',
    contactPerson: 'Dr. Kufre Ntuk',
    email: `studentaffairs@${DOMAIN}`,
    phone: '+234 802 555 0134',
  },
  {
    office: 'ICT Directorate',
    contactPerson: 'Engr. Anietie Usoro',
    email: `ict@${DOMAIN}`,
    phone: '+234 802 555 0135',
  },
  {
    office: 'University Library',
    contactPerson: 'Dr. Chiamaka Ngozi Okafor',
    email: `library@${DOMAIN}`,
    phone: '+234 802 555 0136',
  },
  { office: 'Health Centre', contactPerson: 'Dr. Mmeyene Ita', email: `health@${DOMAIN}`, phone: '+234 802 555 0137' },
  {
    office: 'Partnerships and International Office',
    contactPerson: 'Ms. Idara Enang',
    email: `partnerships@${DOMAIN}`,
    phone: '+234 802 555 0138',
  },
  {
    // The press contact named on every news article.
    office: 'Media and Public Relations Office',
    contactPerson: 'Mr. Ekemini Bassey Akpan',
    email: `media@${DOMAIN}`,
    phone: '+234 802 555 0139',
  },
]

type Category = 'staff' | 'student' | 'administrative'

export const PORTAL_TILES: Array<{ name: string; description: string; categories: Category[]; url: string }> = [
  {
    name: 'Student',
    description: 'Registration, results, timetable and fees for students.',
    categories: ['student', 'administrative'],
    url: `${PORTAL}/student`,
  },
  {
    name: 'Staff',
    description: 'Payslips, leave and records for staff.',
    categories: ['staff', 'administrative'],
    url: `${PORTAL}/staff`,
  },
  {
    name: 'Academic',
    description: 'Courses, lecturers, scores and transcripts.',
    categories: ['staff', 'student'],
    url: `${PORTAL}/academic`,
  },
  {
    name: 'E-Learning',
    description: 'Course pages, lecture notes, assignments, quizzes and recorded lectures on the learning platform.',
    categories: ['staff', 'student'],
    url: `https://elearning.${DOMAIN}`,
  },
  {
    name: 'Finance & Records',
    description: 'Invoices, receipts, budgets and financial records.',
    categories: ['staff', 'administrative'],
    url: `${PORTAL}/finance`,
  },
  {
    name: 'Admission',
    description: 'Apply, upload documents and track your application.',
    categories: ['student', 'administrative'],
    url: `${PORTAL}/admission`,
  },
  {
    name: 'Media',
    description: 'News, photos and announcements for the university community.',
    categories: ['staff', 'student', 'administrative'],
    url: `${PORTAL}/media`,
  },
  {
    name: 'Hostel',
    description: 'Apply for a room and manage your hall allocation.',
    categories: ['student', 'administrative'],
    url: `${PORTAL}/hostel`,
  },
  {
    name: 'Inventory',
    description: 'Stores, equipment and asset records.',
    categories: ['staff', 'administrative'],
    url: `${PORTAL}/inventory`,
  },
  {
    name: 'Support',
    description: 'Raise and follow help-desk requests.',
    categories: ['staff', 'student', 'administrative'],
    url: `${PORTAL}/support`,
  },
  {
    name: 'Human Resource',
    description: 'Recruitment, appraisals and staff development.',
    categories: ['staff', 'administrative'],
    url: `${PORTAL}/hr`,
  },
  {
    name: 'Web Mail',
    description: 'University e-mail for staff and students.',
    categories: ['staff', 'student'],
    url: `https://mail.${DOMAIN}`,
  },
  {
    name: 'KOHA library',
    description: 'Search the library catalogue and renew loans.',
    categories: ['staff', 'student'],
    url: `https://library.${DOMAIN}`,
  },
  {
    name: 'DSpace',
    description: 'Theses, papers and reports in the institutional repository.',
    categories: ['staff', 'student'],
    url: `https://repository.${DOMAIN}`,
  },
  {
    name: 'Journals',
    description: 'Journals published by the university.',
    categories: ['staff', 'student'],
    url: `https://journals.${DOMAIN}`,
  },
  {
    name: 'Open Courseware',
    description: 'Free lecture videos and course materials.',
    categories: ['staff', 'student'],
    url: `https://ocw.${DOMAIN}`,
  },
]

const LOCATION = 'Atlantic Crest University, Uyo, Akwa Ibom State'

export const CENTRES: Array<{ name: string; tagline: string; location: string; initiatives: string[]; url: string }> = [
  {
    name: 'Environment and Climate Research',
    tagline: 'Science and solutions for a changing climate',
    location: LOCATION,
    initiatives: ['Climate Change', 'Green Growth and Sustainable Development', 'Climate Adaptation and Resilience'],
    url: `https://ecr.${DOMAIN}`,
  },
  {
    name: 'Culture and Language Studies',
    tagline: 'Keeping our languages and heritage alive',
    location: LOCATION,
    initiatives: [
      'Indigenous language preservation and revitalisation',
      'Cultural exchange and heritage documentation',
      'Multilingual research and translation hub',
    ],
    url: `https://cls.${DOMAIN}`,
  },
  {
    name: 'Strategic and Global Studies',
    tagline: 'African perspectives on a connected world',
    location: LOCATION,
    initiatives: [
      'Africa-focused policy and governance lab',
      'Leadership and global affairs fellowship',
      'Geopolitical intelligence and strategy watch',
    ],
    url: `https://sgs.${DOMAIN}`,
  },
  {
    name: 'Governance and Leadership',
    tagline: 'Building accountable institutions and leaders',
    location: LOCATION,
    initiatives: [
      'Good governance innovation hub',
      'Emerging Leaders Development Programme',
      'Democracy and civic engagement initiative',
    ],
    url: `https://cgl.${DOMAIN}`,
  },
  {
    name: 'Geo-Sciences and Earth Research',
    tagline: 'Understanding the Earth beneath our feet',
    location: LOCATION,
    initiatives: [
      'Sustainable resource mapping and exploration',
      'Climate change impact and adaptation',
      'Earth observation and data analytics lab',
    ],
    url: `https://geo.${DOMAIN}`,
  },
  {
    name: 'Sciences, Technology, and Innovation',
    tagline: 'From the laboratory to the marketplace',
    location: LOCATION,
    initiatives: [
      'Innovation incubation and tech entrepreneurship',
      'STEM education and research advancement',
      'Digital transformation and smart solutions',
    ],
    url: `https://sti.${DOMAIN}`,
  },
]
