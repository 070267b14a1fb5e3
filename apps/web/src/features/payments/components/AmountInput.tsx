import { TextInput, type TextInputProps } from '@mantine/core';
import { currencySymbol } from '../model/money';

/** An amount in the club's currency, typed as dollars and cents ("12.50"); the caller reads it with parseCents. */
export function AmountInput({
  currency,
  ...props
}: Omit<TextInputProps, 'leftSection' | 'inputMode'> & { currency: string }) {
  return <TextInput inputMode="decimal" autoComplete="off" leftSection={currencySymbol(currency)} {...props} />;
}
