import { jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it.each([
    ['"texto"', 0],
    ['{}', 1],
    ['{"a":[1,{"b":[]}]}', 4],
    ['{"a":"[[[[{{{{"}', 1],
    ['{"a":"\\"[[[["}', 1],
    ['[[],[],[[]]]', 3],
  ])('should count %s as %i deep, ignoring brackets inside strings', (json, depth) => {
    expect(jsonDepth(Buffer.from(json))).toBe(depth);
  });
});
