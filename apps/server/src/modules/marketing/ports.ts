/** What the marketing module needs from other modules, handed to its factory (see index.ts). */

/** The one-way hash stored for a secret token (owned by identity: the same hash as session and reset tokens). */
export type HashSecretPort = (secret: string) => string;

export interface MarketingNeeds {
  hashSecret: HashSecretPort;
}
