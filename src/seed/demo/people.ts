/** People of the fictional university: name pools, portraits, leadership. All names are invented combinations. */
import type { PortraitSpec } from '../images'

export type Gender = 'female' | 'male'

export const TITLES = ['Prof.', 'Dr.', 'Engr.', 'Mr.', 'Mrs.', 'Ms.', 'Barr.'] as const

export const DESIGNATIONS = [
  'Professor',
  'Associate Professor',
  'Senior Lecturer',
  'Lecturer I',
  'Lecturer II',
  'Assistant Lecturer',
  'Graduate Assistant',
  'Registrar',
  'Deputy Registrar',
  'Bursar',
  'University Librarian',
  'Chief Technologist',
] as const

export type Designation = (typeof DESIGNATIONS)[number]

export const FIRST_NAMES: Record<Gender, string[]> = {
  female: [
    'Aniebiet',
    'Ekaette',
    'Imaobong',
    'Mfon',
    'Nkoyo',
    'Adaeze',
    'Ngozi',
    'Chiamaka',
    'Funmilayo',
    'Folake',
    'Aisha',
    'Hauwa',
    'Uduak',
    'Inemesit',
    'Itoro',
    'Ememobong',
    'Ifeoma',
    'Yetunde',
    'Kemi',
    'Zainab',
    'Ofonime',
    'Eno',
    'Arit',
    'Nneka',
    'Abasiama',
    'Titilayo',
    'Amina',
    'Ebere',
    'Mmeyene',
    'Idara',
  ],
  male: [
    'Emmanuel',
    'Ubong',
    'Aniekan',
    'Ekemini',
    'Idongesit',
    'Chukwuemeka',
    'Oluwaseun',
    'Babatunde',
    'Ibrahim',
    'Musa',
    'Kingsley',
    'Uwem',
    'Nsikak',
    'Tunde',
    'Chinedu',
    'Obinna',
    'Ifeanyi',
    'Yakubu',
    'Samuel',
    'Daniel',
    'Edidiong',
    'Ikechukwu',
    'Femi',
    'Aminu',
    'Anietie',
    'Godwin',
    'Kufre',
    'Mfoniso',
    'Olumide',
    'Sunday',
  ],
}

export const MIDDLE_NAMES: Record<Gender, string[]> = {
  female: ['Grace', 'Mary', 'Esther', 'Ruth', 'Comfort', 'Patience', 'Joy', 'Blessing'],
  male: ['Joseph', 'Peter', 'Paul', 'John', 'David', 'James', 'Michael', 'Sampson'],
}

export const SURNAMES = [
  'Udo',
  'Akpan',
  'Etim',
  'Bassey',
  'Okon',
  'Essien',
  'Ekpo',
  'Umoh',
  'Inyang',
  'Effiong',
  'Ekanem',
  'Udoh',
  'Ukpong',
  'Obot',
  'Edet',
  'Asuquo',
  'Eyo',
  'Okafor',
  'Nwosu',
  'Eze',
  'Okeke',
  'Adeyemi',
  'Ogunleye',
  'Bello',
  'Abubakar',
  'Danjuma',
  'Ibekwe',
  'Onuoha',
  'Adebayo',
  'Olatunji',
  'Akinola',
  'Ikpe',
  'Antai',
  'Ating',
  'Ntuk',
  'Etuk',
  'Ibanga',
  'Offiong',
  'Archibong',
  'Ekong',
  'Nwachukwu',
  'Ojo',
  'Balogun',
  'Yusuf',
  'Garba',
  'Uko',
  'Udofia',
  'Ekwere',
  'Usoro',
  'Ukpe',
  'Eshiet',
  'Ikott',
  'Nkanta',
  'Okorie',
  'Amadi',
  'Ogbonna',
  'Adewale',
  'Lawal',
  'Idris',
  'Ukoh',
  'Enang',
  'Ita',
]

/** Universities where staff studied (real institutions, for plausibility of fictional people). */
export const INSTITUTIONS = {
  local: [
    'University of Uyo',
    'University of Calabar',
    'University of Nigeria, Nsukka',
    'University of Ibadan',
    'Obafemi Awolowo University',
    'University of Port Harcourt',
    'Ahmadu Bello University',
    'University of Benin',
    'University of Lagos',
    'Federal University of Technology, Owerri',
    'Covenant University',
    'University of Ilorin',
  ],
  abroad: [
    'University of Aberdeen',
    'University of Leeds',
    'University of Cape Town',
    'University of the Witwatersrand',
    'Imperial College London',
    'University of Nottingham',
    'Kwame Nkrumah University of Science and Technology',
    'University of Manchester',
    'Stellenbosch University',
    'University of Strathclyde',
  ],
}

