import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PersonOption } from '@fairplay/contracts';
import { api } from '../../../api/client';

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
    queryFn: () => api.get<PersonOption[]>(`/appointment/people?search=${encodeURIComponent(search)}`),
    enabled: search !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
