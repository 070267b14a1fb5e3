import type { MemberTypeKey } from '@fairplay/domain';

/** The demo club: a busy two-site racquet and golf club. Content only; demo.ts writes it. */
export const DEMO_PASSWORD = 'fairplay1';

export const DEMO_CLUB = {
  name: 'Riverside Racquet & Golf Club',
  address: '1200 River Road, Austin, TX 78703',
  timezone: 'America/Chicago',
  plan: 'enterprisecourtandlessonproviderplan',
  // New members join after staff approve their request (issue 9, "Joining a club").
  joinPolicy: 'approval' as const,
};

export const DEMO_LOCATIONS = [
  { key: 'main', name: 'Riverside Main Club', address: '1200 River Road, Austin, TX 78703' },
  { key: 'golf', name: 'Eastside Golf Studio', address: '455 East 6th Street, Austin, TX 78701' },
] as const;

export const DEMO_FACILITY_GROUPS = [
  {
    name: 'Tennis',
    location: 'main',
    sportCategory: 'racquets',
    courts: ['Centre Court', 'Court 2', 'Court 3', 'Court 4', 'Court 5', 'Court 6', 'Clay 1', 'Clay 2'],
  },
  {
    name: 'Pickleball',
    location: 'main',
    sportCategory: 'racquets',
    courts: ['Pickleball 1', 'Pickleball 2', 'Pickleball 3', 'Pickleball 4', 'Pickleball 5', 'Pickleball 6'],
  },
  { name: 'Golf simulators', location: 'golf', sportCategory: 'golf', courts: ['Bay 1', 'Bay 2', 'Bay 3', 'Bay 4'] },
] as const;

/** Recent arrivals: who checked in where, and how many hours before the seed ran. */
export const DEMO_CHECK_INS = [
  { username: 'lucas.wilson', location: 'main', hoursAgo: 2 },
  { username: 'member', location: 'main', hoursAgo: 5 },
  { username: 'lucas.wilson', location: 'golf', hoursAgo: 26 },
  { username: 'member', location: 'golf', hoursAgo: 30 },
  { username: 'lucas.wilson', location: 'main', hoursAgo: 49 },
] as const;

/**
 * The club's service types. Lesson and coaching types do not apply to court time (issue 24 point 18); members book
 * court time as a Match or a Simulator Session. A private lesson runs one or two hours, and so does a match (min/max
 * enabled, issue 10): members booking court time as a Match are held to it; the other types follow the club's limits.
 */
export const DEMO_SERVICE_TYPES: {
  displayName: string;
  color: string;
  isMinMaxEnabled?: boolean;
  minListDuration?: number;
  maxListDuration?: number;
  courtTime: boolean;
}[] = [
  {
    displayName: 'Private Lesson',
    color: '#1bb1e4',
    isMinMaxEnabled: true,
    minListDuration: 60,
    maxListDuration: 120,
    courtTime: false,
  },
  { displayName: 'Semi-Private Lesson', color: '#7b61ff', courtTime: false },
  { displayName: 'Group Clinic', color: '#1aab8a', courtTime: false },
  { displayName: 'Cardio Tennis', color: '#f08c00', courtTime: false },
  { displayName: 'Junior Academy', color: '#e64980', courtTime: false },
  { displayName: 'Pickleball 101', color: '#2f9e44', courtTime: false },
  { displayName: 'Simulator Session', color: '#495057', courtTime: true },
  { displayName: 'Club Fitting', color: '#c92a2a', courtTime: false },
  {
    displayName: 'Match',
    color: '#0b7285',
    isMinMaxEnabled: true,
    minListDuration: 60,
    maxListDuration: 120,
    courtTime: true,
  },
];

export interface DemoPerson {
  username: string;
  firstName: string;
  lastName: string;
  memberType: MemberTypeKey;
  userType: 'bu' | 'nbu';
  phone?: string;
  dob?: string;
  family?: string;
  /** The family role (issue 16): the second adult is the spouse, the others children. */
  familyRole?: 'child' | 'spouse';
}

/** The six documented sign-ins come first; everyone shares the demo password. */
export const DEMO_STAFF: DemoPerson[] = [
  {
    username: 'owner',
    firstName: 'Olivia',
    lastName: 'Bennett',
    memberType: 'owner',
    userType: 'bu',
    phone: '+15125550100',
    dob: '1979-04-12',
  },
  {
    username: 'admin',
    firstName: 'Marcus',
    lastName: 'Reid',
    memberType: 'admin',
    userType: 'bu',
    phone: '+15125550101',
    dob: '1985-09-03',
  },
  {
    username: 'reception',
    firstName: 'Priya',
    lastName: 'Shah',
    memberType: 'reception',
    userType: 'bu',
    phone: '+15125550102',
    dob: '1994-01-22',
  },
  {
    username: 'accountant',
    firstName: 'Daniel',
    lastName: 'Kim',
    memberType: 'accountant',
    userType: 'bu',
    phone: '+15125550103',
    dob: '1981-06-30',
  },
  {
    username: 'coach',
    firstName: 'Carlos',
    lastName: 'Mendoza',
    memberType: 'coach',
    userType: 'bu',
    phone: '+15125550104',
    dob: '1990-11-08',
  },
  {
    username: 'coach.sofia',
    firstName: 'Sofia',
    lastName: 'Laurent',
    memberType: 'supercoach',
    userType: 'bu',
    phone: '+15125550105',
    dob: '1987-02-14',
  },
  {
    username: 'coach.james',
    firstName: 'James',
    lastName: "O'Connor",
    memberType: 'coach',
    userType: 'bu',
    phone: '+15125550106',
    dob: '1992-07-19',
  },
  {
    username: 'coach.mei',
    firstName: 'Mei',
    lastName: 'Tanaka',
    memberType: 'superdupercoach',
    userType: 'bu',
    phone: '+15125550107',
    dob: '1983-12-01',
  },
  {
    username: 'shop.alex',
    firstName: 'Alex',
    lastName: 'Novak',
    memberType: 'proshop',
    userType: 'bu',
    phone: '+15125550108',
    dob: '1998-05-27',
  },
];

