import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  businesses,
  clubSubscriptions,
  businessMembers,
  courts,
  emailOutbox,
  facilityGroups,
  locations,
  memberTypeRoles,
  memberTypes,
  serviceTypes,
  users,
} from '@fairplay/db';
import { endpoints, type EndpointDefinition, type Endpoints } from '@fairplay/contracts';
import { API_PREFIX } from '../app.js';
import { startTestApp, type TestApp, errorFields } from './harness.js';

const WAIVER = 'the waiver stays in its club (modules/waivers/waivers.test.ts)';
const CLUB_IMAGE =
  "a club's image changes only its own page, and is served only at its club's uid and key (modules/settings/club-image.test.ts)";
const STRUCTURE = 'locations, facility groups and check-ins stay in their club';
const APPOINTMENTS = 'appointments stay in their club (modules/appointments/appointments-tenancy.test.ts)';
const DESK = 'the front desk finds, checks in and lists only its own club (modules/locations/checkin-desk.test.ts)';
const JOINING = 'join requests and invitations stay in their club (modules/joining/joining-tenancy.test.ts)';
const MEMBER_IMPORT = 'an import writes and reports only its club (modules/member-import/member-import.test.ts)';
const MEMBER_PROFILE =
  "another club's members, notes and level types answer 404 (modules/member-profile/member-profile.test.ts)";
const CUSTOMERS = 'the customers list stays in its club (modules/members/members-tenancy.test.ts)';
const OWN_FAMILY = 'a member adds only to their own family in their own club (modules/members/own-family.test.ts)';
const FAMILIES = "another club's members and families answer 404 (modules/families/families-tenancy.test.ts)";
const GROUPS = "another club's groups and members answer 404 (modules/groups/groups-tenancy.test.ts)";
const STAFF = 'staff, coaches and roles stay in their club (modules/staff/staff.test.ts)';
const RESTRICTIONS =
  "another club's restrictions, overrides and members answer 404 (modules/restrictions/restrictions.test.ts)";
const NOTIFICATIONS = 'notifications stay in their club (modules/notifications/notifications-tenancy.test.ts)';
const RULES = "another club's availability rules answer 404 (modules/availability/availability-tenancy.test.ts)";
const TAGS = "another club's tags answer 404 and cannot go on a booking (modules/tags/tags.test.ts)";
const FREEZES = "another club's freezes answer 404 and its courts 400 (modules/availability/freezes.test.ts)";
const LESSONS =
  "another club's lessons, occurrences, courts and coaches answer 404 or 400 (modules/lessons/lessons.test.ts)";
const ADD_ONS = "another club's add-ons and courts answer 404 or 400 (modules/add-ons/add-ons.test.ts)";
const POINTS =
  "another club's point entities, gifts, members and facility groups answer 404 (modules/points/points.test.ts)";
const BOOKING_PAYMENTS =
  "another club's bookings answer 404 and its courts 400, nothing charged (modules/booking-payments/booking-payments.test.ts)";
const SPLIT_PAYMENTS =
  "another club's shares answer 404 and are never listed, nothing charged (modules/booking-payments/split-payments.test.ts)";
const COACHES =
  "another club's availabilities and sessions answer 404, its coaches, types and courts 400 (modules/coaches/coaches.test.ts, coach-sessions.test.ts)";
const COACH_PAYMENTS =
  "another club's coaches and courts answer 400, nothing booked or charged (modules/coaches/coach-paying.test.ts)";
const READERS =
  "another club's readers and terminal payments answer 404 and change nothing (modules/payments/readers.test.ts)";
const PLANS =
  "another club's plans, subscriptions and members answer 404 and change nothing (modules/memberships/memberships-tenancy.test.ts)";
const COUPONS =
  "another club's coupons are unknown: they answer 404, are not listed and cannot be redeemed (modules/memberships/coupons.test.ts)";
const CLASS_PACKS =
  "another club's members, packs and lessons answer 404, nothing spent (modules/class-packs/class-packs.test.ts)";
const SHOP =
  "another club's lists, models, items, stock and sales answer 404 or 400 and change nothing (modules/shop/catalog.test.ts)";
const RECEIPTS = "another club's charges answer 404 and nothing is mailed (modules/payments/receipts.test.ts)";
const INTEGRATIONS =
  "another club's keys, endpoints and deliveries answer 404 and are never listed (modules/integrations/api-keys.test.ts, webhooks.test.ts)";
const OPS_REPORTS =
  "a report counts only its own club's courts, bookings, plans and members (modules/reports/utilization.test.ts, memberships.test.ts, at-risk.test.ts use clubs of their own beside the demo club, and the GET sweep here)";
const PAYMENTS =
  "another club's charges, taxes, members and saved methods answer 404 or 400 (modules/payments/payments-tenancy.test.ts)";
const REPORTS = "a report counts only its own club's ledger and bookings (modules/reports/revenue.test.ts)";

/**
 * Club A is the seeded demo club; club B registers beside it. Neither may read or change the other's data
 * through any route.
 *
 * ISOLATION names, for every endpoint of the table, the test that covers its isolation. Its type follows the
 * table, so a new endpoint without a note here does not compile; the inventory guard at the end checks that the
 * router and the OpenAPI document hold exactly the table's routes.
 */
