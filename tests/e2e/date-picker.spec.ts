import { expect, test, type Page } from '@playwright/test';
import { signIn, signOut } from './support';

/**
 * The one date field (issue 25, item 1): Fluent's date picker with its calendar, in French (months, days,
 * weeks from Monday), a day typed jj/mm/aaaa or picked, within the bounds of spec 1 §9 (2000-01-01 to
 * 2025-01-01: the ad deadline and the shared date filters), driven by the keyboard as Fluent documents it.
 */

const calendar = (page: Page) => page.getByRole('dialog', { name: 'Calendrier' });

test('the ad deadline: typed or picked in a French calendar starting on Monday, within 01/01/2000..01/01/2025', async ({ page }) => {
  await signIn(page, 'medias');
  // Ad 113 of the demo data, « Logiciel de rédaction d’actes — double page », in no publication.
  await page.goto('/publicites/113/modifier');
  const deadline = page.getByRole('combobox', { name: /^Date limite/ });
  await expect(deadline).toBeVisible();

  // Typed past the maximum: the form's rule says the bounds.
  await deadline.fill('31/12/2030');
  await deadline.press('Tab');
  await expect(page.getByText('Date limite : entre le 01/01/2000 et le 01/01/2025.')).toBeVisible();

  // The keyboard: ↓ opens the calendar on the month of the value, in French, weeks from Monday.
  await deadline.fill('15/06/2024');
  await deadline.press('Tab');
  await expect(page.getByText('Date limite : entre le 01/01/2000 et le 01/01/2025.')).toHaveCount(0);
  await deadline.focus();
  await deadline.press('ArrowDown');
  await expect(calendar(page)).toBeVisible();
  await expect(calendar(page).getByText('juin 2024', { exact: true })).toBeVisible();
  const headers = calendar(page).getByRole('columnheader');
  await expect(headers.first()).toHaveAccessibleName('lundi');
  await expect(headers.last()).toHaveAccessibleName('dimanche');
  await page.screenshot({ path: '.tmp/screens/date-picker-deadline.png' });
  // Arrows move by day and week, Enter picks: 15/06 + 1 week + 1 day.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(calendar(page)).toHaveCount(0);
  await expect(deadline).toHaveValue('23/06/2024');

  // Picked with the pointer, after the month before.
  await deadline.click();
  await expect(calendar(page)).toBeVisible();
  await calendar(page).getByRole('button', { name: /^Mois précédent/ }).click();
  await expect(calendar(page).getByText('mai 2024', { exact: true })).toBeVisible();
  await calendar(page).getByRole('button', { name: '2, mai, 2024', exact: true }).click();
  await expect(deadline).toHaveValue('02/05/2024');
  await page.getByRole('button', { name: 'Enregistrer' }).first().click();
  await expect(page.getByRole('listitem', { name: 'Publicité enregistrée.' })).toBeVisible();
  await expect(page.getByText('02/05/2024')).toBeVisible();
  await signOut(page, 'medias');
});

test('the date filters: the image end date picked, bounded to 01/01/2025; typed in the article list and the layout tool (to 01/01/2030)', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/images?collectionFilter=ILLUSTRATION');
  const ends = page.getByRole('group', { name: 'Fin de la publication (jj/mm/aaaa)' });
  const from = ends.getByRole('combobox', { name: 'Du' });
  await from.click();
  await expect(calendar(page)).toBeVisible();
  // Today is past the maximum: the calendar opens on January 2025, the days after the 1st out of reach.
  await expect(calendar(page).getByText('janvier 2025', { exact: true })).toBeVisible();
  await expect(calendar(page).getByRole('button', { name: '2, janvier, 2025', exact: true })).toBeDisabled();
  await page.screenshot({ path: '.tmp/screens/date-picker-filter.png' });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.screenshot({ path: '.tmp/screens/date-picker-filter-1280.png' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await calendar(page).getByRole('button', { name: /^Mois précédent/ }).click();
  await calendar(page).getByRole('button', { name: '1, décembre, 2024', exact: true }).click();
  await expect(from).toHaveValue('01/12/2024');
  await expect(page).toHaveURL(/endDateFilter=2024-12-01%2C/);
  await page.keyboard.press('Escape');
  await ends.getByRole('combobox', { name: 'Au' }).fill('31/12/1999');
  await ends.getByRole('combobox', { name: 'Au' }).press('Tab');
  await expect(ends.getByText('Date attendue entre le 01/12/2024 et le 01/01/2025.')).toBeVisible();

  await page.goto('/articles');
  const modified = page.getByRole('group', { name: 'Date de modification' });
  await modified.getByRole('combobox').first().fill('02022024');
  await modified.getByRole('combobox').first().press('Tab');
  await expect(modified.getByRole('combobox').first()).toHaveValue('02/02/2024');
  await expect(page).toHaveURL(/2024-02-02/);
  await signOut(page, 'admin');

  // The layout tool's publication dates: 2000-01-01 to 2030-01-01 (spec 2 §9).
  await signIn(page, 'kyrielle');
  await page.getByRole('button', { name: 'Plus de filtres' }).click();
  const since = page.getByRole('combobox', { name: 'Publiée à partir du' });
  await since.fill('15/03/2026');
  await since.press('Tab');
  await expect(page).toHaveURL(/from=2026-03-15/);
  await since.fill('02/01/2030');
  await since.press('Tab');
  await expect(page.getByText('Date attendue entre le 01/01/2000 et le 01/01/2030.')).toBeVisible();
  await page.screenshot({ path: '.tmp/screens/date-picker-kyrielle.png' });
  await page.goto('/auteurs');
  await signOut(page, 'kyrielle');
});
