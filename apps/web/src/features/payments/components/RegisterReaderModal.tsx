import { Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { READER_LIMITS, READER_MESSAGES, SANDBOX_TEST_READERS } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useRegisterReader } from '../api/useReaders';

/**
 * The Register reader modal (spec 3 sections 2 and 5): the code the reader shows, a label and a location. A code
 * of 2 characters or fewer, a label under 2 characters or no location give the Error alert 'incorect form vales';
 * a server failure shows the server's message.
 */
export function RegisterReaderModal({
  locations,
  sandbox,
  onClose,
}: {
  locations: { id: number; name: string }[];
  sandbox: boolean;
  onClose: () => void;
}) {
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [location, setLocation] = useState<string | null>(locations.length === 1 ? String(locations[0]!.id) : null);
  const [failure, setFailure] = useState<string | null>(null);
  const register = useRegisterReader();

  function submit() {
    setFailure(null);
    const valid =
      code.trim().length >= READER_LIMITS.codeMin && label.trim().length >= READER_LIMITS.labelMin && location !== null;
    if (!valid) {
      setFailure(READER_MESSAGES.badForm);
      return;
    }
    register.mutate(
      { registration_code: code.trim(), lable: label.trim(), location: Number(location) },
      {
        onSuccess: (result) => {
          notifySuccess(result.message || READER_MESSAGES.registered, 'Success');
          onClose();
        },
        onError: (error) => setFailure(errorMessage(error)),
      },
    );
  }

  return (
    <Modal opened onClose={onClose} title="Register reader" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {sandbox ? (
          <Text size="sm" c="dimmed">
            Sandbox: register a simulated reader with the code{' '}
            {Object.keys(SANDBOX_TEST_READERS)
              .map((value) => `“${value}”`)
              .join(' or ')}
            .
          </Text>
        ) : null}
        <TextInput
          label="Registration code"
          description="The code the reader shows on its screen."
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          maxLength={READER_LIMITS.codeMax}
          required
          autoComplete="off"
        />
        <TextInput
          label="Label"
          description="How the reader is named here, e.g. Front desk."
          value={label}
          onChange={(event) => setLabel(event.currentTarget.value)}
          maxLength={READER_LIMITS.labelMax}
          required
        />
        <Select
          label="Location"
          value={location}
          onChange={setLocation}
          data={locations.map((item) => ({ value: String(item.id), label: item.name }))}
          required
          searchable
        />
        <ErrorAlert message={failure} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={register.isPending}>
            Register
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
