import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { AddressParts } from '../address/address-lookup';

interface AddressFieldsProps {
  value: AddressParts;
  onChange: (value: AddressParts) => void;
  error: string | null;
}

/** "Full Address*": the structured parts the address lookup validates and normalises. */
export function AddressFields({ value, onChange, error }: AddressFieldsProps) {
  const field = (key: keyof AddressParts, label: string, autoComplete: string, required = false) => (
    <TextInput
      label={label}
      required={required}
      autoComplete={autoComplete}
      value={value[key]}
      onChange={(event) => onChange({ ...value, [key]: event.currentTarget.value })}
    />
  );
  return (
    <Fieldset
      legend={
        <>
          Full Address
          <Text span c="red" aria-hidden>
            *
          </Text>
        </>
      }
      aria-describedby={error ? 'location-address-error' : undefined}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {field('street', 'Street', 'street-address', true)}
        {field('city', 'City', 'address-level2', true)}
        {field('region', 'State / Region', 'address-level1')}
        {field('postalCode', 'Postal code', 'postal-code')}
        {field('country', 'Country', 'country-name', true)}
      </SimpleGrid>
      {error ? (
        <Text id="location-address-error" c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      ) : null}
    </Fieldset>
  );
}
