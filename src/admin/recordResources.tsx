/**
 * The six record resources (DESIGN §3) at the routes of the record catalogue (spec 01 §2.7).
 * react-admin's defaults are `/:id` for edit and `/:id/show` for show; where the catalogue fixes
 * other paths (the school page at /admin/schools/:id, the school and community editors at
 * …/edit/:id) the views are nested routes, as is each type's Deleted view at …/deleted.
 */
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { RECORD_TYPE_NAMES, recordTypeEntry, type RecordType } from '../domain/records';
import communities from '../resources/community';
import households from '../resources/households';
import learners from '../resources/learners';
import outOfSchoolChildren from '../resources/out-of-school';
import schools from '../resources/schools';
import staff from '../resources/staff';
import { DeletedList } from '../resources/common/bin/DeletedList';
import type { RecordResourceViews } from '../resources/common/types';

const VIEWS: Readonly<Record<RecordType, RecordResourceViews>> = { schools, learners, staff, communities, households, outOfSchoolChildren };

/** react-admin's own path of each view, relative to the resource. */
const DEFAULT_VIEW_PATHS = { show: ':id/show', edit: ':id' } as const;

/** The catalogue's path of `view` relative to the resource, or undefined when it is react-admin's default. */
function nestedPath(type: RecordType, view: 'show' | 'edit'): string | undefined {
  const { routes } = recordTypeEntry(type);
  const path = routes[view]?.path.slice(routes.list.path.length + 1);
  return path === undefined || path === DEFAULT_VIEW_PATHS[view] ? undefined : path;
}

function renderResource(type: RecordType) {
  const { resource } = recordTypeEntry(type);
  const { list, show: Show, edit: Edit, icon, recordRepresentation } = VIEWS[type];
  const showPath = nestedPath(type, 'show');
  const editPath = nestedPath(type, 'edit');
  return (
    <Resource
      key={resource}
      name={resource}
      list={list}
      show={showPath ? undefined : Show}
      edit={editPath ? undefined : Edit}
      hasShow={!!Show}
      hasEdit={!!Edit}
      icon={icon}
      recordRepresentation={recordRepresentation}
      // react-admin translates the label: the menu's name of the record type.
      options={{ label: recordTypeEntry(type).labelKey }}
    >
      {showPath && Show ? <Route path={showPath} element={<Show />} /> : null}
      {editPath && Edit ? <Route path={editPath} element={<Edit />} /> : null}
      {/* The type's Deleted view; a literal segment, so it wins over `:id`. */}
      <Route path="deleted" element={<DeletedList />} />
    </Resource>
  );
}

/** The <Resource> elements, for <Admin>'s children. */
export function recordResources() {
  return RECORD_TYPE_NAMES.map(renderResource);
}
