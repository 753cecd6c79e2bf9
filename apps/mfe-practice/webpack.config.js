const { webConfig } = require('../../tools/webpack/web-config');

/** Remote 'practice': a small named surface, loaded by the shell at run time. */
module.exports = webConfig({
  name: 'practice',
  outDir: 'mfe-practice',
  entry: './apps/mfe-practice/src/main.ts',
  federation: {
    filename: 'remoteEntry.js',
    exposes: {
      './MorningPagesPage': './apps/mfe-practice/src/morning-pages/routes/MorningPagesPage.tsx',
      './JournalPage': './apps/mfe-practice/src/journal/routes/JournalPage.tsx',
      './MeditationsPage': './apps/mfe-practice/src/meditations/routes/MeditationsPage.tsx',
      './MeditationPlayerPage': './apps/mfe-practice/src/meditations/routes/MeditationPlayerPage.tsx',
      './RitualFormPage': './apps/mfe-practice/src/ritual/routes/RitualFormPage.tsx',
      './RitualPage': './apps/mfe-practice/src/ritual/routes/RitualPage.tsx',
      './ChallengesPage': './apps/mfe-practice/src/challenges/routes/ChallengesPage.tsx',
      './ChallengeDetailPage': './apps/mfe-practice/src/challenges/routes/ChallengeDetailPage.tsx',
      './ChallengeTrackerPage': './apps/mfe-practice/src/challenges/routes/ChallengeTrackerPage.tsx',
      './ChallengeDayPage': './apps/mfe-practice/src/challenges/routes/ChallengeDayPage.tsx',
    },
  },
});
