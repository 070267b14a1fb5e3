import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

function Mark() {
  return (
    <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--mantine-color-fairplay-8)" />
      <circle cx="32" cy="32" r="17" fill="none" stroke="#fff" strokeWidth="5" />
      <path
        d="M18 22c8 6 8 14 0 20M46 22c-8 6-8 14 0 20"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/**
 * The "Fairplay" word mark; a link home (or to the given path). `compact` shows only the mark on phones, where a
 * crowded header has no room for the word.
 */
export function Logo({ to = '/', compact = false }: { to?: string; compact?: boolean }) {
  return (
    <UnstyledButton
      component={Link}
      to={to}
      aria-label="Fairplay"
      style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
    >
      <Group gap={8} wrap="nowrap">
        <Mark />
        <Text
          fw={800}
          size="xl"
          c="fairplay.9"
          style={{ letterSpacing: '-0.02em' }}
          visibleFrom={compact ? 'sm' : undefined}
        >
          Fairplay
        </Text>
      </Group>
    </UnstyledButton>
  );
}
