import {
  Alert,
  Button,
  Group,
  Modal,
  MultiSelect,
  NativeSelect,
  NumberInput,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { ADD_ON_LIMITS, type AddOn, type AddOnBody } from '@fairplay/contracts';
import { useState } from 'react';

export interface AddOnValues {
  name: string;
  description: string;
  /** Dollars as typed. */
  price: number | string;
  points: number | string;
  per: 'booking' | 'hour';
  stock: number | string;
  allCourts: boolean;
  courts: string[];
}

export function valuesOf(addOn: AddOn | null): AddOnValues {
  if (!addOn)
    return { name: '', description: '', price: 0, points: 0, per: 'booking', stock: 1, allCourts: true, courts: [] };
  return {
    name: addOn.name,
    description: addOn.description,
    price: addOn.price / 100,
    points: addOn.point_price,
    per: addOn.per,
    stock: addOn.stock,
    allCourts: addOn.all_courts,
    courts: addOn.courts.map(String),
  };
}

/** The add/update body: dollars become cents. */
export function bodyOf(values: AddOnValues): AddOnBody {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    price: Math.round(Number(values.price) * 100),
    point_price: Math.round(Number(values.points)),
    per: values.per,
    stock: Math.round(Number(values.stock)),
    all_courts: values.allCourts,
    courts: values.allCourts ? [] : values.courts.map(Number),
  };
}

interface AddOnFormProps {
  addOn: AddOn | null;
  courts: { value: string; label: string }[];
  saving: boolean;
  problem: string | null;
  onSave: (body: AddOnBody) => void;
  onClose: () => void;
}

/** The add-on form in a modal: name, description, price and points per booking or hour, stock and courts. */
export function AddOnForm({ addOn, courts, saving, problem, onSave, onClose }: AddOnFormProps) {
  const [values, setValues] = useState<AddOnValues>(() => valuesOf(addOn));
  const narrow = useMediaQuery('(max-width: 36em)');
  const change = (patch: Partial<AddOnValues>) => setValues((current) => ({ ...current, ...patch }));
  return (
    <Modal opened onClose={onClose} title={addOn ? `Edit ${addOn.name}` : 'New add-on'} fullScreen={narrow} size="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSave(bodyOf(values));
        }}
      >
        <Stack gap="sm">
          {problem ? (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          ) : null}
          <TextInput
            label="Name"
            required
            maxLength={ADD_ON_LIMITS.nameMax}
            value={values.name}
            onChange={(event) => change({ name: event.currentTarget.value })}
            data-autofocus
          />
          <Textarea
            label="Description"
            maxLength={ADD_ON_LIMITS.descriptionMax}
            autosize
            minRows={2}
            value={values.description}
            onChange={(event) => change({ description: event.currentTarget.value })}
          />
          <Group grow align="flex-start" wrap="wrap">
            <NumberInput
              label="Price ($)"
              min={0}
              decimalScale={2}
              fixedDecimalScale
              value={values.price}
              onChange={(price) => change({ price })}
            />
            <NumberInput
              label="Points"
              min={0}
              allowDecimal={false}
              value={values.points}
              onChange={(points) => change({ points })}
            />
          </Group>
          <Group grow align="flex-start" wrap="wrap">
            <NativeSelect
              label="Charged"
              data={[
                { value: 'booking', label: 'Per booking' },
                { value: 'hour', label: 'Per hour' },
              ]}
              value={values.per}
              onChange={(event) => change({ per: event.currentTarget.value as 'booking' | 'hour' })}
            />
            <NumberInput
              label="Stock"
              description="How many exist; bookings at the same time share them"
              min={ADD_ON_LIMITS.stockMin}
              max={ADD_ON_LIMITS.stockMax}
              allowDecimal={false}
              value={values.stock}
              onChange={(stock) => change({ stock })}
            />
          </Group>
          <Switch
            label="Offered on all courts"
            checked={values.allCourts}
            onChange={(event) => change({ allCourts: event.currentTarget.checked })}
          />
          {values.allCourts ? null : (
            <MultiSelect
              label="Courts"
              required
              data={courts}
              value={values.courts}
              onChange={(selected) => change({ courts: selected })}
              searchable
              comboboxProps={{ withinPortal: true }}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
