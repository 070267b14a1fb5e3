import { Button, Checkbox, Group, Modal, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { PAYMENT_LIMITS, TAX_DEFAULT_JURISDICTION, type Tax } from '@fairplay/contracts';
import { errorMessage, isApiError } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useSaveTax } from '../api/usePayments';
import { formatPercent } from '../model/money';
import { taxPercentError } from '../model/tax-form';

/**
 * Set Tax (spec 3 section 2): name, description, percentage (below 100, three decimals, 'Not valid Tax number'),
 * Sales Tax or a custom type, inclusive or exclusive, and the region (jurisdiction, 'Default region' unless
 * changed). The percentage is fixed once created (the update omits it: charges keep the rate they were made at).
 */
export function TaxFormModal({ tax, onClose }: { tax: Tax | null; onClose: () => void }) {
  const [name, setName] = useState(tax?.display_name ?? '');
  const [description, setDescription] = useState(tax?.description ?? '');
  const [percentage, setPercentage] = useState(tax ? String(tax.percentage) : '');
  const [type, setType] = useState<Tax['type']>(tax?.type ?? 'Sales Tax');
  const [typeName, setTypeName] = useState(tax?.typeName ?? '');
  const [jurisdiction, setJurisdiction] = useState(tax?.jurisdiction ?? TAX_DEFAULT_JURISDICTION);
  const [inclusive, setInclusive] = useState(tax?.inclusive ?? false);
  const [courtTime, setCourtTime] = useState(tax?.court_time ?? false);
  const [lessons, setLessons] = useState(tax?.lessons ?? false);
  const [points, setPoints] = useState(tax?.points ?? false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const save = useSaveTax();
  const rateTypeLabel = useId();

  const percentError = tax ? null : percentage.trim() === '' ? null : taxPercentError(percentage);
  const errors = {
    display_name: name.trim() === '' ? 'Name is required.' : serverErrors.display_name,
    percentage: percentError ?? serverErrors.percentage,
    typeName:
      type === 'custom' && typeName.trim() === '' ? 'Type name is required for a custom tax.' : serverErrors.typeName,
    jurisdiction: jurisdiction.trim() === '' ? 'Region is required.' : serverErrors.jurisdiction,
  };
  const blocked =
    name.trim() === '' ||
    (!tax && (percentage.trim() === '' || percentError !== null)) ||
    (type === 'custom' && typeName.trim() === '') ||
    jurisdiction.trim() === '';
  const [touched, setTouched] = useState(false);

  function submit() {
    setServerErrors({});
    const common = {
      display_name: name.trim(),
      description: description.trim(),
      type,
      typeName: type === 'custom' ? typeName.trim() : '',
      jurisdiction: jurisdiction.trim(),
      inclusive,
      court_time: courtTime,
      lessons,
      points,
    };
    const input = tax
      ? { id: tax.id, body: common }
      : { id: null, body: { ...common, percentage: Number(percentage) } };
    save.mutate(input, {
      onSuccess: (result) => {
        notifySuccess(result.message, 'Success');
        onClose();
      },
      onError: (error) => {
        if (isApiError(error))
          setServerErrors(Object.fromEntries(error.fieldErrors.map((item) => [item.field, item.message])));
      },
    });
  }

  const show = (field: keyof typeof errors) =>
    touched || field === 'percentage' ? errors[field] : serverErrors[field];
  return (
    <Modal opened onClose={onClose} title="Set Tax" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <TextInput
          label="Name"
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          error={show('display_name')}
          maxLength={PAYMENT_LIMITS.taxNameMax}
          required
        />
        <TextInput
          label="Description"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          maxLength={PAYMENT_LIMITS.taxDescriptionMax}
        />
        {tax ? (
          <Text size="sm">
            Percentage: {formatPercent(tax.percentage)}{' '}
            <Text span c="dimmed" size="xs">
              (fixed once created; archive this rate and add another to change it)
            </Text>
          </Text>
        ) : (
          <TextInput
            label="Percentage"
            inputMode="decimal"
            rightSection="%"
            value={percentage}
            onChange={(event) => setPercentage(event.currentTarget.value)}
            error={show('percentage')}
            required
          />
        )}
        <Select
          label="Type"
          value={type}
          onChange={(value) => setType((value as Tax['type'] | null) ?? 'Sales Tax')}
          allowDeselect={false}
          data={[
            { value: 'Sales Tax', label: 'Sales Tax' },
            { value: 'custom', label: 'Custom' },
          ]}
        />
        {type === 'custom' ? (
          <TextInput
            label="Type name"
            value={typeName}
            onChange={(event) => setTypeName(event.currentTarget.value)}
            error={show('typeName')}
            maxLength={PAYMENT_LIMITS.taxNameMax}
            required
          />
        ) : null}
        <div>
          <Text size="sm" fw={500} id={rateTypeLabel} mb={4}>
            Rate type
          </Text>
          <SegmentedControl
            aria-labelledby={rateTypeLabel}
            value={inclusive ? 'inclusive' : 'exclusive'}
            onChange={(value) => setInclusive(value === 'inclusive')}
            data={[
              { value: 'exclusive', label: 'Exclusive (added to the price)' },
              { value: 'inclusive', label: 'Inclusive (in the price)' },
            ]}
            fullWidth
            orientation="vertical"
          />
        </div>
        <TextInput
          label="Region"
          value={jurisdiction}
          onChange={(event) => setJurisdiction(event.currentTarget.value)}
          error={show('jurisdiction') ?? (jurisdiction.trim() === '' ? 'Region is required.' : undefined)}
          maxLength={PAYMENT_LIMITS.jurisdictionMax}
          required
        />
        <Checkbox
          label="Charge on court time"
          description="Bookings show their price with this tax before anyone pays, and their charge adds it."
          checked={courtTime}
          onChange={(event) => setCourtTime(event.currentTarget.checked)}
        />
        <Checkbox
          label="Charge on lessons and coaching"
          description="Lesson places, camp days and private sessions show their price with this tax, and their charge adds it."
          checked={lessons}
          onChange={(event) => setLessons(event.currentTarget.checked)}
        />
        <Checkbox
          label="Charge on points"
          description="Buying points shows the price with this tax, and the purchase's charge adds it."
          checked={points}
          onChange={(event) => setPoints(event.currentTarget.checked)}
        />
        <ErrorAlert
          message={
            save.error && (!isApiError(save.error) || save.error.fieldErrors.length === 0)
              ? errorMessage(save.error)
              : null
          }
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={blocked}>
            Save
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
