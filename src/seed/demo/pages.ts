/** Words and figures of the globals (home, about, admissions, hostel pages, page texts and site settings). */
import type { AboutPage, AdmissionsPage, HomePage, HostelPage, PageText, SiteSetting } from '@/payload-types'

import { PAGE_TEXT_DEFAULTS } from '@/globals/page-texts-defaults'

import { FACULTIES, PROGRAMMES } from './academics'
import { PAYMENT_CHANNELS } from './admission-guide'
import { CENTRES, DOMAIN, PORTAL } from './campus'
import { FOUNDER, PRO_CHANCELLOR } from './people'

type Data<T> = Omit<T, 'id' | 'updatedAt' | 'createdAt' | 'globalType'>

export function homePage(media: {
  proChancellor: number
  banner: number
  foundation: number
  undergraduate: number
  centres: number
}): Data<HomePage> {
  return {
    proChancellorName: PRO_CHANCELLOR.displayName,
    proChancellorTitle: PRO_CHANCELLOR.designation,
    proChancellorMessage: [
      'On behalf of the Governing Council, I welcome you to Atlantic Crest University. We set out to build a university in Uyo that young people from Akwa Ibom State, from across Nigeria and from beyond our borders would be proud to attend, and that employers would seek out for its graduates.',
      'Our promise is simple: small classes taught by committed scholars, laboratories and studios where you learn by doing, partnerships with industry that open doors to internships and careers, and a campus where every student is known by name. We pair every degree with the character and the practical skills that the world of work demands.',
      'Whether you are a prospective student, a parent, a partner or a friend of the university, I invite you to visit our campus, meet our staff and students, and see for yourself the future we are building together on the Atlantic coast.',
    ].join('\n\n'),
    proChancellorImage: media.proChancellor,
    campusBannerImage: media.banner,
    offerings: [
      {
        title: 'Foundation School',
        text: 'A one-year bridge in science, engineering, health or the social sciences that prepares you for direct entry into a degree programme.',
        image: media.foundation,
      },
      {
        title: 'Undergraduate Degree',
        text: 'Four- and five-year degrees in engineering, computing, health sciences, law, management and the natural sciences, with industry placements and dual certifications.',
        image: media.undergraduate,
      },
      {
        title: 'Centres of Excellence',
        text: 'Research centres on climate, culture, governance, the earth sciences and innovation, where students join real projects with real impact.',
        image: media.centres,
      },
    ],
    dualCertifications: '2',
  }
}

export function aboutPage(media: { hero: number; founder: number }): Data<AboutPage> {
  return {
    heroTitle: 'Pioneering the Future of African Education',
    heroText:
      'Atlantic Crest University is a private university in Uyo, Akwa Ibom State, founded to give young Africans a world-class education rooted in the needs of their communities.',
    heroImage: media.hero,
    pillars: [
      {
        title: 'Computing & AI',
        text: 'Software, data, security and artificial intelligence for a digital economy, taught in studios where students build real products.',
      },
      {
        title: 'Engineering',
        text: 'Eight engineering disciplines with workshops, laboratories and twelve industry partners for placements and projects.',
      },
      {
        title: 'Health and Science',
        text: 'Nursing, laboratory science, public health and the natural sciences, with clinical postings and field work across the Niger Delta.',
      },
      {
        title: 'Law and Governance',
        text: 'Law, policy and leadership for accountable institutions, with a moot court, a law clinic and a centre for governance.',
      },
    ],
    founder: {
      name: FOUNDER.name,
      role: FOUNDER.role,
      biography: FOUNDER.biography,
      image: media.founder,
    },
    timeline: [
      {
        year: '2023',
        title: 'Establishment',
        text: 'Atlantic Crest University is established in Uyo, Akwa Ibom State, with a founding endowment for scholarships, laboratories and research.',
      },
      {
        year: '2024',
        title: 'Accreditations and approvals',
        text: 'The National Universities Commission grants the university its operating licence and approves its first faculties and programmes.',
      },
      {
        year: '2025',
        title: 'Admissions',
        text: 'The first students are admitted into foundation, undergraduate and postgraduate programmes.',
      },
    ],
    // Figures that can be true of a university whose first students came in 2025: counts of the
    // lists the site shows (the content audit checks them), and no graduate outcomes yet.
    statistics: [
      { value: String(PROGRAMMES.length), label: 'Programmes' },
      { value: String(FACULTIES.length), label: 'Faculties' },
      { value: String(CENTRES.length), label: 'Centres of excellence' },
      { value: '2024', label: 'Licensed by the NUC' },
    ],
    callToAction: {
      title: 'Begin your journey with us',
      // No state here (open, closed): the admission calendar decides it, and the page says it beside the button.
      text: 'We admit students into foundation, undergraduate and postgraduate programmes. Apply online on the admission site while applications are open, or take a virtual tour of the campus first.',
      applyLabel: 'Start Your Application',
      tourLabel: 'Explore Campus Virtually',
    },
  }
}

