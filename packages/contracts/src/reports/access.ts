/** Every report is read with the analytics read permission (spec 1 section 2: /private/reports, analytics read). */
export const REPORT_ACCESS = { resource: 'analytics', action: 'read' } as const;
export const REPORT_TAG = 'reports';
