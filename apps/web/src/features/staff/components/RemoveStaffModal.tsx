import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Staff } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useRemoveStaff } from '../api/useStaff';

interface RemoveStaffModalProps {
  staff: Staff;
  onClose: () => void;
}

/**
 * "Remove from staff": the person stays a member of the club, with their bookings and past lessons. The server
 * refuses while they are assigned to upcoming bookings; its message shows here, with hiding as the alternative.
 */
export function RemoveStaffModal({ staff, onClose }: RemoveStaffModalProps) {
  const remove = useRemoveStaff();
  const [error, setError] = useState<string | null>(null);
  const name = `${staff.first_name} ${staff.last_name}`;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Remove ${name} from the staff?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm">
          {name} stays a member of the club and keeps their bookings and past lessons, but loses the rights of a{' '}
          {staff.member_type_name.toLowerCase()} and leaves their facility groups. To keep them on the staff but out of
          members&apos; sight, hide them instead (Edit).
        </Text>
        {error ? (
          <Alert color="red" variant="light" title="Not done" role="alert">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => {
              setError(null);
              remove.mutate(staff.user_id, {
                onSuccess: (result) => {
                  notifySuccess(result.message);
                  onClose();
                },
                onError: (failure) => setError(errorMessage(failure)),
              });
            }}
          >
            Remove from staff
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
