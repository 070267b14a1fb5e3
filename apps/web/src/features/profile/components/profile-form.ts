import type { SessionUser, UpdateProfileBody } from '@fairplay/contracts';
import { dobFromIso, dobToIsoDate, type DobParts } from '../../../ui/DateOfBirthSelect';

export interface ProfileValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  dob: DobParts;
  business: { name: string };
}

export const PROFILE_FIELDS = ['first_name', 'last_name', 'email', 'phone', 'dob', 'business.name'];

export function profileValuesOf(user: SessionUser): ProfileValues {
  return {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone: user.phone ?? '',
    dob: dobFromIso(user.dob),
    business: { name: user.business?.name ?? '' },
  };
}

export function isDobPartial(dob: DobParts): boolean {
  const chosen = [dob.year, dob.month, dob.day].filter(Boolean).length;
  return chosen > 0 && chosen < 3;
}

/** The PUT users/update body; the club block is only sent by those allowed to rename the club. */
export function toProfileBody(values: ProfileValues, sendsBusiness: boolean): UpdateProfileBody {
  const body: UpdateProfileBody = {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim() || null,
    dob: dobToIsoDate(values.dob),
  };
  if (sendsBusiness) body.business = { name: values.business.name.trim() };
  return body;
}
