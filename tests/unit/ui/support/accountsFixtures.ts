/** Users, roles and an accountsApi stand-in for the admin account screens' tests. */
import { vi } from 'vitest';
import type { AccountUser, Role } from '../../../../src/providers/accountsApi';

export const ROLES: Role[] = [
  { id: 1, name: 'super_admin', displayName: 'Super Admin', description: 'Everything', permissions: ['manage_users'], isSystem: true, userCount: 1 },
  { id: 2, name: 'admin', displayName: 'Admin', description: 'Runs the programme', permissions: ['manage_users', 'read_users'], isSystem: true, userCount: 2 },
  { id: 6, name: 'clerk', displayName: 'Records Clerk', description: '', permissions: ['read_schools'], isSystem: false, userCount: 0 },
];

export function accountUser(overrides: Partial<AccountUser> = {}): AccountUser {
  return {
    id: 21,
    email: 'musa.sani@example.org',
    fullName: 'Musa Sani',
    phone: null,
    state: 'kano',
    role: 'admin',
    roleId: 2,
    roleDisplayName: 'Admin',
    isActive: true,
    invitation: { state: 'pending', sentAt: '2026-03-01T10:00:00Z', expiresAt: '2026-03-08T10:00:00Z' },
    lastLoginAt: null,
    lastSeenAt: null,
    createdAt: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export const accountsApiMock = {
  inviteUser: vi.fn(async () => ({ data: accountUser(), message: 'Invitation sent to musa.sani@example.org.' })),
  resendInvitation: vi.fn(async () => ({ data: accountUser(), message: 'Invitation sent again to musa.sani@example.org.' })),
  revokeInvitation: vi.fn(async () => ({ data: accountUser(), message: 'Invitation revoked.' })),
  editUser: vi.fn(async () => ({ data: accountUser(), message: 'User updated.' })),
  deleteUser: vi.fn(async () => ({ data: undefined, message: 'User deleted.' })),
  listRoles: vi.fn(async () => ROLES),
  createRole: vi.fn(async () => ({ data: ROLES[2], message: 'Role created.' })),
  updateRole: vi.fn(async () => ({ data: ROLES[2], message: 'Role updated.' })),
  deleteRole: vi.fn(async () => ({ data: undefined, message: 'Role deleted.' })),
  uploadBulkInvite: vi.fn(async () => ({ data: undefined, message: 'Upload received.' })),
  listBulkInviteJobs: vi.fn(async () => []),
  listBulkInviteRows: vi.fn(async () => []),
  downloadBulkInviteRows: vi.fn(async () => new Blob([''])),
};

/** A getList stand-in that answers `records` for `resource` and nothing for other resources. */
export function listFor(resource: string, records: readonly object[]) {
  return (async (name: string) => (name === resource ? { data: records, total: records.length } : { data: [], total: 0 })) as never;
}
