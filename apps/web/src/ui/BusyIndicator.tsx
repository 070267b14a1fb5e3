import { Box, Loader, type LoaderProps } from '@mantine/core';

/**
 * A spinner screen readers announce. The name sits on a status element rather than on the spinner's own span,
 * where axe reports aria-label as prohibited.
 */
export function BusyIndicator({ label, size }: { label: string; size?: LoaderProps['size'] }) {
  return (
    <Box role="status" aria-label={label} display="inline-flex">
      <Loader size={size} aria-hidden="true" />
    </Box>
  );
}
