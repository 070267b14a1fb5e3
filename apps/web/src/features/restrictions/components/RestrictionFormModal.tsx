import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { restrictionBody, type Restriction, type RestrictionInput } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useRestrictionOptions, useSaveRestriction } from '../api/useRestrictions';
import { PERIOD_OPTIONS, UNIT_OPTIONS, WEEKDAYS } from '../model/labels';

interface Values {
  name: string;
  unit: 'bookings' | 'minutes';
  period: 'day' | 'week' | 'upcoming';
  max_value: number | string;
  week_start: string;
  prime: boolean;
  prime_days: string[];
  prime_start: string;
  prime_end: string;
  sport_id: string | null;
  facility_group_id: string | null;
  all_members: boolean;
  member_type_ids: string[];
  group_ids: string[];
  applies_to_staff: boolean;
  active: boolean;
}

function valuesOf(restriction: Restriction | null): Values {
  return {
    name: restriction?.name ?? '',
    unit: restriction?.unit ?? 'bookings',
    period: restriction?.period ?? 'week',
    max_value: restriction?.max_value ?? 2,
    week_start: String(restriction?.week_start ?? 0),
    prime: restriction?.prime_time != null,
    prime_days: (restriction?.prime_time?.days ?? [0, 1, 2, 3, 4]).map(String),
    prime_start: restriction?.prime_time?.start_time ?? '17:00',
    prime_end: restriction?.prime_time?.end_time ?? '21:00',
    sport_id: restriction?.sport_id == null ? null : String(restriction.sport_id),
    facility_group_id: restriction?.facility_group_id == null ? null : String(restriction.facility_group_id),
    all_members: restriction?.all_members ?? true,
    member_type_ids: (restriction?.member_type_ids ?? []).map(String),
    group_ids: (restriction?.group_ids ?? []).map(String),
    applies_to_staff: restriction?.applies_to_staff ?? false,
    active: restriction?.active ?? true,
  };
}

function bodyOf(values: Values): RestrictionInput {
  return {
    name: values.name,
    unit: values.unit,
    period: values.period,
    max_value: typeof values.max_value === 'number' ? values.max_value : Number.NaN,
    week_start: Number(values.week_start),
    prime_time: values.prime
      ? { days: values.prime_days.map(Number).sort(), start_time: values.prime_start, end_time: values.prime_end }
      : null,
    sport_id: values.sport_id === null ? null : Number(values.sport_id),
    facility_group_id: values.facility_group_id === null ? null : Number(values.facility_group_id),
    all_members: values.all_members,
    member_type_ids: values.all_members ? [] : values.member_type_ids.map(Number),
    group_ids: values.all_members ? [] : values.group_ids.map(Number),
    applies_to_staff: values.applies_to_staff,
    active: values.active,
  };
}

/** Where a field error lands in the form: prime_time.* under the prime-time inputs, lists under their picker. */
function fieldOf(path: string): string {
  const [head, second] = path.split('.');
  if (head === 'prime_time')
    return second === 'days' ? 'prime_days' : second === 'end_time' ? 'prime_end' : 'prime_start';
  return head ?? '';
}

