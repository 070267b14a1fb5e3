/**
 * Spec 3 sections 5 and 9: "Monthly invoice hidden for member type ids 3 and 14". The ids are the member type ids
 * of the customer charged (the Member record's `member_type_id`), taken as the spec writes them.
 */
export const NO_INVOICE_MEMBER_TYPE_IDS: readonly number[] = [3, 14];

export interface MonthlyInvoiceChoice {
  /** The club bills monthly (its `add_to_invoice` setting). */
  clubInvoices: boolean;
  /** The signed-in user at the charge screen: an nbu (a customer paying for themselves) never invoices. */
  callerUserType: 'bu' | 'nbu';
  /** The charged customer's member type id; null: no customer chosen (a walk-in). */
  memberTypeId: number | null;
  /** The payer has a stored method, or the new card is being saved now. */
  storedMethod: boolean;
}

export type MonthlyInvoiceIssue = 'turnedOff' | 'nbu' | 'customerRequired' | 'memberType' | 'noStoredMethod';

/**
 * Why "Add to Monthly Invoice" is not offered (null: it is). Spec 3 section 5: it appears only when a stored
 * account exists or save card is ticked, the member type id is not 3 or 14, and the user is not nbu; the server
 * refuses the same cases (the stored method is checked there against the payer's saved methods).
 */
export function monthlyInvoiceIssue(choice: MonthlyInvoiceChoice): MonthlyInvoiceIssue | null {
  if (!choice.clubInvoices) return 'turnedOff';
  if (choice.callerUserType === 'nbu') return 'nbu';
  if (choice.memberTypeId === null) return 'customerRequired';
  if (NO_INVOICE_MEMBER_TYPE_IDS.includes(choice.memberTypeId)) return 'memberType';
  if (!choice.storedMethod) return 'noStoredMethod';
  return null;
}
