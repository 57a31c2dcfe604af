/**
 * Notifications in the browser: a finished bulk invite raises a notification live on
 * the bell (over the realtime socket, with no reload), the popover words it and links to its
 * subject, and reading it lowers the count.
 */
import { createUser, expect, signIn, test } from './fixtures';

// A server of its own: on the shared one, a collector another spec left can go offline while this
// test runs, and the "offline with unsynced records" notice reaches every admin, this one included.
test.use({ serverName: 'notifications' });

test('a finished bulk invite raises the bell count live, and reading it lowers the count', async ({ page, server }) => {
  const admin = await createUser(server.app, 'admin');
  await signIn(page, admin);
  await page.goto('/admin/user-management');
  const bell = page.getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  await bell.click();
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  await expect(popover.getByText('No new notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  const csv = `fullName,email,role\nHalima Yusuf,halima-${Date.now()}@example.org,collector\n`;
  const panel = page.getByTestId('bulk-invite-panel');
  await panel.getByTestId('bulk-invite-file').setInputFiles({ name: 'field-team.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await panel.getByRole('button', { name: 'Upload' }).click();
  // Pushed over the socket: well before the bell's one-minute fallback refetch.
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread', { timeout: 15_000 });
  await expect(page.getByTestId('notifications-count')).toContainText('1');

  await bell.click();
  const item = popover.getByRole('listitem').filter({ hasText: 'Bulk invite finished' });
  await expect(item).toContainText('field-team.csv: 1 invited, 0 already users, 0 invalid.');
  await expect(item).toHaveAttribute('data-unread', 'true');
  await item.getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/user-management$/);
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  await bell.click();
  await expect(popover.getByRole('listitem').filter({ hasText: 'Bulk invite finished' })).toHaveAttribute('data-unread', 'false');
  await expect(popover.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
});
