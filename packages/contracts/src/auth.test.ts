import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  verifyDemoCodeBody,
  verifyUsernameBody,
} from './auth.js';

function issuesOf(schema: z.ZodType, value: unknown): { path: PropertyKey[]; message: string; code: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path, message: issue.message, code: issue.code }));
}

function failingPaths(schema: z.ZodType, value: unknown): string[] {
  return issuesOf(schema, value).map((issue) => issue.path.join('.'));
}

describe('loginBody', () => {
  it('trims and lowercases the username and trims the password', () => {
    expect(loginBody.parse({ username: '  Owner@Example.COM ', password: '  Secret12  ' })).toEqual({
      username: 'owner@example.com',
      password: 'Secret12',
    });
  });

  it('keeps the password case', () => {
    expect(loginBody.parse({ username: 'owner', password: 'PassWord1' }).password).toBe('PassWord1');
  });

  it('accepts the optional front and role', () => {
    expect(loginBody.parse({ username: 'owner', password: 'x', front: true, role: 'bu' })).toEqual({
      username: 'owner',
      password: 'x',
      front: true,
      role: 'bu',
    });
    expect(loginBody.safeParse({ username: 'owner', password: 'x', role: 'nbu' }).success).toBe(true);
  });

  it('requires a username and a password, even after trimming', () => {
    expect(issuesOf(loginBody, { username: '   ', password: 'x' })).toEqual([
      expect.objectContaining({ path: ['username'], message: 'Username is required.' }),
    ]);
    expect(issuesOf(loginBody, { username: 'owner', password: '   ' })).toEqual([
      expect.objectContaining({ path: ['password'], message: 'Password is required.' }),
    ]);
    expect(failingPaths(loginBody, {}).sort()).toEqual(['password', 'username']);
  });

  it('rejects an unknown role and a non-boolean front', () => {
    expect(failingPaths(loginBody, { username: 'owner', password: 'x', role: 'admin' })).toEqual(['role']);
    expect(failingPaths(loginBody, { username: 'owner', password: 'x', front: 'yes' })).toEqual(['front']);
  });

  it('rejects unknown fields', () => {
    expect(issuesOf(loginBody, { username: 'owner', password: 'x', remember: true })).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys' }),
    ]);
  });

  it('rejects an over-long username or password', () => {
    expect(failingPaths(loginBody, { username: 'a'.repeat(255), password: 'x' })).toEqual(['username']);
    expect(failingPaths(loginBody, { username: 'owner', password: 'x'.repeat(201) })).toEqual(['password']);
  });
});

describe('registerBody', () => {
  const person = {
    firstName: 'Olivia',
    lastName: 'Bennett',
    username: 'Olivia.B',
    email: 'Olivia@Example.com',
    dob: '1979-04-12T00:00:00.000Z',
    password: 'passw0rd',
  };
  const business = {
    user_type: 'bu' as const,
    ...person,
    businessName: 'Riverside Club',
    businessAddress: '1200 River Road',
  };
  const customer = { user_type: 'nbu' as const, ...person };

  it('accepts a business registration and normalises its fields', () => {
    expect(registerBody.parse({ ...business, timezone: 'Europe/London', plan: 'pro' })).toEqual({
      user_type: 'bu',
      firstName: 'Olivia',
      lastName: 'Bennett',
      username: 'olivia.b',
      email: 'olivia@example.com',
      dob: '1979-04-12',
      password: 'passw0rd',
      businessName: 'Riverside Club',
      businessAddress: '1200 River Road',
      timezone: 'Europe/London',
      plan: 'pro',
    });
  });

  it('accepts a business registration without timezone or plan', () => {
    expect(registerBody.safeParse(business).success).toBe(true);
  });

  it('requires businessName and businessAddress for bu', () => {
    const { businessName: _name, businessAddress: _address, ...withoutBusiness } = business;
    expect(failingPaths(registerBody, withoutBusiness).sort()).toEqual(['businessAddress', 'businessName']);
    expect(failingPaths(registerBody, { ...business, businessName: undefined })).toEqual(['businessName']);
    expect(failingPaths(registerBody, { ...business, businessAddress: undefined })).toEqual(['businessAddress']);
  });

  it('checks the club name and address lengths', () => {
    expect(issuesOf(registerBody, { ...business, businessName: ' R ' })).toEqual([
      expect.objectContaining({ path: ['businessName'], message: 'Club name must be at least 2 characters.' }),
    ]);
    expect(issuesOf(registerBody, { ...business, businessName: 'x'.repeat(81) })).toEqual([
      expect.objectContaining({ path: ['businessName'], message: 'Club name must be at most 80 characters.' }),
    ]);
    expect(issuesOf(registerBody, { ...business, businessAddress: 'x' })).toEqual([
      expect.objectContaining({ path: ['businessAddress'], message: 'Please provide valid address' }),
    ]);
    expect(issuesOf(registerBody, { ...business, businessAddress: 'x'.repeat(201) })).toEqual([
      expect.objectContaining({ path: ['businessAddress'], message: 'Address must be at most 200 characters.' }),
    ]);
  });

  it('rejects an unknown time zone for bu', () => {
    expect(issuesOf(registerBody, { ...business, timezone: 'Mars/Olympus' })).toEqual([
      expect.objectContaining({ path: ['timezone'], message: 'Unknown time zone.' }),
    ]);
  });

  it('accepts a customer registration', () => {
    const parsed = registerBody.parse(customer);
    expect(parsed).toEqual({
      user_type: 'nbu',
      firstName: 'Olivia',
      lastName: 'Bennett',
      username: 'olivia.b',
      email: 'olivia@example.com',
      dob: '1979-04-12',
      password: 'passw0rd',
    });
  });

  it('rejects business fields and other unknown fields for nbu (strict)', () => {
    expect(issuesOf(registerBody, { ...customer, businessName: 'Riverside Club' })).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys' }),
    ]);
    expect(registerBody.safeParse({ ...customer, timezone: 'Europe/London' }).success).toBe(false);
    expect(registerBody.safeParse({ ...customer, is_admin: true }).success).toBe(false);
  });

  it('rejects unknown fields for bu (strict)', () => {
    expect(issuesOf(registerBody, { ...business, role: 'owner' })).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys' }),
    ]);
  });

  it('fails without a user_type or with an unknown one', () => {
    const { user_type: _type, ...withoutType } = business;
    expect(registerBody.safeParse(withoutType).success).toBe(false);
    expect(failingPaths(registerBody, withoutType)).toEqual(['user_type']);
    expect(registerBody.safeParse({ ...business, user_type: 'admin' }).success).toBe(false);
  });

  it('validates every personal field', () => {
    const bad = {
      ...customer,
      firstName: 'O',
      lastName: 'x'.repeat(51),
      username: 'bad name',
      email: 'nope',
      dob: '1929-12-31',
      password: 'password',
    };
    expect(failingPaths(registerBody, bad).sort()).toEqual([
      'dob',
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);
  });

  it('requires every personal field', () => {
    expect(failingPaths(registerBody, { user_type: 'nbu' }).sort()).toEqual([
      'dob',
      'email',
      'firstName',
      'lastName',
      'password',
      'username',
    ]);
  });
});