export function admissionsPage(): Data<AdmissionsPage> {
  return {
    beforeSteps: [
      {
        title: 'Find a course',
        text: 'Browse our faculties and programmes, check the entry requirements and choose the course that fits your goals.',
      },
      {
        title: 'Register',
        text: 'Create an account on the admission portal with a valid e-mail address and phone number.',
      },
      {
        title: 'Submit',
        text: 'Fill in the application form, upload your results and documents, pay the application fee and submit.',
      },
    ],
    afterSteps: [
      {
        title: 'Login',
        text: 'Sign in to the admission portal with the e-mail address and password you registered with.',
      },
      {
        title: 'Track application',
        text: 'Follow the status of your application as it is reviewed, and respond quickly to any request for documents.',
      },
      {
        title: 'Download letter',
        text: 'When you are offered admission, download your admission letter and follow the steps to accept your place.',
      },
    ],
    rules:
      'You may apply to different courses, but not to the same course more than once in the same year. When you are admitted, we send you an e-mail, and your admission letter can be downloaded from the admission portal.',
    tuitionFaq: [
      {
        question: 'What scholarships are available?',
        answer:
          "Merit, need-based and sports scholarships cover part or all of tuition, hostel and feeding costs. See the Scholarships page for the Vice-Chancellor's Merit Scholarship, the Women in STEM Scholarship and the others, with the percentage each covers.",
      },
      {
        question: 'How do I apply for a scholarship?',
        answer:
          'Apply through the Student portal after you accept your admission offer. Merit awards for new students are made automatically from entrance results; other awards need a short application and supporting documents.',
      },
      {
        question: 'How can I pay my fees?',
        answer:
          'Through Remita with the RRR on your invoice, by card on the payment portal, or into one of the university’s bank accounts. The How to pay page lists each channel, its steps and the receipts to keep.',
      },
      {
        question: 'Can I pay tuition in instalments?',
        answer:
          'Yes. Tuition for each semester may be paid in two instalments: at least 60 per cent at registration and the balance before mid-semester examinations.',
      },
    ],
  }
}

export function hostelPage(media: { male: number; female: number }): Data<HostelPage> {
  return {
    intro:
      'Living on campus puts you minutes from lectures, the library and the sports complex, in a safe and supportive community. Our halls of residence have resident wardens, 24-hour security, reading rooms and solar backup power.',
    pricePerSemester: 500000,
    hostels: [
      {
        name: 'Obong Hall',
        gender: 'Male',
        description:
          'The hall for men: 520 bed spaces in four-person rooms, with a common room, a reading room on every floor and a games area.',
        image: media.male,
      },
      {
        name: 'Adiaha Hall',
        gender: 'Female',
        description:
          'The hall for women: 480 bed spaces in four-person rooms, with a common room, a reading room on every floor and a laundry.',
        image: media.female,
      },
    ],
    amenities: [
      { text: 'Furnished four-person rooms with a bed, desk and wardrobe for each student' },
      { text: 'Wi-Fi in every room and reading room' },
      { text: 'Solar backup power and running water' },
      { text: '24-hour security and resident wardens' },
      { text: 'Laundry, common rooms and a cafeteria nearby' },
      { text: 'Health Centre a short walk away' },
    ],
    questions: [
      {
        question: 'How do I apply for a room?',
        answer:
          'Apply through the Hostel portal after you accept your admission offer. Rooms are allocated in order of payment, with priority for first-year students.',
      },
      {
        question: 'How much does accommodation cost?',
        answer:
          'Accommodation is paid each semester, with the caution deposit once, when you first move in; both amounts are at the top of this page. The deposit is refunded when you move out, less the cost of any damage.',
      },
      {
        question: 'Can I choose my roommates?',
        answer:
          'Returning students may request roommates in the Hostel portal before allocation closes. We try to honour requests but cannot guarantee them.',
      },
      {
        question: 'What should I bring?',
        answer:
          'Bedding, a bucket, toiletries, a rechargeable lamp and your admission and payment documents. Cooking appliances are not allowed in rooms.',
      },
      {
        question: 'Can visitors stay overnight?',
        answer:
          'No. Visitors are welcome in the common rooms during visiting hours, 10:00 AM to 6:00 PM, and must sign in at the porter’s lodge.',
      },
    ],
  }
}

