import { TextInput, type TextInputProps } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { usernameField } from '@fairplay/contracts';
import { BusyIndicator } from '../../../ui/BusyIndicator';

export type UsernameStatus = 'idle' | 'checking' | 'available' | 'taken';

interface UsernameInputProps extends Omit<TextInputProps, 'onBlur'> {
  status: UsernameStatus;
  onCheck: (username: string) => void;
}

/** The username field; on blur a well-formed name is checked with auth/verifyusername. */
export function UsernameInput({ status, onCheck, ...props }: UsernameInputProps) {
  const checkOnBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value.trim();
    if (usernameField.safeParse(value).success) onCheck(value);
  };
  const rightSection =
    status === 'checking' ? (
      <BusyIndicator label="Checking username" size={16} />
    ) : status === 'available' ? (
      <IconCircleCheck size={18} color="var(--mantine-color-fairplay-8)" aria-hidden="true" />
    ) : null;
  return (
    <TextInput
      label="Username"
      autoComplete="username"
      description={
        status === 'available' ? 'This username is available.' : 'Lowercase letters, digits, period and underscore.'
      }
      rightSection={rightSection}
      {...props}
      onBlur={checkOnBlur}
    />
  );
}
