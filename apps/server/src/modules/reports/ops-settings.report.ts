import { OPS_SETTINGS_MESSAGES, type opsSettingsEndpoints } from '@fairplay/contracts';
import type { TenantScope } from '@fairplay/db';
import { fieldError } from '../../errors.js';
import { ok } from '../../plugins/envelope.js';
import type { EndpointHandlers } from '../../plugins/endpoint-routes.js';
import { listStaff } from '../clubs/index.js';
import { requireMember } from '../identity/index.js';
import { loadOpsSettings, saveOpsSettings } from './ops-settings.repository.js';

/** Who may receive the Monday Brief: the club's owners, admins and accountants (the Reports link's roles). */
export const BRIEF_ROLES = new Set(['owner', 'admin', 'accountant']);

/** The Brief's recipients: those chosen, or the owners and admins; each with the staff role that allows it. */
export async function briefPeople(scope: TenantScope, chosen: number[] | null) {
  const staff = (await listStaff(scope)).filter((person) => BRIEF_ROLES.has(person.member_type));
  return chosen === null
    ? staff.filter((person) => person.member_type !== 'accountant')
    : staff.filter((person) => chosen.includes(person.user_id));
}

/** GET and PUT reports/settings. */
export function opsSettingsHandlers(): EndpointHandlers<typeof opsSettingsEndpoints> {
  return {
    opsSettings: async (request) => ok(await loadOpsSettings(requireMember(request).scope)),
    saveOpsSettings: async (request) => {
      const member = requireMember(request);
      const body = request.body;
      if (body.brief.recipients !== null) {
        const allowed = new Set((await briefPeople(member.scope, body.brief.recipients)).map((p) => p.user_id));
        const wrong = body.brief.recipients.findIndex((id) => !allowed.has(id));
        if (wrong >= 0) throw fieldError(`brief.recipients.${wrong}`, OPS_SETTINGS_MESSAGES.recipient);
      }
      return ok(await saveOpsSettings(member.scope, body), OPS_SETTINGS_MESSAGES.saved);
    },
  };
}
