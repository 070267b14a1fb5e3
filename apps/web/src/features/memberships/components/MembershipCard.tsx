import { Badge, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBuildingCommunity } from '@tabler/icons-react';
import { MEMBER_TYPE_NAMES } from '@fairplay/domain';
import type { Membership } from '@fairplay/contracts';

interface MembershipCardProps {
  membership: Membership;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}

export function MembershipCard({ membership, busy, disabled, onChoose }: MembershipCardProps) {
  const { business_name: name, member_type: memberType, current } = membership;
  return (
    <Paper component="li" withBorder radius="md" p="md" style={{ listStyle: 'none' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="md" variant="light" aria-hidden="true">
            <IconBuildingCommunity size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                {MEMBER_TYPE_NAMES[memberType]}
              </Text>
              {current ? (
                <Badge size="sm" variant="light">
                  Current club
                </Badge>
              ) : null}
            </Group>
          </Stack>
        </Group>
        {/* The current club opens; another one becomes current first (a "Choose" that changes nothing was a dead end). */}
        <Button
          variant={current ? 'light' : 'filled'}
          loading={busy}
          disabled={disabled}
          onClick={onChoose}
          aria-label={current ? `Open ${name}` : `Choose ${name}`}
        >
          {current ? 'Open' : 'Choose'}
        </Button>
      </Group>
    </Paper>
  );
}
