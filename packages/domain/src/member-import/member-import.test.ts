import { describe, expect, it } from 'vitest';
import { missingImportFields, repeatedImportFields, suggestMapping } from './mapping.js';
import { parseBirthDate, readMemberRow, splitFullName } from './row.js';

const options = { dateOrder: 'mdy' as const, today: '2026-11-25' };

describe('suggestMapping', () => {
  it('maps common header names, whatever their case, accents and punctuation', () => {
    expect(
      suggestMapping([
        'First Name',
        'SURNAME',
        'E-mail Address',
        'Mobile',
        'Date of birth',
        'Membership Type',
        'Household',
        'Notes',
      ]),
    ).toEqual(['first_name', 'last_name', 'email', 'phone', 'birth_date', 'member_type', 'family_name', null]);
    expect(suggestMapping(['prénom', 'nom', 'courriel'])).toEqual(['first_name', 'last_name', 'email']);
    expect(suggestMapping(['first_name', 'last_name', 'email'])).toEqual(['first_name', 'last_name', 'email']);
  });

  it('maps each field once and a full name only without first and last names', () => {
    expect(suggestMapping(['Email', 'email', 'Name'])).toEqual(['email', null, 'full_name']);
    expect(suggestMapping(['Name', 'First name', 'Last name'])).toEqual([null, 'first_name', 'last_name']);
  });

  it('names what a mapping lacks or repeats', () => {
    expect(missingImportFields(['full_name', null])).toEqual(['email']);
    expect(missingImportFields(['email', 'first_name'])).toEqual(['last_name']);
    expect(missingImportFields(['email', 'full_name'])).toEqual([]);
    expect(repeatedImportFields(['email', 'email', 'phone'])).toEqual(['email']);
  });
});

describe('readMemberRow', () => {
  const mapping = suggestMapping(['First name', 'Last name', 'Email', 'Phone', 'Birth date', 'Family']);

  it('normalizes a good row', () => {
    const { member, problems } = readMemberRow(
      [' Ana ', 'Lopez', 'Ana.Lopez@Example.org', '(555) 010-2030', '03/04/1990', 'Lopez'],
      mapping,
      options,
    );
    expect(problems).toEqual([]);
    expect(member).toEqual({
      email: 'ana.lopez@example.org',
      firstName: 'Ana',
      lastName: 'Lopez',
      phone: '5550102030',
      birthDate: '1990-03-04',
      memberType: null,
      familyName: 'Lopez',
    });
  });

  it('refuses a row naming each field at fault', () => {
    const { problems } = readMemberRow(['A', '', 'not-an-email', 'call me', '1920-01-01', ''], mapping, options);
    expect(problems).toEqual([
      { field: 'email', reason: 'Not a valid e-mail address' },
      { field: 'first_name', reason: 'First name must be 2 to 50 characters' },
      { field: 'last_name', reason: 'Last name is missing' },
      { field: 'phone', reason: 'Not a valid phone number (digits, up to 17, with an optional +)' },
      { field: 'birth_date', reason: 'Birth date must be 1930-01-01 or later' },
    ]);
  });

  it('splits a full name and blames the full-name column', () => {
    expect(splitFullName('Mary Ann Smith')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    expect(splitFullName('Smith, Mary Ann')).toEqual({ firstName: 'Mary Ann', lastName: 'Smith' });
    const { problems } = readMemberRow(['Cher', 'cher@example.org'], ['full_name', 'email'], options);
    expect(problems).toEqual([{ field: 'full_name', reason: 'Last name is missing' }]);
  });

  it('reads dates in the chosen order and refuses impossible or future ones', () => {
    expect(parseBirthDate('03/04/1990', 'dmy')).toBe('1990-04-03');
    expect(parseBirthDate('1990-4-3', 'mdy')).toBe('1990-04-03');
    expect(parseBirthDate('02/30/1990', 'mdy')).toBeNull();
    expect(parseBirthDate('3/4/90', 'mdy')).toBeNull();
    const { problems } = readMemberRow(['Ana', 'Lopez', 'a@b.org', '', '2030-01-01', ''], mapping, options);
    expect(problems).toEqual([{ field: 'birth_date', reason: 'Birth date is in the future' }]);
  });
});
