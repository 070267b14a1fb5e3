import { Alert, Button, Group, Modal, NativeSelect, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CLUB_LIMITS, type FacilityGroup } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useSports, useUpdateFacilityGroup } from '../api/useFacilityGroups';
import { getChosenSport, setChosenSport } from '../chosen-sport';

interface RenameFacilityModalProps {
  group: FacilityGroup;
  onClose: () => void;
}

/** "Update facility": the name goes to the server, then the page reloads; the sport is remembered in this browser. */
export function RenameFacilityModal({ group, onClose }: RenameFacilityModalProps) {
  const [name, setName] = useState(group.name);
  const [sport, setSport] = useState(String(getChosenSport(group.id) ?? ''));
  const [error, setError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const sports = useSports(group.sport_category_id);
  const update = useUpdateFacilityGroup(group.id);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const trimmed = name.trim();
    setError(trimmed ? null : 'Facility name is required.');
    if (!trimmed) return;
    setChosenSport(group.id, sport ? Number(sport) : null);
    update.mutate(
      { name: trimmed },
      { onSuccess: () => window.location.reload(), onError: (failure) => setBanner(errorMessage(failure)) },
    );
  };

  return (
    <Modal opened onClose={onClose} title="Update facility">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {banner ? (
            <Alert color="red" variant="light" title="Error">
              {banner}
            </Alert>
          ) : null}
          <TextInput
            label="Facility name"
            required
            maxLength={CLUB_LIMITS.facilityNameMax}
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          {group.sport_category_id !== null ? (
            <NativeSelect
              label="Sport"
              description="Remembered on this device"
              value={sport}
              onChange={(event) => setSport(event.currentTarget.value)}
              data={[
                { value: '', label: 'Any' },
                ...(sports.data ?? []).map((item) => ({ value: String(item.id), label: item.display_name })),
              ]}
            />
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
