import { Anchor } from '@mantine/core';

export const MAIN_ID = 'main-content';

/** First stop for keyboard users: jumps past the header. Visible only while focused. */
export function SkipLink() {
  return (
    <Anchor
      href={`#${MAIN_ID}`}
      className="fp-skip-link"
      style={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 1000,
        padding: '8px 12px',
        background: 'var(--mantine-color-white)',
        borderRadius: 'var(--mantine-radius-sm)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      Skip to main content
    </Anchor>
  );
}
