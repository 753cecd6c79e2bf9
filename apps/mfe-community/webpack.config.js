const { webConfig } = require('../../tools/webpack/web-config');

/** Remote 'community': a small named surface, loaded by the shell at run time. */
module.exports = webConfig({
  name: 'community',
  outDir: 'mfe-community',
  entry: './apps/mfe-community/src/main.ts',
  federation: {
    filename: 'remoteEntry.js',
    exposes: { './AngelMondaysPage': './apps/mfe-community/src/angel-mondays/routes/AngelMondaysPage.tsx' },
  },
});
