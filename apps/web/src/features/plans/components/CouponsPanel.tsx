import { Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { can } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useArchiveCoupon, useCoupons } from '../api/useCoupons';
import { couponTermsLabel } from '../model/coupon-form';
import { formatInZone } from '../model/dates';
import { CouponFormModal } from './CouponFormModal';

/** The club's coupons for members' subscriptions: what each takes off, until when, and how often it was used. */
export function CouponsPanel() {
  const user = useCurrentUser();
  const currency = user.business!.currency_code;
  const timeZone = user.business!.timezone;
  const canUpdate = can(user.member_type?.roles, 'payments', 'update');
  const coupons = useCoupons();
  const archive = useArchiveCoupon();
  const [creating, setCreating] = useState(false);
  const rows = coupons.data ?? [];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Staff enter a coupon when subscribing a member. It takes its discount off the first charge and, by its terms,
        off the renewals. Archiving a coupon stops new uses; members who have it keep their discount.
      </Text>
      {canUpdate ? (
        <Group>
          <Button onClick={() => setCreating(true)}>New coupon</Button>
        </Group>
      ) : null}
      {coupons.isPending ? <BusyIndicator label="Loading coupons" /> : null}
      <ErrorAlert message={coupons.isError ? errorMessage(coupons.error) : null} live={false} />
      {coupons.data && rows.length === 0 ? <Text c="dimmed">No coupons yet.</Text> : null}
      {rows.length > 0 ? (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table aria-label="Coupons" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Expires</Table.Th>
                <Table.Th>Used</Table.Th>
                <Table.Th>Status</Table.Th>
                {canUpdate ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((coupon) => (
                <Table.Tr key={coupon.id}>
                  <Table.Td>
                    <Text fw={600} ff="monospace">
                      {coupon.code}
                    </Text>
                  </Table.Td>
                  <Table.Td>{couponTermsLabel(coupon, currency)}</Table.Td>
                  <Table.Td>{coupon.expires_at ? formatInZone(coupon.expires_at, timeZone) : 'Never'}</Table.Td>
                  <Table.Td>
                    {coupon.times_redeemed}
                    {coupon.max_redemptions !== null ? ` of ${coupon.max_redemptions}` : ''}
                  </Table.Td>
                  <Table.Td>
                    {coupon.valid ? <Badge color="green">Active</Badge> : <Badge color="gray">Ended</Badge>}
                  </Table.Td>
                  {canUpdate ? (
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        disabled={archive.isPending}
                        onClick={() =>
                          window.confirm(`Archive coupon ${coupon.code}?`) &&
                          archive.mutate(coupon.id, {
                            onSuccess: (result) => notifySuccess(result.message),
                            onError: (error) => notifyError(error),
                          })
                        }
                      >
                        Archive
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {creating ? <CouponFormModal currency={currency} onClose={() => setCreating(false)} /> : null}
    </Stack>
  );
}
