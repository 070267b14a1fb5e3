import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

export interface Feature {
  icon: Icon;
  title: string;
  text: string;
}

interface FeatureGridProps {
  id: string;
  title: string;
  intro?: string;
  features: Feature[];
  /** At most this many cards per row on wide screens. */
  columns?: 3 | 4;
}

/**
 * Cards per row on wide screens that never leave one card alone under full rows: up to four cards share one row;
 * more take the widest row of at most `max` (then four) whose last row holds two or more cards.
 */
export function balancedColumns(count: number, max: number): number {
  if (count <= 4) return Math.max(1, count);
  const candidates = [...Array.from({ length: max - 1 }, (_, index) => max - index), 4];
  return candidates.find((columns) => count % columns !== 1) ?? max;
}

/** A titled grid of short feature cards, used across the marketing pages. */
export function FeatureGrid({ id, title, intro, features, columns = 3 }: FeatureGridProps) {
  return (
    <Container size="lg" py={{ base: 36, sm: 56 }} component="section" aria-labelledby={id}>
      <Stack gap="xs" mb="xl" ta="center" align="center">
        <Title id={id} order={2}>
          {title}
        </Title>
        {intro ? (
          <Text c="dark.5" maw={680}>
            {intro}
          </Text>
        ) : null}
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2, md: balancedColumns(features.length, columns) }} spacing="lg">
        {features.map((feature) => (
          <Paper key={feature.title} withBorder radius="lg" p="lg">
            <Stack gap="sm">
              <ThemeIcon size={44} radius="md" variant="light" aria-hidden="true">
                <feature.icon size={24} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {feature.title}
              </Title>
              <Text size="sm" c="dark.5">
                {feature.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