/**
 * Thirteen portraits described by hand, one person each: the leaders' (LeaderSeed.portrait), the founder's
 * (FOUNDER_PORTRAIT) and the Pro-Chancellor's (the same person as his Board entry). The first six and the last are women.
 * Staff get portraits of their own (staffPortrait): no two people share one (the content audit checks).
 */
export const PORTRAITS: Array<Omit<PortraitSpec, 'seed'> & { gender: Gender; label: string }> = [
  {
    gender: 'female',
    label: 'a smiling woman in a red gele and blouse',
    skin: 5,
    hair: 'gele',
    outfit: 'blouse',
    cloth: '#b23a48',
    background: '#cfe3e8',
  },
  {
    gender: 'female',
    label: 'a woman with long braids in a purple top',
    skin: 7,
    hair: 'braids',
    outfit: 'blouse',
    cloth: '#6a4c93',
    background: '#f7d9c4',
  },
  {
    gender: 'female',
    label: 'a woman with her hair in a bun, wearing glasses and a yellow shirt',
    skin: 3,
    hair: 'bun',
    outfit: 'shirt',
    cloth: '#e09f3e',
    background: '#d3ecdf',
    glasses: true,
  },
  {
    gender: 'female',
    label: 'a woman with an afro in a teal blouse',
    skin: 1,
    hair: 'afro',
    outfit: 'blouse',
    cloth: '#2a9d8f',
    background: '#f4e1b5',
  },
  {
    gender: 'female',
    label: 'an older woman in a blue gele, wearing glasses',
    skin: 2,
    hair: 'gele',
    outfit: 'blouse',
    cloth: '#1f4e79',
    background: '#f2d7d9',
    glasses: true,
  },
  {
    // The Vice-Chancellor's: a blouse, not a suit (the suit is drawn with a tie, read as a man's).
    gender: 'female',
    label: 'a woman with her hair in a bun in a dark green blouse and gold necklace',
    skin: 8,
    hair: 'bun',
    outfit: 'blouse',
    cloth: '#264653',
    background: '#e4dcf1',
  },
  {
    gender: 'male',
    label: 'a man in a blue suit and red tie, wearing glasses',
    skin: 2,
    hair: 'short',
    outfit: 'suit',
    cloth: '#1f4e79',
    background: '#f4d6a0',
    glasses: true,
  },
  {
    gender: 'male',
    label: 'an older man with grey hair and beard, wearing glasses and a grey suit',
    skin: 3,
    hair: 'low',
    outfit: 'suit',
    cloth: '#333c4a',
    background: '#dbe4f0',
    grey: true,
    beard: true,
    glasses: true,
  },
  {
    gender: 'male',
    label: 'a bald man in a dark teal suit',
    skin: 0,
    hair: 'bald',
    outfit: 'suit',
    cloth: '#264653',
    background: '#f0e0c0',
  },
  {
    gender: 'male',
    label: 'a bearded man in a white agbada and a blue fila cap',
    skin: 1,
    hair: 'fila',
    outfit: 'agbada',
    cloth: '#f4f1e8',
    background: '#d8e8c8',
    beard: true,
  },
  {
    gender: 'male',
    label: 'a man with an afro in a green shirt',
    skin: 4,
    hair: 'afro',
    outfit: 'shirt',
    cloth: '#2e7d6b',
    background: '#e8d5f0',
  },
  {
    gender: 'male',
    label: 'a bearded man with short hair in an orange shirt',
    skin: 6,
    hair: 'short',
    outfit: 'shirt',
    cloth: '#e76f51',
    background: '#cde4f5',
    beard: true,
  },
  {
    gender: 'female',
    label: 'an older woman with grey hair in a bun, wearing glasses and a green blouse',
    skin: 4,
    hair: 'bun',
    outfit: 'blouse',
    cloth: '#2e7d6b',
    background: '#f4d6a0',
    grey: true,
    glasses: true,
  },
]

export type LeaderSeed = {
  /** No dean here: the Senate tab shows each faculty's dean from the faculty itself. */
  category: 'Board' | 'Management' | 'Senate'
  title: string
  fullName: string
  designation: string
  gender: Gender
  portrait: number
  about: string[]
}

