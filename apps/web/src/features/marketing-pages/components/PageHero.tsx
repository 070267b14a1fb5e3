import { Badge, Box, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface PageHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  actions?: ReactNode;
}

/** The top of every marketing page: one h1, one sentence that sells, and the next step. */
export function PageHero({ eyebrow, title, lead, actions }: PageHeroProps) {
  return (
    <Box
      component="section"
      aria-labelledby="page-title"
      style={{
        background:
          'radial-gradient(ellipse at top right, var(--mantine-color-fairplay-1), transparent 60%), linear-gradient(180deg, var(--mantine-color-fairplay-0), var(--mantine-color-white))',
      }}
    >
      <Container size="md" py={{ base: 40, sm: 72 }}>
        <Stack align="center" ta="center" gap="md">
          <Badge size="lg" variant="light" radius="sm">
            {eyebrow}
          </Badge>
          <Title id="page-title" order={1} fz={{ base: 30, sm: 46 }} lh={1.12} maw={780}>
            {title}
          </Title>
          <Text size="lg" c="dark.5" maw={660}>
            {lead}
          </Text>
          {actions ? (
            <Group justify="center" gap="sm" mt="xs" w="100%">
              {actions}
            </Group>
          ) : null}
        </Stack>
      </Container>
    </Box>
  );
}
