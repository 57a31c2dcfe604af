/** Where the shipped ward list comes from (server/locations/data/README.md): the commit we took it from. */
export const WARDS_SOURCE_URL = 'https://github.com/babajide234/next-supabase-dashboard/blob/7040328ddd1d8bda4470a7fe5c38a277931f24a9/lib/data/index.ts';
