import type { PersonalDataContent } from '../ports/personal-data.reader.port';

const encode = (value: unknown, depth: number): string =>
  JSON.stringify(value, null, 2).replace(/\n/g, `\n${'  '.repeat(depth)}`);

async function* array(rows: () => AsyncIterable<unknown>, depth: number): AsyncGenerator<string> {
  const pad = '  '.repeat(depth + 1);
  let first = true;
  yield '[';
  for await (const row of rows()) {
    yield `${first ? '' : ','}\n${pad}${encode(row, depth + 1)}`;
    first = false;
  }
  yield first ? ']' : `\n${'  '.repeat(depth)}]`;
}

/**
 * A file's JSON text, chunk by chunk, as its rows arrive: the export never holds a whole list.
 * The text is indented like JSON.stringify(value, null, 2), so a person can read it.
 */
export async function* personalDataJson(content: PersonalDataContent): AsyncGenerator<string> {
  if (content.shape === 'list') {
    yield* array(content.rows, 0);
  } else if (content.shape === 'record') {
    let found: unknown = null;
    for await (const row of content.rows()) {
      found = row;
      break;
    }
    yield encode(found, 0);
  } else {
    yield '{';
    let first = true;
    for (const group of content.groups) {
      yield `${first ? '' : ','}\n  ${JSON.stringify(group.key)}: `;
      yield* array(group.rows, 1);
      first = false;
    }
    yield first ? '}' : '\n}';
  }
  yield '\n';
}
