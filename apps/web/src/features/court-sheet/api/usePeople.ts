import { useMemo } from 'react';
import { useFacilityGroupStaff } from '../../facility-groups';

const COACH_TYPES: ReadonlySet<string> = new Set(['coach', 'supercoach', 'superdupercoach']);

export interface PersonOption {
  value: string;
  label: string;
}

/** The club's coaches (GET facility/group-staff) as select options for "Assigned"; partners come from the member search. */
export function usePeopleOptions(enabled: boolean) {
  const staff = useFacilityGroupStaff();
  return useMemo(() => {
    const people = new Map<number, { name: string; type: string }>();
    if (enabled) {
      for (const group of staff.data ?? []) {
        for (const person of group.staff)
          people.set(person.user_id, {
            name: `${person.first_name} ${person.last_name}`.trim(),
            type: person.member_type,
          });
      }
    }
    const all = [...people.entries()].map(([id, person]) => ({
      value: String(id),
      label: person.name,
      type: person.type,
    }));
    all.sort((a, b) => a.label.localeCompare(b.label));
    return {
      coaches: all.filter((person) => COACH_TYPES.has(person.type)).map(({ value, label }) => ({ value, label })),
    };
  }, [enabled, staff.data]);
}
