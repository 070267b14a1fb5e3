import { Alert, Group, Progress, Stack, Text } from '@mantine/core';
import { useCampaignProgress } from '../api/useNotifications';

/** A bulk e-mail's delivery, polled until the sender has handled every e-mail. */
export function CampaignProgress({ campaignId }: { campaignId: number }) {
  const progress = useCampaignProgress(campaignId);
  const campaign = progress.data;
  if (!campaign) return null;
  const done = campaign.sent + campaign.failed;
  const percent = campaign.recipients === 0 ? 100 : Math.round((done / campaign.recipients) * 100);
  return (
    <Stack gap={4} aria-live="polite">
      <Group justify="space-between">
        <Text size="sm" fw={600}>
          {campaign.pending === 0 ? 'Delivered' : 'Sending…'} “{campaign.subject}”
        </Text>
        <Text size="sm" c="dimmed">
          {campaign.sent} of {campaign.recipients} sent
          {campaign.failed > 0 ? `, ${campaign.failed} failed` : ''}
          {campaign.skipped > 0 ? `, ${campaign.skipped} unsubscribed skipped` : ''}
        </Text>
      </Group>
      <Progress value={percent} aria-label={`Delivery progress ${percent}%`} animated={campaign.pending > 0} />
      {campaign.failed > 0 && campaign.pending === 0 ? (
        <Alert color="yellow" variant="light" title="Warning">
          {campaign.failed} e-mails could not be delivered; see Sent mail.
        </Alert>
      ) : null}
    </Stack>
  );
}
