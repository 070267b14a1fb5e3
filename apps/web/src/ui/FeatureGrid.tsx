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
  /** Cards per row on wide screens. */
  columns?: 3 | 4;
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
      <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
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
