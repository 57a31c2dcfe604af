/** A record's review history through the dataProvider, refreshed when its review changes. */
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type Identifier } from 'react-admin';
import type { ReviewMethods } from '../../../providers/reviewApi';

export type ReviewDataProvider = DataProvider & ReviewMethods;

export const reviewHistoryKey = (resource: string, id: Identifier) => [resource, 'reviewHistory', String(id)];

export function useReviewHistory(resource: string, id: Identifier | undefined) {
  const dataProvider = useDataProvider<ReviewDataProvider>();
  return useQuery({
    queryKey: reviewHistoryKey(resource, id ?? ''),
    queryFn: async () => (await dataProvider.reviewHistory(resource, id as Identifier)).data,
    enabled: id !== undefined && id !== '',
  });
}
