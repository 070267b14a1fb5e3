import type { SessionUser } from '@fairplay/contracts';

/** The signed-in user as the client keeps it (the users module's; given by app.ts). */
export type SessionUserOf = (userId: number) => Promise<SessionUser>;
