import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { UtilizationCellView } from '@fairplay/contracts';
import { cellAt, cellLabel, heatColours, heatmapHours, percentText, WEEKDAY_SHORT } from '../model/ops-figures';

/**
 * The utilization heatmap (issue 27 point 2): a real table of weekday columns and hour rows, each cell coloured by
 * its utilization and showing the share; the full figures (booked of available hours) are in each cell's hidden
 * text for screen readers and in its tooltip. Prime hours are outlined.
 */
export function UtilizationHeatmap({ cells }: { cells: UtilizationCellView[] }) {
  const hours = heatmapHours(cells);
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder withColumnBorders verticalSpacing={2} horizontalSpacing={4} fz="xs" layout="fixed">
        <Table.Caption>
          Share of open court time booked, by weekday and hour. Outlined cells are prime time; grey cells had no court
          time open.
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56} scope="col">
              Hour
            </Table.Th>
            {WEEKDAY_SHORT.map((day) => (
              <Table.Th key={day} scope="col" ta="center">
                {day}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {hours.map((hour) => (
            <Table.Tr key={hour}>
              <Table.Th scope="row">
                <Text size="xs" ff="monospace">{`${String(hour).padStart(2, '0')}:00`}</Text>
              </Table.Th>
              {WEEKDAY_SHORT.map((_, weekday) => {
                const cell = cellAt(cells, weekday, hour);
                const colours = heatColours(cell.available_minutes > 0 ? (cell.utilization ?? 0) : null);
                return (
                  <Table.Td
                    key={weekday}
                    ta="center"
                    title={cellLabel(cell)}
                    style={{
                      ...colours,
                      outline: cell.prime ? '2px solid #e8590c' : undefined,
                      outlineOffset: -2,
                    }}
                  >
                    <span aria-hidden>{cell.available_minutes > 0 ? percentText(cell.utilization) : ''}</span>
                    <VisuallyHidden>{cellLabel(cell)}</VisuallyHidden>
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
