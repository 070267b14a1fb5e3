import { Anchor, Badge, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { MemberRecord } from '@fairplay/contracts';
import { DetailSection } from './DetailSection';

/** The other members of the member's family in the club, each a link to their own detail. */
export function FamilySection({ member }: { member: MemberRecord }) {
  const family = member.family ?? [];
  return (
    <DetailSection title="Family">
      {member.family_id === null ? (
        <Text c="dimmed">Not part of a family.</Text>
      ) : family.length === 0 ? (
        <Text c="dimmed">No other members in this family.</Text>
      ) : (
        <List spacing={6} listStyleType="none" p={0}>
          {family.map((person) => (
            <List.Item key={person.user_id}>
              <Group gap="xs">
                <Anchor component={Link} to={`/private/member/edit/${person.user_id}`}>
                  {person.first_name} {person.last_name}
                </Anchor>
                {person.is_payer ? (
                  <Badge size="sm" variant="light" color="gray">
                    Payer
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </DetailSection>
  );
}
