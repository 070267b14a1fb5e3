import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MemberRecord } from '@fairplay/contracts';
import { formatClubDate } from '@fairplay/domain';
import { useClubClock } from '../../../ui/dates';
import { formatBirthDate, fullNameOf, initialsOf } from '../model/member-view';
import { ProfilePictureButton } from './ProfilePictureButton';

interface MemberHeaderProps {
  member: MemberRecord;
  /** Staff with members update may change the picture. */
  canUpdate: boolean;
  /** Where the lead's Edit button goes (the members feature's editor). */
  actions?: ReactNode;
}

/**
 * Picture, name, member type and contact. The contact is personal data: this page needs members read, and the
 * record only reaches staff who hold it.
 */
export function MemberHeader({ member, canUpdate, actions }: MemberHeaderProps) {
  const name = fullNameOf(member);
  const { timeZone } = useClubClock();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Stack gap="xs" align="center">
          <Avatar src={member.profile_image} alt={`Picture of ${name}`} size={96} radius={48} color="fairplay">
            {initialsOf(member)}
          </Avatar>
          {canUpdate ? <ProfilePictureButton memberId={member.id} label="Change picture" /> : null}
        </Stack>
        <Stack gap={6} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group justify="space-between" align="flex-start" gap="sm">
            <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Title>
            {actions}
          </Group>
          <Group gap="xs">
            <Badge variant="light" aria-label={`Member type: ${member.member_type.name}`}>
              {member.member_type.name}
            </Badge>
            {member.is_child ? (
              <Badge variant="outline" color="gray">
                Child
              </Badge>
            ) : null}
          </Group>
          <Stack gap={2} component="dl" m={0}>
            <ContactLine label="E-mail">
              <Anchor href={`mailto:${member.email}`} style={{ overflowWrap: 'anywhere' }}>
                {member.email}
              </Anchor>
            </ContactLine>
            <ContactLine label="Phone">
              {member.phone ? <Anchor href={`tel:${member.phone}`}>{member.phone}</Anchor> : 'Not given'}
            </ContactLine>
            <ContactLine label="Birth date">{member.dob ? formatBirthDate(member.dob) : 'Not given'}</ContactLine>
            <ContactLine label="Gender">{genderText(member.gender)}</ContactLine>
            <ContactLine label="Waiver">{waiverText(member, timeZone)}</ContactLine>
          </Stack>
        </Stack>
      </Group>
    </Paper>
  );
}

/** Spec 2's filter labels; the member feature's form offers the same choices. */
function genderText(gender: MemberRecord['gender']): string {
  if (gender === 'female') return 'Female';
  if (gender === 'male') return 'Male';
  return 'Not recorded';
}

/** Whether the member signed the club's current waiver, when they last signed one, and who signed it for them. */
function waiverText(member: MemberRecord, timeZone: string): string {
  const last = member.max_date ? formatClubDate(member.max_date, timeZone) : null;
  const signer = member.doc_signed_by;
  const by = signer && signer.id !== member.id ? `, signed by ${signer.name}` : '';
  if (member.doc_signed_current) return `Signed the current waiver${last ? ` (${last}${by})` : ''}`;
  return last ? `Not signed the current waiver (last signed ${last}${by})` : 'Never signed';
}

function ContactLine({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" miw={80}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ minWidth: 0 }}>
        {children}
      </Text>
    </Group>
  );
}