export const PRO_CHANCELLOR = {
  title: 'Amb.',
  fullName: 'Nsikak Edet Ekpenyong (OON)',
  displayName: 'Amb. Nsikak Edet Ekpenyong, OON',
  designation: 'Pro-Chancellor and Chairman of Council',
}

export const LEADERS: LeaderSeed[] = [
  {
    category: 'Board',
    title: PRO_CHANCELLOR.title,
    fullName: PRO_CHANCELLOR.fullName,
    designation: PRO_CHANCELLOR.designation,
    gender: 'male',
    portrait: 9,
    about: [
      'Ambassador Ekpenyong is a career diplomat who served Nigeria in Accra, Geneva and Nairobi before retiring from the foreign service. He chairs the Governing Council of Atlantic Crest University.',
      'He holds degrees in political science and international relations and is a patron of several youth education charities in Akwa Ibom State.',
    ],
  },
  {
    category: 'Board',
    title: 'Chief',
    fullName: 'Arit Bassey-Inyang (Mrs.)',
    designation: 'Member of Council',
    gender: 'female',
    portrait: 4,
    about: [
      'Chief (Mrs.) Bassey-Inyang is a chartered accountant and former managing director of a regional microfinance bank. She chairs the Council’s Finance and General Purposes Committee.',
    ],
  },
  {
    category: 'Board',
    title: 'Engr.',
    fullName: 'Ubong Sampson Etukudo (FNSE)',
    designation: 'Member of Council',
    gender: 'male',
    portrait: 6,
    about: [
      'Engr. Etukudo is a Fellow of the Nigerian Society of Engineers with thirty years in power and infrastructure projects. He chairs the Council’s Works and Estates Committee.',
    ],
  },
  {
    category: 'Management',
    title: 'Prof.',
    fullName: 'Ekaette Mfon Udoaka',
    designation: 'Vice-Chancellor',
    gender: 'female',
    portrait: 5,
    about: [
      'Professor Udoaka is a chemical engineer and the Vice-Chancellor of Atlantic Crest University. Before her appointment she was Deputy Vice-Chancellor (Academic) of a federal university of technology and a visiting professor in Aberdeen.',
      'Her research on gas flare reduction has informed state and federal policy, and she has supervised more than twenty doctoral students.',
    ],
  },
  {
    category: 'Management',
    title: 'Prof.',
    fullName: 'Olufemi Adebayo Ogunleye',
    designation: 'Deputy Vice-Chancellor (Academic)',
    gender: 'male',
    portrait: 11,
    about: [
      'Professor Ogunleye is an economist who oversees teaching, curriculum and quality assurance. He previously led the postgraduate school of a leading Nigerian university.',
    ],
  },
  {
    category: 'Management',
    title: 'Prof.',
    fullName: 'Imaobong Grace Essien (Mrs.)',
    designation: 'Deputy Vice-Chancellor (Administration)',
    gender: 'female',
    portrait: 0,
    about: [
      'Professor Essien is a professor of nursing science who oversees student affairs, welfare and administration. She is a Fellow of the West African College of Nursing.',
    ],
  },
  {
    category: 'Management',
    title: 'Mr.',
    fullName: 'Idongesit Paul Umoren',
    designation: 'Registrar and Secretary to Council',
    gender: 'male',
    portrait: 8,
    about: [
      'Mr. Umoren heads the Registry, which keeps student records, admissions and examinations, and serves as Secretary to Council and Senate. He has twenty-two years of university administration experience.',
    ],
  },
  {
    category: 'Management',
    title: 'Mrs.',
    fullName: 'Nkoyo Eyo Henshaw',
    designation: 'Bursar',
    gender: 'female',
    portrait: 2,
    about: [
      'Mrs. Henshaw is a chartered accountant who leads the Bursary: fees, payroll, budgets and financial reporting. She introduced online fee payment and instant receipts for students.',
    ],
  },
  {
    category: 'Management',
    title: 'Dr.',
    fullName: 'Chiamaka Ngozi Okafor (Mrs.)',
    designation: 'University Librarian',
    gender: 'female',
    portrait: 3,
    about: [
      'Dr. Okafor leads the University Library, its KOHA catalogue, the DSpace institutional repository and the open courseware channel. Her research is on digital preservation in African libraries.',
    ],
  },
  // Senate members who are not a faculty's dean (the deans come from the faculties).
  {
    category: 'Senate',
    title: 'Prof.',
    fullName: 'Ememobong Alice Okoro',
    designation: 'Dean, School of Postgraduate Studies',
    gender: 'female',
    portrait: 12,
    about: [
      'Professor Okoro is a microbiologist who leads the School of Postgraduate Studies: admissions to master’s programmes, supervision and the quality of theses.',
    ],
  },
  {
    category: 'Senate',
    title: 'Dr.',
    fullName: 'Kufre Edem Nkanga',
    designation: 'Dean of Student Affairs',
    gender: 'male',
    portrait: 10,
    about: [
      'Dr. Nkanga looks after student welfare, the Students’ Union, clubs and sports, and counselling. He represents students’ interests in Senate.',
    ],
  },
  {
    category: 'Senate',
    title: 'Prof.',
    fullName: 'Uduak Ime Akpabio (Mrs.)',
    designation: 'Director of Academic Planning',
    gender: 'female',
    portrait: 1,
    about: [
      'Professor Akpabio plans the university’s programmes, staffing and timetables with the faculties, and prepares its accreditation visits by the National Universities Commission.',
    ],
  },
]

