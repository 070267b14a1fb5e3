import { Container, Stack, Tabs, Title } from '@mantine/core';
import { can } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { AutomaticEmails } from './AutomaticEmails';
import { EmailComposer } from './EmailComposer';
import { MailLog } from './MailLog';
import { MonthlyUsage } from './MonthlyUsage';
import { MyNotifications } from './MyNotifications';

/**
 * /private/notifications (notifications read). Staff see the club's automatic e-mails, the log of sent mail and
 * the bulk e-mail form beside their own notifications; members see their own notifications and preferences.
 */
export function NotificationsPage() {
  const user = useCurrentUser();
  const roles = user.member_type?.roles;
  const isStaff = user.member_type !== null && user.member_type.key !== 'member';
  const canSend = isStaff && can(roles, 'notifications', 'update');
  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          Notifications
        </Title>
        {isStaff ? (
          <Tabs defaultValue={canSend ? 'compose' : 'automatic'} keepMounted={false}>
            <Tabs.List>
              {canSend ? <Tabs.Tab value="compose">Bulk e-mail</Tabs.Tab> : null}
              <Tabs.Tab value="automatic">Automatic e-mails</Tabs.Tab>
              <Tabs.Tab value="log">Sent mail</Tabs.Tab>
              <Tabs.Tab value="mine">My notifications</Tabs.Tab>
            </Tabs.List>
            {canSend ? (
              <Tabs.Panel value="compose" pt="md">
                <Stack gap="md">
                  <MonthlyUsage />
                  <EmailComposer />
                </Stack>
              </Tabs.Panel>
            ) : null}
            <Tabs.Panel value="automatic" pt="md">
              <AutomaticEmails canEdit={canSend} />
            </Tabs.Panel>
            <Tabs.Panel value="log" pt="md">
              <MailLog />
            </Tabs.Panel>
            <Tabs.Panel value="mine" pt="md">
              <MyNotifications />
            </Tabs.Panel>
          </Tabs>
        ) : (
          <MyNotifications />
        )}
      </Stack>
    </Container>
  );
}
