import { expect, test } from '@playwright/test';
import { asNewSubscriber } from './support/auth';

test.use({ viewport: { width: 375, height: 740 } });

test.describe("'¿Qué te trae a Inhala?' and 'Para ti'", () => {
  test('a new person answers the question, sees "Para ti" follow, and changes it on the profile', async ({
    page,
  }) => {
    await asNewSubscriber(page, 'Nuria', { askIntents: true });
    await page.goto('/');
    const question = page.getByRole('dialog', { name: '¿Qué te trae a Inhala?' });
    await expect(question).toBeVisible();
    const go = question.getByRole('button', { name: 'Ver mis meditaciones' });
    await expect(go).toBeDisabled();
    await question.getByRole('checkbox', { name: 'Dormir mejor' }).check();
    await question.getByRole('checkbox', { name: 'Calmar la ansiedad' }).check();
    await go.click();
    await expect(question).toBeHidden();
    // The shelf the answers changed is brought into view, its heading focused.
    await expect(page.getByRole('heading', { name: 'Para ti' })).toBeFocused();

    const shelf = page.getByRole('region', { name: 'Para ti' });
    await expect(shelf.getByRole('listitem').first()).toContainText('Porque quieres dormir mejor');
    await expect(shelf).toContainText('Porque quieres calmar la ansiedad');
    expect(await shelf.getByRole('listitem').count()).toBeGreaterThanOrEqual(6);

    // Answered: the question is not put again.
    await page.reload();
    await expect(shelf.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.goto('/profile');
    const answers = page.getByRole('region', { name: '¿Qué te trae a Inhala?' });
    await expect(answers.getByRole('checkbox', { name: 'Dormir mejor' })).toBeChecked();
    const save = answers.getByRole('button', { name: 'Guardar respuestas' });
    await expect(save).toBeDisabled();
    await answers.getByRole('checkbox', { name: 'Dormir mejor' }).uncheck();
    await answers.getByRole('checkbox', { name: 'Calmar la ansiedad' }).uncheck();
    await answers.getByRole('checkbox', { name: 'Enfocarme' }).check();
    await save.click();
    await expect(page.getByText('Respuestas guardadas', { exact: true })).toBeVisible();
    await expect(save).toBeDisabled();

    await page.goto('/');
    await expect(shelf.getByRole('listitem').first()).toContainText('Porque quieres enfocarte');
    await expect(shelf).not.toContainText('Porque quieres dormir mejor');
  });

  test('"Ahora no" skips the question for good', async ({ page }) => {
    await asNewSubscriber(page, 'Olga', { askIntents: true });
    await page.goto('/');
    const question = page.getByRole('dialog', { name: '¿Qué te trae a Inhala?' });
    await question.getByRole('button', { name: 'Ahora no' }).click();
    await expect(question).toBeHidden();
    await expect(page.getByRole('region', { name: 'Para ti' }).getByRole('listitem').first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('region', { name: 'Para ti' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a visitor finds "Para empezar", and its cards lead to the offer', async ({ page }) => {
    await page.goto('/');
    const shelf = page.getByRole('region', { name: 'Para empezar' });
    await expect(shelf.getByRole('listitem').first()).toContainText('Ideal para empezar');
    // What a visitor cannot open yet says so before the tap.
    await expect(shelf.getByRole('listitem').first()).toContainText('Premium');
    await expect(page.getByRole('region', { name: 'Para ti' })).toHaveCount(0);
    await shelf.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/smart-conversion\//);
  });
});
