/** react-admin's create, update and delete toasts. Hausa, the same keys as toasts.en.ts. */
import type { toastsEn } from './toasts.en';

export const toastsHa: typeof toastsEn = {
  toasts: {
    created: 'An ƙirƙiri %{name}.',
    updated: 'An adana %{name}.',
    deleted: 'An share %{name}.',
    record: 'Bayani',
  },
  resourceNames: {
    programmes: { name: 'Shiri |||| Shirye-shirye' },
  },
};
