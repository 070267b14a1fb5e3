import { ALL_OF_KIND, PUBLIC_VALUE, type RuleFormInput, type RuleGender, type WhoCanBookKind } from '@fairplay/domain';

/** Who can book: which kinds are on, and their chosen ids (as strings; '-3' = all of the kind). */
export interface WhoValues {
  public: boolean;
  allmembers: boolean;
  groups: string[] | null;
  plans: string[] | null;
  coaches: string[] | null;
  facility_groups: string[] | null;
}

/** The filters as typed ('' = not set). */
export interface FilterValues {
  minAge: number | '';
  maxAge: number | '';
  minLevel: number | '';
  maxLevel: number | '';
  gender: RuleGender | '';
}

type Entries = { for: string; values: number[] }[];
type Filters = RuleFormInput['filters'];

const LIST_KINDS = ['groups', 'plans', 'coaches', 'facility_groups'] as const;

/** The form's values of saved who-can-book entries (a rule's or a coach availability's). */
export function whoValuesOf(entries: Entries): WhoValues {
  const list = (kind: WhoCanBookKind) => {
    const found = entries.find((item) => item.for === kind);
    return found ? found.values.map(String) : null;
  };
  return {
    public: entries.some((item) => item.for === 'public'),
    allmembers: entries.some((item) => item.for === 'allmembers'),
    groups: list('groups'),
    plans: list('plans'),
    coaches: list('coaches'),
    facility_groups: list('facility_groups'),
  };
}

/** The who-can-book entries the API takes (public is -1; -3 means all of a kind). */
export function whoCanBookOf(who: WhoValues): RuleFormInput['who_can_book'] {
  const entries: RuleFormInput['who_can_book'] = [];
  if (who.public) entries.push({ for: 'public', values: [PUBLIC_VALUE] });
  if (who.allmembers) entries.push({ for: 'allmembers', values: [ALL_OF_KIND] });
  for (const kind of LIST_KINDS) {
    const chosen = who[kind];
    if (chosen !== null) entries.push({ for: kind, values: chosen.map(Number) });
  }
  return entries;
}

export function filterValuesOf(filters: Filters): FilterValues {
  return {
    minAge: filters.min_age ?? '',
    maxAge: filters.max_age ?? '',
    minLevel: filters.min_level ?? '',
    maxLevel: filters.max_level ?? '',
    gender: filters.gender ?? '',
  };
}

const numberOrNull = (value: number | '') => (value === '' ? null : value);

export function filtersOf(values: FilterValues): Filters {
  return {
    min_age: numberOrNull(values.minAge),
    max_age: numberOrNull(values.maxAge),
    min_level: numberOrNull(values.minLevel),
    max_level: numberOrNull(values.maxLevel),
    gender: values.gender === '' ? null : values.gender,
  };
}
