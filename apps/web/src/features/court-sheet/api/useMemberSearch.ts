import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { endpoints } from '@fairplay/contracts';
import { call } from '../../../api/client';

/** Spec 2 section 9: the customer name lookup waits this long after the last keystroke. */
export const NAME_LOOKUP_DEBOUNCE_MS = 400;

/** Only letters and spaces are kept in a typed name (spec 2 section 5). */
export function cleanName(text: string): string {
  return text.replace(/[^\p{L} ]/gu, '');
}

/** GET appointment/people for the typed name, debounced; nothing is asked until a letter is typed. */
export function useMemberSearch(typed: string) {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(cleanName(typed).trim()), NAME_LOOKUP_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return useQuery({
    queryKey: ['court-sheet', 'people', search],
    queryFn: () => call(endpoints.appointments.people, { query: { search } }),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export interface MemberOption {
  value: string;
  label: string;
}

/**
 * The name search's members as select options, keeping the members already chosen so their names still show
 * when a new search no longer finds them, with the matching "nothing found" text.
 */
export function useMemberOptions(typed: string, chosen: readonly MemberOption[]) {
  const results = useMemberSearch(typed);
  const data = useMemo(() => {
    const options = new Map(chosen.map((option) => [option.value, option.label]));
    for (const person of results.data ?? []) options.set(String(person.user_id), person.full_name);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [chosen, results.data]);
  const nothingFound = typed.trim() === '' ? undefined : results.isFetching ? 'Searching…' : 'No member found';
  return { data, nothingFound };
}
