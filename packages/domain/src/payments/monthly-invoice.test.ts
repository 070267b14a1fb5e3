import { describe, expect, it } from 'vitest';
import { monthlyInvoiceIssue, NO_INVOICE_MEMBER_TYPE_IDS } from './monthly-invoice.js';

describe('monthlyInvoiceIssue (spec 3 sections 5 and 9)', () => {
  const offered = { clubInvoices: true, callerUserType: 'bu' as const, memberTypeId: 8, storedMethod: true };

  it('offers the monthly invoice to staff charging a customer with a stored method', () => {
    expect(monthlyInvoiceIssue(offered)).toBeNull();
  });

  it('hides it for member type ids 3 and 14', () => {
    expect(NO_INVOICE_MEMBER_TYPE_IDS).toEqual([3, 14]);
    expect(monthlyInvoiceIssue({ ...offered, memberTypeId: 3 })).toBe('memberType');
    expect(monthlyInvoiceIssue({ ...offered, memberTypeId: 14 })).toBe('memberType');
  });

  it('hides it when the signed-in user is nbu, the club does not bill monthly, or nothing is stored', () => {
    expect(monthlyInvoiceIssue({ ...offered, callerUserType: 'nbu' })).toBe('nbu');
    expect(monthlyInvoiceIssue({ ...offered, clubInvoices: false })).toBe('turnedOff');
    expect(monthlyInvoiceIssue({ ...offered, storedMethod: false })).toBe('noStoredMethod');
    expect(monthlyInvoiceIssue({ ...offered, memberTypeId: null })).toBe('customerRequired');
  });
});
