import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useMemo } from 'react';
import type { SessionBusiness } from '@fairplay/contracts';
import { clampDays, payColumns, RULE_FORM_LIMITS, RULE_FORM_MESSAGES, type BookPayType } from '@fairplay/domain';
import { IconButton } from '../../../ui/IconButton';
import { emptyRow, timeOptions, type RowValues } from '../model/rule-form';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export interface RuleRowsFieldsProps {
  rows: RowValues[];
  bookPayType: BookPayType;
  business: SessionBusiness;
  canEdit: boolean;
  /** The form's first problem, shown on the row field it names. */
  problem: { field: string; message: string } | null;
  onChange: (rows: RowValues[]) => void;
}

/** The rule's rows (spec "Rule row"): days, times on the sheet's slot step, window and prices per the pay type. */
export function RuleRowsFields({ rows, bookPayType, business, canEdit, problem, onChange }: RuleRowsFieldsProps) {
  const step = business.booking_to_start > 0 ? business.booking_to_start : 60;
  const startTimes = useMemo(() => timeOptions(step, false), [step]);
  const endTimes = useMemo(() => timeOptions(step, true), [step]);
  const columns = payColumns(bookPayType);
  const errorOf = (field: string) => (problem?.field === field ? problem.message : undefined);
  const setRow = (index: number, patch: Partial<RowValues>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  return (
    <Fieldset legend="Times and prices" disabled={!canEdit}>
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Paper key={row.key} withBorder p="sm" radius="md" data-rule-row={index}>
            <Stack gap="xs">
              <Group justify="space-between" align="flex-end" wrap="nowrap">
                <Checkbox.Group
                  label={`Row ${index + 1} days (none = every day of the repeat)`}
                  value={row.days.map(String)}
                  onChange={(days) => setRow(index, { days: days.map(Number).sort((a, b) => a - b) })}
                  error={errorOf(`rules.${index}.days`)}
                >
                  <Group gap="xs" mt={4}>
                    {WEEKDAYS.map((day, dayIndex) => (
                      <Checkbox key={day} value={String(dayIndex)} label={day} />
                    ))}
                  </Group>
                </Checkbox.Group>
                <IconButton
                  label={rows.length === 1 ? RULE_FORM_MESSAGES.lastRow : `Remove row ${index + 1}`}
                  icon={<IconTrash size={18} />}
                  variant="subtle"
                  color="red"
                  disabled={!canEdit || rows.length === 1}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                />
              </Group>
              <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }}>
                <NativeSelect
                  label="Start"
                  data={startTimes}
                  value={row.start}
                  error={errorOf(`rules.${index}.start_time`)}
                  onChange={(event) => setRow(index, { start: event.currentTarget.value })}
                />
                <NativeSelect
                  label="End"
                  data={endTimes}
                  value={row.end}
                  error={errorOf(`rules.${index}.end_time`)}
                  onChange={(event) => setRow(index, { end: event.currentTarget.value })}
                />
                <NumberInput
                  label="Earliest book in advance (days)"
                  min={0}
                  max={365}
                  allowDecimal={false}
                  value={row.advance}
                  error={errorOf(`rules.${index}.advance`)}
                  onChange={(value) => setRow(index, { advance: clampDays(Number(value)) })}
                />
                <NumberInput
                  label="Buffer (hours)"
                  min={0}
                  max={365}
                  allowDecimal={false}
                  value={row.buffer}
                  error={errorOf(`rules.${index}.buffer`)}
                  onChange={(value) => setRow(index, { buffer: clampDays(Number(value)) })}
                />
                {columns.price ? (
                  <NumberInput
                    label={`Price per hour (${business.currency_code})`}
                    min={0}
                    decimalScale={2}
                    value={row.price}
                    error={errorOf(`rules.${index}.price`)}
                    onChange={(value) => setRow(index, { price: Math.max(0, Number(value) || 0) })}
                  />
                ) : null}
                {columns.points ? (
                  <NumberInput
                    label="Points per hour"
                    min={0}
                    allowDecimal={false}
                    value={row.points}
                    error={errorOf(`rules.${index}.point_price`)}
                    onChange={(value) => setRow(index, { points: Math.max(0, Math.trunc(Number(value) || 0)) })}
                  />
                ) : null}
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {problem?.field === 'rules' ? (
          <Text c="red" size="sm">
            {problem.message}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            disabled={!canEdit || rows.length >= RULE_FORM_LIMITS.rowsMax}
            onClick={() => {
              const last = rows[rows.length - 1];
              onChange([...rows, { ...emptyRow(last?.end ?? '08:00', last?.end ?? '09:00'), end: '00:00' }]);
            }}
          >
            Add row
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
