import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ChoiceCardProps {
  title: string;
  selected: boolean;
  onSelect: () => void;
  children: ReactNode;
}

/** A selectable card for the facility wizard's steps; a button, so keyboard users can choose it too. */
export function ChoiceCard({ title, selected, onSelect, children }: ChoiceCardProps) {
  return (
    <Card
      component="button"
      type="button"
      withBorder
      radius="md"
      padding="md"
      aria-pressed={selected}
      onClick={onSelect}
      style={{
        textAlign: 'left',
        cursor: 'pointer',
        borderColor: selected ? 'var(--mantine-primary-color-filled)' : undefined,
        borderWidth: selected ? 2 : 1,
      }}
    >
      <Stack gap={4}>
        <Text fw={700}>{title}</Text>
        {children}
      </Stack>
    </Card>
  );
}
