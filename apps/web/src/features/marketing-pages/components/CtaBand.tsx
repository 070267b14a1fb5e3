import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useDemoModal } from '../../marketing-forms';

/** The closing call to action: see it, or see the price. */
export function CtaBand({ title = 'See Fairplay with your own club in mind' }: { title?: string }) {
  const demo = useDemoModal();
  return (
    <Container size="md" py={{ base: 36, sm: 56 }} component="section" aria-labelledby="cta-title">
      <Stack align="center" ta="center" gap="sm">
        <Title id="cta-title" order={2}>
          {title}
        </Title>
        <Text c="dark.5" maw={560}>
          Thirty minutes with someone who has run a front desk. No slides, no pressure, and no cut from your bookings
          ever.
        </Text>
        <Group justify="center" gap="sm" mt="xs">
          <Button size="md" onClick={demo.open}>
            Book a private demo
          </Button>
          <Button size="md" variant="outline" component={Link} to="/pricing-and-features">
            See pricing
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
