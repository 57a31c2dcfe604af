/**
 * Where a row of each record list leads (spec 01 §2.7): the school page, the four edit screens,
 * and the read-only learner and staff pages. Paths are absolute (the admin lives under /admin).
 */
import type { Identifier } from 'ra-core';

export type DetailKind = 'show' | 'edit';

export interface DetailRoute {
  kind: DetailKind;
  path: (id: Identifier) => string;
}

const at = (prefix: string, suffix = '') => (id: Identifier) => `${prefix}${encodeURIComponent(String(id))}${suffix}`;

export const DETAIL_ROUTES: Readonly<Record<string, DetailRoute>> = {
  schools: { kind: 'show', path: at('/admin/schools/') },
  learners: { kind: 'show', path: at('/admin/learners/', '/show') },
  staff: { kind: 'show', path: at('/admin/staff/', '/show') },
  community: { kind: 'edit', path: at('/admin/community/edit/') },
  households: { kind: 'edit', path: at('/admin/households/') },
  'out-of-school': { kind: 'edit', path: at('/admin/out-of-school/') },
};

/** The school edit screen (spec 02 §2.3). */
export const schoolEditPath = at('/admin/schools/edit/');
