import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './deps.js';
import {
  appointmentsModule,
  bookingsStartedBetween,
  bookingsOnCourts,
  deskBookingsOf,
  liveEventsCleanupJob,
  occurrencesToRemind,
  reminderOccurrence,
  type BookingPolicyNeeds,
} from './modules/appointments/index.js';
import { compiledRulesForPolicy, createRulesCache, rulesAsEvents } from './modules/availability/index.js';
import { courtsModule } from './modules/courts/index.js';
import { authModule } from './modules/auth/index.js';
import { bookingPeople } from './modules/booking-people/index.js';
import * as clubs from './modules/clubs/index.js';
import {
  findNames,
  hashSecret,
  identityModule,
  identityPlugin,
  SessionWatch,
  userFullNameSql,
} from './modules/identity/index.js';
import { joiningModule, joiningRules } from './modules/joining/index.js';
import { rolesModule } from './modules/roles/index.js';
import { settingsModule } from './modules/settings/index.js';
import { usersModule } from './modules/users/index.js';
import { waiversModule } from './modules/waivers/index.js';
import type { AppModule } from './module.js';
import { facilitiesModule, groupIdsOf, sportCategoriesOfGroups } from './modules/facilities/index.js';
import { checkInsOfBookings, firstCheckInsJson, locationsModule } from './modules/locations/index.js';
import { mailModule } from './modules/mail/index.js';
import { marketingModule } from './modules/marketing/index.js';
import { sportsModule } from './modules/sports/index.js';
import { serviceTypesModule } from './modules/service-types/index.js';
import { limitsModule } from './modules/limits/index.js';
import { memberImportModule } from './modules/member-import/index.js';
import { memberProfileModule } from './modules/member-profile/index.js';
import { membersModule } from './modules/members/index.js';
import { familiesModule } from './modules/families/index.js';
import { groupsModule } from './modules/groups/index.js';
import { staffModule } from './modules/staff/index.js';
import { bookingNotifier, notificationsModule } from './modules/notifications/index.js';
import { createJobRunner, type JobRunner } from './modules/jobs/index.js';
import { restrictionsModule } from './modules/restrictions/index.js';
import { availabilityModule } from './modules/availability/index.js';
import { appointmentTagsJson, bookingTagsOf, setBookingTags, tagsModule } from './modules/tags/index.js';
import { addOnsModule, appointmentAddOnsJson, bookAddOn, bookingAddOnsOf } from './modules/add-ons/index.js';
import { ledgerModule } from './modules/ledger/index.js';
import { chargeStatus as paymentChargeStatus, courtTimeTaxes, paymentsModule } from './modules/payments/index.js';
import { membershipsModule } from './modules/memberships/index.js';
import {
  lessonLooks,
  lessonsModule,
  lessonsOpenTo,
  placesStartedBetween,
  privateSessions,
  withdrawPlaces,
  waitlistPassOn,
  waitlistPromotionJob,
  type LessonsNeeds,
} from './modules/lessons/index.js';
import { pointsModule } from './modules/points/index.js';
import { classPacksModule } from './modules/class-packs/index.js';
import { reportsModule } from './modules/reports/index.js';
import { clubBillingModule } from './modules/club-billing/index.js';
import {
  appointmentAuthorizedJson,
  appointmentPaidJson,
  bookingPaymentsModule,
  bookingsOwedOf,
  removedBookingsPort,
  expiringHoldsOwner,
} from './modules/booking-payments/index.js';
import { coachesModule } from './modules/coaches/index.js';
import { bookingFeesModule } from './modules/booking-fees/index.js';
import type { BookingExtras, OccurrenceExtras } from './modules/appointments/index.js';
import { frameworkErrors, registerEnvelope, serializeError } from './plugins/envelope.js';
import { registerSecurityHeaders } from './plugins/headers.js';
import { registerHealth } from './plugins/health.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerSelection } from './plugins/selection.js';
import { registerStaticWeb } from './plugins/static-web.js';
import { registerTextGuard } from './plugins/text-guard.js';

export const API_PREFIX = '/api/v1';

declare module 'fastify' {
  interface FastifyInstance {
    /** The job queue's worker of this process (main.ts starts it; tests call `runDueJobs(now)`). */
    jobs: JobRunner;
  }
}
const BODY_LIMIT_BYTES = 256 * 1024;

