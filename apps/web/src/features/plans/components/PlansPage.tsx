import { Badge, Button, Container, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import { useState } from 'react';
import { IconButton } from '../../../ui/IconButton';
import { formatCents, can } from '@fairplay/domain';
import type { Plan } from '@fairplay/contracts';
import { errorMessage } from '../../../api/client';
import { useCurrentUser } from '../../../api/session';
import { BusyIndicator } from '../../../ui/BusyIndicator';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { notifyError, notifySuccess } from '../../../ui/notify';
import { useDeletePlan, useDisablePlan, useOrderPlans, usePlans } from '../api/usePlans';
import { priceLabel } from '../model/plan-form';
import { CouponsPanel } from './CouponsPanel';
import { PlanFormModal } from './PlanFormModal';
import { PlanSubscribersModal } from './PlanSubscribersModal';

/** /private/plans: the club's subscription plans and one-time products (spec 3 "Plan management"). */
export function PlansPage() {
  return (
    <Container size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Plans and products
        </Title>
        <Tabs defaultValue="plans" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="plans">Plans</Tabs.Tab>
            <Tabs.Tab value="products">Products</Tabs.Tab>
            <Tabs.Tab value="coupons">Coupons</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="plans" pt="md">
            <PlanList product={false} />
          </Tabs.Panel>
          <Tabs.Panel value="products" pt="md">
            <PlanList product />
          </Tabs.Panel>
          <Tabs.Panel value="coupons" pt="md">
            <CouponsPanel />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function PlanList({ product }: { product: boolean }) {
  const user = useCurrentUser();
  const currency = user.business!.currency_code;
  const canUpdate = can(user.member_type?.roles, 'payments', 'update');
  const plans = usePlans(product);
  const [editing, setEditing] = useState<Plan | 'new' | null>(null);
  const [subscribersOf, setSubscribersOf] = useState<Plan | null>(null);
  const remove = useDeletePlan();
  const disable = useDisablePlan();
  const order = useOrderPlans();
  const rows = plans.data ?? [];
  const what = product ? 'product' : 'plan';

  const move = (index: number, by: -1 | 1) => {
    const ids = rows.map((row) => row.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    order.mutate(ids, { onError: (error) => notifyError(error) });
  };
  const confirmDelete = (plan: Plan) => {
    if (!window.confirm(`Delete ${plan.nickname}?`)) return;
    remove.mutate(
      { id: plan.id, product },
      { onSuccess: (result) => notifySuccess(result.message || 'Deleted'), onError: (error) => notifyError(error) },
    );
  };

  return (
    <Stack gap="md">
      {canUpdate ? (
        <Group>
          <Button onClick={() => setEditing('new')}>{product ? 'New product' : 'New plan'}</Button>
        </Group>
      ) : null}
      {plans.isPending ? <BusyIndicator label={`Loading ${what}s`} /> : null}
      <ErrorAlert message={plans.isError ? errorMessage(plans.error) : null} live={false} />
      {plans.data && rows.length === 0 ? <Text c="dimmed">No {what}s yet.</Text> : null}
      {rows.length > 0 ? (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table aria-label={product ? 'Products' : 'Plans'} striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Subscribers</Table.Th>
                <Table.Th>Status</Table.Th>
                {canUpdate ? <Table.Th>Actions</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((plan, index) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>
                    <Text fw={600}>{plan.nickname}</Text>
                    {plan.description ? (
                      <Text size="sm" c="dimmed">
                        {plan.description}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>{priceLabel(plan, formatCents)}</Table.Td>
                  <Table.Td>{plan.subscribers}</Table.Td>
                  <Table.Td>
                    {plan.is_disabled ? <Badge color="gray">Disabled</Badge> : <Badge color="green">Active</Badge>}
                  </Table.Td>
                  {canUpdate ? (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <IconButton
                          variant="subtle"
                          label={`Move ${plan.nickname} up`}
                          icon={<IconArrowUp size={16} />}
                          disabled={index === 0 || order.isPending}
                          onClick={() => move(index, -1)}
                        />
                        <IconButton
                          variant="subtle"
                          label={`Move ${plan.nickname} down`}
                          icon={<IconArrowDown size={16} />}
                          disabled={index === rows.length - 1 || order.isPending}
                          onClick={() => move(index, 1)}
                        />
                        <Button size="xs" variant="light" onClick={() => setEditing(plan)}>
                          Edit
                        </Button>
                        {product ? null : (
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Subscribers of ${plan.nickname}`}
                            onClick={() => setSubscribersOf(plan)}
                          >
                            Subscribers
                          </Button>
                        )}
                        <Button
                          size="xs"
                          variant="light"
                          color="gray"
                          onClick={() => disable.mutate({ id: plan.id, disabled: !plan.is_disabled })}
                        >
                          {plan.is_disabled ? 'Enable' : 'Disable'}
                        </Button>
                        <Button size="xs" variant="light" color="red" onClick={() => confirmDelete(plan)}>
                          Delete
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : null}
      {subscribersOf ? (
        <PlanSubscribersModal
          plan={subscribersOf}
          timeZone={user.business!.timezone}
          onClose={() => setSubscribersOf(null)}
        />
      ) : null}
      {editing ? (
        <PlanFormModal
          plan={editing === 'new' ? null : editing}
          product={product}
          currency={currency}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Stack>
  );
}
