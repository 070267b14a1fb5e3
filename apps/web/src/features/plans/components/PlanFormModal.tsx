import {
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PLAN_INTERVALS, endpoints, type Plan, type PlanInterval } from '@fairplay/contracts';
import { formatPercent } from '@fairplay/domain';
import { call, errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useSavePlan } from '../api/usePlans';
import { formValuesOf, planBodyOf, type PlanFormErrors, type PlanFormValues } from '../model/plan-form';

const INTERVAL_LABELS: Record<PlanInterval, string> = {
  day: 'Daily',
  week: 'Weekly',
  month: 'Monthly',
  year: 'Yearly',
};

/** Create or edit a plan (recurring) or a one-time product (class pack, day pass): every field of spec 3's plan. */
export function PlanFormModal({
  plan,
  product,
  currency,
  onClose,
}: {
  plan: Plan | null;
  product: boolean;
  currency: string;
  onClose: () => void;
}) {
  const [values, setValues] = useState<PlanFormValues>(() => formValuesOf(plan));
  const [errors, setErrors] = useState<PlanFormErrors>({});
  const save = useSavePlan();
  const taxes = useQuery({
    queryKey: ['payments', 'taxes', false],
    queryFn: () => call(endpoints.payments.taxes, { query: {} }),
  });
  const groups = useQuery({ queryKey: ['facility-groups', 'list'], queryFn: () => call(endpoints.facilities.list) });
  const set = <K extends keyof PlanFormValues>(key: K, value: PlanFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const text = (key: keyof PlanFormValues) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    set(key, event.currentTarget.value as never);
  const what = product ? 'product' : 'plan';

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const built = planBodyOf(values, product);
    if (built.errors) return setErrors(built.errors);
    setErrors({});
    const { one_time: _oneTime, ...update } = built.body;
    const body = plan ? update : { ...built.body, apply_to_existing: undefined };
    save.mutate(
      { id: plan?.id ?? null, body },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || 'Saved');
          onClose();
        },
      },
    );
  };

  return (
    <Modal opened onClose={onClose} title={plan ? `Edit ${what}` : `New ${what}`} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={values.nickname}
            onChange={text('nickname')}
            error={errors.nickname}
            required
          />
          <Textarea
            label="Description"
            value={values.description}
            onChange={text('description')}
            autosize
            minRows={2}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={`Price (${currency.toUpperCase()})`}
              inputMode="decimal"
              value={values.amount}
              onChange={text('amount')}
              error={errors.amount}
              required
            />
            {product ? null : (
              <Select
                label="Billing interval"
                data={PLAN_INTERVALS.map((interval) => ({ value: interval, label: INTERVAL_LABELS[interval] }))}
                value={values.interval}
                onChange={(value) => value && set('interval', value as PlanInterval)}
                allowDeselect={false}
              />
            )}
          </SimpleGrid>
          {plan && !product ? (
            <Checkbox
              label="Apply a new price to current subscribers from their next billing date"
              checked={values.apply_to_existing}
              onChange={(event) => set('apply_to_existing', event.currentTarget.checked)}
            />
          ) : null}
          <MultiSelect
            label="Default taxes"
            data={(taxes.data ?? []).map((tax) => ({
              value: String(tax.id),
              label: `${tax.display_name} (${formatPercent(tax.percentage)})`,
            }))}
            value={values.default_tax_rates}
            onChange={(value) => set('default_tax_rates', value)}
            clearable
          />
          <MultiSelect
            label="Facility groups"
            data={(groups.data ?? []).map((group) => ({
              value: String(group.id),
              label: `${group.location_name} - ${group.name}`,
            }))}
            value={values.facility_groups}
            onChange={(value) => set('facility_groups', value)}
            clearable
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Minimum age"
              inputMode="numeric"
              value={values.min_age}
              onChange={text('min_age')}
              error={errors.min_age}
            />
            <TextInput
              label="Maximum age"
              inputMode="numeric"
              value={values.max_age}
              onChange={text('max_age')}
              error={errors.max_age}
            />
            {product ? null : (
              <TextInput
                label="Trial days"
                inputMode="numeric"
                value={values.trial_period_days}
                onChange={text('trial_period_days')}
                error={errors.trial_period_days}
              />
            )}
          </SimpleGrid>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="plan-validity">
              How long it lasts
            </Text>
            <SegmentedControl
              aria-labelledby="plan-validity"
              data={[
                { value: 'open', label: product ? 'No end' : 'Until canceled' },
                { value: 'until', label: 'Until a date' },
                { value: 'days', label: 'A number of days' },
              ]}
              value={values.validity}
              onChange={(value) => set('validity', value as PlanFormValues['validity'])}
            />
          </Stack>
          {values.validity === 'until' ? (
            <TextInput
              label="Ends on"
              type="date"
              value={values.period_end}
              onChange={text('period_end')}
              error={errors.period_end}
            />
          ) : null}
          {values.validity === 'days' ? (
            <TextInput
              label="Valid days"
              inputMode="numeric"
              value={values.valid_days}
              onChange={text('valid_days')}
              error={errors.valid_days}
            />
          ) : null}
          {product ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Class uses (a class pack)"
                description="Leave empty for a product that is not a pack."
                inputMode="numeric"
                value={values.uses}
                onChange={text('uses')}
                error={errors.uses}
              />
              <MultiSelect
                label="Lesson kinds it covers"
                description="None chosen: every kind."
                data={[
                  { value: 'group', label: 'Group lessons and clinics' },
                  { value: 'private', label: 'Private lessons' },
                  { value: 'camp', label: 'Camps' },
                ]}
                value={values.pack_covers}
                onChange={(value) => set('pack_covers', value)}
                disabled={values.uses.trim() === ''}
              />
            </SimpleGrid>
          ) : null}
          <Checkbox
            label="Individual (unchecked: the whole family)"
            checked={values.is_individual}
            onChange={(event) => set('is_individual', event.currentTarget.checked)}
          />
          <Checkbox
            label="Customers may subscribe themselves"
            checked={values.nbu_subscribe}
            onChange={(event) => set('nbu_subscribe', event.currentTarget.checked)}
          />
          <ErrorAlert message={save.isError ? errorMessage(save.error) : null} />
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
