import type { ComponentType, ReactElement } from 'react';

/**
 * What each `src/resources/<type>/index.ts` default-exports (DESIGN §3). App.tsx registers the
 * views at the routes of spec 01 §2.7 (see src/admin/recordResources.tsx).
 */
export interface RecordResourceViews {
  list: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  icon: ComponentType;
  /** A <RecordName> of the type: read in the record's context. */
  recordRepresentation: ReactElement;
}
