import { Button, Group, NumberInput, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { POINT_LIMITS, type FacilityGroup, type PointEntity } from '@fairplay/contracts';
import { can, formatCents, parseCents } from '@fairplay/domain';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifySuccess } from '../../../ui/notify';
import { useFacilityGroupsForPoints, usePointEntities, useSavePointEntity } from '../api/usePoints';

/** One facility group's point entity: price of a point, days points stay valid, and whether they are on sale. */
function GroupPoints({
  group,
  entity,
  currency,
  canEdit,
}: {
  group: FacilityGroup;
  entity: PointEntity | undefined;
  currency: string;
  canEdit: boolean;
}) {
  const [price, setPrice] = useState<number | string>(entity ? entity.price_per_point / 100 : '');
  const [days, setDays] = useState<number | string>(entity?.expiration_date ?? 365);
  const [onSale, setOnSale] = useState(entity ? entity.status === 1 : true);
  const [errors, setErrors] = useState<{ price?: string; days?: string }>({});
  const save = useSavePointEntity();
  const label = `${group.location_name} - ${group.name}`;

  function submit() {
    const cents = parseCents(String(price));
    const found: typeof errors = {};
    if (cents === null || cents < 1 || cents > POINT_LIMITS.pricePerPointMax)
      found.price = 'Price per point must be above 0.';
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 1 || days > POINT_LIMITS.expirationDaysMax)
      found.days = `Days must be 1 to ${POINT_LIMITS.expirationDaysMax}.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || cents === null || typeof days !== 'number') return;
    const body = { price_per_point: cents, expiration_date: days, status: onSale ? (1 as const) : (0 as const) };
    save.mutate(entity ? { id: entity.id, body } : { id: null, body: { ...body, facility_group_id: group.id } }, {
      onSuccess: (result) => notifySuccess(result.message, 'Success'),
    });
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Points of ${label}`}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text fw={600}>{label}</Text>
            <Text size="sm" c="dimmed">
              {entity
                ? `${formatCents(entity.price_per_point, currency)} a point, valid ${entity.expiration_date} days`
                : 'Points not sold yet'}
            </Text>
          </Group>
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <NumberInput
              label="Price per point"
              value={price}
              onChange={setPrice}
              min={0.01}
              decimalScale={2}
              fixedDecimalScale
              prefix="$"
              error={errors.price}
              disabled={!canEdit}
              miw={140}
            />
            <NumberInput
              label="Valid for (days)"
              value={days}
              onChange={setDays}
              min={1}
              max={POINT_LIMITS.expirationDaysMax}
              allowDecimal={false}
              error={errors.days}
              disabled={!canEdit}
              miw={140}
            />
          </Group>
          <Switch
            label="On sale to members"
            checked={onSale}
            onChange={(event) => setOnSale(event.currentTarget.checked)}
            disabled={!canEdit}
          />
          <ErrorAlert message={save.isError ? errorMessage(save.error) : null} />
          {canEdit ? (
            <Group justify="flex-end">
              <Button type="submit" loading={save.isPending}>
                {entity ? 'Save' : 'Sell points'}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </form>
    </Paper>
  );
}

/**
 * Settings' Points tab (spec 3 point entities): per facility group, the price of a point and how many days bought
 * or gifted points stay valid. Changing them needs payments update; points already held keep their expiry.
 */
export function PointsSettingsPanel() {
  const user = useCurrentUser();
  const canEdit = can(user.member_type?.roles, 'payments', 'update');
  const groups = useFacilityGroupsForPoints();
  const entities = usePointEntities();
  const byGroup = new Map((entities.data ?? []).map((entity) => [entity.facility_group_id, entity]));
  const failed = groups.error ?? entities.error;
  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        Points
      </Title>
      <Text size="sm" c="dimmed">
        Members buy points with money or get them as gifts, and pay for bookings and lessons with them where the price
        allows points. Each facility group has its own points.
      </Text>
      {groups.isPending || entities.isPending ? <BusyIndicator label="Loading points" /> : null}
      <ErrorAlert message={failed ? errorMessage(failed) : null} live={false} />
      {groups.data && entities.data
        ? groups.data.map((group) => (
            <GroupPoints
              key={`${group.id}-${byGroup.get(group.id)?.updatedAt ?? 'new'}`}
              group={group}
              entity={byGroup.get(group.id)}
              currency={user.business!.currency_code}
              canEdit={canEdit}
            />
          ))
        : null}
    </Stack>
  );
}
