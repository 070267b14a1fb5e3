import { useMemo, useState } from 'react';
import { Alert, Button, MultiSelect, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { NOTIFICATION_LIMITS } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { GroupPicker } from '../../groups';
import { useMemberSearch, useSendEmail, type Recipients } from '../api/useNotifications';
import { bulkFailureMessage } from '../model/messages';
import { CampaignProgress } from './CampaignProgress';

interface EmailComposerProps {
  /** Recipients chosen elsewhere (the Customers page's selection); without them the form offers all or picked. */
  fixedRecipients?: { userIds: number[]; label: string };
}

/**
 * The bulk e-mail form: to every member (optionally those matching a search) or to picked members; subject and
 * message; sending shows the delivery's progress. A failure shows the server's message, else 'Operaition failed'.
 * {first_name} and {club} in the subject or message are filled per recipient.
 */
export function EmailComposer({ fixedRecipients }: EmailComposerProps) {
  const [audience, setAudience] = useState<'all' | 'groups' | 'picked'>(fixedRecipients ? 'picked' : 'all');
  const [groupIds, setGroupIds] = useState<number[]>([]);
  const [search, setSearch] = useState('');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string }[]>([]);
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [campaignId, setCampaignId] = useState<number | null>(null);
  const send = useSendEmail();
  const canReadGroups = can(useCurrentUser().member_type?.roles, 'groups', 'read');
  const found = useMemberSearch(typed);
  const options = useMemo(() => {
    const all = new Map(picked.map((option) => [option.value, option.label]));
    for (const person of found.data ?? []) all.set(String(person.user_id), person.full_name);
    return [...all].map(([value, label]) => ({ value, label }));
  }, [picked, found.data]);

  const recipients: Recipients = fixedRecipients
    ? { kind: 'picked', userIds: fixedRecipients.userIds }
    : audience === 'all'
      ? { kind: 'all', search: search.trim() }
      : audience === 'groups'
        ? { kind: 'groups', groupIds }
        : { kind: 'picked', userIds: picked.map((option) => Number(option.value)) };
  const ready =
    subject.trim() !== '' &&
    message.trim() !== '' &&
    (recipients.kind === 'all' ||
      (recipients.kind === 'groups' ? recipients.groupIds.length > 0 : recipients.userIds.length > 0));

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        send.mutate(
          { recipients, subject: subject.trim(), message: message.trim() },
          { onSuccess: (campaign) => setCampaignId(campaign.id) },
        );
      }}
    >
      {fixedRecipients ? (
        <Text size="sm">To: {fixedRecipients.label}</Text>
      ) : (
        <>
          <SegmentedControl
            aria-label="Recipients"
            value={audience}
            onChange={(value) => setAudience(value as 'all' | 'groups' | 'picked')}
            data={[
              { value: 'all', label: 'All members' },
              ...(canReadGroups ? [{ value: 'groups', label: 'Groups' }] : []),
              { value: 'picked', label: 'Picked members' },
            ]}
          />
          {audience === 'groups' ? (
            <GroupPicker label="Groups" value={groupIds} onChange={setGroupIds} />
          ) : audience === 'all' ? (
            <TextInput
              label="Only members whose name or e-mail contains (optional)"
              value={search}
              maxLength={100}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
          ) : (
            <MultiSelect
              label="Members"
              placeholder="Type a name"
              searchable
              searchValue={typed}
              onSearchChange={setTyped}
              data={options}
              value={picked.map((option) => option.value)}
              onChange={(values) =>
                setPicked(
                  values.map((value) => ({ value, label: options.find((o) => o.value === value)?.label ?? value })),
                )
              }
              nothingFoundMessage={
                typed.trim() === '' ? undefined : found.isFetching ? 'Searching…' : 'No member found'
              }
              filter={({ options: all }) => all}
            />
          )}
        </>
      )}
      <TextInput
        label="Subject"
        required
        value={subject}
        maxLength={NOTIFICATION_LIMITS.subjectMax}
        onChange={(event) => setSubject(event.currentTarget.value)}
      />
      <Textarea
        label="Message"
        description="{first_name} and {club} are filled in for each recipient. Every e-mail carries an unsubscribe link."
        required
        autosize
        minRows={5}
        value={message}
        maxLength={NOTIFICATION_LIMITS.messageMax}
        onChange={(event) => setMessage(event.currentTarget.value)}
      />
      {send.isError ? (
        <Alert color="yellow" variant="light" title="Warning" role="alert">
          {bulkFailureMessage(send.error)}
        </Alert>
      ) : null}
      <Button type="submit" loading={send.isPending} disabled={!ready} style={{ alignSelf: 'flex-start' }}>
        Send e-mail
      </Button>
      {campaignId !== null ? <CampaignProgress campaignId={campaignId} /> : null}
    </Stack>
  );
}