const ISOLATION: { [G in keyof Endpoints]: { [K in keyof Endpoints[G]]: string } } = {
  auth: {
    login: 'signs in to its own club only',
    logout: "account routes act on the caller's own account only",
    verifyUsername: 'public account look-ups reveal no club data',
    verifyDemoCode: 'public account look-ups reveal no club data',
    register: 'a registered club starts with its own rows only',
    forgotPassword: "password resets stay with the caller's account and club",
    resetPassword: "password resets stay with the caller's account and club",
  },
  users: {
    info: "B's owner sees only club B",
    memberships: "B's owner sees only club B",
    setBusiness: "B's owner cannot switch into club A",
    update: 'renaming club B changes only club B',
    changePassword: "account routes act on the caller's own account only",
  },
  clubBilling: {
    subscription: "B's owner sees only club B's Fairplay subscription",
    verifyPromo: 'promo codes are provider-wide and carry no club data',
    upgrade: "re-activating B does not touch A's pause",
    create: "re-activating B does not touch A's pause",
    cancel: "re-activating B does not touch A's pause",
    reactivate: "re-activating B does not touch A's pause",
  },
  roles: { memberTypes: "B's owner sees only club B" },
  marketing: {
    contactUs: 'public site forms are provider-wide and carry no club data',
    requestDemo: 'public site forms are provider-wide and carry no club data',
    demoSlots: 'public site forms are provider-wide and carry no club data',
    bookDemoSlot: 'public site forms are provider-wide and carry no club data',
  },
  serviceTypes: {
    list: 'service types stay in their club',
    listOfClub: 'service types stay in their club',
    get: 'service types stay in their club',
    create: 'service types stay in their club',
    update: 'service types stay in their club',
    setHidden: 'service types stay in their club',
  },
  courts: {
    list: 'courts stay in their club',
    get: 'courts stay in their club',
    update: 'courts stay in their club',
  },
  settings: {
    read: 'club settings stay in their club',
    update: 'club settings stay in their club',
  },
  waivers: {
    download: WAIVER,
    upload: WAIVER,
    remove: WAIVER,
    status: WAIVER,
    sign: WAIVER,
  },
  clubImage: { upload: CLUB_IMAGE, remove: CLUB_IMAGE, read: CLUB_IMAGE },
  locations: { list: STRUCTURE, create: STRUCTURE, get: STRUCTURE, rename: STRUCTURE },
  checkins: { atLocation: STRUCTURE, myCode: DESK, find: DESK, add: DESK, today: DESK },
  sports: {
    categories: 'the sport catalogue is shared reference data',
    list: 'the sport catalogue is shared reference data',
  },
  facilities: {
    list: STRUCTURE,
    create: STRUCTURE,
    staff: STRUCTURE,
    reorder: STRUCTURE,
    get: STRUCTURE,
    rename: STRUCTURE,
  },
  appointments: {
    listing: APPOINTMENTS,
    stream: APPOINTMENTS,
    get: APPOINTMENTS,
    people: APPOINTMENTS,
    addComplex: APPOINTMENTS,
    addBook: APPOINTMENTS,
    price: 'another club’s court or member is refused naming the field (modules/appointments/booking-policy.test.ts)',
    freeSlots: "a member sees only their own club's courts (modules/appointments/free-slots.test.ts)",
    addMany: APPOINTMENTS,
    update: APPOINTMENTS,
    updateComplex: APPOINTMENTS,
    dragAndDrop: APPOINTMENTS,
    delete: APPOINTMENTS,
    removePartly: APPOINTMENTS,
    removePartlyGlobal: APPOINTMENTS,
    deleteRule: APPOINTMENTS,
    freeze: FREEZES,
    block: APPOINTMENTS,
    cancel: APPOINTMENTS,
    cancelUser: APPOINTMENTS,
    cancelFor: APPOINTMENTS,
    bookFor: APPOINTMENTS,
    messages: APPOINTMENTS,
    sendMessage: APPOINTMENTS,
    mine: 'a member sees only their own and their family’s bookings (modules/appointments/my-bookings.test.ts)',
  },
  joining: {
    requests: JOINING,
    approve: JOINING,
    decline: JOINING,
    invitations: JOINING,
    invite: JOINING,
    acceptInvitation: JOINING,
    resendInvitation: STAFF,
    revokeInvitation: STAFF,
  },
  memberImport: { upload: MEMBER_IMPORT, progress: MEMBER_IMPORT },
  memberProfile: {
    member: MEMBER_PROFILE,
    memberSection: MEMBER_PROFILE,
    levels: MEMBER_PROFILE,
    setLevels: MEMBER_PROFILE,
    levelTypes: MEMBER_PROFILE,
    createLevelType: MEMBER_PROFILE,
    updateLevelType: MEMBER_PROFILE,
    deleteLevelType: MEMBER_PROFILE,
    bookings: MEMBER_PROFILE,
    notes: MEMBER_PROFILE,
    addNote: MEMBER_PROFILE,
    deleteNote: MEMBER_PROFILE,
    uploadPicture: MEMBER_PROFILE,
    picture: 'a picture is served only at its random key, to anyone who holds the address',
  },
  customers: {
    list: CUSTOMERS,
    count: CUSTOMERS,
    visitors: CUSTOMERS,
    visitor: CUSTOMERS,
    removeVisitor: CUSTOMERS,
    addVisitor: CUSTOMERS,
    visitorToMember: CUSTOMERS,
    add: CUSTOMERS,
    update: CUSTOMERS,
    remove: CUSTOMERS,
    exportCsv: CUSTOMERS,
    directory: CUSTOMERS,
    directoryConsent: CUSTOMERS,
    myDirectoryConsent: CUSTOMERS,
  },
  families: { set: FAMILIES, get: FAMILIES, overview: FAMILIES },
  ownFamily: { add: OWN_FAMILY },
  groups: {
    list: GROUPS,
    get: GROUPS,
    create: GROUPS,
    rename: GROUPS,
    archive: GROUPS,
    addMembers: GROUPS,
    removeMembers: GROUPS,
    memberGroups: GROUPS,
    addToGroup: GROUPS,
    report: GROUPS,
  },
  staff: { add: STAFF, update: STAFF, remove: STAFF, getAll: STAFF, get: STAFF },
  restrictions: {
    add: RESTRICTIONS,
    update: RESTRICTIONS,
    all: RESTRICTIONS,
    delete: RESTRICTIONS,
    overrides: RESTRICTIONS,
    override: RESTRICTIONS,
    addOverride: RESTRICTIONS,
    updateOverride: RESTRICTIONS,
    deleteOverride: RESTRICTIONS,
    statistics: RESTRICTIONS,
  },
  roleUpdates: { updateMemberType: STAFF },
  notifications: {
    sendBulkEmail: NOTIFICATIONS,
    sendEmailToMembers: NOTIFICATIONS,
    sendEmailToMember: NOTIFICATIONS,
    recipientCount: NOTIFICATIONS,
    campaigns: NOTIFICATIONS,
    campaign: NOTIFICATIONS,
    usage: NOTIFICATIONS,
    log: NOTIFICATIONS,
    templates: NOTIFICATIONS,
    updateTemplate: NOTIFICATIONS,
    resetTemplate: NOTIFICATIONS,
    mine: NOTIFICATIONS,
    markRead: NOTIFICATIONS,
    preferences: NOTIFICATIONS,
    updatePreferences: NOTIFICATIONS,
    unsubscribe: NOTIFICATIONS,
    publicInfo: 'public look-ups reveal no club data',
    parentEmail: NOTIFICATIONS,
  },
  availability: {
    whoCanBook: RULES,
    list: RULES,
    expiring: RULES,
    get: RULES,
    add: RULES,
    update: RULES,
    preview: RULES,
    star: RULES,
    delete: RULES,
    moveSingle: RULES,
    addFromSheet: RULES,
    courtAvailability: RULES,
    businessListing: RULES,
  },
  tags: { list: TAGS, get: TAGS, create: TAGS, update: TAGS, archive: TAGS },
  addOns: { list: ADD_ONS, create: ADD_ONS, update: ADD_ONS, remove: ADD_ONS, forCourt: ADD_ONS },
  bookingPayments: {
    bookAndPay: BOOKING_PAYMENTS,
    checkoutOptions: "reads the caller's own club's settings only",
    chargeForAppointment: BOOKING_PAYMENTS,
    refundForAppointment: BOOKING_PAYMENTS,
    captureForAppointment: BOOKING_PAYMENTS,
    appointmentPayments: BOOKING_PAYMENTS,
  },
  splitPayments: { myShares: SPLIT_PAYMENTS, payShare: SPLIT_PAYMENTS },
  payments: {
    account: PAYMENTS,
    client: "reads the caller's own club's connection only",
    connect: PAYMENTS,
    get: PAYMENTS,
    charge: PAYMENTS,
    confirm: PAYMENTS,
    cash: PAYMENTS,
    list: PAYMENTS,
    mine: 'a member reads only their own charges in their current club (modules/payments/my-charges.test.ts)',
    payouts: PAYMENTS,
    refundItem: PAYMENTS,
    refund: PAYMENTS,
    createForMember: PAYMENTS,
    createForBusinessMember: PAYMENTS,
    setDefault: PAYMENTS,
    setDefaultAdmin: PAYMENTS,
    deleteOwnCard: PAYMENTS,
    deleteCard: PAYMENTS,
    verifyBank: PAYMENTS,
    customer: PAYMENTS,
    businessCustomer: PAYMENTS,
    taxes: PAYMENTS,
    createTax: PAYMENTS,
    updateTax: PAYMENTS,
    archiveTax: PAYMENTS,
  },
  coaches: {
    add: COACHES,
    update: COACHES,
    list: COACHES,
    listing: COACHES,
    remove: COACHES,
    block: COACHES,
    unblock: COACHES,
    blocks: COACHES,
    book: COACHES,
    bookAndPay: COACH_PAYMENTS,
    bookFor: COACHES,
    price: COACHES,
    coaches: COACHES,
    cancel: COACHES,
    schedule: COACHES,
  },
  readers: {
    terminalToken: READERS,
    create: READERS,
    list: READERS,
    remove: READERS,
    createIntent: READERS,
    capture: READERS,
    cancel: READERS,
  },
  lessons: {
    add: LESSONS,
    update: LESSONS,
    get: LESSONS,
    updateOccurrence: LESSONS,
    remove: LESSONS,
    search: LESSONS,
    book: LESSONS,
    cancel: LESSONS,
    cancelUser: LESSONS,
    price: LESSONS,
    campPrice: LESSONS,
  },
  classPacks: { memberPacks: CLASS_PACKS },
  shop: {
    locations: SHOP,
    catalogList: SHOP,
    catalogCreate: SHOP,
    catalogUpdate: SHOP,
    catalogArchive: SHOP,
    modelList: SHOP,
    modelGet: SHOP,
    modelCreate: SHOP,
    modelUpdate: SHOP,
    modelArchive: SHOP,
    itemGrid: SHOP,
    itemUpdate: SHOP,
    itemArchive: SHOP,
    itemSearch: SHOP,
    stockMove: SHOP,
    stockMovements: SHOP,
    saleCreate: SHOP,
    saleGet: SHOP,
    saleList: SHOP,
  },
  points: {
    entities: POINTS,
    createEntity: POINTS,
    updateEntity: POINTS,
    buy: POINTS,
    refundGift: POINTS,
    gifts: POINTS,
    memberPoints: POINTS,
    memberBalance: "another club's members answer 404 (modules/points/member-balance.test.ts)",
    charge: POINTS,
  },
  plans: {
    create: PLANS,
    update: PLANS,
    remove: PLANS,
    order: PLANS,
    list: PLANS,
    disable: PLANS,
    subscribeMember: PLANS,
    cancelMember: PLANS,
    memberSubscriptions: PLANS,
    planSubscriptions: "another club's plan answers 404 and lists nothing (modules/memberships/bulk-pause.test.ts)",
    subscribe: PLANS,
    cancelOwn: PLANS,
    mine: PLANS,
    get: PLANS,
    action: PLANS,
    changePreview: PLANS,
    change: PLANS,
    clubSearch:
      'lists only joinable clubs by name, no club data beyond name and address (modules/memberships/club-search.test.ts)',
    couponList: COUPONS,
    couponCreate: COUPONS,
    couponArchive: COUPONS,
    couponCheck: COUPONS,
    publicMemberships: PLANS,
  },
  receipts: {
    pdf: "a receipt opens only at its own address: another club's id or a wrong key answers 404 (modules/payments/receipts.test.ts)",
    send: RECEIPTS,
  },
  invoices: { history: "another club's members answer 404 (modules/payments/invoices.test.ts)" },
  bookingFees: {
    memberFees: "another club's members answer 404 (modules/booking-fees/booking-fees.test.ts)",
    appointmentFees: "another club's bookings answer no fees (modules/booking-fees/booking-fees.test.ts)",
    waive: "another club's fees answer 404 and stay as they were (modules/booking-fees/booking-fees.test.ts)",
  },
  integrations: {
    listKeys: INTEGRATIONS,
    createKey: "a key acts only as a staff member of the owner's own club (modules/integrations/api-keys.test.ts)",
    revokeKey: INTEGRATIONS,
    listEndpoints: INTEGRATIONS,
    createEndpoint: INTEGRATIONS,
    updateEndpoint: INTEGRATIONS,
    deleteEndpoint: INTEGRATIONS,
    deliveries: INTEGRATIONS,
    replay: INTEGRATIONS,
  },
  reports: {
    utilization: OPS_REPORTS,
    utilizationCsv: OPS_REPORTS,
    memberships: OPS_REPORTS,
    membershipsCsv: OPS_REPORTS,
    subscription: OPS_REPORTS,
    subscriptionCsv: OPS_REPORTS,
    atRisk: OPS_REPORTS,
    atRiskCsv: OPS_REPORTS,
    opsSettings: "each club's settings row is its own (modules/reports/ops-settings.test.ts)",
    saveOpsSettings: "each club's settings row is its own (modules/reports/ops-settings.test.ts)",
    choices: "B's owner sees only club B's locations, facility groups and sports",
    revenue: REPORTS,
    revenueCsv: REPORTS,
  },
};

