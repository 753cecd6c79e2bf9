import { CATALOGUE } from './index';
import { catalogueProblems } from './catalogue-problems';

describe('the demo catalogue', () => {
  it('holds every rule a listener would notice: 16 categories of 12, scripts that fit, nothing repeated', () => {
    expect(catalogueProblems(CATALOGUE)).toEqual([]);
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(190);
  });
});
