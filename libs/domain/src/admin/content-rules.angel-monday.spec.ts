import { ADMIN_MESSAGES, firstAdminMessage, validateAngelMonday } from './content-rules';
import type { AngelMondayInput } from '../contracts/admin';

describe('Angel Monday admin rules (02 §5)', () => {
  const valid: AngelMondayInput = {
    title: 'Inhala paz',
    text: '<p>Respira.</p>',
    timestamp: '2026-11-30',
    gradientOption: 1,
  };

  it('should accept a complete message, and one without a gradient (default 1)', () => {
    expect(firstAdminMessage(validateAngelMonday(valid))).toBeNull();
    const { gradientOption: _dropped, ...withoutGradient } = valid;
    expect(firstAdminMessage(validateAngelMonday(withoutGradient))).toBeNull();
  });

  it.each<[Partial<AngelMondayInput>, string]>([
    [{ title: '' }, 'El título es requerido'],
    [{ title: '   ' }, 'El título es requerido'],
    [{ text: '' }, 'El contenido es requerido'],
    [{ text: '<p> </p><p>&nbsp;</p>' }, 'El contenido es requerido'],
    [{ timestamp: 'mañana' }, ADMIN_MESSAGES.dateInvalid],
    [{ timestamp: '2026-13-45' }, ADMIN_MESSAGES.dateInvalid],
    [{ timestamp: '2026-02-30' }, ADMIN_MESSAGES.dateInvalid],
    [{ timestamp: '0000-01-01' }, ADMIN_MESSAGES.dateInvalid],
    [{ gradientOption: 0 }, ADMIN_MESSAGES.gradientInvalid],
    [{ gradientOption: 21 }, ADMIN_MESSAGES.gradientInvalid],
    [{ gradientOption: 1.5 }, ADMIN_MESSAGES.gradientInvalid],
    [{ audioUrl: 'https://evil.example/a.mp3' }, ADMIN_MESSAGES.uploadUrlInvalid],
    [{ publishAt: 'pronto' }, ADMIN_MESSAGES.publishAtInvalid],
    [{ publishAt: '2026-04-31T08:00' }, ADMIN_MESSAGES.publishAtInvalid],
  ])('should refuse %j with its Spanish message', (change, message) => {
    expect(firstAdminMessage(validateAngelMonday({ ...valid, ...change }))).toBe(message);
  });

  it('should accept every gradient of the palette and an empty publication date', () => {
    for (let option = 1; option <= 20; option += 1)
      expect(validateAngelMonday({ ...valid, gradientOption: option }).gradientOption).toBeUndefined();
    expect(validateAngelMonday({ ...valid, publishAt: null }).publishAt).toBeUndefined();
    expect(
      validateAngelMonday({ ...valid, publishAt: '2026-11-30T08:00:00.000Z' }).publishAt,
    ).toBeUndefined();
  });
});
