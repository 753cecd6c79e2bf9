import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { contextAs, signedInAs } from './support/auth';
import { fromOwnAddress, sessionHeaders, tabTo } from './support/helpers';

// Registrations are limited per address (support/helpers.ts).
test.use({ ...fromOwnAddress(12), ...signedInAs('admin') });

const noAxeViolations = async (page: Page) =>
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

/** An MP3 as its bytes say (an ID3 tag, then a frame header), 4 KB. */
const MP3 = Buffer.concat([
  Buffer.from('ID3'),
  Buffer.from([3, 0, 0, 0, 0, 0, 0]),
  Buffer.from([0xff, 0xfb, 0x90, 0x64]),
  Buffer.alloc(4000),
]);

/** A 1×1 PNG: the server decides the type by these bytes, not by the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The first seeded challenge (people see it: it is published). */
async function seededChallengeId(page: Page): Promise<number> {
  const content = await page.request.get('/api/content');
  return ((await content.json()) as { challenges: Array<{ id: number }> }).challenges[0]!.id;
}

test.describe('admin: challenges and archangels', () => {
  test('an admin writes a draft challenge with two days, publishes it, and a client sees it in Retos', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const name = `Reto de la gratitud ${Date.now() % 100000}`;
    await page.goto('/admin');
    await page.getByRole('main').getByRole('link', { name: /Retos/ }).click();
    await expect(page.getByRole('heading', { name: 'Retos', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Nuevo reto' }).click();

    // The challenge, as a draft of 2 days.
    await page.getByLabel('Nombre').fill(name);
    await page.getByLabel('Descripción corta').fill('Dos días para agradecer lo pequeño.');
    await page
      .getByLabel('Descripción larga')
      .fill('Cada día, una práctica breve y una pregunta para tu diario.');
    await page.getByLabel('Número de días').fill('2');
    await expect(page.getByLabel('Estado')).toHaveValue('draft');
    await expect(
      page.getByLabel('Vista previa', { exact: true }).getByRole('heading', { name }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/challenges\/\d+$/);
    const challengeUrl = new URL(page.url()).pathname;

    // Day 1: a reflection.
    await page.getByRole('link', { name: 'Día 1 Sin contenido' }).click();
    await expect(page.getByRole('heading', { name: 'Día 1 de 2' })).toBeVisible();
    await page.getByLabel('Título del módulo').fill('Agradecer al despertar');
    await page.getByLabel('Vista previa del día').fill('Tres gracias antes de levantarte.');
    const first = page.getByRole('group', { name: 'Sección 1' });
    await first.getByLabel('Tipo de sección').selectOption({ label: 'Reflexión (diario)' });
    await first.getByLabel('Título').fill('Tu reflexión');
    await first.getByLabel('Pregunta').fill('¿Qué tres cosas agradeces hoy?');
    // ...and an audio, uploaded, with its own name and size.
    const audio = page.getByRole('group', { name: 'Sección 2' });
    await audio.getByLabel('Tipo de sección').selectOption({ label: 'Audio' });
    await audio.getByLabel('Título').fill('Escucha');
    await audio
      .getByLabel(/Subir archivo/)
      .setInputFiles({ name: 'respira.mp3', mimeType: 'audio/mpeg', buffer: MP3 });
    await expect(audio.getByText('respira.mp3 · 4 KB')).toBeVisible();
    await page.getByRole('button', { name: 'Guardar día' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Sección 2' }).getByText('respira.mp3 · 4 KB'),
    ).toBeVisible();

    // Day 2: a video.
    await page.getByRole('link', { name: 'Día siguiente' }).click();
    await expect(page.getByRole('heading', { name: 'Día 2 de 2' })).toBeVisible();
    await page.getByLabel('Título del módulo').fill('Gracias en movimiento');
    const video = page.getByRole('group', { name: 'Sección 1' });
    await video.getByLabel('Tipo de sección').selectOption({ label: 'Video' });
    await video.getByLabel('Título').fill('Práctica guiada');
    await video.getByLabel('Enlace del video').fill('https://example.com/video');
    await page.getByRole('button', { name: 'Guardar día' }).click();
    await expect(video.getByText('El enlace de video debe ser de YouTube o Vimeo')).toBeVisible();
    await video.getByLabel('Enlace del video').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Guardar día' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();

    // Deleted by mistake, and back with 'Deshacer'.
    await page.getByRole('button', { name: 'Eliminar día' }).click();
    await page
      .getByRole('dialog', { name: '¿Eliminar este elemento?' })
      .getByRole('button', { name: 'Eliminar' })
      .click();
    await expect(page.getByLabel('Título del módulo')).toHaveValue('');
    await page.getByRole('button', { name: 'Deshacer' }).click();
    await expect(page.getByLabel('Título del módulo')).toHaveValue('Gracias en movimiento');

    await page.goto(challengeUrl);
    await expect(page.getByRole('link', { name: 'Día 1 Agradecer al despertar' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Día 2 Gracias en movimiento' })).toBeVisible();

    // A client does not see the draft...
    const client = await contextAs(browser, 'client');
    const clientPage = await client.newPage();
    await clientPage.goto('/retos');
    await expect(clientPage).toHaveURL(/\/challenges$/);
    await expect(clientPage.getByRole('link', { name: /Siete días de calma/ })).toBeVisible();
    await expect(clientPage.getByRole('link', { name: new RegExp(name) })).toHaveCount(0);

    // ...until the admin publishes it.
    await page.getByLabel('Estado').selectOption({ label: 'Publicado' });
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();

    await clientPage.goto('/retos');
    await clientPage.getByRole('link', { name: new RegExp(name) }).click();
    await expect(clientPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(clientPage.getByText('Agradecer al despertar')).toBeVisible();
    await expect(clientPage.getByText('Gracias en movimiento')).toBeVisible();
    await client.close();
  });

  test('the archangel and challenge screens have no accessibility violations', async ({ page }) => {
    const id = await seededChallengeId(page);
    await page.goto('/admin/archangels');
    await expect(page.getByRole('link', { name: 'Arcángel Miguel', exact: true })).toBeVisible();
    await noAxeViolations(page);
    await page.goto('/admin/archangels/new');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await noAxeViolations(page);
    await page.goto('/admin/challenges');
    await expect(page.getByRole('link', { name: 'Siete días de calma', exact: true })).toBeVisible();
    await noAxeViolations(page);
    await page.goto(`/admin/challenges/${id}`);
    await expect(page.getByRole('link', { name: /^Día 7 / })).toBeVisible();
    await noAxeViolations(page);
    await page.goto(`/admin/challenges/${id}/days/1`);
    await expect(page.getByLabel('Título del módulo')).not.toHaveValue('');
    await noAxeViolations(page);
  });

  test('an admin edits a day with the keyboard alone', async ({ page }) => {
    const id = await seededChallengeId(page);
    await page.goto(`/admin/challenges/${id}/days/2`);
    const title = page.getByLabel('Título del módulo');
    await expect(title).not.toHaveValue('');

    // A blank title is refused with its text.
    await tabTo(page, title);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');
    await page.keyboard.press('Enter');
    await expect(page.getByText('El título del módulo es requerido')).toBeVisible();

    await tabTo(page, title);
    await page.keyboard.type('Respirar con el cuerpo');
    // The fourth section, unused in the demo content, becomes a reading.
    const fourth = page.getByRole('group', { name: 'Sección 4' });
    await tabTo(page, fourth.getByLabel('Tipo de sección'));
    await page.keyboard.press('ArrowDown'); // Video
    await page.keyboard.press('ArrowDown'); // Lectura (documento)
    await expect(fourth.getByLabel('Tipo de sección')).toHaveValue('document');
    await page.keyboard.press('Tab');
    await expect(fourth.getByLabel('Título')).toBeFocused();
    await page.keyboard.type('Para leer después');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Una lectura breve sobre la respiración consciente.');
    await page.keyboard.press('Tab');
    await expect(fourth.getByLabel('Enlace del recurso')).toBeFocused();
    await page.keyboard.type('https://inhala.app/lecturas/respirar');
    await tabTo(page, page.getByRole('button', { name: 'Guardar día' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();

    // The sections' links are premium: the list shows them to the admin's session only.
    const days = await page.request.get(`/api/challenges/${id}/days`, {
      headers: await sessionHeaders(page),
    });
    const day2 = (
      (await days.json()) as Array<{
        dayNumber: number;
        moduleTitle: string;
        sections: Array<{ number: number; meta: string; title: string; url: string }>;
      }>
    ).find((day) => day.dayNumber === 2);
    expect(day2?.moduleTitle).toBe('Respirar con el cuerpo');
    expect(day2?.sections.at(-1)).toMatchObject({
      number: 4,
      meta: 'document',
      title: 'Para leer después',
      url: 'https://inhala.app/lecturas/respirar',
    });

    // The next day is a link away.
    await tabTo(page, page.getByRole('link', { name: 'Día siguiente' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: /^Día 3 de / })).toBeVisible();
  });

  test('an admin writes a new archangel with the keyboard alone', async ({ page }) => {
    const name = `Arcángel de la calma ${Date.now() % 100000}`;
    await page.goto('/admin/archangels/new');
    await expect(page.getByRole('heading', { name: 'Nuevo arcángel' })).toBeVisible();

    // The empty form is refused with its text, and the focus waits on the field to fix.
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toBeFocused();

    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Tema')).toBeFocused();
    await page.keyboard.type('Serenidad');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Descripción')).toBeFocused();
    await page.keyboard.type('Acompaña a quien busca quietud en medio del ruido.');
    // The image: the picker opens from the keyboard, and the focus stays on it while the file
    // is sent and after 'Quitar'.
    await page.keyboard.press('Tab');
    const picker = page.getByLabel(/^(Subir|Cambiar) archivo: Imagen del arcángel$/);
    const image = page.getByRole('img', { name: 'Vista previa: Imagen del arcángel' });
    const pick = async (fileName: string) => {
      await expect(picker).toBeFocused();
      const chooser = page.waitForEvent('filechooser');
      await page.keyboard.press('Space');
      await (await chooser).setFiles({ name: fileName, mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText(`${fileName} · 70 B`)).toBeVisible();
      await expect(picker).toBeFocused();
    };
    await pick('primera.png');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Quitar Imagen del arcángel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(image).toHaveCount(0);
    await pick('calma.png');
    await expect(image).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Quitar Imagen del arcángel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('o una dirección https')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Enlace de YouTube')).toBeFocused();
    await page.keyboard.type('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Notas')).toBeFocused();
    await page.keyboard.type('Creado solo con el teclado.');
    // A draft, last in the order: people do not see it.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Estado')).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(page.getByLabel('Estado')).toHaveValue('draft');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Orden')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('99');
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Editar arcángel' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/archangels\/\d+$/);
    await expect(page.getByLabel('Tema')).toHaveValue('Serenidad');
    await expect(page.getByLabel('Estado')).toHaveValue('draft');
    await expect(page.getByLabel('Orden')).toHaveValue('99');
    await expect(image).toHaveAttribute('src', /^\/uploads\//);

    // The list's search finds it.
    await page.goto('/admin/archangels');
    await expect(page.getByRole('link', { name: 'Arcángel Miguel', exact: true })).toBeVisible();
    await tabTo(page, page.getByLabel('Buscar'));
    await page.keyboard.type(name);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Arcángel Miguel', exact: true })).toHaveCount(0);
  });

  test('an admin writes a new challenge with the keyboard alone and opens its first day', async ({
    page,
  }) => {
    const name = `Reto del silencio ${Date.now() % 100000}`;
    await page.goto('/admin/challenges/new');
    await expect(page.getByRole('heading', { name: 'Nuevo reto' })).toBeVisible();

    // The empty form is refused with its texts, and the focus waits on the first field to fix.
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('El nombre es requerido')).toBeVisible();
    await expect(page.getByText('La descripción corta es requerida')).toBeVisible();
    await expect(page.getByLabel('Nombre')).toBeFocused();

    await page.keyboard.type(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Slug')).toBeFocused(); // left empty: made from the name
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Descripción corta')).toBeFocused();
    await page.keyboard.type('Tres días para escuchar lo que calla.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Descripción larga')).toBeFocused();
    await page.keyboard.type('Cada día, unos minutos de silencio y una pregunta para tu diario.');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Subir archivo: Imagen del reto')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('o una dirección https')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Video de bienvenida')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Número de días')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('3');
    // Published with the arrows, and free for everyone with Space.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Estado')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Estado')).toHaveValue('published');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Reto premium')).toBeFocused();
    await expect(page.getByLabel('Reto premium')).toBeChecked();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Reto premium')).not.toBeChecked();
    await expect(page.getByText('Publicado: visible en Retos.', { exact: true })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Guardar' }));
    await page.keyboard.press('Enter');

    await expect(page.getByText('Guardado exitoso', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Editar reto' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/challenges\/\d+$/);
    await expect(page.getByLabel('Slug')).not.toHaveValue('');
    await expect(page.getByLabel('Número de días')).toHaveValue('3');
    await expect(page.getByLabel('Reto premium')).not.toBeChecked();

    // Its first day is a link away in the days grid.
    await expect(page.getByRole('link', { name: /^Día \d/ })).toHaveCount(3);
    await tabTo(page, page.getByRole('link', { name: 'Día 1 Sin contenido' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Día 1 de 3' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/challenges\/\d+\/days\/1$/);

    // The list's search finds it.
    await page.goto('/admin/challenges');
    await expect(page.getByRole('link', { name: 'Siete días de calma', exact: true })).toBeVisible();
    await tabTo(page, page.getByLabel('Buscar'));
    await page.keyboard.type(name);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Siete días de calma', exact: true })).toHaveCount(0);
  });
});
