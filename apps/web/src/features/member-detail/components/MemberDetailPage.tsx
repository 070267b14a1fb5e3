import { Alert, Center, Container, SimpleGrid, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { MemberRecord } from '@fairplay/contracts';
import { can } from '@fairplay/domain';
import { errorMessage, isApiError } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { NotFoundPage } from '../../not-found';
import { useMemberRecord } from '../api/useMemberDetail';
import { BookingHistorySection } from './BookingHistorySection';
import { FamilySection } from './FamilySection';
import { LevelsSection } from './LevelsSection';
import { MemberHeader } from './MemberHeader';
import { NotesSection } from './NotesSection';
import { BusyIndicator } from '../../../ui/BusyIndicator';

function memberIdOf(param: string | undefined): number | null {
  if (!param || !/^[1-9][0-9]{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2147483647 ? id : null;
}

export interface MemberDetailPageProps {
  /** The header's actions, e.g. the members feature's Edit button for this member. */
  renderActions?: (member: MemberRecord) => ReactNode;
  /** Sections from other features (groups), shown after the family. */
  renderSections?: (member: MemberRecord) => ReactNode;
}

/**
 * /private/member/edit/{id} (members read): the member's header, family, levels, booking history and notes.
 * Balance, payment methods and charges (the payments feature) and restriction statistics come through
 * renderSections; points, invoices and subscriptions have no data source yet and are not shown (docs/decisions.md
 * "The member detail").
 */
export function MemberDetailPage({ renderActions, renderSections }: MemberDetailPageProps = {}) {
  const id = memberIdOf(useParams().id);
  const user = useCurrentUser();
  const record = useMemberRecord(id);
  const business = user.business;

  if (id === null || !business) return <NotFoundPage />;
  if (record.isError && isApiError(record.error) && record.error.status === 404) return <NotFoundPage />;
  const canUpdate = can(user.member_type?.roles, 'members', 'update');
  const member = record.data;
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        {record.isLoading ? (
          <Center py="xl">
            <BusyIndicator label="Loading the member" />
          </Center>
        ) : null}
        {record.isError ? (
          <Alert color="red" variant="light" title="Error">
            {errorMessage(record.error)}
          </Alert>
        ) : null}
        {member ? (
          <>
            <MemberHeader member={member} canUpdate={canUpdate} actions={renderActions?.(member)} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <FamilySection member={member} />
              {member.levels ? (
                <LevelsSection key={member.id} memberId={member.id} levels={member.levels} canUpdate={canUpdate} />
              ) : null}
            </SimpleGrid>
            {renderSections?.(member)}
            <BookingHistorySection memberId={member.id} amPm={business.am_pm} />
            <NotesSection
              memberId={member.id}
              notes={member.notes ?? []}
              canUpdate={canUpdate}
              timeZone={business.timezone}
              amPm={business.am_pm}
            />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}