const FAMILIES: { surname: string; people: [string, string][] }[] = [
  {
    surname: 'Wilson',
    people: [
      ['member', 'Emma'],
      ['lucas.wilson', 'Lucas'],
      ['mia.wilson', 'Mia'],
    ],
  },
  {
    surname: 'Garcia',
    people: [
      ['sam.garcia', 'Samuel'],
      ['ana.garcia', 'Ana'],
      ['leo.garcia', 'Leo'],
      ['isla.garcia', 'Isla'],
    ],
  },
  {
    surname: 'Nguyen',
    people: [
      ['linh.nguyen', 'Linh'],
      ['bao.nguyen', 'Bao'],
      ['kim.nguyen', 'Kim'],
    ],
  },
  {
    surname: 'Okafor',
    people: [
      ['chidi.okafor', 'Chidi'],
      ['ada.okafor', 'Ada'],
    ],
  },
  {
    surname: 'Larsen',
    people: [
      ['erik.larsen', 'Erik'],
      ['freya.larsen', 'Freya'],
      ['nils.larsen', 'Nils'],
    ],
  },
  {
    surname: 'Patel',
    people: [
      ['raj.patel', 'Raj'],
      ['nina.patel', 'Nina'],
      ['dev.patel', 'Dev'],
    ],
  },
];

const SINGLES: [string, string, string][] = [
  ['grace.hopper', 'Grace', 'Hopper'],
  ['tom.brady', 'Thomas', 'Bradley'],
  ['zoe.martin', 'Zoe', 'Martin'],
  ['omar.haddad', 'Omar', 'Haddad'],
  ['julia.rossi', 'Julia', 'Rossi'],
  ['ben.carter', 'Ben', 'Carter'],
  ['hana.sato', 'Hana', 'Sato'],
  ['ivan.petrov', 'Ivan', 'Petrov'],
  ['chloe.dubois', 'Chloe', 'Dubois'],
  ['noah.fischer', 'Noah', 'Fischer'],
  ['ava.thompson', 'Ava', 'Thompson'],
  ['liam.walsh', 'Liam', 'Walsh'],
  ['maya.cohen', 'Maya', 'Cohen'],
  ['ethan.brooks', 'Ethan', 'Brooks'],
  ['sara.lind', 'Sara', 'Lind'],
  ['diego.ramos', 'Diego', 'Ramos'],
  ['nora.quinn', 'Nora', 'Quinn'],
  ['felix.wagner', 'Felix', 'Wagner'],
  ['ruby.evans', 'Ruby', 'Evans'],
  ['kai.morgan', 'Kai', 'Morgan'],
  ['elena.popescu', 'Elena', 'Popescu'],
  ['jack.hughes', 'Jack', 'Hughes'],
];

function birthDate(index: number, child: boolean): string {
  const year = child ? 2010 + (index % 8) : 1960 + ((index * 7) % 40);
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String(((index * 5) % 28) + 1).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

export const DEMO_MEMBERS: DemoPerson[] = [
  ...FAMILIES.flatMap((family, familyIndex) =>
    family.people.map(([username, firstName], personIndex) => ({
      username,
      firstName,
      lastName: family.surname,
      memberType: 'member' as const,
      userType: 'nbu' as const,
      family: family.surname,
      familyRole: personIndex === 1 ? ('spouse' as const) : personIndex >= 2 ? ('child' as const) : undefined,
      phone: personIndex === 0 ? `+1512555${String(200 + familyIndex).padStart(4, '0')}` : undefined,
      dob: birthDate(familyIndex * 4 + personIndex, personIndex >= 2),
    })),
  ),
  ...SINGLES.map(([username, firstName, lastName], index) => ({
    username,
    firstName,
    lastName,
    memberType: 'member' as const,
    userType: 'nbu' as const,
    phone: `+1512555${String(300 + index).padStart(4, '0')}`,
    dob: birthDate(index + 30, false),
  })),
];

export const DEMO_CODES = [
  { code: 'FAIRPLAY-DEMO', plan: 'enterprisecourtandlessonproviderplan' as const, percentOff: 20 },
  { code: 'ACE-DEMO', plan: 'courtandlessonproviderplan' as const, percentOff: 10 },
];

/** Customers whose requests to join wait for staff (they have no current club and cannot book yet). */
export const DEMO_JOIN_REQUESTS = [
  { username: 'zara.ahmed', firstName: 'Zara', lastName: 'Ahmed', hoursAgo: 20 },
  { username: 'owen.lindqvist', firstName: 'Owen', lastName: 'Lindqvist', hoursAgo: 3 },
] as const;

/** An invitation staff sent and nobody has accepted yet (signing up with this e-mail joins the club). */
export const DEMO_INVITATION = { email: 'priya.raman@example.org', hoursAgo: 26 } as const;
