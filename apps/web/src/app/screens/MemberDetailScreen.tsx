// The member detail with what other features add to it: the member's groups, and an e-mail to the member.
// Composed here, in the app, so the features stay independent of one another.
import { Button } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import type { MemberRecord } from '@fairplay/contracts';
import { MemberGroupsSection } from '../../features/groups';
import { MemberDetailPage } from '../../features/member-detail';
import { SendEmailDialog } from '../../features/notifications';
import { MemberRestrictionsSection } from '../../features/restrictions';

function EmailMemberButton({ member }: { member: MemberRecord }) {
  const [opened, setOpened] = useState(false);
  const name = `${member.member.first_name} ${member.member.last_name}`.trim();
  return (
    <>
      <Button variant="default" leftSection={<IconMail size={16} aria-hidden />} onClick={() => setOpened(true)}>
        E-mail
      </Button>
      {opened ? (
        <SendEmailDialog opened={opened} onClose={() => setOpened(false)} userIds={[member.id]} label={name} />
      ) : null}
    </>
  );
}

export function MemberDetailScreen() {
  return (
    <MemberDetailPage
      renderActions={(member) => <EmailMemberButton member={member} />}
      renderSections={(member) => (
        <>
          <MemberGroupsSection memberId={member.id} />
          <MemberRestrictionsSection
            memberId={member.id}
            memberName={`${member.member.first_name} ${member.member.last_name}`.trim()}
          />
        </>
      )}
    />
  );
}
