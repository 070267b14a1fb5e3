import type { FacilityGroupStaff } from '@fairplay/contracts';

export interface SwitcherOption {
  /** "locationId:facilityGroupId", as stored; 0 means all. */
  value: string;
  label: string;
}

export const ALL_VALUE = '0:0';

/** All, then per location "location name - All facilities" and "location name - group name" for each group. */
export function switcherOptions(groups: readonly FacilityGroupStaff[]): SwitcherOption[] {
  const options: SwitcherOption[] = [{ value: ALL_VALUE, label: 'All locations' }];
  const seen = new Set<number>();
  for (const group of [...groups].sort(
    (a, b) => a.location_name.localeCompare(b.location_name) || a.location_id - b.location_id,
  )) {
    if (!seen.has(group.location_id)) {
      seen.add(group.location_id);
      options.push({ value: `${group.location_id}:0`, label: `${group.location_name} - All facilities` });
      for (const member of groups.filter((item) => item.location_id === group.location_id)) {
        options.push({
          value: `${member.location_id}:${member.id}`,
          label: `${member.location_name} - ${member.name}`,
        });
      }
    }
  }
  return options;
}
