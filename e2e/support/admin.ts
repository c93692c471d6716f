/** Operators in browser tests: an admin account made in the database, and the /admin sign-in form. */
import type { Page } from 'playwright-core';
import { hashPassword } from '../../packages/server/src/console/passwords';
import type { TestServer } from './server';

export const ADMIN_PASSWORD = 'correct horse battery staple';

export async function createAdmin(server: TestServer, email: string, password = ADMIN_PASSWORD): Promise<void> {
  await server.app.resources.db.query('INSERT INTO admins (email, password_hash) VALUES ($1, $2)', [email, await hashPassword(password)]);
}

/** Fills the Admin Login form at `path` and presses Login; where it lands is the test's to check. */
export async function submitAdminLogin(page: Page, { email, password = ADMIN_PASSWORD, path = '/admin' }: { email: string; password?: string; path?: string }): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}
