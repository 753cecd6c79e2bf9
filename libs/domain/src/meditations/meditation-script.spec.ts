import {
  formatScript,
  formatScriptTime,
  parseScript,
  scriptMessage,
  SCRIPT_LIMITS,
} from './meditation-script';

const steps = [
  { at: 0, text: 'Te doy la bienvenida.' },
  { at: 65, text: 'Lleva la atención a tu respiración.' },
  { at: 600, text: 'Poco a poco, abre los ojos.' },
];

describe('a meditation script', () => {
  it('is written one step per line with its minute and second, and read back the same', () => {
    expect(formatScriptTime(65)).toBe('1:05');
    expect(formatScriptTime(600)).toBe('10:00');
    const text = formatScript(steps);
    expect(text).toBe(
      '0:00 Te doy la bienvenida.\n1:05 Lleva la atención a tu respiración.\n10:00 Poco a poco, abre los ojos.',
    );
    expect(parseScript(text, 660)).toEqual({ steps });
  });

  it('skips blank lines and trims each step', () => {
    expect(parseScript('\n  0:00   Hola.  \n\n0:30 Respira.\n', 60)).toEqual({
      steps: [
        { at: 0, text: 'Hola.' },
        { at: 30, text: 'Respira.' },
      ],
    });
    expect(parseScript('')).toEqual({ steps: [] });
  });

  it('names the line of the first problem in Spanish', () => {
    expect(parseScript('0:00 Hola.\nRespira hondo.')).toEqual({
      error: 'Línea 2: empieza con el minuto y el segundo, como «1:30 Respira hondo.»',
    });
    expect(parseScript('0:00 Hola.\n0:75 Respira.').error).toBe(
      'Línea 2: los segundos van de 00 a 59, como en «1:30»',
    );
    expect(parseScript('0:00 Hola.\n\n0:00 Otra vez.').error).toBe(
      'Línea 3: el tiempo debe ser mayor que el de la línea anterior',
    );
    expect(parseScript('0:00 Hola.\n0:30   ').error).toBe('Línea 2: falta el texto después del tiempo');
    expect(parseScript('0:00 Hola.\n5:00 Fin.', 300).error).toBe(
      'Línea 2: el tiempo pasa de la duración de la meditación (5:00)',
    );
    expect(parseScript('0:10 Hola.').error).toBe('El primer paso del guion empieza en 0:00.');
    expect(parseScript(`0:00 ${'a'.repeat(SCRIPT_LIMITS.text + 1)}`).error).toMatch(/como mucho 600/);
  });

  it('holds a script sent as JSON to the same rules, by step', () => {
    expect(scriptMessage(steps, 660)).toBeUndefined();
    expect(scriptMessage([])).toBeUndefined();
    expect(scriptMessage('0:00 Hola')).toBe('El guion debe ser una lista de pasos.');
    expect(
      scriptMessage([
        { at: 0, text: 'Hola.' },
        { at: 1.5, text: 'x' },
      ]),
    ).toBe('Paso 2: cada paso lleva su segundo (un entero desde 0) y su texto');
    expect(scriptMessage([{ at: 0, text: ' ' }])).toBe('Paso 1: falta el texto después del tiempo');
    expect(scriptMessage(steps, 600)).toBe('Paso 3: el tiempo pasa de la duración de la meditación (10:00)');
    expect(
      scriptMessage(Array.from({ length: SCRIPT_LIMITS.steps + 1 }, (_, at) => ({ at, text: 'x' }))),
    ).toBe('El guion admite como mucho 150 pasos.');
  });
});
