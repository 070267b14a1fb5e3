import { NativeSelect } from '@mantine/core';
import { useEffect } from 'react';
import { useFacilityGroupStaff } from '../../facility-groups';
import { storedSelectionValue, storeSelectionAndReload } from '../selection-storage';
import { ALL_VALUE, switcherOptions } from '../switcher-options';

/**
 * The header's location / facility-group filter. The choice travels as the location-id and facility-group-id
 * headers; changing it stores it and reloads the page.
 */
export function ClubSwitcher({ maw = 260 }: { maw?: number | string }) {
  const groups = useFacilityGroupStaff();
  const value = storedSelectionValue();
  const options = groups.data ? switcherOptions(groups.data) : null;
  const known = options?.some((option) => option.value === value) ?? true;

  // A choice that no longer exists (or belongs to another club) falls back to all.
  useEffect(() => {
    if (!known && value !== ALL_VALUE) storeSelectionAndReload(ALL_VALUE);
  }, [known, value]);

  if (!options) return null;
  return (
    <NativeSelect
      aria-label="Location and facility group"
      size="xs"
      maw={maw}
      data={options}
      value={known ? value : ALL_VALUE}
      onChange={(event) => storeSelectionAndReload(event.currentTarget.value)}
    />
  );
}
