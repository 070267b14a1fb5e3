import { Button, Group, Paper, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';

interface PendingBarProps {
  /** The pending times ('Court 2, 9:00 AM – 10:00 AM'), or null when none are selected. */
  description: string | null;
  /** What the pending time costs with its tax ('$30.00 · Tax $2.66 · Total $32.66'), when priced. */
  price?: string | null;
  canSelect: boolean;
  onBook: () => void;
  onClear: () => void;
  /** Settings update: the pending times become a new availability rule. */
  onCreateRule?: () => void;
}

/**
 * The pending times, with the way on to the create modal. Always present and of one height, so selecting does
 * not move the grid under the pointer while dragging.
 */
export function PendingBar({ description, price, canSelect, onBook, onClear, onCreateRule }: PendingBarProps) {
  // A finger has no shift key: touch screens get the tapping hint.
  const touch = useMediaQuery('(pointer: coarse)') ?? false;
  return (
    <Paper
      withBorder
      p="xs"
      mih={50}
      bg={description ? 'yellow.0' : undefined}
      role="region"
      aria-label="Pending times"
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" lineClamp={2}>
          {description ? (
            <>
              <Text span fw={600}>
                Pending:{' '}
              </Text>
              {description}
              {price ? <span data-pending-price>{` · ${price}`}</span> : null}
            </>
          ) : canSelect ? (
            touch ? (
              'Tap free times to book them; tap again on the same court to extend.'
            ) : (
              'Select free times on the grid to book them (shift-click or drag to extend).'
            )
          ) : (
            'Choose an event to see its details.'
          )}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant="default" onClick={onClear} disabled={!description}>
            Clear
          </Button>
          {onCreateRule ? (
            <Button size="xs" variant="light" onClick={onCreateRule} disabled={!description}>
              Create rule
            </Button>
          ) : null}
          <Button size="xs" onClick={onBook} disabled={!description}>
            Book
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
