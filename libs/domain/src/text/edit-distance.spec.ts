import { editDistance } from './edit-distance';

describe('editDistance', () => {
  it.each([
    ['respiracoin', 'respiracion', 1],
    ['respiracon', 'respiracion', 1],
    ['gratitut', 'gratitud', 1],
    ['respiracoin', 'respira', 4],
    ['', 'calma', 5],
    ['calma', 'calma', 0],
    ['sueno', 'suenos', 1],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(editDistance(a, b)).toBe(expected);
    expect(editDistance(b, a)).toBe(expected);
  });
});
