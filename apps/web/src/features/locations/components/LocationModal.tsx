import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { CLUB_LIMITS, type Location } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { builtInAddressLookup, EMPTY_ADDRESS, type AddressLookup, type AddressParts } from '../address/address-lookup';
import { useCreateLocation, useUpdateLocation } from '../api/useLocations';
import { AddressFields } from './AddressFields';

interface LocationModalProps {
  /** The location to rename, or null to create one. */
  location: Location | null;
  opened: boolean;
  onClose: () => void;
  lookup?: AddressLookup;
}

/** "Create location" (name and full address) or "Update location" (name only). */
export function LocationModal({ location, opened, onClose, lookup = builtInAddressLookup }: LocationModalProps) {
  const [name, setName] = useState(location?.name ?? '');
  const [address, setAddress] = useState<AddressParts>(EMPTY_ADDRESS);
  const [nameError, setNameError] = useState<string | null>(null);
  const [addressError, setAddressError] = useState<string | null>(null);
  const [banner, setBanner] = useState<string | null>(null);
  const create = useCreateLocation();
  const update = useUpdateLocation(location?.id ?? 0);
  const pending = create.isPending || update.isPending;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setBanner(null);
    const trimmed = name.trim();
    setNameError(trimmed ? null : 'Location name is required.');
    const onError = (error: unknown) => setBanner(errorMessage(error));
    if (location) {
      if (!trimmed) return;
      update.mutate({ name: trimmed }, { onSuccess: () => (notifySuccess('Location updated.'), onClose()), onError });
      return;
    }
    const resolved = lookup.resolve(address);
    setAddressError(resolved.ok ? null : resolved.message);
    if (!trimmed || !resolved.ok) return;
    create.mutate(
      { name: trimmed, address: resolved.address },
      { onSuccess: () => (notifySuccess('Location created.'), onClose()), onError },
    );
  };

  return (
    <Modal opened={opened} onClose={onClose} title={location ? 'Update location' : 'Create location'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {banner ? (
            <Alert color="red" variant="light" title="Error">
              {banner}
            </Alert>
          ) : null}
          <TextInput
            label="Location (Business) Name"
            required
            maxLength={CLUB_LIMITS.locationNameMax}
            value={name}
            error={nameError}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          {location ? null : <AddressFields value={address} onChange={setAddress} error={addressError} />}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
