import { Select, Table, Text } from '@mantine/core';
import { MEMBER_IMPORT_FIELD_LABELS, MEMBER_IMPORT_FIELDS, type MemberImportField } from '@fairplay/domain';

const NOT_IMPORTED = '';
const OPTIONS = [
  { value: NOT_IMPORTED, label: 'Do not import' },
  ...MEMBER_IMPORT_FIELDS.map((field) => ({ value: field, label: MEMBER_IMPORT_FIELD_LABELS[field] })),
];

interface MappingTableProps {
  headers: string[];
  mapping: (MemberImportField | null)[];
  onChange: (mapping: (MemberImportField | null)[]) => void;
}

/** Each column of the file beside the Fairplay field it fills; the server's suggestion comes pre-selected. */
export function MappingTable({ headers, mapping, onChange }: MappingTableProps) {
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Column in the file</Table.Th>
            <Table.Th scope="col">Fairplay field</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {headers.map((header, index) => (
            <Table.Tr key={index}>
              <Table.Td>
                <Text fw={500}>{header || `Column ${index + 1} (no name)`}</Text>
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Field for column ${header || index + 1}`}
                  data={OPTIONS}
                  value={mapping[index] ?? NOT_IMPORTED}
                  allowDeselect={false}
                  onChange={(value) => {
                    const next = [...mapping];
                    next[index] = value ? (value as MemberImportField) : null;
                    onChange(next);
                  }}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
