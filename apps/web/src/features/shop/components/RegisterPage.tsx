import { Alert, Anchor, Container, Grid, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ShopSale, TenderBody } from '@fairplay/contracts';
import { can, formatCents, parseCents } from '@fairplay/domain';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/client';
import { newIdempotencyKey } from '../../../api/idempotency';
import { useCurrentUser } from '../../../api/session';
import { useLocationsList, useSell } from '../api/useShop';
import { addItem, emptyCart, loadCart, priced, saveCart, type Cart } from '../model/cart';
import { CartTable } from './CartTable';
import { SaleReceipt } from './SaleReceipt';
import { ScanBox } from './ScanBox';
import { TenderPanel } from './TenderPanel';

/**
 * /private/shop for staff: the register. Scan or search to add, change quantities and discounts, take cash or a
 * check (or both), and show the receipt. The cart lives in browser storage with its own id, which the sale sends
 * as its Idempotency-Key, so a retried submit sells once.
 */
export function RegisterPage() {
  const user = useCurrentUser();
  const locations = useLocationsList();
  const [locationId, setLocationId] = useState<number | null>(null);
  const [cart, setCart] = useState<Cart>(() => loadCart(window.localStorage, newIdempotencyKey));
  const [sale, setSale] = useState<ShopSale | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sell = useSell();
  useEffect(() => saveCart(window.localStorage, cart), [cart]);
  const location = locationId ?? locations.data?.[0]?.id ?? null;
  const prices = priced(cart, false);

  const pay = (tenders: TenderBody[]) => {
    if (!location || !prices) return;
    setProblem(null);
    sell.mutate(
      {
        cartId: cart.id,
        body: {
          location_id: location,
          lines: cart.lines.map((line) => ({
            item_id: line.item.id,
            quantity: line.quantity,
            discount: line.discount,
            discount_reason: line.reason,
          })),
          cart_discount: cart.cartDiscount,
          cart_discount_reason: cart.cartReason,
          tenders,
        },
      },
      {
        onSuccess: (result) => {
          setSale(result.payload);
          setCart(emptyCart(newIdempotencyKey()));
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Container size="xl" py="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={1} size="h2">
            POS
          </Title>
          <Group>
            <Select
              aria-label="Location"
              data={(locations.data ?? []).map((row) => ({ value: String(row.id), label: row.name }))}
              value={location ? String(location) : null}
              onChange={(value) => setLocationId(value ? Number(value) : null)}
              allowDeselect={false}
            />
            {can(user.member_type?.roles, 'pos_backoffice', 'update') ? (
              <Anchor component={Link} to="/private/shop/control-panel/model">
                Back office
              </Anchor>
            ) : null}
          </Group>
        </Group>
        {sale ? <SaleReceipt sale={sale} onNext={() => setSale(null)} /> : null}
        <Grid>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack>
              <ScanBox locationId={location} onAdd={(item) => setCart((current) => addItem(current, item))} />
              <CartTable cart={cart} prices={prices} onChange={setCart} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="sm">
              <Group grow wrap="wrap">
                <TextInput
                  label="Cart discount"
                  placeholder="0.00"
                  defaultValue={cart.cartDiscount ? (cart.cartDiscount / 100).toFixed(2) : ''}
                  onBlur={(event) => setCart({ ...cart, cartDiscount: parseCents(event.currentTarget.value) ?? 0 })}
                />
                <TextInput
                  label="Reason"
                  value={cart.cartReason}
                  onChange={(event) => setCart({ ...cart, cartReason: event.currentTarget.value })}
                />
              </Group>
              {prices ? (
                <Stack gap={2} aria-label="Totals">
                  <Text size="sm">Subtotal {formatCents(prices.subtotal)}</Text>
                  <Text size="sm">Discounts −{formatCents(prices.discount)}</Text>
                  <Text size="sm">Tax {formatCents(prices.tax)}</Text>
                  <Text size="xl" fw={700}>
                    Total {formatCents(prices.total)}
                  </Text>
                </Stack>
              ) : (
                <Alert color="red">A discount is larger than what it is taken off.</Alert>
              )}
              {problem ? <Alert color="red">{problem}</Alert> : null}
              {cart.lines.length > 0 && prices ? (
                <TenderPanel key={cart.id} total={prices.total} busy={sell.isPending} onPay={pay} />
              ) : null}
            </Stack>
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
