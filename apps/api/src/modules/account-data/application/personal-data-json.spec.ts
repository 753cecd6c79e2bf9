import { personalDataJson } from './personal-data-json';
import type { PersonalDataContent } from '../ports/personal-data.reader.port';

async function text(content: PersonalDataContent): Promise<string> {
  let out = '';
  for await (const chunk of personalDataJson(content)) out += chunk;
  return out;
}

function rows(...values: unknown[]) {
  return async function* () {
    for (const value of values) yield value;
  };
}

describe('personalDataJson', () => {
  it('should write a list as the same readable JSON as JSON.stringify, row by row', async () => {
    const values = [
      { a: 1, b: [1, 2] },
      { a: 'dos', c: { d: null } },
    ];
    expect(await text({ shape: 'list', rows: rows(...values) })).toBe(`${JSON.stringify(values, null, 2)}\n`);
    expect(await text({ shape: 'list', rows: rows() })).toBe('[]\n');
  });

  it('should write a record as one object, or null when there is none', async () => {
    expect(await text({ shape: 'record', rows: rows({ news: true }, { ignored: 1 }) })).toBe(
      `${JSON.stringify({ news: true }, null, 2)}\n`,
    );
    expect(await text({ shape: 'record', rows: rows() })).toBe('null\n');
  });

  it('should write groups as an object of lists that parses back to the same value', async () => {
    const content: PersonalDataContent = {
      shape: 'groups',
      groups: [
        { key: 'mensajes', rows: rows({ content: 'Hola "a todas"\nde nuevo' }) },
        { key: 'me_gusta', rows: rows() },
      ],
    };
    const written = await text(content);
    expect(JSON.parse(written)).toEqual({
      mensajes: [{ content: 'Hola "a todas"\nde nuevo' }],
      me_gusta: [],
    });
    expect(written).toBe(
      `${JSON.stringify({ mensajes: [{ content: 'Hola "a todas"\nde nuevo' }], me_gusta: [] }, null, 2)}\n`,
    );
  });
});
