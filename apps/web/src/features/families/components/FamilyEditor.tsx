import {
  Button,
  Center,
  Group,
  Modal,
  Paper,
  Radio,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import type { FamilyView } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { IconButton } from '../../../ui/IconButton';
import { MemberSearchSelect, type MemberChoice } from '../../../ui/MemberSearchSelect';
import { notifySuccess } from '../../../ui/notify';
import { STICKY_ACTIONS } from '../../../ui/table-actions';
import { NotFoundPage } from '../../not-found';
import { useSetFamily, useStaffFamily } from '../api/useFamily';
import { bodyOf, formStateOf, problemOf, type FamilyFormState, type FamilyRole } from './family-form';
import { BusyIndicator } from '../../../ui/BusyIndicator';

const ROLES: FamilyRole[] = ['Adult', 'Spouse', 'Child'];

/** The owner's family screen (members update): add and remove members, mark children and spouses, choose the payer. */
export function FamilyEditor({ memberId }: { memberId: number }) {
  const family = useStaffFamily(memberId, true);
  if (family.isError && isApiError(family.error) && family.error.status === 404) return <NotFoundPage />;
  if (family.isError) return <ErrorAlert message={errorMessage(family.error)} live={false} />;
  if (!family.data)
    return (
      <Center py="xl">
        <BusyIndicator label="Loading the family" />
      </Center>
    );
  // Each answer from the server (after a save too) starts the form afresh from what was saved.
  return <FamilyForm key={family.dataUpdatedAt} memberId={memberId} view={family.data} />;
}

function FamilyForm({ memberId, view }: { memberId: number; view: FamilyView }) {
  const save = useSetFamily(memberId);
  const [state, setState] = useState<FamilyFormState>(() => formStateOf(view));
  const [adding, setAdding] = useState<MemberChoice[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [confirmDissolve, setConfirmDissolve] = useState(false);

  const update = (change: Partial<FamilyFormState>) => setState({ ...state, ...change });
  const addChosen = () => {
    const known = new Set(state.rows.map((row) => row.userId));
    const rows = [
      ...state.rows,
      ...adding
        .filter((choice) => !known.has(choice.userId))
        .map((choice) => ({ userId: choice.userId, name: choice.name, email: null, role: 'Child' as const })),
    ];
    update({ rows, payerUserId: state.payerUserId ?? memberId });
    setAdding([]);
  };
  const submit = (next: FamilyFormState) => {
    const problem = problemOf(memberId, next);
    if (problem) {
      setError(problem.message);
      return;
    }
    setError(null);
    save.mutate(bodyOf(next), {
      onSuccess: (result) => notifySuccess(result.message),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };
  const self = state.rows.find((row) => row.userId === memberId);

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {view.family ? view.family.name : `${self?.name ?? 'This member'} has no family yet`}
          </Title>
          <TextInput
            label="Family name"
            description="Leave empty to name a new family after the member"
            value={state.name}
            onChange={(event) => update({ name: event.currentTarget.value })}
            maxLength={80}
          />
          <Radio.Group
            label="Members and who pays"
            description="The payer is charged for the family’s bookings"
            value={state.payerUserId === null ? null : String(state.payerUserId)}
            onChange={(value) => update({ payerUserId: Number(value) })}
          >
            <Table.ScrollContainer minWidth={420} mt="xs">
              <Table aria-label="Family members">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Role</Table.Th>
                    <Table.Th>Payer</Table.Th>
                    <Table.Th style={STICKY_ACTIONS}>Actions</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {state.rows.map((row) => (
                    <Table.Tr key={row.userId}>
                      <Table.Td>
                        <Text>{row.name}</Text>
                        {row.email ? (
                          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                            {row.email}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>
                        <Select
                          aria-label={`Role of ${row.name}`}
                          data={ROLES}
                          value={row.role}
                          allowDeselect={false}
                          onChange={(role) =>
                            update({
                              rows: state.rows.map((r) =>
                                r.userId === row.userId ? { ...r, role: (role ?? 'Adult') as FamilyRole } : r,
                              ),
                            })
                          }
                          w={120}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Radio value={String(row.userId)} aria-label={`${row.name} pays`} />
                      </Table.Td>
                      <Table.Td style={STICKY_ACTIONS}>
                        {row.userId !== memberId ? (
                          <IconButton
                            label={`Remove ${row.name} from the family`}
                            icon={<IconUserMinus size={18} />}
                            variant="subtle"
                            color="red"
                            onClick={() =>
                              update({
                                rows: state.rows.filter((r) => r.userId !== row.userId),
                                payerUserId: state.payerUserId === row.userId ? null : state.payerUserId,
                              })
                            }
                          />
                        ) : null}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Radio.Group>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <div style={{ flex: '1 1 16rem' }}>
              <MemberSearchSelect
                label="Add family members"
                description="Type a name; new members join as children (change the role after adding)"
                value={adding}
                onChange={setAdding}
                exclude={state.rows.map((row) => row.userId)}
              />
            </div>
            <Button variant="default" onClick={addChosen} disabled={adding.length === 0}>
              Add
            </Button>
          </Group>
          <ErrorAlert message={error} />
          <Group gap="sm">
            <Button onClick={() => submit(state)} loading={save.isPending}>
              Save family
            </Button>
            {view.family ? (
              <Button variant="default" color="red" onClick={() => setConfirmDissolve(true)}>
                Dissolve family
              </Button>
            ) : null}
          </Group>
        </Stack>
      </Paper>
      <Modal opened={confirmDissolve} onClose={() => setConfirmDissolve(false)} title="Dissolve family">
        <Stack>
          <Text>Everyone leaves the family and it is removed. Their accounts and bookings stay.</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDissolve(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              onClick={() => {
                setConfirmDissolve(false);
                submit({ ...state, rows: state.rows.filter((row) => row.userId === memberId), payerUserId: null });
              }}
            >
              Dissolve
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
