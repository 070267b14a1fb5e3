/**
 * The Fairplay fields a member CSV's columns can fill, and the suggestion of which column fills which, read from
 * the file's header names. The import wizard shows the suggestion; the user adjusts it before the dry run.
 */
export const MEMBER_IMPORT_FIELDS = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'birth_date',
  'member_type',
  'family_name',
] as const;

export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];

/** A column's target, by column position: a field, or null when the column is not imported. */
export type MemberImportMapping = (MemberImportField | null)[];

export const MEMBER_IMPORT_FIELD_LABELS: Record<MemberImportField, string> = {
  first_name: 'First name',
  last_name: 'Last name',
  full_name: 'Full name (first and last)',
  email: 'E-mail',
  phone: 'Phone',
  birth_date: 'Birth date',
  member_type: 'Member type',
  family_name: 'Family',
};

/**
 * Header names seen in exports of other club software and spreadsheets, already normalized (see normalizeHeader).
 * "Family name" is the surname in most files, so it suggests the last name; a household is "family" or "household".
 */
const SYNONYMS: Record<MemberImportField, readonly string[]> = {
  first_name: ['first name', 'firstname', 'first', 'given name', 'forename', 'prenom', 'vorname', 'nombre'],
  last_name: ['last name', 'lastname', 'last', 'surname', 'family name', 'nom', 'nachname', 'apellido', 'apellidos'],
  full_name: ['name', 'full name', 'fullname', 'member name', 'customer name', 'contact name', 'member', 'customer'],
  email: ['email', 'e mail', 'email address', 'e mail address', 'mail', 'courriel', 'member email'],
  phone: ['phone', 'phone number', 'mobile', 'mobile phone', 'cell', 'cell phone', 'telephone', 'tel', 'mobile number'],
  birth_date: ['birth date', 'birthdate', 'date of birth', 'dob', 'birthday', 'born', 'birth'],
  member_type: ['member type', 'membertype', 'membership type', 'type', 'role', 'membership'],
  family_name: ['family', 'household', 'family group', 'family account', 'household name'],
};

/** Lowercase, accents dropped, punctuation and underscores as spaces, spaces collapsed. */
export function normalizeHeader(header: string): string {
  return header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_SYNONYM = new Map<string, MemberImportField>(
  MEMBER_IMPORT_FIELDS.flatMap((field) => SYNONYMS[field].map((name) => [name, field] as const)),
);

/**
 * The suggested target of each header: each field at most once (the first column that names it wins), and a full
 * name only when first and last names are not both there.
 */
export function suggestMapping(headers: readonly string[]): MemberImportMapping {
  const taken = new Set<MemberImportField>();
  const mapping: MemberImportMapping = headers.map((header) => {
    const normalized = normalizeHeader(header);
    const field = BY_SYNONYM.get(normalized) ?? BY_SYNONYM.get(normalized.replaceAll(' ', ''));
    if (!field || taken.has(field)) return null;
    taken.add(field);
    return field;
  });
  if (taken.has('first_name') && taken.has('last_name')) return mapping.map((f) => (f === 'full_name' ? null : f));
  return mapping;
}

/**
 * The fields an import cannot do without that the mapping leaves out: the e-mail (a member is found by it), and
 * either both names or a full name.
 */
export function missingImportFields(mapping: readonly (MemberImportField | null)[]): MemberImportField[] {
  const has = new Set(mapping.filter((field): field is MemberImportField => field !== null));
  const missing: MemberImportField[] = [];
  if (!has.has('email')) missing.push('email');
  if (!has.has('full_name')) {
    if (!has.has('first_name')) missing.push('first_name');
    if (!has.has('last_name')) missing.push('last_name');
  }
  return missing;
}

/** A mapping that names one field for two columns cannot say which column wins: the fields it repeats. */
export function repeatedImportFields(mapping: readonly (MemberImportField | null)[]): MemberImportField[] {
  const seen = new Set<MemberImportField>();
  const repeated = new Set<MemberImportField>();
  for (const field of mapping) {
    if (field === null) continue;
    if (seen.has(field)) repeated.add(field);
    seen.add(field);
  }
  return [...repeated];
}
