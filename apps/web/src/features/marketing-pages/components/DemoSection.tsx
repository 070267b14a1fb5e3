import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LazyDemoRequestFlow } from '../../marketing-forms';

/** An inline demo request form for landing pages; after sending it turns into the scheduling step. */
export function DemoSection({ title, text }: { title: string; text: string }) {
  return (
    <Container size="lg" py={{ base: 36, sm: 56 }} component="section" aria-labelledby="demo-title" id="demo">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <Title id="demo-title" order={2}>
            {title}
          </Title>
          <Text c="dark.5">{text}</Text>
          <Text size="sm" c="dark.5">
            A private demo takes 30 minutes. You pick the time right after sending the form; we show you Fairplay set up
            the way your club works, and answer every question about moving your members and bookings over.
          </Text>
        </Stack>
        <Paper withBorder radius="lg" p="lg">
          <LazyDemoRequestFlow />
        </Paper>
      </SimpleGrid>
    </Container>
  );
}
