import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The sticky top bar both headers share; `below` is a second row inside it (the signed-in header's links). */
export function HeaderBar({ children, below }: { children: ReactNode; below?: ReactNode }) {
  return (
    <Box
      component="header"
      bg="white"
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 100,
        borderBottom: '1px solid var(--mantine-color-gray-3)',
      }}
    >
      <Container size="xl" h={64}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
          {children}
        </Group>
      </Container>
      {below}
    </Box>
  );
}
