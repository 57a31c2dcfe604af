/** The search answer for the typed text: debounced, the previous answer kept while the next loads. */
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_MIN_LENGTH, searchApi, type SearchAnswer } from '../../providers/searchApi';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 250;

export const searchableText = (text: string): string => text.trim().replace(/\s+/g, ' ');

export interface RecordSearch {
  /** The text the answer is for ('' while nothing searchable has been typed). */
  q: string;
  answer: SearchAnswer | undefined;
  /** A search for the current text is under way (the text may still be settling). */
  loading: boolean;
  failed: boolean;
}

export function useRecordSearch(text: string): RecordSearch {
  const wanted = searchableText(text);
  const [q, setQ] = useState(wanted);
  useEffect(() => {
    const timer = setTimeout(() => setQ(wanted), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [wanted]);
  const enabled = q.length >= SEARCH_MIN_LENGTH;
  const query = useQuery({
    queryKey: ['admin-search', q],
    queryFn: ({ signal }) => searchApi.search(q, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
  const searchable = wanted.length >= SEARCH_MIN_LENGTH;
  return {
    q: enabled ? q : '',
    answer: searchable && enabled ? query.data : undefined,
    loading: searchable && (wanted !== q || query.isFetching),
    failed: searchable && enabled && query.isError,
  };
}
