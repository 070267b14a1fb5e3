import { useMemo, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import { Button, MultiSelect, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { NOTIFICATION_LIMITS } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { useCurrentUser } from '../../../api/session';
import { GroupPicker } from '../../groups';
import { useMemberSearch, useRecipientCount, useSendEmail, type Recipients } from '../api/useNotifications';
import { CampaignProgress } from './CampaignProgress';
import { EmailReview, RecipientCountLine, SendFailure } from './EmailReview';

interface EmailComposerProps {
  /** Recipients chosen elsewhere (the Customers page's selection); without them the form offers all or picked. */
  fixedRecipients?: { userIds: number[]; label: string };
}

/**
 * The bulk e-mail form: to every member (optionally those matching a search) or to picked members; subject and
 * message. It counts the recipients as they are chosen, and "Send e-mail" first shows the count and a preview to
 * confirm (issue 24); sending shows the delivery's progress. A failure shows the server's message, else 'Operaition failed'.
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
  const [reviewing, setReviewing] = useState(false);
  // The search counts once typing pauses; the review waits for the count of what is typed.
  const [searched] = useDebouncedValue(search.trim(), 400);
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
      ? { kind: 'all', search: searched }
      : audience === 'groups'
        ? { kind: 'groups', groupIds }
        : { kind: 'picked', userIds: picked.map((option) => Number(option.value)) };
  const chosen =
    recipients.kind === 'all' ||
    (recipients.kind === 'groups' ? recipients.groupIds.length > 0 : recipients.userIds.length > 0);
  const count = useRecipientCount(recipients, chosen);
  const counted = count.data && !count.isPlaceholderData && searched === search.trim() ? count.data : null;
  const ready = subject.trim() !== '' && message.trim() !== '' && chosen && counted !== null;
  const failure = send.isError ? <SendFailure error={send.error} /> : null;

  if (reviewing && counted) {
    return (
      <Stack gap="sm">
        {failure}
        <EmailReview
          subject={subject.trim()}
          message={message.trim()}
          count={counted}
          sending={send.isPending}
          onBack={() => setReviewing(false)}
          onSend={() =>
            send.mutate(
              { recipients, subject: subject.trim(), message: message.trim() },
              {
                onSuccess: (campaign) => {
                  setCampaignId(campaign.id);
                  setReviewing(false);
                },
              },
            )
          }
        />
      </Stack>
    );
  }

  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(event) => {
        event.preventDefault();
        if (!ready) return;
        send.reset();
        setReviewing(true);
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
      {chosen ? <RecipientCountLine counted={counted} error={count.isError ? count.error : null} /> : null}
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
      {failure}
      <Button type="submit" disabled={!ready} style={{ alignSelf: 'flex-start' }}>
        Send e-mail
      </Button>
      {campaignId !== null ? <CampaignProgress campaignId={campaignId} /> : null}
    </Stack>
  );
}
