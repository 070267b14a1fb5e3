import {
  Alert,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  Select,
  Stack,
  Table,
  TextInput,
} from '@mantine/core';
import { SHOP_PRODUCT_KINDS, type ShopMetaName } from '@fairplay/contracts';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useArchiveEntry, useCatalog, useCreateEntry } from '../api/useShop';

const PRODUCT_KIND_LABELS = {
  goods: 'Goods',
  service: 'Service',
  rental: 'Rental',
  gift_card: 'Gift card',
  fee: 'Fee',
};

/** One of the back office's simple lists: its entries, a form to add one, and archiving. */
export function CatalogList({ kind }: { kind: ShopMetaName }) {
  const list = useCatalog(kind);
  const create = useCreateEntry();
  const archive = useArchiveEntry();
  const [fields, setFields] = useState<Record<string, unknown>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const set = (field: string, value: unknown) => setFields((current) => ({ ...current, [field]: value }));

  const add = () => {
    setProblem(null);
    create.mutate(
      { kind, body: fields },
      {
        onSuccess: (result) => {
          notifySuccess(result.message);
          setFields({});
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Stack gap="md">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Name"
          value={String(fields.name ?? '')}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        {kind === 'category' ? (
          <>
            <TextInput
              label="Revenue category"
              value={String(fields.revenue_category ?? '')}
              onChange={(e) => set('revenue_category', e.currentTarget.value)}
            />
            <TextInput
              label="Account code"
              value={String(fields.account_code ?? '')}
              onChange={(e) => set('account_code', e.currentTarget.value)}
            />
          </>
        ) : null}
        {kind === 'color' ? (
          <ColorInput
            label="Swatch"
            format="hex"
            value={String(fields.color_hex ?? '')}
            onChange={(value) => set('color_hex', value)}
          />
        ) : null}
        {kind === 'size' ? (
          <NumberInput
            label="Order"
            value={Number(fields.sort_order ?? 0)}
            onChange={(value) => set('sort_order', Number(value) || 0)}
          />
        ) : null}
        {kind === 'unit' ? (
          <NumberInput
            label="Units in it"
            min={1}
            value={Number(fields.units_per ?? 1)}
            onChange={(value) => set('units_per', Number(value) || 1)}
          />
        ) : null}
        {kind === 'vendor' ? (
          <>
            <TextInput
              label="E-mail"
              value={String(fields.email ?? '')}
              onChange={(e) => set('email', e.currentTarget.value)}
            />
            <TextInput
              label="Phone"
              value={String(fields.phone ?? '')}
              onChange={(e) => set('phone', e.currentTarget.value)}
            />
          </>
        ) : null}
        {kind === 'product_type' ? (
          <>
            <Select
              label="Kind"
              data={SHOP_PRODUCT_KINDS.map((value) => ({ value, label: PRODUCT_KIND_LABELS[value] }))}
              value={(fields.product_kind as string | undefined) ?? null}
              onChange={(value) => set('product_kind', value)}
            />
            <Checkbox
              label="Count stock"
              checked={fields.track_stock !== false}
              onChange={(e) => set('track_stock', e.currentTarget.checked)}
            />
            <Checkbox
              label="Varies by colour"
              checked={fields.varies_color === true}
              onChange={(e) => set('varies_color', e.currentTarget.checked)}
            />
            <Checkbox
              label="Varies by size"
              checked={fields.varies_size === true}
              onChange={(e) => set('varies_size', e.currentTarget.checked)}
            />
          </>
        ) : null}
        <Button onClick={add} loading={create.isPending}>
          Add
        </Button>
      </Group>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      <Table.ScrollContainer minWidth={320}>
        <Table striped aria-label="Entries">
          <Table.Tbody>
            {(list.data ?? []).map((entry) => (
              <Table.Tr key={entry.id}>
                <Table.Td>{entry.name}</Table.Td>
                <Table.Td>
                  {[
                    entry.product_kind,
                    entry.account_code,
                    entry.color_hex,
                    entry.units_per > 1 ? `${entry.units_per} units` : null,
                    entry.email,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Table.Td>
                <Table.Td>
                  <Group justify="flex-end">
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => archive.mutate({ kind, id: entry.id })}
                      aria-label={`Archive ${entry.name}`}
                    >
                      Archive
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