export function siteSettings(media: { logo: number }): Data<SiteSetting> {
  return {
    institutionName: 'Atlantic Crest University',
    shortName: 'ACU',
    motto: 'Knowledge, Character, Service',
    logo: media.logo,
    postalAddress: 'Atlantic Crest University\nP.M.B. 1120\nUyo, Akwa Ibom State\nNigeria',
    campusAddresses: [
      { label: 'Main Campus', address: 'Km 9 Ikot Ekpene Road, Use Offot, Uyo, Akwa Ibom State' },
      { label: 'City Campus', address: '18 Crest Avenue, Ewet Housing Estate, Uyo, Akwa Ibom State' },
    ],
    phonePrimary: '+234 802 555 0100',
    phoneSecondary: '+234 909 555 0101',
    emailGeneral: `info@${DOMAIN}`,
    emailAdmissions: `admissions@${DOMAIN}`,
    emailPartnerships: `partnerships@${DOMAIN}`,
    helplineHours: 'Mon-Fri 8:00 AM - 5:00 PM',
    emergencyContacts: [
      { label: 'Campus security', phone: '+234 803 555 0199', note: '24/7' },
      { label: 'Health centre', phone: '+234 803 555 0188', note: 'Open 24 hours for emergencies' },
    ],
    whatsappAdmissions: '+234 803 555 0150',
    whatsappAdmissionsGreeting: 'Hello, I have a question about admission to Atlantic Crest University.',
    whatsappBursary: '+234 803 555 0160',
    whatsappBursaryGreeting: 'Hello, I have a question about fees and payments.',
    whatsappStudentAffairs: '+234 803 555 0170',
    whatsappStudentAffairsGreeting: 'Hello, I have a question for Student Affairs.',
    paymentChannels: PAYMENT_CHANNELS,
    admissionSite: `https://admissions.${DOMAIN}`,
    portalSite: PORTAL,
    portalStudentPage: `${PORTAL}/student`,
    portalAdmissionPage: `${PORTAL}/admission`,
    libraryCatalogue: `https://library.${DOMAIN}`,
    repository: `https://repository.${DOMAIN}`,
    journals: `https://journals.${DOMAIN}`,
    openCourseware: `https://ocw.${DOMAIN}`,
    // A placeholder video id: editors replace it with the university's own campus film.
    campusVideo: 'https://www.youtube-nocookie.com/embed/AcuCampus01',
    socialX: 'https://x.com/atlanticcrestng',
    socialInstagram: 'https://www.instagram.com/atlanticcrestng',
    socialFacebook: 'https://www.facebook.com/atlanticcrestng',
    socialLinkedin: 'https://www.linkedin.com/school/atlantic-crest-university',
    socialYoutube: 'https://www.youtube.com/@atlanticcrestng',
    // As the privacy notice says (src/seed/demo/legal.ts).
    visitMonthsKept: 25,
  }
}

/** The page texts are the defaults the global falls back to (src/globals/page-texts.ts). */
export function pageTexts(): Data<PageText> {
  return PAGE_TEXT_DEFAULTS
}
