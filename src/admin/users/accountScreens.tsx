import type { ReactElement } from 'react';
import type { CustomScreenId } from '../../domain/screens';
import { CollectorsPage } from '../collectors/CollectorsPage';
import { OutboxPage } from '../outbox/OutboxPage';
import { RolesPage } from '../roles/RolesPage';
import { UserManagementPage } from './UserManagementPage';

type AccountScreenId = Extract<CustomScreenId, 'userManagement' | 'roles' | 'collectionAgents' | 'outbox'>;

/**
 * The account screens' pages, by screen id (their paths: src/domain/screens). The layout's route
 * guard checks §2.7 for each; the outbox checks super_admin itself.
 */
export const ACCOUNT_SCREEN_ELEMENTS: Readonly<Record<AccountScreenId, ReactElement>> = {
  userManagement: <UserManagementPage />,
  roles: <RolesPage />,
  collectionAgents: <CollectorsPage />,
  outbox: <OutboxPage />,
};
