import { Alert, Badge, Button, Container, Group, Modal, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { endpoints, type AddOn, type AddOnBody } from '@fairplay/contracts';
import { addOnPriceLabel, can } from '@fairplay/domain';
import { useState } from 'react';
import { call, errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { IconButton } from '../../../ui/IconButton';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useAddOnList, useCreateAddOn, useRemoveAddOn, useUpdateAddOn } from '../api/useAddOns';
import { AddOnForm } from './AddOnForm';
import { BusyIndicator } from '../../../ui/BusyIndicator';

/**
 * /private/add-ons: what the club sells with court time (ball machine, lights, racket rental). Staff with
 * settings update add, change and remove them; removed ones are listed with "Show removed" and have no actions.
 */
export function AddOnsPage() {
  const user = useCurrentUser();
  const canEdit = can(user.member_type?.roles, 'settings', 'update');
  const [archived, setArchived] = useState(false);
  const [editing, setEditing] = useState<AddOn | 'new' | null>(null);
  const [removing, setRemoving] = useState<AddOn | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useAddOnList(archived);
  const courts = useQuery({ queryKey: ['add-ons', 'courts'], queryFn: () => call(endpoints.courts.list) });
  const create = useCreateAddOn();
  const update = useUpdateAddOn();
  const remove = useRemoveAddOn();
  const courtOptions = (courts.data ?? []).map((court) => ({ value: String(court.id), label: court.name }));
  const courtName = new Map((courts.data ?? []).map((court) => [court.id, court.name]));

  const save = (body: AddOnBody) => {
    setProblem(null);
    const done = {
      onSuccess: (result: { message: string }) => {
        notifySuccess(result.message);
        setEditing(null);
      },
      onError: (error: unknown) => setProblem(errorMessage(error)),
    };
    if (editing === 'new' || editing === null) create.mutate(body, done);
    else update.mutate({ id: editing.id, body }, done);
  };

  const rows = list.data ?? [];
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            Add-ons
          </Title>
          {canEdit ? (
            <Button
              onClick={() => {
                setProblem(null);
                setEditing('new');
              }}
            >
              New add-on
            </Button>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          What members and staff can add to a court booking. The stock is how many exist: bookings at overlapping times
          share them, and the last one can be booked only once.
        </Text>
        <Switch
          label="Show removed"
          checked={archived}
          onChange={(event) => setArchived(event.currentTarget.checked)}
        />
        {list.isLoading ? <BusyIndicator label="Loading add-ons" /> : null}
        {list.isError ? (
          <Alert color="red" variant="light">
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        {list.isSuccess && rows.length === 0 ? (
          <Text c="dimmed">{archived ? 'No removed add-ons.' : 'No add-ons yet.'}</Text>
        ) : null}
        {rows.length > 0 ? (
          <Table.ScrollContainer minWidth={560}>
            <Table aria-label={archived ? 'Removed add-ons' : 'Add-ons'} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Price</Table.Th>
                  <Table.Th>Stock</Table.Th>
                  <Table.Th>Courts</Table.Th>
                  {canEdit && !archived ? <Table.Th>Actions</Table.Th> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((addOn) => (
                  <Table.Tr key={addOn.id} data-add-on-id={addOn.id}>
                    <Table.Td>
                      <Text size="sm" fw={600}>
                        {addOn.name}
                      </Text>
                      {addOn.description ? (
                        <Text size="xs" c="dimmed">
                          {addOn.description}
                        </Text>
                      ) : null}
                      {addOn.archived ? <Badge color="gray">Removed</Badge> : null}
                    </Table.Td>
                    <Table.Td>
                      {addOnPriceLabel({ price: addOn.price, pointPrice: addOn.point_price, per: addOn.per })}
                    </Table.Td>
                    <Table.Td>{addOn.stock}</Table.Td>
                    <Table.Td>
                      {addOn.all_courts
                        ? 'All courts'
                        : addOn.courts.map((id) => courtName.get(id) ?? `Court ${id}`).join(', ')}
                    </Table.Td>
                    {canEdit && !archived ? (
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <IconButton
                            label={`Edit ${addOn.name}`}
                            icon={<IconPencil size={16} />}
                            variant="subtle"
                            onClick={() => {
                              setProblem(null);
                              setEditing(addOn);
                            }}
                          />
                          <IconButton
                            label={`Remove ${addOn.name}`}
                            icon={<IconTrash size={16} />}
                            variant="subtle"
                            color="red"
                            onClick={() => setRemoving(addOn)}
                          />
                        </Group>
                      </Table.Td>
                    ) : null}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
      {editing !== null ? (
        <AddOnForm
          addOn={editing === 'new' ? null : editing}
          courts={courtOptions}
          saving={create.isPending || update.isPending}
          problem={problem}
          onSave={save}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove add-on" centered size="sm">
        <Stack gap="md">
          <Text>Remove {removing?.name}? Bookings that already have it keep it; it is not offered any more.</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                removing &&
                remove.mutate(removing.id, {
                  onSuccess: (result) => notifySuccess(result.message),
                  onError: (error) => notifyError(error),
                  onSettled: () => setRemoving(null),
                })
              }
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
