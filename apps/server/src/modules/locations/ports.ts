/** What the locations module needs from other modules, handed to its factory (see index.ts). */

/** A user's name as the check-ins list shows it. */
export interface UserName {
  firstName: string;
  lastName: string;
  username: string;
}

/** The names of the users with these ids (owned by identity: users); one query for the whole batch. */
export type UserNamesPort = (ids: readonly number[]) => Promise<Map<number, UserName>>;

export interface LocationsNeeds {
  userNames: UserNamesPort;
}
