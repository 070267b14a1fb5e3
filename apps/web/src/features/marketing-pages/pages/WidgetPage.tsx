import { Anchor, Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** /widget: a compact card without header or footer, for clubs to embed on their own website. */
export function WidgetPage() {
  return (
    <Center mih="100vh" p="md" component="main">
      <Paper withBorder radius="lg" p="lg" maw={420} w="100%">
        <Stack gap="sm">
          <Title order={1} size="h3">
            Book with Fairplay
          </Title>
          <Text size="sm" c="dark.5">
            Book courts, bays, classes and lessons at your club, pay online and read the club news feed in the free
            Fairplay app.
          </Text>
          <Group gap="sm">
            <Button component="a" href="/athlete" target="_blank" rel="noopener">
              Get the app
            </Button>
            <Button component="a" href="/login" target="_blank" rel="noopener" variant="outline">
              Sign in on the web
            </Button>
          </Group>
          <Text size="xs" c="dark.4">
            Powered by{' '}
            <Anchor href="/" target="_blank" rel="noopener" size="xs">
              Fairplay
            </Anchor>
            , open-source club management.
          </Text>
        </Stack>
      </Paper>
    </Center>
  );
}
