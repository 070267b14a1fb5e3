import { Anchor, Box, Container, Group, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useLocation } from 'react-router';
import { LazyContactModal } from '../../features/marketing-forms';
import { hasExtraFooterLinks } from './public-nav';

const EXTRA_LINKS = [
  { label: 'Racquet clubs', to: '/racquets' },
  { label: 'Golf simulators', to: '/golf' },
  { label: 'Fitness, yoga, swim', to: '/fitness_yoga_swim_cycle_gym' },
  { label: 'Memberships', to: '/membership_advantage' },
  { label: 'Members’ news feed', to: '/social_engage' },
  { label: 'Mobile app', to: '/mobile_app_market' },
  { label: 'Find tennis players', to: '/find_tennis_players' },
  { label: 'Why Fairplay', to: '/why-fairplay' },
] as const;

/** Terms of Service, Privacy Policy, Pricing, Contact us and the copyright; more links on the pricing and about pages. */
export function Footer() {
  const { pathname } = useLocation();
  const [contactOpened, contact] = useDisclosure(false);
  return (
    <Box component="footer" py="lg" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} bg="gray.0">
      <Container size="xl">
        <Stack gap="md">
          {hasExtraFooterLinks(pathname) ? (
            <SimpleGrid component="nav" aria-label="More about Fairplay" cols={{ base: 2, sm: 3 }} spacing="xs">
              {EXTRA_LINKS.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to} size="sm" c="dark.6">
                  {link.label}
                </Anchor>
              ))}
              <Anchor href="/assets/file/payments-processing-accounts.pdf" size="sm" c="dark.6">
                Payment processing terms (PDF)
              </Anchor>
            </SimpleGrid>
          ) : null}
          <Group justify="space-between" gap="xs">
            <Group component="nav" aria-label="Legal and contact" gap="md">
              <Anchor href="/terms" size="sm" c="dark.6">
                Terms of Service
              </Anchor>
              <Anchor href="/privacy" size="sm" c="dark.6">
                Privacy Policy
              </Anchor>
              <Anchor component={Link} to="/pricing-and-features" size="sm" c="dark.6">
                Pricing
              </Anchor>
              <UnstyledButton onClick={contact.open} fz="sm" c="dark.6" td="underline">
                Contact us
              </UnstyledButton>
            </Group>
            <Text size="sm" c="dimmed">
              © {new Date().getFullYear()} Fairplay. Open-source club management.
            </Text>
          </Group>
        </Stack>
      </Container>
      <LazyContactModal opened={contactOpened} onClose={contact.close} />
    </Box>
  );
}
