// The Customers list with the import wizard one click away (for staff who may change members).
import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { can } from '@fairplay/domain';
import { useCurrentUser } from '../../api/session';
import { MEMBER_IMPORT_PATH } from '../../features/member-import';
import { MembersPage } from '../../features/members';

export function CustomersScreen() {
  const user = useCurrentUser();
  const canImport = can(user.member_type?.roles, 'members', 'update');
  return (
    <MembersPage
      actions={
        canImport ? (
          <Button
            component={Link}
            to={MEMBER_IMPORT_PATH}
            variant="default"
            leftSection={<IconFileImport size={16} aria-hidden />}
          >
            Import CSV
          </Button>
        ) : null
      }
    />
  );
}
