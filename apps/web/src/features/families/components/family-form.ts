import { familyPlanProblem, type FamilyProblem } from '@fairplay/domain';
import { FAMILY_MESSAGES, type FamilyView, type SetFamilyMembersBody } from '@fairplay/contracts';

export type FamilyRole = 'Adult' | 'Spouse' | 'Child';

export interface FamilyFormRow {
  userId: number;
  name: string;
  email: string | null;
  role: FamilyRole;
}

export interface FamilyFormState {
  name: string;
  rows: FamilyFormRow[];
  payerUserId: number | null;
}

/** The editor's starting state from the saved family (or the member alone). */
export function formStateOf(view: FamilyView): FamilyFormState {
  return {
    name: view.family?.name ?? '',
    rows: view.members.map((member) => ({
      userId: member.user_id,
      name: `${member.first_name} ${member.last_name}`,
      email: member.email,
      role: member.is_child ? 'Child' : member.is_spouse ? 'Spouse' : 'Adult',
    })),
    payerUserId: view.family?.payer_user_id ?? null,
  };
}

/** The call's body; an empty name lets the server name a new family after the member. */
export function bodyOf(state: FamilyFormState): SetFamilyMembersBody {
  const name = state.name.trim();
  return {
    ...(name ? { name } : {}),
    members: state.rows.map((row) => ({
      user_id: row.userId,
      is_child: row.role === 'Child',
      is_spouse: row.role === 'Spouse',
    })),
    payer_user_id: state.rows.length > 1 ? state.payerUserId : null,
  };
}

/** The same check the server runs (domain's familyPlanProblem), with the contracts' message. */
export function problemOf(memberId: number, state: FamilyFormState): (FamilyProblem & { message: string }) | null {
  const problem = familyPlanProblem({
    memberId,
    members: state.rows.map((row) => ({
      userId: row.userId,
      isChild: row.role === 'Child',
      isSpouse: row.role === 'Spouse',
    })),
    payerUserId: state.rows.length > 1 ? state.payerUserId : null,
  });
  return problem ? { ...problem, message: FAMILY_MESSAGES[problem.problem] } : null;
}
