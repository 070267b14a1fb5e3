import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  confirmationMatches,
  confirmationMismatch,
  dobField,
  emailField,
  idParam,
  newPasswordFields,
  passwordField,
  personNameField,
  phoneField,
  timezoneField,
  usernameField,
} from './fields.js';

/** The messages of a failed parse (an empty list when it succeeded). */
function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

function utcDate(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

describe('usernameField', () => {
  it('trims and lowercases', () => {
    expect(usernameField.parse('  John.Doe_1  ')).toBe('john.doe_1');
    expect(usernameField.parse('OWNER')).toBe('owner');
  });

  it('accepts 2 and 22 characters', () => {
    expect(usernameField.safeParse('ab').success).toBe(true);
    expect(usernameField.safeParse('a'.repeat(22)).success).toBe(true);
    expect(usernameField.safeParse('A'.repeat(22)).success).toBe(true);
  });

  it('rejects 1 and 23 characters with the length message', () => {
    const message = 'Username must be 2 to 22 characters.';
    expect(messagesOf(usernameField, 'a')).toContain(message);
    expect(messagesOf(usernameField, 'a'.repeat(23))).toContain(message);
  });

  it('counts length after trimming', () => {
    expect(usernameField.safeParse('  a  ').success).toBe(false);
    expect(usernameField.safeParse(`  ${'a'.repeat(22)}  `).success).toBe(true);
  });

  it('rejects the empty string', () => {
    expect(usernameField.safeParse('').success).toBe(false);
    expect(usernameField.safeParse('   ').success).toBe(false);
  });

  it.each(['john doe', 'john-doe', "o'brien", 'x;drop', 'jöhn', 'a@b', 'name!', 'tab\tname', 'emoji😀'])(
    'rejects %j, which has a character outside [a-z0-9._]',
    (value) => {
      expect(messagesOf(usernameField, value)).toContain(
        'Username may contain only lowercase letters, digits, period and underscore.',
      );
    },
  );

  it('accepts digits, periods and underscores', () => {
    expect(usernameField.safeParse('coach.sofia').success).toBe(true);
    expect(usernameField.safeParse('shop_alex_2').success).toBe(true);
    expect(usernameField.safeParse('123').success).toBe(true);
    expect(usernameField.safeParse('._').success).toBe(true);
  });

  it('rejects non-strings', () => {
    for (const value of [undefined, null, 42, {}, ['ab']]) {
      expect(usernameField.safeParse(value).success).toBe(false);
    }
  });
});

describe('passwordField', () => {
  it('accepts 8 and 25 characters with a letter and a number', () => {
    expect(passwordField.safeParse('abcdefg1').success).toBe(true);
    expect(passwordField.safeParse(`${'a'.repeat(24)}1`).success).toBe(true);
  });

  it('rejects 7 and 26 characters with the length message', () => {
    const message = 'Password must be 8 to 25 characters.';
    expect(messagesOf(passwordField, 'abcdef1')).toContain(message);
    expect(messagesOf(passwordField, `${'a'.repeat(25)}1`)).toContain(message);
  });

  it('rejects letters only', () => {
    expect(messagesOf(passwordField, 'abcdefgh')).toEqual(['Password must contain at least one number.']);
  });

  it('rejects digits only', () => {
    expect(messagesOf(passwordField, '12345678')).toEqual(['Password must contain at least one letter.']);
  });

  it('rejects symbols only with both messages', () => {
    expect(messagesOf(passwordField, '!@#$%^&*')).toEqual([
      'Password must contain at least one letter.',
      'Password must contain at least one number.',
    ]);
  });

  it('trims, and counts length after trimming', () => {
    expect(passwordField.parse('  passw0rd  ')).toBe('passw0rd');
    expect(passwordField.safeParse('   abcde1   ').success).toBe(false);
  });

  it('accepts upper-case letters and symbols beside the letter and number', () => {
    expect(passwordField.safeParse('PASSWORD1').success).toBe(true);
    expect(passwordField.safeParse('P@ss w0rd!').success).toBe(true);
  });

  it('rejects non-strings', () => {
    expect(passwordField.safeParse(12345678).success).toBe(false);
    expect(passwordField.safeParse(null).success).toBe(false);
  });
});

describe('emailField', () => {
  it('trims and lowercases', () => {
    expect(emailField.parse('  Jane.Doe@Example.COM  ')).toBe('jane.doe@example.com');
  });

  it('accepts ordinary addresses', () => {
    for (const value of ['owner@fairplay.test', 'first.last+tag@sub.example.co.uk', 'a_b@example.org']) {
      expect(emailField.safeParse(value).success, value).toBe(true);
    }
  });

  it.each(['', 'not-an-email', 'jane@', '@example.com', 'jane@@example.com', 'jane doe@example.com', 'jane@example'])(
    'rejects %j',
    (value) => {
      expect(emailField.safeParse(value).success).toBe(false);
    },
  );

  it('gives the validity message for a malformed address', () => {
    expect(messagesOf(emailField, 'not-an-email')).toEqual(['Please enter a valid e-mail address.']);
  });

  it('rejects an address longer than 254 characters', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`;
    expect(long.length).toBeGreaterThan(254);
    expect(messagesOf(emailField, long)).toContain('E-mail is too long.');
  });
});

describe('phoneField', () => {
  it('accepts digits with or without a leading +', () => {
    expect(phoneField.safeParse('+15125550100').success).toBe(true);
    expect(phoneField.safeParse('15125550100').success).toBe(true);
  });

  it('accepts up to 17 digits and rejects 18', () => {
    expect(phoneField.safeParse('1'.repeat(17)).success).toBe(true);
    expect(phoneField.safeParse(`+${'1'.repeat(17)}`).success).toBe(true);
    expect(messagesOf(phoneField, '1'.repeat(18))).toEqual(['Phone may start with + and have up to 17 digits.']);
    expect(phoneField.safeParse(`+${'1'.repeat(18)}`).success).toBe(false);
  });

  it('trims', () => {
    expect(phoneField.parse('  +4420  ')).toBe('+4420');
  });

  it('accepts the empty string, which the server stores as no phone', () => {
    expect(phoneField.parse('')).toBe('');
  });

  it.each(['++1512', '1+512', '+1 512 555', '512-555-0100', '(512)5550100', 'phone', '1.512'])(
    'rejects %j',
    (value) => {
      expect(phoneField.safeParse(value).success).toBe(false);
    },
  );
});

describe('dobField', () => {
  it('accepts an ISO date as is', () => {
    expect(dobField.parse('1990-05-01')).toBe('1990-05-01');
  });

  it('normalises an ISO date-time to its date', () => {
    expect(dobField.parse('1990-05-01T20:00:00.000Z')).toBe('1990-05-01');
    expect(dobField.parse('1990-05-01T20:00')).toBe('1990-05-01');
    expect(dobField.parse('1990-05-01T20:00:00+02:00')).toBe('1990-05-01');
    expect(dobField.parse('  1990-05-01  ')).toBe('1990-05-01');
  });

  it('accepts 1930-01-01, the earliest year allowed', () => {
    expect(dobField.parse('1930-01-01')).toBe('1930-01-01');
  });

  it('rejects 1929-12-31', () => {
    expect(messagesOf(dobField, '1929-12-31')).toEqual(['Year of birth must be 1930 or later.']);
  });

  it('accepts today and rejects a future date', () => {
    expect(dobField.safeParse(utcDate(0)).success).toBe(true);
    expect(messagesOf(dobField, utcDate(2))).toEqual(['Date of birth cannot be in the future.']);
    expect(dobField.safeParse('2999-01-01').success).toBe(false);
  });

  it('rejects an impossible month and day', () => {
    expect(messagesOf(dobField, '1990-13-45')).toEqual(['Date of birth is not a real date.']);
    expect(dobField.safeParse('1990-00-10').success).toBe(false);
    expect(dobField.safeParse('1990-05-32').success).toBe(false);
  });

  it('rejects a day past the end of its month rather than rolling it over', () => {
    expect(messagesOf(dobField, '1990-02-31')).toEqual(['Date of birth is not a real date.']);
    expect(dobField.safeParse('1990-04-31').success).toBe(false);
    expect(dobField.safeParse('1991-02-29').success).toBe(false);
    expect(dobField.parse('1992-02-29')).toBe('1992-02-29');
    expect(dobField.parse('2000-02-29')).toBe('2000-02-29');
  });

  it.each(['', 'yesterday', '05/01/1990', '1990/05/01', '1990-5-1', '19900501', '1990-05-01 20:00', '1990-05-01Tnoon'])(
    'rejects the non-date %j',
    (value) => {
      expect(messagesOf(dobField, value)).toEqual(['Date of birth must be an ISO date.']);
    },
  );

  it('rejects non-strings', () => {
    expect(dobField.safeParse(null).success).toBe(false);
    expect(dobField.safeParse(new Date('1990-05-01')).success).toBe(false);
    expect(dobField.safeParse(641520000000).success).toBe(false);
  });
});

describe('personNameField', () => {
  const firstName = personNameField('First name');

  it('accepts 2 and 50 characters', () => {
    expect(firstName.parse('Al')).toBe('Al');
    expect(firstName.safeParse('a'.repeat(50)).success).toBe(true);
  });

  it('rejects 1 and 51 characters, naming the field', () => {
    expect(messagesOf(firstName, 'A')).toEqual(['First name must be at least 2 characters.']);
    expect(messagesOf(firstName, 'a'.repeat(51))).toEqual(['First name must be at most 50 characters.']);
  });

  it('uses the label it is given', () => {
    expect(messagesOf(personNameField('Last name'), '')).toEqual(['Last name must be at least 2 characters.']);
  });

  it('trims, and counts length after trimming, keeping case and inner characters', () => {
    expect(firstName.parse("  O'Connor  ")).toBe("O'Connor");
    expect(firstName.parse('Mary Ann')).toBe('Mary Ann');
    expect(firstName.safeParse('   A   ').success).toBe(false);
  });
});

describe('timezoneField', () => {
  it.each(['Europe/London', 'America/New_York', 'Asia/Kolkata', 'UTC'])('accepts %s', (zone) => {
    expect(timezoneField.parse(zone)).toBe(zone);
  });

  it('trims', () => {
    expect(timezoneField.parse('  Europe/London ')).toBe('Europe/London');
  });

  it.each(['Mars/Olympus', 'Europe/Atlantis', 'not a zone', ''])('rejects %j', (zone) => {
    expect(messagesOf(timezoneField, zone)).toContain('Unknown time zone.');
  });

  it('rejects more than 64 characters', () => {
    expect(timezoneField.safeParse(`Europe/${'x'.repeat(60)}`).success).toBe(false);
  });
});

describe('idParam', () => {
  it('coerces numeric strings to whole positive numbers', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(idParam.parse(7)).toBe(7);
    expect(idParam.parse('2147483647')).toBe(2147483647);
  });

  it.each(['0', '-1', '1.5', 'abc', '2147483648'])('rejects %j', (value) => {
    expect(idParam.safeParse(value).success).toBe(false);
  });
});

describe('new password confirmation', () => {
  it('compares the new password with its confirmation', () => {
    expect(confirmationMatches({ new_password: 'abcdefg1', confirm_password: 'abcdefg1' })).toBe(true);
    expect(confirmationMatches({ new_password: 'abcdefg1', confirm_password: 'abcdefg2' })).toBe(false);
    expect(confirmationMatches({ new_password: 'abcdefg1', confirm_password: 'ABCDEFG1' })).toBe(false);
  });

  it('reports a mismatch on confirm_password', () => {
    expect(confirmationMismatch).toEqual({ message: 'Passwords do not match.', path: ['confirm_password'] });
  });

  it('validates the new password as a password and trims the confirmation', () => {
    expect(newPasswordFields.new_password.safeParse('short1').success).toBe(false);
    expect(newPasswordFields.confirm_password.parse('  abcdefg1  ')).toBe('abcdefg1');
  });
});

describe('phoneField and a lone plus', () => {
  it('rejects a plus sign without digits', () => {
    expect(phoneField.safeParse('+').success).toBe(false);
  });
});
