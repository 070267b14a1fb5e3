import { Button, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDemoModal } from '../../marketing-forms';

/**
 * The limited-time $149/month offer (spec 1 section 1). It is the Ace plan at a lower price, which the copy says,
 * so that it reads as one offer beside the plans' own prices (docs/decisions.md).
 */
export function OfferCallout() {
  const demo = useDemoModal();
  return (
    <Container size="lg" py={{ base: 28, sm: 40 }} component="section" aria-labelledby="offer-title">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} bg="fairplay.9" c="white">
        <Group justify="space-between" align="center" gap="lg">
          <Stack gap="xs" maw={620}>
            <Text tt="uppercase" fw={700} size="xs" c="fairplay.1">
              Limited-time offer
            </Text>
            <Title id="offer-title" order={2} c="white">
              Fairplay for $149/month
            </Title>
            <Text c="white">
              The Ace plan (up to 12 courts or bays, every module) for $149/month instead of $199, for clubs that sign
              up while the offer runs.
            </Text>
            <List size="sm" spacing={4} c="white">
              <List.Item>No cut from your bookings: one flat monthly fee plus payment processing.</List.Item>
              <List.Item>Unlimited staff and unlimited members.</List.Item>
              <List.Item>50,000 marketing emails each month, then $1 per additional 1,000.</List.Item>
            </List>
          </Stack>
          <Button size="lg" color="white" c="fairplay.9" onClick={demo.open}>
            Claim the offer
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
