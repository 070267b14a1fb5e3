import { Select } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

/** Spec 3 section 5: the customer lookup waits 400 ms after the last keystroke and keeps only letters and spaces. */
const LOOKUP_DEBOUNCE_MS = 400;
const cleanName = (text: string) => text.replace(/[^\p{L} ]/gu, '').trim();

export interface Customer {
  userId: number;
  name: string;
}

/**
 * One customer of the club, found by typing their name (the customers list's search, members read, so the desk
 * staff who charge can find them). Clearing it leaves a walk-in charge, named by hand.
 */
export function CustomerSelect({
  label = 'Customer',
  value,
  onChange,
  description,
}: {
  label?: string;
  value: Customer | null;
  onChange: (value: Customer | null) => void;
  description?: string;
}) {
  const [typed, setTyped] = useState(value?.name ?? '');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(cleanName(typed)), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useQuery({
    queryKey: ['payments', 'customer-search', search],
    queryFn: () => call(endpoints.customers.list, { query: { last_id: -1, search, include_coach: '1' } }),
    enabled: search !== '' && search !== value?.name,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    const options = new Map<string, string>();
    if (value) options.set(String(value.userId), value.name);
    for (const row of results.data?.members ?? [])
      options.set(String(row.id), `${row.first_name} ${row.last_name}`.trim());
    return [...options].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }));
  }, [value, results.data]);
  return (
    <Select
      label={label}
      description={description}
      placeholder="Type a name"
      searchable
      clearable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options }) => options}
      data={data}
      value={value ? String(value.userId) : null}
      onChange={(id, option) => onChange(id ? { userId: Number(id), name: option?.label ?? id } : null)}
      nothingFoundMessage={typed.trim() === '' ? undefined : results.isFetching ? 'Searching…' : 'No customer found'}
    />
  );
}
