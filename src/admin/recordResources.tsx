/**
 * The six record resources (DESIGN §3) at the routes of spec 01 §2.7. react-admin's defaults are
 * `/:id` for edit and `/:id/show` for show; where the spec fixes other paths (the school page at
 * /admin/schools/:id, the school and community editors at …/edit/:id) the views are nested routes.
 */
import { Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { MENU_ITEMS } from '../domain/navigation';
import community from '../resources/community';
import households from '../resources/households';
import learners from '../resources/learners';
import outOfSchool from '../resources/out-of-school';
import schools from '../resources/schools';
import staff from '../resources/staff';
import type { RecordResourceViews } from '../resources/common/types';

interface RecordResource {
  name: string;
  views: RecordResourceViews;
  /** Nested route of the show view when it is not react-admin's `:id/show`. */
  showPath?: string;
  /** Nested route of the edit view when it is not react-admin's `:id`. */
  editPath?: string;
}

export const RECORD_RESOURCES: readonly RecordResource[] = [
  { name: 'schools', views: schools, showPath: ':id', editPath: 'edit/:id' },
  { name: 'learners', views: learners },
  { name: 'staff', views: staff },
  { name: 'community', views: community, editPath: 'edit/:id' },
  { name: 'households', views: households },
  { name: 'out-of-school', views: outOfSchool },
];

const labelOf = (name: string) => MENU_ITEMS.find((item) => item.to === `/admin/${name}`)?.label ?? name;

function renderResource({ name, views, showPath, editPath }: RecordResource) {
  const { list, show: Show, edit: Edit, icon, recordRepresentation } = views;
  return (
    <Resource
      key={name}
      name={name}
      list={list}
      show={showPath ? undefined : Show}
      edit={editPath ? undefined : Edit}
      hasShow={!!Show}
      hasEdit={!!Edit}
      icon={icon}
      recordRepresentation={recordRepresentation}
      options={{ label: labelOf(name) }}
    >
      {showPath && Show ? <Route path={showPath} element={<Show />} /> : null}
      {editPath && Edit ? <Route path={editPath} element={<Edit />} /> : null}
    </Resource>
  );
}

/** The <Resource> elements, for <Admin>'s children. */
export function recordResources() {
  return RECORD_RESOURCES.map(renderResource);
}
