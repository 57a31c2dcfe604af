import { Route } from 'react-router-dom';
import { CollectorsPage } from '../collectors/CollectorsPage';
import { OutboxPage } from '../outbox/OutboxPage';
import { RolesPage } from '../roles/RolesPage';
import { UserManagementPage } from './UserManagementPage';

/**
 * The account screens as react-admin custom routes (paths under /admin). The layout's route guard
 * checks §2.7 for each; the outbox checks super_admin itself.
 */
export const ACCOUNT_ROUTES = [
  <Route key="user-management" path="/user-management" element={<UserManagementPage />} />,
  <Route key="roles" path="/user-management/roles" element={<RolesPage />} />,
  <Route key="collection-users" path="/collection-users" element={<CollectorsPage />} />,
  <Route key="outbox" path="/outbox" element={<OutboxPage />} />,
];
