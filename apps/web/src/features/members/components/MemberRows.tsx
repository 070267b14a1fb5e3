import { Anchor, Badge, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconUserMinus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { MemberRow } from '@fairplay/contracts';
import { formatLongDate } from '../../../ui/dates';
import { IconButton } from '../../../ui/IconButton';
import { fullNameOf, memberDetailPath } from '../model/member-form';

interface MemberRowsProps {
  rows: MemberRow[];
  timeZone: string | null | undefined;
  /** Row actions (edit, end membership) for staff with members update; none otherwise. */
  onEdit?: ((row: MemberRow) => void) | undefined;
  onDelete?: ((row: MemberRow) => void) | undefined;
  /** Links each name to the member detail page. */
  linkToDetail?: boolean;
}

function NameLink({ row, link }: { row: MemberRow; link: boolean }) {
  if (!link) return <Text fw={600}>{fullNameOf(row)}</Text>;
  return (
    <Anchor component={Link} to={memberDetailPath(row.id)} fw={600}>
      {fullNameOf(row)}
    </Anchor>
  );
}

function Actions({ row, onEdit, onDelete }: { row: MemberRow } & Pick<MemberRowsProps, 'onEdit' | 'onDelete'>) {
  if (!onEdit && !onDelete) return null;
  const name = fullNameOf(row);
  return (
    <Group gap={4} wrap="nowrap">
      {onEdit ? (
        <IconButton
          label={`Edit ${name}`}
          icon={<IconPencil size={18} />}
          variant="subtle"
          onClick={() => onEdit(row)}
        />
      ) : null}
      {onDelete && row.member_type !== 'owner' ? (
        <IconButton
          label={`End membership of ${name}`}
          icon={<IconUserMinus size={18} />}
          variant="subtle"
          color="red"
          onClick={() => onDelete(row)}
        />
      ) : null}
    </Group>
  );
}

/**
 * The customers list's rows: a table from the small-tablet width up, cards on phones (375 px), both with the same
 * fields (name, e-mail, phone, member type, family, joined) and actions.
 */
export function MemberRows({ rows, timeZone, onEdit, onDelete, linkToDetail = true }: MemberRowsProps) {
  return (
    <>
      <Table.ScrollContainer minWidth={760} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="xs" aria-label="Customers">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Member type</Table.Th>
              <Table.Th>Family</Table.Th>
              <Table.Th>Joined</Table.Th>
              {onEdit || onDelete ? <Table.Th aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-member-id={row.id}>
                <Table.Td>
                  <NameLink row={row} link={linkToDetail} />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{row.email}</Table.Td>
                <Table.Td>{row.phone ?? ''}</Table.Td>
                <Table.Td>{row.member_type_name}</Table.Td>
                <Table.Td>{row.family_name ?? ''}</Table.Td>
                <Table.Td>{formatLongDate(row.joined_at, timeZone)}</Table.Td>
                {onEdit || onDelete ? (
                  <Table.Td>
                    <Actions row={row} onEdit={onEdit} onDelete={onDelete} />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Stack component="ul" gap="xs" p={0} m={0} hiddenFrom="sm" aria-label="Customers">
        {rows.map((row) => (
          <Paper component="li" key={row.id} withBorder radius="md" p="sm" style={{ listStyle: 'none' }}>
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <NameLink row={row} link={linkToDetail} />
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {row.email}
                </Text>
                {row.phone ? <Text size="sm">{row.phone}</Text> : null}
                <Group gap={6}>
                  <Badge variant="light">{row.member_type_name}</Badge>
                  {row.family_name ? <Badge variant="outline">{row.family_name}</Badge> : null}
                </Group>
                <Text size="xs" c="dimmed">
                  Joined {formatLongDate(row.joined_at, timeZone)}
                </Text>
              </Stack>
              <Actions row={row} onEdit={onEdit} onDelete={onDelete} />
            </Group>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
