import { Button, ColorSwatch, Group, Modal, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { SERVICE_TYPE_MESSAGES, type SessionUser } from '@fairplay/contracts';
import { useServiceTypes, useSetServiceTypeHidden } from '../api/useServiceTypes';
import { canEditServiceTypes } from './access';

interface Props {
  user: SessionUser;
  onClose: () => void;
}

/** Archived service types with Put back; the Actions column is hidden for member type member (spec 1 section 6). */
export function ArchivedServiceTypesModal({ user, onClose }: Props) {
  const archived = useServiceTypes(user, true);
  const putBack = useSetServiceTypeHidden();
  const showActions = user.member_type?.key !== 'member';
  const canPutBack = canEditServiceTypes(user);

  const restore = (id: number) =>
    putBack.mutate(
      { id, hidden: false },
      {
        // After un-hiding: an alert, then the page reloads (spec 1 section 4).
        onSuccess: (message) => {
          window.alert(message || 'Success');
          window.location.reload();
        },
        onError: () =>
          notifications.show({
            color: 'orange',
            title: SERVICE_TYPE_MESSAGES.unhideFailedTitle,
            message: SERVICE_TYPE_MESSAGES.unhideFailed,
          }),
      },
    );

  const types = archived.data ?? [];
  return (
    <Modal opened onClose={onClose} title="Archived service types" size="lg" centered>
      {archived.isLoading ? <Text c="dimmed">Loading...</Text> : null}
      {!archived.isLoading && types.length === 0 ? <Text c="dimmed">There are no archived service types.</Text> : null}
      {types.length > 0 ? (
        <Table.ScrollContainer minWidth={320}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Colour</Table.Th>
                {showActions ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {types.map((type) => (
                <Table.Tr key={type.id}>
                  <Table.Td>{type.display_name}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={type.color} size={14} aria-hidden="true" />
                      <Text size="sm">{type.color}</Text>
                    </Group>
                  </Table.Td>
                  {showActions ? (
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="light"
                        disabled={!canPutBack}
                        loading={putBack.isPending && putBack.variables?.id === type.id}
                        onClick={() => restore(type.id)}
                        aria-label={`Put back ${type.display_name}`}
                      >
                        Put back
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Modal>
  );
}
