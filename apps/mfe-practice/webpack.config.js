const { webConfig } = require('../../tools/webpack/web-config');

/** Remote 'practice': one route tree per family of sections, mounted by the shell at run time. */
module.exports = webConfig({
  name: 'practice',
  outDir: 'mfe-practice',
  entry: './apps/mfe-practice/src/main.ts',
  federation: {
    filename: 'remoteEntry.js',
    exposes: {
      './RitualRoutes': './apps/mfe-practice/src/ritual/routes/RitualRoutes.tsx',
      './MeditationRoutes': './apps/mfe-practice/src/meditations/routes/MeditationRoutes.tsx',
      './ChallengeRoutes': './apps/mfe-practice/src/challenges/routes/ChallengeRoutes.tsx',
      './JournalRoutes': './apps/mfe-practice/src/journal/routes/JournalRoutes.tsx',
    },
  },
});