/** A client's `x-request-id` is kept only in this short, safe form; anything else gets a fresh id. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export interface BuildOptions {
  /** false: no log; true or a level: JSON lines to stdout, or to `stream` when given. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

/** Request headers that carry secrets never reach the log. */
const REDACTED = ['req.headers["access-token"]', 'req.headers.authorization', 'req.headers.cookie'];

export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? false;
  const app = Fastify({
    logger:
      logger === false
        ? false
        : {
            ...(logger === true ? {} : logger),
            redact: { paths: REDACTED, censor: '[redacted]' },
            serializers: { err: serializeError },
          },
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : crypto.randomUUID();
    },
    requestIdHeader: false,
    // Only the listed proxies' X-Forwarded-For is believed (proxy-addr); with none, the peer is the client.
    trustProxy: deps.config.trustProxy.length > 0 ? deps.config.trustProxy : false,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // First, so that every later hook's refusal (401, 403, 404) carries the headers too.
  await registerSecurityHeaders(app, deps.config.webDist, { stripeJs: deps.config.stripe !== null });
  const pages = await registerStaticWeb(app, deps.config.webDist);
  registerEnvelope(app, pages);
  registerHealth(app, deps.db);
  await registerOpenApi(app);
  registerSelection(app);
  // Live-update streams end with their session (sign-out, password change, expiry), on every server process.
  const sessions = new SessionWatch(deps.db, deps.now);
  await app.register(identityPlugin, { db: deps.db, now: deps.now, loadClub: clubs.loadClub, sessions });
  registerTextGuard(app);

  const courts = courtsModule(deps, {
    facilities: { groupIdsOf, groupOrder: (scope) => groupIdsOf(scope, null), categories: sportCategoriesOfGroups },
  });
  const countCourts = courts.countCourts;
  // The job queue's worker: modules register their job types below; main.ts starts its polling.
  const jobs = createJobRunner(deps, app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', () => jobs.stop());
  // Tags and add-ons on bookings (issue 10): the tags and add-ons modules' rows, seen by appointments as one port.
  const bookingExtras: BookingExtras = {
    async of(scope, ids) {
      const tagsBy = await bookingTagsOf(scope, ids);
      const addOnsBy = await bookingAddOnsOf(scope, ids);
      const extras = new Map<number, OccurrenceExtras>();
      for (const id of new Set([...tagsBy.keys(), ...addOnsBy.keys()]))
        extras.set(id, { tags: tagsBy.get(id) ?? [], addOns: addOnsBy.get(id) ?? [] });
      return extras;
    },
    async apply(scope, occurrences, choice, actorId) {
      const ids = occurrences.map((occurrence) => occurrence.id);
      if (choice.tags !== undefined) await setBookingTags(scope, ids, choice.tags);
      if (choice.addOnId !== undefined) await bookAddOn(scope, occurrences, choice.addOnId, actorId);
    },
  };
  const joining = joiningRules(deps);
  const users = usersModule(deps, { countCourts, joining });
  const marketing = marketingModule(deps, { hashSecret });
  const staff = staffModule(deps);
  // Restrictions count a member's bookings (appointments' rows) per facility group (courts'); appointments runs
  // restrictions' check inside every booking's transaction.
  const restrictions = restrictionsModule(deps, { courtGroups: (scope, ids) => courts.findCourts(scope, ids) });
  // The booking policy: the availability rules, and who a member is for them (booking-people; memberships exists by
  // the time a booking asks). Each app instance holds its clubs' rules, checked against the club's rule version at
  // every use (migration 0029).
  const people = bookingPeople({
    planIds: (scope, userId) => memberships.planIdsOf(scope, userId),
    facilityGroupsOf: (scope, userId) => staff.facilityGroupsOf(scope, userId),
  });
  const rulesCache = createRulesCache({ now: deps.now });
  const policy: BookingPolicyNeeds = {
    compiledRules: (scope, timeZone, courtIds, from, to) =>
      compiledRulesForPolicy(rulesCache, scope, timeZone, courtIds, from, to),
    ruleEvents: (scope, timeZone, from, to, courtIds) => rulesAsEvents(rulesCache, scope, timeZone, from, to, courtIds),
    personOf: (...args) => people.personOf(...args),
  };
  // Payments refuses removing a saved method a live subscription renews with; memberships charges through payments.
  const payments = paymentsModule(deps, {
    jobs,
    methodInUse: (scope, methodId) => memberships.methodInUse(scope, methodId),
    // The member's balance counts what their bookings still owe (booking payments' reading).
    bookingsOwed: (scope, userId) => bookingsOwedOf(scope, userId),
    // A refunded class pack purchase shrinks its pack (issue 14), in the refund's transaction.
    chargeRefunded: (scope, charge) => memberships.chargeRefunded(scope, charge),
    // Holds about to expire are captured or released by booking payments' rule (appointments exists by then).
    heldCharges: expiringHoldsOwner(deps.db, deps.now, (businessId) => appointments.scheduleChanged(businessId)),
    // Cash for a booking sent to createforcashinput (issue 26); bookingPayments exists by the time it is called.
    bookingCash: (...args) => bookingPayments.bookingCash(...args),
    // The terminal for a saved booking (issue 24), and the booking it pays settled with its charge.
    bookingTerminal: (...args) => bookingPayments.bookingTerminal(...args),
    terminalSettled: (...args) => bookingPayments.terminalSettled(...args),
    // charges/create with `balance: true` (issue 26): the member's owed bookings paid by the charge, in its transactions.
    balancePayments: {
      reserve: (...args) => bookingPayments.balancePayments.reserve(...args),
      settle: (...args) => bookingPayments.balancePayments.settle(...args),
    },
  });
  const memberships = membershipsModule(deps, jobs, {
    memberCharges: payments.memberCharges,
    refundCharge: (scope, chargeId) => payments.charging.refundByRule(scope, { chargeId, amount: null }),
  });
  // A cancelled booking's refund or release by the club's cancellation window (booking payments, through payments).
  const removedBookings = removedBookingsPort(deps.db, deps.now, payments);
  // No-show and late-cancel fees (issue 13): the sweep reads bookings, lesson places and check-ins; appointments
  // records a late cancellation's fee through it.
  const bookingFees = bookingFeesModule(deps, {
    jobs,
    payments,
    bookingsStartedBetween,
    placesStartedBetween,
    checkIns: checkInsOfBookings,
  });
  const appointments = appointmentsModule(deps, {
    removedBookings: removedBookings.removed,
    lateCancelled: bookingFees.lateCancelled,
    people: clubs,
    courts,
    notify: bookingNotifier(deps.now),
    sessions,
    checkIns: checkInsOfBookings,
    restrictions: restrictions.bookingRestrictions,
    policy,
    extras: bookingExtras,
    // The court sheet's one statement: each module writes the SQL over its own tables.
    listingColumns: {
      checkIns: firstCheckInsJson,
      tags: appointmentTagsJson,
      addOns: appointmentAddOnsJson,
      paid: appointmentPaidJson,
      authorized: appointmentAuthorizedJson,
      userName: userFullNameSql,
    },
    lessonLooks,
    // Called at listing time, once lessonsNeeds below exists.
    lessonsOpen: (...args) => lessonsOpenTo(lessonsNeeds, deps.config.publicUrl)(...args),
    courtTimeTaxes,
  });
  // Lesson places paid by card go through booking payments' charge path; booking payments gives back the places
  // of a payment that never went through with the lessons module's withdrawPlaces.
  const bookingPayments = bookingPaymentsModule(deps, {
    bookings: appointments.paidBookings,
    scheduleChanged: appointments.scheduleChanged,
    payments,
    jobs,
    removedBookings,
    // A promoted waiter's failed later authorization passes the place on (lessonsNeeds exists by then).
    lessonPlaces: {
      withdraw: withdrawPlaces,
      passOn: (...args) => waitlistPassOn(lessonsNeeds, deps.config.publicUrl)(...args),
    },
    findCourts: (scope, ids) => courts.findCourts(scope, ids),
    // book-and-pay with a coach: the coaches module's book-and-pay-coach (called at request time, once it exists).
    coachSessions: { bookAndPay: (...args) => coaches.bookAndPay(...args) },
  });
  const lessonsNeeds: LessonsNeeds = {
    findCourts: (scope, ids) => courts.findCourts(scope, ids),
    personOf: policy.personOf,
    notify: bookingNotifier(deps.now),
    scheduleChanged: appointments.scheduleChanged,
    placePayments: bookingPayments.placePayments,
    lateCancelled: bookingFees.lateCancelled,
  };
  const coaches = coachesModule(deps, {
    findCourts: (scope, ids) => courts.findCourts(scope, ids),
    personOf: policy.personOf,
    payments: (scope) => payments.connection(scope),
    sessions: privateSessions(lessonsNeeds, deps.config.publicUrl),
    scheduleChanged: appointments.scheduleChanged,
    placePayments: bookingPayments.placePayments,
  });
  // Places freed on a lesson date are filled from its waitlist by a job written with the freeing (issue 13).
  jobs.register(waitlistPromotionJob(lessonsNeeds, deps.config.publicUrl));
  jobs.register(liveEventsCleanupJob);
  const modules: AppModule[] = [
    identityModule(),
    clubs.clubsModule(),
    users,
    joiningModule(deps, joining, { sessionUserOf: users.sessionUserOf }),
    authModule(deps, { sessionUserOf: users.findSessionUser }),
    settingsModule(deps, { countCourts }),
    rolesModule(deps),
    waiversModule(deps),
    locationsModule({
      userNames: async (ids) => new Map((await findNames(deps.db, ids)).map(({ userId, ...name }) => [userId, name])),
      people: clubs,
      // The front desk's check-ins name the booking they belong to (appointments' rows, courts' names).
      bookings: deskBookingsOf(courts),
      now: deps.now,
    }),
    sportsModule(deps),
    facilitiesModule(deps, { clubStaff: clubs.listStaff, staffAssignments: staff.assignments }),
    serviceTypesModule(deps, { clubRoles: (userId, businessId) => clubs.rolesIn(deps.db, userId, businessId) }),
    mailModule(),
    limitsModule(),
    marketing,
    courts,
    memberImportModule(deps),
    memberProfileModule(deps, {
      courtNames: async (scope, ids) =>
        new Map((ids.length > 0 ? await courts.findCourts(scope, ids) : []).map((court) => [court.id, court.name])),
    }),
    membersModule(deps, { openSubscriptionCount: (scope, userId) => memberships.openSubscriptionCount(scope, userId) }),
    familiesModule(deps, { findCourts: (scope, ids) => courts.findCourts(scope, ids) }),
    groupsModule(deps),
    staff,
    appointments,
    restrictions,
    notificationsModule(deps, {
      jobs,
      reminders: {
        occurrence: reminderOccurrence,
        occurrencesToRemind,
        courtName: async (scope, courtId) => (await courts.findCourts(scope, [courtId]))[0]?.name ?? '',
        members: async (scope, userIds) =>
          (await clubs.findMembers(scope, userIds)).map((m) => ({ userId: m.userId, email: m.email })),
      },
    }),
    availabilityModule(
      deps,
      {
        courts,
        scheduleChanged: appointments.scheduleChanged,
        payments: (scope) => payments.connection(scope),
        plans: (scope) => memberships.planNames(scope),
        bookings: { onCourts: bookingsOnCourts, personOf: policy.personOf },
        bookFromSheet: appointments.bookFromSheet,
      },
      rulesCache,
    ),
    tagsModule(deps),
    addOnsModule(deps, { findCourts: (scope, ids) => courts.findCourts(scope, ids) }),
    ledgerModule(jobs),
    payments,
    memberships,
    clubBillingModule(deps, { provider: payments.provider, jobs }),
    lessonsModule(deps, lessonsNeeds),
    coaches,
    pointsModule(deps, {
      charge: payments.chargeCustomer,
      chargeStatus: paymentChargeStatus,
      // members/balance answers the member detail's money, owed included (issues 24 and 26).
      memberMoney: payments.memberMoney,
      jobs,
      // createforpoint with appointment_id pays that booking where bookings are paid (booking payments depends on
      // points, so points reach it only through this need).
      bookingPoints: bookingPayments.bookingPoints,
    }),
    classPacksModule(deps),
    bookingPayments,
    bookingFees,
    reportsModule(deps),
  ];
  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(marketing.pages);
  if (payments.sandboxPages) await app.register(payments.sandboxPages);
  if (payments.webhookRoutes) await app.register(payments.webhookRoutes);
  return app;
}
