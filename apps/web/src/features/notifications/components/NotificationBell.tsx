import { useState } from 'react';
import { Button, Divider, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'react-router';
import { IconButton } from '../../../ui/IconButton';
import { useMarkRead, useMyNotifications } from '../api/useNotifications';
import { NotificationItem } from './MyNotifications';

/** The header's bell: the unread count, and the latest notifications; opening it marks them read. */
export function NotificationBell() {
  const [opened, setOpened] = useState(false);
  const mine = useMyNotifications();
  const markRead = useMarkRead();
  const unread = mine.data?.unread ?? 0;
  const latest = mine.data?.rows.slice(0, 8) ?? [];
  const close = () => {
    setOpened(false);
    if (unread > 0) markRead.mutate(undefined);
  };
  return (
    // The indicator wraps the popover: the popover's target must be the button itself (its aria attributes).
    <Indicator label={unread} size={16} disabled={unread === 0} offset={4} color="red">
      <Popover
        opened={opened}
        onChange={(next) => (next ? setOpened(true) : close())}
        width={320}
        position="bottom-end"
      >
        <Popover.Target>
          <IconButton
            variant="subtle"
            label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
            icon={<IconBell size={20} />}
            onClick={() => (opened ? close() : setOpened(true))}
          />
        </Popover.Target>
        <Popover.Dropdown>
          <ScrollArea.Autosize mah={360}>
            <Stack gap="sm">
              {latest.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No notifications yet.
                </Text>
              ) : null}
              {latest.map((item, index) => (
                <Stack key={item.id} gap="sm">
                  {index > 0 ? <Divider /> : null}
                  <NotificationItem item={item} onOpen={close} />
                </Stack>
              ))}
            </Stack>
          </ScrollArea.Autosize>
          <Button
            component={Link}
            to="/private/notifications"
            variant="subtle"
            size="xs"
            mt="xs"
            onClick={close}
            fullWidth
          >
            All notifications and preferences
          </Button>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
