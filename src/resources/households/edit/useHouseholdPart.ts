import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { HouseholdTab } from '../../../domain/records';
import type { RecordsDataProvider } from '../../../providers/dataProvider';

export const householdPartKey = (id: string, part: HouseholdTab) => ['households', 'part', id, part] as const;

/** One household part, loaded through the dataProvider's household part call. */
export function useHouseholdPart(id: string, part: HouseholdTab) {
  const dataProvider = useDataProvider<RecordsDataProvider>();
  return useQuery({
    queryKey: householdPartKey(id, part),
    queryFn: async () => (await dataProvider.getHouseholdPart(id, part)).data as Record<string, unknown>,
  });
}

/** Saves one part (only the fields that changed) and refreshes the part and the households list. */
export function useSaveHouseholdPart(id: string, part: HouseholdTab) {
  const dataProvider = useDataProvider<RecordsDataProvider>();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, previous }: { body: Record<string, unknown>; previous: Record<string, unknown> }) =>
      (await dataProvider.updateHouseholdPart(id, part, body, previous)).data as Record<string, unknown>,
    onSuccess: (saved) => {
      queryClient.setQueryData(householdPartKey(id, part), (old: Record<string, unknown> | undefined) => ({ ...old, ...saved }));
      void queryClient.invalidateQueries({ queryKey: ['households'], predicate: (query) => query.queryKey[1] !== 'part' });
    },
  });
}
