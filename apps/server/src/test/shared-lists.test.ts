import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  MEMBER_TYPE_KEYS,
  ROLE_RESOURCES,
  type MemberTypeKey as ContractMemberType,
  type RoleResource,
} from '@fairplay/contracts';
import { MEMBER_TYPES, RESOURCES, type MemberTypeKey as DomainMemberType, type Resource } from '@fairplay/domain';

/**
 * contracts and domain may not import each other, so both spell out the member types and resources; the server,
 * which sees both, holds them equal.
 */
describe('lists shared by contracts and domain', () => {
  it('have the same member types', () => {
    expect([...MEMBER_TYPE_KEYS]).toEqual([...MEMBER_TYPES]);
    expectTypeOf<ContractMemberType>().toEqualTypeOf<DomainMemberType>();
  });

  it('have the same role resources', () => {
    expect([...ROLE_RESOURCES]).toEqual([...RESOURCES]);
    expectTypeOf<RoleResource>().toEqualTypeOf<Resource>();
  });
});
