import { MultiSelect } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { endpoints } from '@fairplay/contracts';
import { call } from '../api/client';

/** Spec 3 section 5: a name lookup waits 400 ms after the last keystroke and keeps only letters and spaces. */
const LOOKUP_DEBOUNCE_MS = 400;
const cleanName = (text: string) => text.replace(/[^\p{L} ]/gu, '').trim();

export interface MemberChoice {
  userId: number;
  name: string;
}

interface MemberSearchSelectProps {
  label: string;
  description?: string;
  value: MemberChoice[];
  onChange: (value: MemberChoice[]) => void;
  /** Members not to offer (already in the family or group). */
  exclude?: readonly number[];
  error?: string | null;
  disabled?: boolean;
}

/**
 * Choose club members by typing their name (the club's member search, GET appointment/people). The chosen ones
 * keep their names while a new search no longer finds them.
 */
export function MemberSearchSelect({
  label,
  description,
  value,
  onChange,
  exclude = [],
  error,
  disabled,
}: MemberSearchSelectProps) {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(cleanName(typed)), LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const results = useQuery({
    queryKey: ['members', 'search', search],
    queryFn: () => call(endpoints.appointments.people, { query: { search } }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const data = useMemo(() => {
    const options = new Map(value.map((choice) => [String(choice.userId), choice.name]));
    for (const person of results.data ?? [])
      if (!exclude.includes(person.user_id)) options.set(String(person.user_id), person.full_name);
    return [...options].map(([optionValue, optionLabel]) => ({ value: optionValue, label: optionLabel }));
  }, [value, results.data, exclude]);
  const names = new Map(data.map((option) => [option.value, option.label]));
  return (
    <MultiSelect
      label={label}
      description={description}
      placeholder={value.length === 0 ? 'Type a name' : undefined}
      searchable
      searchValue={typed}
      onSearchChange={setTyped}
      filter={({ options }) => options}
      data={data}
      value={value.map((choice) => String(choice.userId))}
      onChange={(ids) => onChange(ids.map((id) => ({ userId: Number(id), name: names.get(id) ?? id })))}
      nothingFoundMessage={typed.trim() === '' ? undefined : results.isFetching ? 'Searching…' : 'No member found'}
      error={error}
      disabled={disabled}
      hidePickedOptions
      clearable
    />
  );
}