describe('forgotPasswordBody', () => {
  it('trims and lowercases the username or e-mail', () => {
    expect(forgotPasswordBody.parse({ username: '  Owner ' })).toEqual({ username: 'owner' });
  });

  it('requires it and rejects unknown fields', () => {
    expect(issuesOf(forgotPasswordBody, { username: '  ' })).toEqual([
      expect.objectContaining({ path: ['username'], message: 'Username or e-mail is required.' }),
    ]);
    expect(forgotPasswordBody.safeParse({ username: 'owner', captcha: '12345' }).success).toBe(false);
  });
});

describe('resetPasswordBody', () => {
  const valid = { username: ' Owner ', code: '123456', new_password: 'newpassw0rd', confirm_password: 'newpassw0rd' };

  it('accepts a matching confirmation and normalises the username', () => {
    expect(resetPasswordBody.parse(valid)).toEqual({
      username: 'owner',
      code: '123456',
      new_password: 'newpassw0rd',
      confirm_password: 'newpassw0rd',
    });
  });

  it('compares the passwords after trimming', () => {
    expect(
      resetPasswordBody.safeParse({ ...valid, new_password: '  newpassw0rd ', confirm_password: 'newpassw0rd  ' })
        .success,
    ).toBe(true);
  });

  it('reports a mismatched confirmation on confirm_password', () => {
    expect(issuesOf(resetPasswordBody, { ...valid, confirm_password: 'otherpassw0rd' })).toEqual([
      { path: ['confirm_password'], message: 'Passwords do not match.', code: 'custom' },
    ]);
  });

  it('needs a six-digit code', () => {
    for (const code of ['12345', '1234567', 'abcdef', '12 456', '']) {
      expect(issuesOf(resetPasswordBody, { ...valid, code }), code).toEqual([
        expect.objectContaining({ path: ['code'], message: 'The reset code is 6 digits.' }),
      ]);
    }
    expect(resetPasswordBody.parse({ ...valid, code: ' 654321 ' }).code).toBe('654321');
  });

  it('validates the new password', () => {
    expect(failingPaths(resetPasswordBody, { ...valid, new_password: 'short', confirm_password: 'short' })).toContain(
      'new_password',
    );
  });

  it('rejects unknown fields and missing fields', () => {
    expect(resetPasswordBody.safeParse({ ...valid, extra: 1 }).success).toBe(false);
    const { confirm_password: _confirm, ...withoutConfirmation } = valid;
    expect(failingPaths(resetPasswordBody, withoutConfirmation)).toContain('confirm_password');
  });
});

describe('verifyUsernameBody and verifyDemoCodeBody', () => {
  it('verifyUsernameBody takes a username string only', () => {
    expect(verifyUsernameBody.parse({ username: 'Any Thing' })).toEqual({ username: 'Any Thing' });
    expect(verifyUsernameBody.safeParse({ username: 'x'.repeat(201) }).success).toBe(false);
    expect(verifyUsernameBody.safeParse({ username: 'a', extra: 1 }).success).toBe(false);
  });

  it('verifyDemoCodeBody trims the code and requires it', () => {
    expect(verifyDemoCodeBody.parse({ demo_code: ' FAIRPLAY-DEMO ' })).toEqual({ demo_code: 'FAIRPLAY-DEMO' });
    expect(verifyDemoCodeBody.safeParse({ demo_code: '  ' }).success).toBe(false);
    expect(verifyDemoCodeBody.safeParse({ demo_code: 'x'.repeat(65) }).success).toBe(false);
  });
});
