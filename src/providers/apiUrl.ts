/** Base URL of the API (DESIGN §4): `VITE_API_URL`, default `/api`, without a trailing slash. */
function resolveApiUrl(): string {
  const configured: unknown = import.meta.env.VITE_API_URL;
  const raw = typeof configured === 'string' && configured.trim() !== '' ? configured.trim() : '/api';
  return raw.replace(/\/+$/, '');
}

export const apiUrl: string = resolveApiUrl();
