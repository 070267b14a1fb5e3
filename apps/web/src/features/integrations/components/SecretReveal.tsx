import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';

interface SecretRevealProps {
  title: string;
  secret: string;
  onDone: () => void;
}

/** A key or signing secret, shown this once with a copy button: the server keeps no readable copy of keys. */
export function SecretReveal({ title, secret, onDone }: SecretRevealProps) {
  return (
    <Alert color="yellow" variant="light" title={title} role="status">
      <Stack gap="sm">
        <Text size="sm">Copy it now and keep it somewhere safe: it will not be shown again.</Text>
        <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }} aria-label={title}>
          {secret}
        </Code>
        <Stack gap="xs" align="flex-start">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button onClick={copy} variant="light">
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
          <Button variant="subtle" onClick={onDone}>
            I have copied it
          </Button>
        </Stack>
      </Stack>
    </Alert>
  );
}
