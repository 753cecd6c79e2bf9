// node -r ./tools/test/swc-register.cjs apps/api/src/seed/catalogue/check-catalogue.ts [Categoría]
// Prints what is wrong with one category of the demo catalogue, or with all of it.
import { CATALOGUE } from './index';
import { catalogueProblems, categoryProblems } from './catalogue-problems';

const category = process.argv[2];
const problems = category ? categoryProblems(category, CATALOGUE) : catalogueProblems(CATALOGUE);
for (const problem of problems) console.log(`- ${problem}`);
console.log(problems.length ? `${problems.length} problemas` : 'sin problemas');
process.exitCode = problems.length ? 1 : 0;
