/** Signing in to the web collector (/collect/) and waiting until its service worker keeps the shell. */
import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './fixtures';

export async function signInToCollector(page: Page, email: string): Promise<void> {
  await page.goto('/collect/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'New record' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}
