import argon2 from 'argon2';

/** argon2id with 19 MiB and two passes: the OWASP minimum for interactive logins. */
export const PASSWORD_HASH_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;
