import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { ApiError, errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useCreateCoupon } from '../api/useCoupons';
import {
  buildCouponBody,
  couponTermsLabel,
  emptyCouponForm,
  type CouponFormErrors,
  type CouponFormValues,
} from '../model/coupon-form';

const DURATIONS = [
  { value: 'once', label: 'First payment only' },
  { value: 'repeating', label: 'For some months' },
  { value: 'forever', label: 'Every payment' },
];

/** A new club coupon: percent or amount off, for how long, until when, and how many times it may be used. */
export function CouponFormModal({ currency, onClose }: { currency: string; onClose: () => void }) {
  const [values, setValues] = useState<CouponFormValues>(emptyCouponForm);
  const [errors, setErrors] = useState<CouponFormErrors>({});
  const create = useCreateCoupon();
  const set = <K extends keyof CouponFormValues>(key: K, value: CouponFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const preview = buildCouponBody(values);
  const serverErrors = create.error instanceof ApiError ? create.error.fieldErrors : [];
  const serverError = (field: string) => serverErrors.find((error) => error.field === field)?.message;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const built = buildCouponBody(values);
    if (built.errors) return setErrors(built.errors);
    setErrors({});
    create.mutate(built.body, {
      onSuccess: (result) => {
        notifySuccess(result.message);
        onClose();
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title="New coupon" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Code"
            description="What staff type when subscribing a member (letters, digits, - or _)."
            value={values.code}
            onChange={(event) => set('code', event.currentTarget.value.toUpperCase())}
            error={errors.code ?? serverError('code')}
            required
            maxLength={40}
            autoComplete="off"
          />
          <SegmentedControl
            aria-label="Discount kind"
            value={values.kind}
            onChange={(value) => set('kind', value as CouponFormValues['kind'])}
            data={[
              { value: 'percent', label: 'Percentage' },
              { value: 'amount', label: 'Fixed amount' },
            ]}
          />
          {values.kind === 'percent' ? (
            <NumberInput
              label="Percent off"
              min={1}
              max={100}
              allowDecimal={false}
              suffix="%"
              value={values.percent}
              onChange={(value) => set('percent', String(value))}
              error={errors.percent ?? serverError('percent_off')}
              required
            />
          ) : (
            <NumberInput
              label={`Amount off (${currency.toUpperCase()})`}
              min={0.01}
              decimalScale={2}
              value={values.amount}
              onChange={(value) => set('amount', String(value))}
              error={errors.amount ?? serverError('amount_off')}
              required
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Applies to"
              data={DURATIONS}
              value={values.duration}
              onChange={(value) => value && set('duration', value as CouponFormValues['duration'])}
              allowDeselect={false}
              error={errors.duration}
            />
            {values.duration === 'repeating' ? (
              <NumberInput
                label="Months"
                min={1}
                max={36}
                allowDecimal={false}
                value={values.months}
                onChange={(value) => set('months', String(value))}
                error={errors.months ?? serverError('duration_in_months')}
                required
              />
            ) : null}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              type="date"
              label="Last day it can be used"
              description="Optional"
              value={values.expires}
              onChange={(event) => set('expires', event.currentTarget.value)}
              error={errors.expires ?? serverError('expires_at')}
            />
            <NumberInput
              label="Times it can be used"
              description="Optional; empty for no limit"
              min={1}
              allowDecimal={false}
              value={values.maxRedemptions}
              onChange={(value) => set('maxRedemptions', String(value))}
              error={errors.maxRedemptions ?? serverError('max_redemptions')}
            />
          </SimpleGrid>
          {preview.body ? (
            <div role="status" aria-live="polite">
              {couponTermsLabel(
                {
                  percent_off: preview.body.percent_off ?? null,
                  amount_off: preview.body.amount_off ?? null,
                  duration: preview.body.duration,
                  duration_in_months: preview.body.duration_in_months ?? null,
                },
                currency,
              )}
            </div>
          ) : null}
          <ErrorAlert message={create.isError ? errorMessage(create.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create coupon
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