/** Adds or edits a restriction, with every field (docs/decisions.md "Restrictions and overrides (issue 10)"). */
export function RestrictionFormModal({
  restriction,
  onClose,
}: {
  restriction: Restriction | null;
  onClose: () => void;
}) {
  const adding = restriction === null;
  const options = useRestrictionOptions();
  const save = useSaveRestriction();
  const [values, setValues] = useState<Values>(() => valuesOf(restriction));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((now) => ({ ...now, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const body = bodyOf(values);
    const parsed = restrictionBody.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) next[fieldOf(issue.path.join('.'))] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(
      { id: restriction?.id ?? null, body: parsed.data },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          onClose();
        },
        onError: (error) => {
          if (isApiError(error)) {
            const next: Record<string, string> = {};
            for (const item of error.fieldErrors) next[fieldOf(item.field)] ??= item.message;
            setErrors(next);
          }
          setFailure(errorMessage(error));
        },
      },
    );
  };

  return (
    <Modal
      opened
      onClose={onClose}
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={adding ? 'Add restriction' : 'Edit restriction'}
      size="lg"
    >
      <form onSubmit={submit} noValidate aria-label={adding ? 'Add restriction' : 'Edit restriction'}>
        <Stack gap="sm">
          <TextInput
            label="Name"
            description="Members see it with their usage, and in the message when a booking is refused."
            required
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
          />
          <Group grow wrap="wrap" gap="sm" align="flex-start">
            <NumberInput
              label="Limit"
              required
              min={0}
              allowDecimal={false}
              value={values.max_value}
              onChange={(value) => set('max_value', value)}
              error={errors.max_value}
            />
            <Select
              label="Counted in"
              data={UNIT_OPTIONS}
              value={values.unit}
              onChange={(value) => value && set('unit', value as Values['unit'])}
              allowDeselect={false}
              error={errors.unit}
            />
            <Select
              label="Period"
              data={PERIOD_OPTIONS}
              value={values.period}
              onChange={(value) => value && set('period', value as Values['period'])}
              allowDeselect={false}
              error={errors.period}
            />
          </Group>
          {values.period === 'week' ? (
            <Select
              label="Weeks start on"
              data={WEEKDAYS.map((day, index) => ({ value: String(index), label: day }))}
              value={values.week_start}
              onChange={(value) => value && set('week_start', value)}
              allowDeselect={false}
              error={errors.week_start}
            />
          ) : null}
          <Switch
            label="Only in prime time"
            description="Counts only bookings that overlap these club-local hours."
            checked={values.prime}
            onChange={(event) => set('prime', event.currentTarget.checked)}
          />
          {values.prime ? (
            <>
              <Checkbox.Group
                label="Prime-time days"
                value={values.prime_days}
                onChange={(value) => set('prime_days', value)}
                error={errors.prime_days}
              >
                <Group gap="sm" mt={4} wrap="wrap">
                  {WEEKDAYS.map((day, index) => (
                    <Checkbox key={day} value={String(index)} label={day.slice(0, 3)} aria-label={day} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group grow gap="sm" wrap="wrap">
                <TextInput
                  type="time"
                  label="Prime time starts"
                  value={values.prime_start}
                  onChange={(event) => set('prime_start', event.currentTarget.value)}
                  error={errors.prime_start}
                />
                <TextInput
                  type="time"
                  label="Prime time ends"
                  description="00:00 is midnight"
                  value={values.prime_end}
                  onChange={(event) => set('prime_end', event.currentTarget.value)}
                  error={errors.prime_end}
                />
              </Group>
            </>
          ) : null}
          <Group grow gap="sm" wrap="wrap" align="flex-start">
            <Select
              label="Sport"
              description="None: every sport"
              placeholder="Every sport"
              data={(options.sports.data ?? []).map((sport) => ({
                value: String(sport.id),
                label: sport.display_name,
              }))}
              value={values.sport_id}
              onChange={(value) => set('sport_id', value)}
              clearable
              searchable
              error={errors.sport_id}
            />
            <Select
              label="Facility group"
              description="None: every facility group"
              placeholder="Every facility group"
              data={(options.facilityGroups.data ?? []).map((group) => ({
                value: String(group.id),
                label: group.name,
              }))}
              value={values.facility_group_id}
              onChange={(value) => set('facility_group_id', value)}
              clearable
              error={errors.facility_group_id}
            />
          </Group>
          <Switch
            label="All members"
            description="Staff are never held to restrictions."
            checked={values.all_members}
            onChange={(event) => set('all_members', event.currentTarget.checked)}
          />
          {values.all_members ? null : (
            <>
              <MultiSelect
                label="Member types"
                data={(options.memberTypes.data ?? []).map((type) => ({ value: String(type.id), label: type.name }))}
                value={values.member_type_ids}
                onChange={(value) => set('member_type_ids', value)}
                error={errors.member_type_ids}
                searchable
              />
              <MultiSelect
                label="Groups"
                data={(options.groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
                value={values.group_ids}
                onChange={(value) => set('group_ids', value)}
                error={errors.group_ids}
                searchable
              />
            </>
          )}
          <Switch
            label="Also when staff book for the member"
            description="Off: staff may book past the limit for a member (the booking still counts)."
            checked={values.applies_to_staff}
            onChange={(event) => set('applies_to_staff', event.currentTarget.checked)}
          />
          <Switch
            label="Active"
            checked={values.active}
            onChange={(event) => set('active', event.currentTarget.checked)}
          />
          <ErrorAlert message={failure} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
