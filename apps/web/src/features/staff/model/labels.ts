import { STAFF_TYPE_KEYS } from '@fairplay/contracts';
import { MEMBER_TYPE_NAMES, type Resource } from '@fairplay/domain';

/** What each permission resource covers, in the words the roles screen uses. */
export const RESOURCE_LABELS: Record<Resource, string> = {
  court: 'Court sheet',
  lesson: 'Lessons',
  members: 'Customers',
  notifications: 'Notifications',
  payments: 'Payments',
  pos_backoffice: 'Pro shop back office',
  settings: 'Settings and staff',
  analytics: 'Reports',
  groups: 'Groups',
};

/** The staff member types as Select options. */
export const STAFF_TYPE_OPTIONS = STAFF_TYPE_KEYS.map((key) => ({ value: key, label: MEMBER_TYPE_NAMES[key] }));
