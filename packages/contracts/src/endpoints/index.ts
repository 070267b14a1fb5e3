import { courtEndpoints } from './courts.js';
import { authEndpoints } from './auth.js';
import { clubImageEndpoints, roleEndpoints, settingsEndpoints, waiverEndpoints } from './settings.js';
import { userEndpoints } from './users.js';
import { checkinEndpoints } from './checkins.js';
import { facilityEndpoints } from './facilities.js';
import { locationEndpoints } from './locations.js';
import { marketingEndpoints } from './marketing.js';
import { serviceTypeEndpoints } from './service-types.js';
import { sportEndpoints } from './sports.js';
import { appointmentEndpoints } from './appointments.js';
import { joiningEndpoints } from './joining.js';
import { memberImportEndpoints } from './member-import.js';
import { memberProfileEndpoints } from './member-profile.js';
import { customerEndpoints } from './customers.js';
import { familyEndpoints, ownFamilyEndpoints } from './families.js';
import { groupEndpoints } from './groups.js';
import { roleUpdateEndpoints, staffEndpoints } from './staff.js';
import { notificationEndpoints } from './notifications.js';
import { restrictionEndpoints } from './restrictions.js';
import { availabilityEndpoints } from './availability.js';
import { tagEndpoints } from './tags.js';
import { addOnEndpoints } from './add-ons.js';
import { paymentEndpoints } from './payments.js';
import { readerEndpoints } from './readers.js';
import { lessonEndpoints } from './lessons.js';
import { pointEndpoints } from './points.js';
import { bookingPaymentEndpoints } from './booking-payments.js';
import { splitPaymentEndpoints } from './split-payments.js';
import { coachEndpoints } from './coaches.js';
import { planEndpoints } from './plans.js';
import { invoiceEndpoints, receiptEndpoints } from './invoices.js';
import { clubBillingEndpoints } from './club-billing.js';
import { bookingFeeEndpoints } from './booking-fees.js';
import { classPackEndpoints } from './class-packs.js';
import { reportEndpoints } from './reports.js';

/**
 * The endpoint table: every call of the API, declared once. The server registers its routes from it, the OpenAPI
 * document is generated from those routes, and the web client and the API tests call through it.
 * Add an area's endpoints in a file of its own beside this one and name it here.
 */
export const endpoints = {
  courts: courtEndpoints,
  auth: authEndpoints,
  users: userEndpoints,
  settings: settingsEndpoints,
  waivers: waiverEndpoints,
  clubImage: clubImageEndpoints,
  roles: roleEndpoints,
  locations: locationEndpoints,
  checkins: checkinEndpoints,
  sports: sportEndpoints,
  facilities: facilityEndpoints,
  serviceTypes: serviceTypeEndpoints,
  marketing: marketingEndpoints,
  appointments: appointmentEndpoints,
  joining: joiningEndpoints,
  memberImport: memberImportEndpoints,
  memberProfile: memberProfileEndpoints,
  customers: customerEndpoints,
  families: familyEndpoints,
  ownFamily: ownFamilyEndpoints,
  groups: groupEndpoints,
  staff: staffEndpoints,
  roleUpdates: roleUpdateEndpoints,
  notifications: notificationEndpoints,
  restrictions: restrictionEndpoints,
  availability: availabilityEndpoints,
  tags: tagEndpoints,
  addOns: addOnEndpoints,
  payments: paymentEndpoints,
  bookingPayments: bookingPaymentEndpoints,
  splitPayments: splitPaymentEndpoints,
  coaches: coachEndpoints,
  readers: readerEndpoints,
  lessons: lessonEndpoints,
  points: pointEndpoints,
  plans: planEndpoints,
  receipts: receiptEndpoints,
  invoices: invoiceEndpoints,
  clubBilling: clubBillingEndpoints,
  bookingFees: bookingFeeEndpoints,
  classPacks: classPackEndpoints,
  reports: reportEndpoints,
};

export type Endpoints = typeof endpoints;
