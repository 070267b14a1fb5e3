import { Group, Paper, Text, TextInput } from '@mantine/core';
import { IconButton } from '../../../ui/IconButton';
import { IconRefresh } from '@tabler/icons-react';
import { LIMITS } from '@fairplay/contracts';

interface CaptchaFieldProps {
  code: string;
  onNewCode: () => void;
  value: string;
  onChange: (value: string) => void;
  error?: React.ReactNode;
}

/** Shows the code as text and asks for it to be typed (pasting is blocked). */
export function CaptchaField({ code, onNewCode, value, onChange, error }: CaptchaFieldProps) {
  return (
    <div>
      <Group gap="xs" wrap="nowrap" align="center">
        <Paper withBorder px="md" py={6} bg="gray.0" aria-live="polite">
          <Text span size="sm" c="dimmed" mr={8}>
            Security code
          </Text>
          <Text span fw={700} ff="monospace" size="lg" style={{ letterSpacing: '0.3em' }} data-testid="captcha-code">
            {code}
          </Text>
        </Paper>
        <IconButton
          variant="subtle"
          size="lg"
          label="Show a new security code"
          onClick={onNewCode}
          icon={<IconRefresh size={18} />}
        />
      </Group>
      <TextInput
        mt="sm"
        label="Type the security code"
        description={`Type the ${LIMITS.forgotCaptchaDigits} digits shown above.`}
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.forgotCaptchaDigits}
        required
        value={value}
        error={error}
        onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, ''))}
        onPaste={(event) => event.preventDefault()}
        onDrop={(event) => event.preventDefault()}
      />
    </div>
  );
}
