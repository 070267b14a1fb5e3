import { Badge, List, Table, Text } from '@mantine/core';
import type { MemberImportRow } from '@fairplay/contracts';
import { MEMBER_IMPORT_FIELD_LABELS } from '@fairplay/domain';
import { ACTION_COLORS, ACTION_LABELS } from '../model/labels';

/** The dry run row by row: refused rows first, each problem with its field and reason. */
export function ReviewTable({ rows, caption }: { rows: MemberImportRow[]; caption: string }) {
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table striped highlightOnHover captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Row</Table.Th>
            <Table.Th scope="col">Result</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">E-mail</Table.Th>
            <Table.Th scope="col">Problems</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.row} data-testid={`import-row-${row.row}`}>
              <Table.Td>{row.row}</Table.Td>
              <Table.Td>
                <Badge color={ACTION_COLORS[row.action]} variant="filled">
                  {ACTION_LABELS[row.action]}
                </Badge>
              </Table.Td>
              <Table.Td>{row.name}</Table.Td>
              <Table.Td style={{ wordBreak: 'break-all' }}>{row.email}</Table.Td>
              <Table.Td>
                {row.problems.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    None
                  </Text>
                ) : (
                  <List size="sm" spacing={2}>
                    {row.problems.map((problem, index) => (
                      <List.Item key={index}>
                        <Text span fw={600} size="sm">
                          {MEMBER_IMPORT_FIELD_LABELS[problem.field]}:
                        </Text>{' '}
                        {problem.reason}
                      </List.Item>
                    ))}
                  </List>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
