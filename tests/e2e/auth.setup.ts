import { test as setup, expect } from '@playwright/test';
import { DEMO_ACCOUNTS, authFile, type DemoRole } from './support/auth';
import { openSignIn, signInThroughDialog } from './support/helpers';

/**
 * Each demo role signs in once, through the real dialog, and the specs that only read start from
 * the saved browser state (bulletproof-react's auth.setup.ts). accounts.spec.ts proves the dialog's
 * errors and sign-out; this proves each role reaches its own greeting.
 */
for (const role of Object.keys(DEMO_ACCOUNTS) as DemoRole[]) {
  setup(`the demo ${role} signs in through the dialog`, async ({ page }) => {
    const { email, greeting } = DEMO_ACCOUNTS[role];
    await page.goto('/');
    await openSignIn(page);
    await signInThroughDialog(page, email);
    await expect(page.getByRole('banner').getByText(greeting)).toBeVisible();
    await page.context().storageState({ path: authFile(role) });
  });
}
