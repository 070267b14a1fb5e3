import { Alert, Button, Checkbox, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { parseCents } from '@fairplay/domain';
import { useState } from 'react';
import { errorMessage } from '../../../api/client';
import { notifySuccess } from '../../../ui/notify';
import { useAddGrid, useCatalog, useCreateModel } from '../api/useShop';

const options = (rows: { id: number; name: string }[] | undefined) =>
  (rows ?? []).map((row) => ({ value: String(row.id), label: row.name }));

/**
 * A new model and its items from a size × colour grid: tick the colours and sizes, give the prices, and each
 * ticked pair becomes a sellable item with its own barcode.
 */
export function ModelGrid() {
  const categories = useCatalog('category');
  const types = useCatalog('product_type');
  const brands = useCatalog('brand');
  const colors = useCatalog('color');
  const sizes = useCatalog('size');
  const createModel = useCreateModel();
  const addGrid = useAddGrid();
  const [name, setName] = useState('');
  const [category, setCategory] = useState<string | null>(null);
  const [type, setType] = useState<string | null>(null);
  const [brand, setBrand] = useState<string | null>(null);
  const [picked, setPicked] = useState<{ colors: number[]; sizes: number[] }>({ colors: [], sizes: [] });
  const [price, setPrice] = useState('');
  const [memberPrice, setMemberPrice] = useState('');
  const [cost, setCost] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const chosenType = (types.data ?? []).find((row) => String(row.id) === type);
  const toggle = (list: 'colors' | 'sizes', id: number) =>
    setPicked((current) => ({
      ...current,
      [list]: current[list].includes(id) ? current[list].filter((x) => x !== id) : [...current[list], id],
    }));

  const save = async () => {
    setProblem(null);
    try {
      const model = await createModel.mutateAsync({
        name,
        category_id: Number(category),
        product_type_id: Number(type),
        brand_id: brand ? Number(brand) : null,
      });
      const made = await addGrid.mutateAsync({
        id: model.payload.id,
        body: {
          color_ids: chosenType?.varies_color ? picked.colors : [],
          size_ids: chosenType?.varies_size ? picked.sizes : [],
          price: parseCents(price) ?? -1,
          member_price: memberPrice.trim() ? (parseCents(memberPrice) ?? -1) : null,
          cost: cost.trim() ? (parseCents(cost) ?? -1) : 0,
        },
      });
      notifySuccess(`${made.payload.name}: ${made.payload.items.length} items created.`);
      setName('');
      setPicked({ colors: [], sizes: [] });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-label="New model">
      <Group grow wrap="wrap" align="flex-end">
        <TextInput label="Model name" value={name} onChange={(e) => setName(e.currentTarget.value)} />
        <Select label="Category" data={options(categories.data)} value={category} onChange={setCategory} />
        <Select label="Product type" data={options(types.data)} value={type} onChange={setType} />
        <Select label="Brand" data={options(brands.data)} value={brand} onChange={setBrand} clearable />
      </Group>
      {chosenType?.varies_color ? (
        <Checkbox.Group label="Colours" value={picked.colors.map(String)}>
          <Group wrap="wrap">
            {(colors.data ?? []).map((row) => (
              <Checkbox
                key={row.id}
                value={String(row.id)}
                label={row.name}
                onChange={() => toggle('colors', row.id)}
              />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      {chosenType?.varies_size ? (
        <Checkbox.Group label="Sizes" value={picked.sizes.map(String)}>
          <Group wrap="wrap">
            {(sizes.data ?? []).map((row) => (
              <Checkbox key={row.id} value={String(row.id)} label={row.name} onChange={() => toggle('sizes', row.id)} />
            ))}
          </Group>
        </Checkbox.Group>
      ) : null}
      <Group grow wrap="wrap" align="flex-end">
        <TextInput label="Price" placeholder="0.00" value={price} onChange={(e) => setPrice(e.currentTarget.value)} />
        <TextInput
          label="Member price"
          placeholder="optional"
          value={memberPrice}
          onChange={(e) => setMemberPrice(e.currentTarget.value)}
        />
        <TextInput label="Cost" placeholder="0.00" value={cost} onChange={(e) => setCost(e.currentTarget.value)} />
      </Group>
      <Text size="sm" c="dimmed">
        {Math.max(1, chosenType?.varies_color ? picked.colors.length : 1) *
          Math.max(1, chosenType?.varies_size ? picked.sizes.length : 1)}{' '}
        items will be created.
      </Text>
      {problem ? <Alert color="red">{problem}</Alert> : null}
      <Group>
        <Button onClick={() => void save()} loading={createModel.isPending || addGrid.isPending}>
          Create model and items
        </Button>
      </Group>
    </Stack>
  );
}
