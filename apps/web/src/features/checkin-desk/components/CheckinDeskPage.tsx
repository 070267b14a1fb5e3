import { Alert, Button, Card, Container, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { isCheckinCode, type AddCheckinResponse, type AddCheckinBody } from '@fairplay/contracts';
import { formatInstantClock, formatInstantRange } from '@fairplay/domain';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { getSelection } from '../../../api/storage';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { useFacilityGroupStaff } from '../../facility-groups';
import { useAddCheckin, useFindMembers } from '../api/useCheckinDesk';
import { TodayCheckins } from './TodayCheckins';

/**
 * /private/checkin (issue 16): the front desk. A USB scanner types the member's code into the field and presses
 * Enter, which checks them in at once; a typed name lists the matching members to check in. Today's check-ins at
 * the location show below, each with the booking it belongs to.
 */
export function CheckinDeskPage() {
  const user = useCurrentUser();
  const business = user.business!;
  const groups = useFacilityGroupStaff();
  const locations = useMemo(() => {
    const byId = new Map<number, string>();
    for (const group of groups.data ?? []) byId.set(group.location_id, group.location_name);
    return [...byId].map(([id, name]) => ({ value: String(id), label: name }));
  }, [groups.data]);
  const header = getSelection().locationId;
  const [chosen, setChosen] = useState<number | null>(null);
  const locationId = header > 0 ? header : (chosen ?? (locations[0] ? Number(locations[0].value) : null));
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  const [last, setLast] = useState<AddCheckinResponse | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const add = useAddCheckin();
  const found = useFindMembers(search);

  const checkIn = (body: AddCheckinBody) => {
    if (locationId === null) return;
    add.mutate(
      { ...body, location_id: locationId },
      {
        onSuccess: (result) => {
          setLast(result);
          setText('');
          setSearch('');
          input.current?.focus();
        },
      },
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value) return;
    setLast(null);
    add.reset();
    // A scanned code checks in at once; a name lists the members to choose from.
    if (isCheckinCode(value)) checkIn({ code: value });
    else setSearch(value);
  };
  const clock = (iso: string) => formatInstantClock(iso, business.timezone, business.am_pm);

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Title order={1} size="h2">
        Check-in
      </Title>
      <Text c="dimmed" mb="md">
        Scan a member&apos;s code or type their name.
      </Text>
      <Stack gap="md">
        {header > 0 ? null : (
          <NativeSelect
            label="Location"
            data={locations}
            value={locationId === null ? '' : String(locationId)}
            onChange={(event) => setChosen(Number(event.currentTarget.value))}
            maw={320}
          />
        )}
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              ref={input}
              label="Name or check-in code"
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autoFocus
              autoComplete="off"
              maxLength={60}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit" loading={add.isPending} disabled={locationId === null}>
              Find
            </Button>
          </Group>
        </form>
        <ErrorAlert message={add.isError ? errorMessage(add.error) : null} />
        {last ? (
          <Alert color={last.repeated ? 'yellow' : 'teal'} variant="light" title={last.full_name} role="status">
            {last.repeated ? 'Already checked in at ' : 'Checked in at '}
            {clock(last.checked_in_at)}
            {last.booking
              ? ` for ${last.booking.court_name}, ${formatInstantRange(last.booking.start, last.booking.end, business.timezone, business.am_pm)}.`
              : '. No booking around now.'}
          </Alert>
        ) : null}
        {search && found.data ? (
          <Card withBorder padding="sm" radius="md" component="section" aria-label="Matching members">
            {found.data.length === 0 ? (
              <Text size="sm" c="dimmed">
                No member matches &ldquo;{search}&rdquo;.
              </Text>
            ) : (
              <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }}>
                {found.data.map((person) => (
                  <Group component="li" key={person.user_id} justify="space-between" wrap="nowrap">
                    <Text size="sm" truncate>
                      {person.full_name}
                    </Text>
                    <Button
                      size="xs"
                      variant="light"
                      aria-label={`Check in ${person.full_name}`}
                      loading={add.isPending && add.variables.user_id === person.user_id}
                      onClick={() => checkIn({ user_id: person.user_id })}
                    >
                      Check in
                    </Button>
                  </Group>
                ))}
              </Stack>
            )}
          </Card>
        ) : null}
        {found.isError ? <ErrorAlert message={errorMessage(found.error)} /> : null}
        {locationId !== null ? <TodayCheckins locationId={locationId} business={business} /> : null}
      </Stack>
    </Container>
  );
}
