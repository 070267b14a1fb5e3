import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { ProductShot } from '../../../ui/ProductShot';

/** Fairplay itself: the court sheet, a member's home and the front desk, as the demo club sees them. */
export function WelcomeProduct() {
  return (
    <Container size="lg" py={{ base: 36, sm: 56 }} component="section" aria-labelledby="product-title">
      <Stack gap="lg">
        <Stack gap={4} ta="center" align="center">
          <Title order={2} id="product-title">
            See Fairplay at work
          </Title>
          <Text c="dimmed" maw={640}>
            The real screens of a demo club: the court sheet your front desk lives in, your members&apos; own page and
            the check-in desk.
          </Text>
        </Stack>
        <ProductShot shot="courtSheet" caption="The court sheet: every court, every booking, live." />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <ProductShot shot="memberHome" caption="Members see their bookings, cancel within your rules and check in." />
          <ProductShot shot="checkinDesk" caption="The front desk scans a member's code and sees their booking." />
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
