// The member detail with what other features add to it: editing the member, the member's payments, groups and
// restrictions, and an e-mail to the member. Composed here, in the app, so the features stay independent of one another.
import { Button, Group } from '@mantine/core';
import { IconMail, IconPencil } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberRecord, MemberRow } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { useCurrentUser } from '../../api/session';
import { MemberGroupsSection } from '../../features/groups';
import { MemberDetailPage, memberKey } from '../../features/member-detail';
import { MemberFormModal } from '../../features/members';
import { SendEmailDialog } from '../../features/notifications';
import { MemberPaymentsSection } from '../../features/payments';
import { MemberPointsSection } from '../../features/points';
import { MemberSubscriptionsSection } from '../../features/plans';
import { MemberPacksSection } from '../../features/class-packs';
import { MemberRestrictionsSection } from '../../features/restrictions';

const nameOf = (member: MemberRecord) => `${member.member.first_name} ${member.member.last_name}`.trim();

/** The record as the members feature's form reads it (the list's row shape). */
function rowOf(member: MemberRecord): MemberRow {
  return {
    id: member.id,
    first_name: member.member.first_name,
    last_name: member.member.last_name,
    email: member.email,
    phone: member.phone,
    dob: member.dob,
    profile_image: member.profile_image,
    member_type_id: member.member_type_id,
    member_type: member.member_type.key,
    member_type_name: member.member_type.name,
    family_id: member.family_id,
    family_name: null,
    about: member.about,
    directory_listed: member.directory_listed,
    gender: member.gender,
    joined_at: member.joined_at,
  };
}

function EditMemberButton({ member }: { member: MemberRecord }) {
  const [opened, setOpened] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Edit
      </Button>
      {opened ? (
        <MemberFormModal
          opened={opened}
          onClose={() => setOpened(false)}
          member={rowOf(member)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: memberKey(member.id) })}
        />
      ) : null}
    </>
  );
}

function EmailMemberButton({ member }: { member: MemberRecord }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpened(true)}>
        E-mail
      </Button>
      {opened ? (
        <SendEmailDialog
          opened={opened}
          onClose={() => setOpened(false)}
          userIds={[member.id]}
          label={nameOf(member)}
        />
      ) : null}
    </>
  );
}

function MemberActions({ member }: { member: MemberRecord }) {
  const user = useCurrentUser();
  // The owner's record is the owner's own to edit (the server refuses others).
  const canEdit =
    can(user.member_type?.roles, 'members', 'update') && (member.member_type.key !== 'owner' || user.id === member.id);
  return (
    <Group gap="xs">
      {canEdit ? <EditMemberButton member={member} /> : null}
      <EmailMemberButton member={member} />
    </Group>
  );
}

export function MemberDetailScreen() {
  const user = useCurrentUser();
  // The money places (issue 12): staff who may read payments.
  const seesPayments = can(user.member_type?.roles, 'payments', 'read');
  return (
    <MemberDetailPage
      renderActions={(member) => <MemberActions member={member} />}
      renderSections={(member) => (
        <>
          {seesPayments ? <MemberPaymentsSection memberId={member.id} memberName={nameOf(member)} /> : null}
          {seesPayments ? <MemberPointsSection memberId={member.id} memberName={nameOf(member)} /> : null}
          {seesPayments ? <MemberSubscriptionsSection memberId={member.id} memberName={nameOf(member)} /> : null}
          <MemberPacksSection memberId={member.id} />
          <MemberGroupsSection memberId={member.id} />
          <MemberRestrictionsSection memberId={member.id} memberName={nameOf(member)} />
        </>
      )}
    />
  );
}