/** Every endpoint of the table, with its group and key. */
const ALL = Object.entries(endpoints).flatMap(([group, table]) =>
  Object.entries(table as Record<string, EndpointDefinition>).map(([key, endpoint]) => ({ group, key, endpoint })),
);

/** "METHOD /api/v1/path" of an endpoint, with parameters written the OpenAPI way ({id}). */
const isFileOrStream = (endpoint: EndpointDefinition) =>
  endpoint.response === 'file' || endpoint.response === 'event-stream';

const routeOf = (endpoint: EndpointDefinition) =>
  `${endpoint.method} ${API_PREFIX}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;

const CLUB_B = {
  user_type: 'bu' as const,
  firstName: 'Bianca',
  lastName: 'Moreau',
  username: 'bianca.owner',
  email: 'bianca@bayview.example.org',
  dob: '1982-08-08',
  password: 'bayview-club-1',
  businessName: 'Bayview Tennis Centre',
  businessAddress: '77 Harbour Drive, Sydney NSW 2000',
  timezone: 'Australia/Sydney',
};

interface Club {
  id: number;
  uid: string;
  name: string;
  ownerToken: string;
}

describe('club A cannot read or change club B data on any route', () => {
  let t: TestApp;
  let a: Club;
  let b: Club;

  beforeAll(async () => {
    t = await startTestApp();
    const aToken = await t.login('owner');
    const aUser = (await t.call(endpoints.users.info, { token: aToken })).body.payload;
    a = { id: aUser.business!.id, uid: aUser.business!.uid, name: aUser.business!.name, ownerToken: aToken };
    const registered = await t.call(endpoints.auth.register, { ip: '10.40.0.1', body: CLUB_B });
    if (registered.status !== 200) throw new Error(`registering club B failed: ${registered.body.message}`);
    const bUser = registered.body.payload.user;
    b = {
      id: bUser.business!.id,
      uid: bUser.business!.uid,
      name: bUser.business!.name,
      ownerToken: registered.body.payload.token,
    };
  });
  afterAll(async () => t.close());

  /** Everything stored for one club in the tables these routes touch. */
  async function snapshot(businessId: number) {
    const db = t.handle.db;
    const [business] = await db.select().from(businesses).where(eq(businesses.id, businessId));
    const members = await db
      .select()
      .from(businessMembers)
      .where(eq(businessMembers.businessId, businessId))
      .orderBy(asc(businessMembers.id));
    const types = await db
      .select()
      .from(memberTypes)
      .where(eq(memberTypes.businessId, businessId))
      .orderBy(asc(memberTypes.id));
    const roles = await db
      .select()
      .from(memberTypeRoles)
      .where(eq(memberTypeRoles.businessId, businessId))
      .orderBy(asc(memberTypeRoles.memberTypeId), asc(memberTypeRoles.resource));
    return { business, members, types, roles };
  }

  const typeIdsOf = async (businessId: number) =>
    (
      await t.handle.db.select({ id: memberTypes.id }).from(memberTypes).where(eq(memberTypes.businessId, businessId))
    ).map((row) => row.id);

  function expectNoTraceOf(club: Club, body: unknown): void {
    const text = JSON.stringify(body);
    expect(text).not.toContain(club.uid);
    expect(text).not.toContain(club.name);
  }

  it('a registered club starts with its own rows only', async () => {
    expect(b.id).not.toBe(a.id);
    const bRows = await snapshot(b.id);
    expect(bRows.types).toHaveLength(9);
    expect(bRows.roles).toHaveLength(81);
    expect(bRows.members).toHaveLength(1);
    const aTypeIds = new Set(await typeIdsOf(a.id));
    expect(bRows.types.filter((type) => aTypeIds.has(type.id))).toEqual([]);
    expect(bRows.members[0]!.memberTypeId).toBe(bRows.types.find((type) => type.key === 'owner')!.id);
  });

  it("B's owner sees only club B", async () => {
    const info = await t.call(endpoints.users.info, { token: b.ownerToken });
    expect(info.status).toBe(200);
    const user = info.body.payload;
    expect(user).toMatchObject({
      business_id: b.id,
      business: {
        id: b.id,
        uid: b.uid,
        name: 'Bayview Tennis Centre',
        timezone: 'Australia/Sydney',
        fields_count: 0,
        user_id: user.id,
      },
      member_type: { key: 'owner' },
      memberships: [{ business_id: b.id, business_name: 'Bayview Tennis Centre', member_type: 'owner', current: true }],
      namespace: `business-${b.uid}`,
    });
    expect(user.memberships).toHaveLength(1);
    expect(await typeIdsOf(b.id)).toContain(user.member_type!.id);
    expectNoTraceOf(a, info.body);

    const memberships = await t.call(endpoints.users.memberships, { token: b.ownerToken });
    expect(memberships.body.payload).toEqual([
      { business_id: b.id, business_name: 'Bayview Tennis Centre', member_type: 'owner', current: true },
    ]);
    expectNoTraceOf(a, memberships.body);

    const types = await t.call(endpoints.roles.memberTypes, { token: b.ownerToken });
    expect(types.status).toBe(200);
    const ids = types.body.payload.map((type) => type.id).sort((x, y) => x - y);
    expect(ids).toEqual((await typeIdsOf(b.id)).sort((x, y) => x - y));
    const aTypeIds = new Set(await typeIdsOf(a.id));
    expect(ids.filter((id) => aTypeIds.has(id))).toEqual([]);

    // And the other way round: A's owner sees nothing of B.
    for (const endpoint of [endpoints.users.info, endpoints.users.memberships, endpoints.roles.memberTypes]) {
      const response = await t.call(endpoint, { token: a.ownerToken });
      expect(response.status).toBe(200);
      expectNoTraceOf(b, response.body);
    }
  });

  it('no GET route shows B anything of A, whatever selection headers B sends', async () => {
    const getEndpoints = ALL.map(({ endpoint }) => endpoint).filter(
      (endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':') && !isFileOrStream(endpoint),
    );
    // Endpoints with path parameters get their own isolation tests (named in ISOLATION), with real ids of each club.
    expect(getEndpoints.length).toBeGreaterThan(0);
    const aLocation = (
      await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, a.id))
    )[0]!.id;
    for (const endpoint of getEndpoints) {
      const headerSets: Record<string, string>[] = [{}, { 'location-id': String(aLocation), 'facility-group-id': '1' }];
      for (const headers of headerSets) {
        const response = await t.callRaw(endpoint, { token: b.ownerToken, headers });
        expect(response.status, endpoint.path).toBe(200);
        expectNoTraceOf(a, response.body);
      }
    }
  });

  it("B's owner cannot switch into club A, and A's rows are unchanged", async () => {
    const before = await snapshot(a.id);
    const response = await t.call(endpoints.users.setBusiness, {
      token: b.ownerToken,
      body: { business_id: a.id },
    });
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(403);
    expectNoTraceOf(a, response.body);
    expect(await snapshot(a.id)).toEqual(before);
    const user = (await t.call(endpoints.users.info, { token: b.ownerToken })).body.payload;
    expect(user.business_id).toBe(b.id);
    expect(user.memberships).toHaveLength(1);
    // Nor does a request for A's data work after the refused switch.
    expectNoTraceOf(a, (await t.call(endpoints.roles.memberTypes, { token: b.ownerToken })).body);
  });

  it("A's staff cannot switch into club B either", async () => {
    const before = await snapshot(b.id);
    for (const username of ['admin', 'coach']) {
      const response = await t.call(endpoints.users.setBusiness, {
        token: await t.login(username),
        body: { business_id: b.id },
      });
      expect(response.status).toBe(403);
    }
    expect(await snapshot(b.id)).toEqual(before);
  });

  it("a customer who joins club B gets B's member type, and A's rows are unchanged", async () => {
    const token = await t.login('member');
    const aBefore = await snapshot(a.id);
    const joined = await t.call(endpoints.users.setBusiness, { token, body: { business_id: b.id } });
    expect(joined.status).toBe(200);
    const bMemberType = (await snapshot(b.id)).types.find((type) => type.key === 'member')!;
    expect(joined.body.payload).toMatchObject({
      business_id: b.id,
      business: { id: b.id },
      member_type: { id: bMemberType.id, key: 'member' },
    });
    expect(joined.body.payload.memberships).toEqual([
      { business_id: b.id, business_name: 'Bayview Tennis Centre', member_type: 'member', current: true },
      { business_id: a.id, business_name: a.name, member_type: 'member', current: false },
    ]);
    expect(await snapshot(a.id)).toEqual(aBefore);

    const back = await t.call(endpoints.users.setBusiness, { token, body: { business_id: a.id } });
    expect(back.status).toBe(200);
    const aMemberType = aBefore.types.find((type) => type.key === 'member')!;
    expect(back.body.payload.member_type).toMatchObject({ id: aMemberType.id, key: 'member' });
    expect(await snapshot(a.id)).toEqual(aBefore);
  });

  it('renaming club B changes only club B', async () => {
    const aBefore = await snapshot(a.id);
    const renamed = await t.call(endpoints.users.update, {
      token: b.ownerToken,
      body: { business: { name: 'Bayview Racquet Club' } },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.body.payload.business).toMatchObject({ id: b.id, name: 'Bayview Racquet Club' });
    expect((await t.call(endpoints.users.info, { token: a.ownerToken })).body.payload.business!.name).toBe(a.name);
    expect(await snapshot(a.id)).toEqual(aBefore);

    // And A renaming itself leaves B alone.
    const bBefore = await snapshot(b.id);
    expect(
      (
        await t.call(endpoints.users.update, {
          token: a.ownerToken,
          body: { business: { name: 'Riverside Renamed' } },
        })
      ).status,
    ).toBe(200);
    expect((await t.call(endpoints.users.info, { token: b.ownerToken })).body.payload.business!.name).toBe(
      'Bayview Racquet Club',
    );
    expect(await snapshot(b.id)).toEqual(bBefore);

    expect(
      (await t.call(endpoints.users.update, { token: a.ownerToken, body: { business: { name: a.name } } })).status,
    ).toBe(200);
    expect(
      (await t.call(endpoints.users.update, { token: b.ownerToken, body: { business: { name: b.name } } })).status,
    ).toBe(200);
  });

  it("re-activating B does not touch A's pause", async () => {
    const aPause = new Date('2032-01-15T06:00:00.000Z');
    const bPause = new Date('2032-02-20T13:00:00.000Z');
    const pause = (id: number, at: Date | null) =>
      t.handle.db.update(clubSubscriptions).set({ resumesAt: at }).where(eq(clubSubscriptions.businessId, id));
    const resumesAt = async (id: number) =>
      (
        await t.handle.db
          .select({ at: clubSubscriptions.resumesAt })
          .from(clubSubscriptions)
          .where(eq(clubSubscriptions.businessId, id))
      )[0]!.at;
    await pause(a.id, aPause);
    await pause(b.id, bPause);
    // Setting B to end (B has no paid month yet) is refused and leaves A's pause alone.
    expect((await t.call(endpoints.clubBilling.cancel, { token: b.ownerToken })).status).toBe(409);
    const aId = (await t.call(endpoints.clubBilling.subscription, { token: a.ownerToken })).body.payload
      .subscription_id;
    const bId = (await t.call(endpoints.clubBilling.subscription, { token: b.ownerToken })).body.payload
      .subscription_id;

    // A's subscription id is unknown to B's owner, and B's upgrade or card touches only B.
    const other = await t.call(endpoints.clubBilling.reactivate, {
      token: b.ownerToken,
      body: { subscription_id: aId },
    });
    expect(other.status).toBe(404);
    const response = await t.call(endpoints.clubBilling.reactivate, {
      token: b.ownerToken,
      body: { subscription_id: bId },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.pause_collection).toBeNull();
    expect(await resumesAt(b.id)).toBeNull();
    expect(await resumesAt(a.id)).toEqual(aPause);
    expect(
      (await t.call(endpoints.users.info, { token: a.ownerToken })).body.payload.subscription!.pause_collection,
    ).toEqual({ resumes_at: '2032-01-15T06:00:00.000Z' });
    const declined = await t.call(endpoints.clubBilling.create, {
      token: b.ownerToken,
      body: { token: 'tok_unknown_to_the_sandbox' },
    });
    expect(declined.status).toBe(400);
    expect(await resumesAt(a.id)).toEqual(aPause);
    await pause(a.id, null);
  });

  it('service types stay in their club', async () => {
    const typeRows = async (businessId: number) =>
      t.handle.db
        .select()
        .from(serviceTypes)
        .where(eq(serviceTypes.businessId, businessId))
        .orderBy(asc(serviceTypes.id));
    const aBefore = await typeRows(a.id);
    const aType = aBefore[0]!;
    const created = await t.call(endpoints.serviceTypes.create, {
      token: b.ownerToken,
      body: { display_name: 'Bayview Clinic' },
    });
    expect(created.status).toBe(200);
    const bType = created.body.payload;
    expect((await typeRows(b.id)).map((row) => row.id)).toEqual([bType.id]);

    const list = await t.call(endpoints.serviceTypes.list, { query: {}, token: b.ownerToken });
    expect(list.body.payload.map((type) => type.id)).toEqual([bType.id]);
    expect(
      (await t.call(endpoints.serviceTypes.list, { query: { hidden: 'true' }, token: b.ownerToken })).body.payload,
    ).toEqual([]);
    expect(
      (await t.call(endpoints.serviceTypes.listOfClub, { params: { x: b.id }, query: {}, token: b.ownerToken })).body
        .payload,
    ).toHaveLength(1);
    expect(
      (await t.call(endpoints.serviceTypes.listOfClub, { params: { x: a.id }, query: {}, token: b.ownerToken })).status,
    ).toBe(404);
    expect((await t.call(endpoints.serviceTypes.get, { params: { id: aType.id }, token: b.ownerToken })).status).toBe(
      404,
    );
    const edit = {
      display_name: 'Taken Over',
      color: '#000000',
      is_min_max_enabled: false,
      min_list_duration: null,
      max_list_duration: null,
    };
    expect(
      (await t.call(endpoints.serviceTypes.update, { params: { id: aType.id }, token: b.ownerToken, body: edit }))
        .status,
    ).toBe(404);
    const hide = (id: number, token: string) =>
      t.call(endpoints.serviceTypes.setHidden, { params: { id }, token, body: { hidden: true } });
    expect((await hide(aType.id, b.ownerToken)).status).toBe(404);
    expect(await typeRows(a.id)).toEqual(aBefore);

    // And A cannot reach B's type.
    const bBefore = await typeRows(b.id);
    expect((await t.call(endpoints.serviceTypes.get, { params: { id: bType.id }, token: a.ownerToken })).status).toBe(
      404,
    );
    expect(
      (await t.call(endpoints.serviceTypes.update, { params: { id: bType.id }, token: a.ownerToken, body: edit }))
        .status,
    ).toBe(404);
    expect((await hide(bType.id, a.ownerToken)).status).toBe(404);
    expect(
      (await t.call(endpoints.serviceTypes.listOfClub, { params: { x: b.id }, query: {}, token: a.ownerToken })).status,
    ).toBe(404);
    expectNoTraceOf(b, (await t.call(endpoints.serviceTypes.list, { query: {}, token: a.ownerToken })).body);
    expect(await typeRows(b.id)).toEqual(bBefore);
  });

  it('locations, facility groups and check-ins stay in their club', async () => {
    const structureOf = async (businessId: number) => ({
      locations: await t.handle.db
        .select()
        .from(locations)
        .where(eq(locations.businessId, businessId))
        .orderBy(asc(locations.id)),
      groups: await t.handle.db
        .select()
        .from(facilityGroups)
        .where(eq(facilityGroups.businessId, businessId))
        .orderBy(asc(facilityGroups.id)),
    });
    const aBefore = await structureOf(a.id);
    const aLocation = aBefore.locations[0]!.id;
    const aGroup = aBefore.groups[0]!.id;
    const bLocation = (await t.call(endpoints.locations.list, { query: {}, token: b.ownerToken })).body.payload.rows[0]!
      .id;
    const created = await t.call(endpoints.facilities.create, {
      token: b.ownerToken,
      body: {
        name: 'Bay courts',
        plan: 'courtandlessonproviderplan' as const,
        sport_category_id: 1,
        location_id: bLocation,
      },
    });
    expect(created.status).toBe(200);
    const bGroup = created.body.payload.id;
    const extraLocation = await t.call(endpoints.locations.create, {
      token: b.ownerToken,
      body: { name: 'Bay annex', address: '1 Annex Road' },
    });
    expect(extraLocation.status).toBe(200);

    // B cannot read or change any of A's rows, and lists only its own.
    const ofA = [
      [endpoints.locations.get, aLocation],
      [endpoints.facilities.get, aGroup],
      [endpoints.checkins.atLocation, aLocation],
    ] as const;
    for (const [endpoint, id] of ofA) {
      expect((await t.call(endpoint, { params: { id }, token: b.ownerToken })).status, endpoint.path).toBe(404);
    }
    expect(
      (
        await t.call(endpoints.locations.rename, {
          params: { id: aLocation },
          token: b.ownerToken,
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call(endpoints.facilities.rename, {
          params: { id: aGroup },
          token: b.ownerToken,
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
    const order = {
      order_index: [
        { id: bGroup, order: 1 },
        { id: aGroup, order: 0 },
      ],
    };
    expect((await t.call(endpoints.facilities.reorder, { token: b.ownerToken, body: order })).status).toBe(404);
    const intoA = {
      name: 'Sneaky',
      plan: 'courtandlessonproviderplan' as const,
      sport_category_id: 1,
      location_id: aLocation,
    };
    expect((await t.call(endpoints.facilities.create, { token: b.ownerToken, body: intoA })).status).toBe(404);
    const bGroups = await t.call(endpoints.facilities.list, {
      token: b.ownerToken,
      headers: { 'location-id': String(aLocation) },
    });
    expect(bGroups.body.payload).toEqual([]);
    const staff = await t.call(endpoints.facilities.staff, { token: b.ownerToken });
    expect(staff.body.payload.map((group) => group.id)).toEqual([bGroup]);
    expect(await structureOf(a.id)).toEqual(aBefore);

    // And A cannot reach B's.
    const bBefore = await structureOf(b.id);
    expect((await t.call(endpoints.locations.get, { params: { id: bLocation }, token: a.ownerToken })).status).toBe(
      404,
    );
    expect((await t.call(endpoints.facilities.get, { params: { id: bGroup }, token: a.ownerToken })).status).toBe(404);
    expect(
      (
        await t.call(endpoints.facilities.rename, {
          params: { id: bGroup },
          token: a.ownerToken,
          body: { name: 'Taken' },
        })
      ).status,
    ).toBe(404);
    const aList = await t.call(endpoints.locations.list, { query: {}, token: a.ownerToken });
    expect(aList.body.payload.rows.map((row) => row.id)).toEqual(aBefore.locations.map((row) => row.id));
    expect(await structureOf(b.id)).toEqual(bBefore);
  });

  it('the sport catalogue is shared reference data', async () => {
    const fromA = await t.call(endpoints.sports.list, { query: {}, token: a.ownerToken });
    const fromB = await t.call(endpoints.sports.list, { query: {}, token: b.ownerToken });
    expect(fromB.body).toEqual(fromA.body);
    const categories = await t.call(endpoints.sports.categories, {});
    expect(categories.status).toBe(200);
    for (const response of [fromA, categories]) {
      expectNoTraceOf(a, response.body);
      expectNoTraceOf(b, response.body);
    }
  });

  it('club settings stay in their club', async () => {
    const aBefore = await snapshot(a.id);
    const saved = await t.call(endpoints.settings.update, {
      token: b.ownerToken,
      body: { btn3: 'Bayview Sheet', guest_fee: 700 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.payload).toMatchObject({
      btn3: 'Bayview Sheet',
      guest_fee: 700,
      timezone: 'Australia/Sydney',
      fields_count: 0,
    });
    expect(await snapshot(a.id)).toEqual(aBefore);
    const aSettings = (await t.call(endpoints.settings.read, { token: a.ownerToken })).body.payload;
    expect(aSettings).toMatchObject({ btn3: 'Facility-sheet', guest_fee: 0, timezone: 'America/Chicago' });
    // Selection headers naming A's rows do not steer B's save.
    const aLocation = (
      await t.handle.db.select({ id: locations.id }).from(locations).where(eq(locations.businessId, a.id))
    )[0]!.id;
    const headers = { 'location-id': String(aLocation) };
    expect(
      (
        await t.call(endpoints.settings.update, {
          token: b.ownerToken,
          headers,
          body: { btn1: 'Reserve' },
        })
      ).status,
    ).toBe(200);
    expect(await snapshot(a.id)).toEqual(aBefore);
    expect(
      (
        await t.call(endpoints.settings.update, {
          token: b.ownerToken,
          body: { btn3: 'Facility-sheet', btn1: 'Book', guest_fee: 0 },
        })
      ).status,
    ).toBe(200);
  });

  it('courts stay in their club', async () => {
    const courtRows = async (businessId: number) =>
      t.handle.db.select().from(courts).where(eq(courts.businessId, businessId)).orderBy(asc(courts.id));
    const aBefore = await courtRows(a.id);
    const aCourt = aBefore[0]!;
    const [aGroup] = await t.handle.db
      .select()
      .from(facilityGroups)
      .where(eq(facilityGroups.id, aCourt.facilityGroupId));
    const bLocation = (await t.call(endpoints.locations.list, { query: {}, token: b.ownerToken })).body.payload.rows[0]!
      .id;
    const group = {
      name: 'Bay courts 2',
      plan: 'courtandlessonproviderplan' as const,
      sport_category_id: 1,
      location_id: bLocation,
    };
    const groupId = (await t.call(endpoints.facilities.create, { token: b.ownerToken, body: group })).body.payload.id;
    const [bCourt] = await t.handle.db
      .insert(courts)
      .values({ businessId: b.id, facilityGroupId: groupId, name: 'Bayview 1' })
      .returning();
    const edit = (name: string, blocked: number[] = []) => ({
      name,
      price: 0,
      details: '',
      surface: '',
      party_size: 4,
      virtual_court: false,
      blocked_courts: blocked,
      block_court_vertical_step: 0,
      is_block_court_vertical: false,
      booking_to_start: null,
      min_list_duration: null,
      max_time_for_singles: null,
      max_time_for_doubles: null,
      max_time_for_triples: null,
      max_time_for_quadruples: null,
      enable_max_time_for_bookings: false,
      time_to_start_booking: null,
      enable_time_to_start_booking: false,
    });

    // B lists only its own court, whatever selection it sends, and cannot read, change or block A's.
    const listOfB = async (headers: Record<string, string>) =>
      (await t.call(endpoints.courts.list, { token: b.ownerToken, headers })).body.payload.map((court) => court.id);
    expect(await listOfB({})).toEqual([bCourt!.id]);
    expect(await listOfB({ 'location-id': String(aGroup!.locationId) })).toEqual([]);
    expect(await listOfB({ 'facility-group-id': String(aGroup!.id) })).toEqual([]);
    expect((await t.call(endpoints.courts.get, { params: { id: aCourt.id }, token: b.ownerToken })).status).toBe(404);
    const taken = await t.call(endpoints.courts.update, {
      params: { id: aCourt.id },
      token: b.ownerToken,
      body: edit('Taken'),
    });
    expect(taken.status).toBe(404);
    const blocks = await t.call(endpoints.courts.update, {
      params: { id: bCourt!.id },
      token: b.ownerToken,
      body: edit('Bayview 1', [aCourt.id]),
    });
    expect(blocks.status).toBe(400);
    expect(blocks.errors[0]!.field).toBe('blocked_courts');
    expect(await courtRows(a.id)).toEqual(aBefore);

    // And A cannot reach B's.
    const bBefore = await courtRows(b.id);
    expect((await t.call(endpoints.courts.get, { params: { id: bCourt!.id }, token: a.ownerToken })).status).toBe(404);
    expect(
      (
        await t.call(endpoints.courts.update, {
          params: { id: bCourt!.id },
          token: a.ownerToken,
          body: edit('Taken'),
        })
      ).status,
    ).toBe(404);
    const aBlocks = await t.call(endpoints.courts.update, {
      params: { id: aCourt.id },
      token: a.ownerToken,
      body: edit(aCourt.name, [bCourt!.id]),
    });
    expect(aBlocks.status).toBe(400);
    const aList = (await t.call(endpoints.courts.list, { token: a.ownerToken })).body.payload;
    expect(aList.map((court) => court.id)).toEqual(aBefore.map((court) => court.id));
    expectNoTraceOf(b, aList);
    expect(await courtRows(b.id)).toEqual(bBefore);
    await t.handle.db.delete(courts).where(eq(courts.id, bCourt!.id));
  });

  it('signs in to its own club only', async () => {
    const response = await t.call(endpoints.auth.login, {
      body: { username: 'bianca.owner', password: 'bayview-club-1' },
    });
    expect(response.status).toBe(200);
    expect(response.body.payload.user).toMatchObject({ business_id: b.id, memberships: [{ business_id: b.id }] });
    expectNoTraceOf(a, response.body);
  });

  it('public account look-ups reveal no club data', async () => {
    const username = await t.call(endpoints.auth.verifyUsername, { body: { username: 'owner' } });
    expect(username.body).toEqual({ code: 200, payload: { available: false }, message: 'Success' });
    const code = await t.call(endpoints.auth.verifyDemoCode, {
      body: { demo_code: 'FAIRPLAY-DEMO' },
    });
    expect(code.status).toBe(200);
    expect(Object.keys(code.body.payload).sort()).toEqual(['percent_off', 'plan', 'valid']);
    for (const response of [username, code]) {
      expectNoTraceOf(a, response.body);
      expectNoTraceOf(b, response.body);
    }
  });

  it('public site forms are provider-wide and carry no club data', async () => {
    const contact = { first_name: 'Bianca', last_name: 'Moreau', email: CLUB_B.email, message: 'Hello from club B.' };
    const sent = await t.call(endpoints.marketing.contactUs, {
      token: b.ownerToken,
      ip: '10.40.0.9',
      body: contact,
    });
    expect(sent.status).toBe(200);
    const demo = { fullName: 'Bianca Moreau', email: CLUB_B.email, company: 'Bayview', jobTitle: 'Owner' };
    const requested = await t.call(endpoints.marketing.requestDemo, {
      token: b.ownerToken,
      ip: '10.40.0.9',
      body: demo,
    });
    expect(Object.keys(requested.body.payload).sort()).toEqual(['booking_token', 'demo_request_id']);
    const slots = await t.call(endpoints.marketing.demoSlots, { query: {}, token: b.ownerToken });
    const start = slots.body.payload.slots[0]!.start;
    const booked = await t.call(endpoints.marketing.bookDemoSlot, {
      token: a.ownerToken,
      body: { booking_token: requested.body.payload.booking_token, start },
    });
    expect(booked.status).toBe(200);
    const mails = await t.handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, 'demo@fairplay.local'));
    expect(mails.length).toBeGreaterThanOrEqual(3);
    expect(mails.every((mail) => mail.businessId === null)).toBe(true);
    for (const response of [sent, requested, slots, booked]) {
      expectNoTraceOf(a, response.body);
      expectNoTraceOf(b, response.body);
    }
  });

  it("account routes act on the caller's own account only", async () => {
    const aOwnerToken = await t.login('owner');
    const changed = await t.call(endpoints.users.changePassword, {
      token: b.ownerToken,
      body: { old_password: 'bayview-club-1', new_password: 'bayview-club-2', confirm_password: 'bayview-club-2' },
    });
    expect(changed.status).toBe(200);
    b.ownerToken = changed.body.payload.token;
    expect((await t.call(endpoints.users.info, { token: aOwnerToken })).status).toBe(200);
    expect(await t.login('owner')).toBeTruthy();

    const secondB = await t.login('bianca.owner', 'bayview-club-2');
    expect((await t.call(endpoints.auth.logout, { token: secondB })).status).toBe(200);
    expect((await t.call(endpoints.users.info, { token: secondB })).status).toBe(401);
    expect((await t.call(endpoints.users.info, { token: aOwnerToken })).status).toBe(200);
    expect((await t.call(endpoints.users.info, { token: b.ownerToken })).status).toBe(200);
  });

  it("password resets stay with the caller's account and club", async () => {
    const forgot = await t.call(endpoints.auth.forgotPassword, {
      ip: '10.40.0.2',
      body: { username: 'bianca.owner' },
    });
    expect(forgot.status).toBe(200);
    const [email] = await t.handle.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, CLUB_B.email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(email?.businessId).toBe(b.id);
    expectNoTraceOf(a, email);
    const code = email!.textBody.match(/reset code is (\d{6})/)![1]!;

    // B's code does nothing for A's owner.
    const misuse = await t.call(endpoints.auth.resetPassword, {
      body: { username: 'owner', code, new_password: 'taken-over-1', confirm_password: 'taken-over-1' },
    });
    expect(misuse.status).toBe(400);
    expect(misuse.errors[0]!.field).toBe('code');
    expect(await t.login('owner')).toBeTruthy();
    expect(
      (
        await t.call(endpoints.auth.login, {
          body: { username: 'owner', password: 'taken-over-1' },
        })
      ).status,
    ).toBe(401);

    const [aOwner] = await t.handle.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.username, 'owner'));
    const reset = await t.call(endpoints.auth.resetPassword, {
      body: { username: 'bianca.owner', code, new_password: 'bayview-club-3', confirm_password: 'bayview-club-3' },
    });
    expect(reset.status).toBe(200);
    b.ownerToken = await t.login('bianca.owner', 'bayview-club-3');
    const [aOwnerAfter] = await t.handle.db
      .select({ updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.username, 'owner'));
    expect(aOwnerAfter).toEqual(aOwner);
  });
});

describe('selection headers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login('owner');
  });
  afterAll(async () => t.close());

  for (const header of ['location-id', 'facility-group-id']) {
    it(`rejects a ${header} that is not a whole number with 400 naming the header`, async () => {
      for (const value of ['abc', '-1', '1.5', '1e3', '0x10', '99999999999', '4294967296']) {
        const response = await t.call(endpoints.users.info, { token, headers: { [header]: value } });
        expect(response.status).toBe(400);
        expect(response.body.code).toBe(400);
        expect(response.errors[0]!.field).toBe(header);
        expect(errorFields(response)).toContain(header);
      }
      // Also on a public route, before any sign-in.
      const open = await t.call(endpoints.auth.verifyUsername, {
        body: { username: 'someone' },
        headers: { [header]: 'abc' },
      });
      expect(open.status).toBe(400);
      expect(open.errors[0]!.field).toBe(header);
    });

    it(`accepts a ${header} of 0, a positive id, or none`, async () => {
      for (const headers of [{ [header]: '0' }, { [header]: '12' }, {}]) {
        const response = await t.call(endpoints.users.info, { token, headers });
        expect(response.status).toBe(200);
        expect(response.body.payload.username).toBe('owner');
      }
    });
  }

  it('accepts both headers together', async () => {
    const response = await t.call(endpoints.roles.memberTypes, {
      token,
      headers: { 'location-id': '0', 'facility-group-id': '0' },
    });
    expect(response.status).toBe(200);
  });
});

describe('route inventory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  const expected = ALL.map(({ endpoint }) => routeOf(endpoint)).sort();

  it('every endpoint of the table names the test covering its isolation', () => {
    const notes = ISOLATION as Record<string, Record<string, string>>;
    for (const { group, key } of ALL) expect(notes[group]?.[key], `${group}.${key}`).toMatch(/\S/);
    expect(new Set(expected).size).toBe(expected.length);
  });

  it('the OpenAPI document lists exactly the endpoints of the table', async () => {
    const raw = await t.app.inject({ url: '/api/docs/json' });
    expect(raw.statusCode).toBe(200);
    const paths = raw.json().paths as Record<string, Record<string, unknown>>;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations)
          .filter((method) => ['get', 'put', 'post', 'patch', 'delete'].includes(method))
          .map((method) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(documented).toEqual(expected);
  });

  it("the router holds exactly the table's /api/v1 routes, including any hidden from the document", () => {
    // printRoutes draws a tree; rebuild each full path from its indentation.
    const tree = t.app.printRoutes({ commonPrefix: false });
    const stack: string[] = [];
    const registered: string[] = [];
    for (const line of tree.split('\n')) {
      const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
      if (!match) continue;
      const depth = match[1]!.length / 4;
      stack.length = depth;
      stack.push(match[2]!);
      const path = stack.join('').replace(/:(\w+)/g, '{$1}');
      if (!match[3] || !path.startsWith(`${API_PREFIX}/`)) continue;
      for (const method of match[3].split(',').map((item) => item.trim())) {
        if (method !== 'HEAD') registered.push(`${method} ${path}`);
      }
    }
    expect(registered.sort()).toEqual(expected);
  });

  it('every endpoint of the table exists', () => {
    for (const { endpoint } of ALL) {
      const url = `${API_PREFIX}${endpoint.path}`;
      expect(t.app.hasRoute({ method: endpoint.method, url }), routeOf(endpoint)).toBe(true);
    }
  });
});