/** The founder's portrait (the about page), nobody else's. */
export const FOUNDER_PORTRAIT = 7

export const FOUNDER = {
  name: 'Chief (Dr.) Akaninyene Etim Obot',
  role: 'Founder and Chancellor',
  biography:
    'Chief (Dr.) Akaninyene Etim Obot grew up in Ikot Ekpene and built a career in marine logistics across the Gulf of Guinea. Convinced that the region’s young people deserved a university that matched the best in the world, he founded Atlantic Crest University in 2023 with an endowment for scholarships, laboratories and research. He serves as Chancellor and remains a familiar face at matriculation and convocation, where he reminds students that knowledge is only worth what it does for others.',
}

const STAFF_LOOKS: Record<Gender, Array<Pick<PortraitSpec, 'hair' | 'outfit'> & { words: string }>> = {
  female: [
    { hair: 'gele', outfit: 'blouse', words: 'a woman in a gele and blouse' },
    { hair: 'braids', outfit: 'blouse', words: 'a woman with braids in a blouse' },
    { hair: 'bun', outfit: 'shirt', words: 'a woman with her hair in a bun, in a shirt' },
    { hair: 'afro', outfit: 'blouse', words: 'a woman with an afro in a blouse' },
    { hair: 'braids', outfit: 'shirt', words: 'a woman with braids in a shirt' },
  ],
  male: [
    { hair: 'short', outfit: 'suit', words: 'a man in a suit and tie' },
    { hair: 'low', outfit: 'shirt', words: 'a man with short hair in a shirt' },
    { hair: 'bald', outfit: 'suit', words: 'a bald man in a suit and tie' },
    { hair: 'fila', outfit: 'agbada', words: 'a man in an agbada and a fila cap' },
    { hair: 'afro', outfit: 'shirt', words: 'a man with an afro in a shirt' },
  ],
}
const STAFF_CLOTH = ['#b23a48', '#6a4c93', '#e09f3e', '#2a9d8f', '#1f4e79', '#264653', '#e76f51', '#2e7d6b', '#5c4d7d']
const STAFF_BACKGROUND = ['#cfe3e8', '#f7d9c4', '#d3ecdf', '#f4e1b5', '#f2d7d9', '#e4dcf1', '#dbe4f0', '#e8d5f0']

/**
 * The n-th staff member's own portrait (n from 0), drawn for their gender: hair, outfit, colours and
 * glasses vary with n, so no two staff members look alike or share a picture with a leader.
 */
export function staffPortrait(gender: Gender, n: number): Omit<PortraitSpec, 'seed'> & { label: string } {
  const looks = STAFF_LOOKS[gender]
  const look = looks[n % looks.length] as (typeof looks)[number]
  const glasses = Math.floor(n / looks.length) % 2 === 1
  const beard = gender === 'male' && n % 3 === 0 && look.hair !== 'bald'
  return {
    skin: (n * 5) % 9,
    hair: look.hair,
    outfit: look.outfit,
    cloth: STAFF_CLOTH[(n * 7) % STAFF_CLOTH.length] as string,
    background: STAFF_BACKGROUND[(n * 3) % STAFF_BACKGROUND.length] as string,
    glasses,
    beard,
    label: `${look.words}${glasses ? ', wearing glasses' : ''}${beard ? ', with a beard' : ''}`,
  }
}
