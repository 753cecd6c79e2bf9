const { webConfig } = require('../../tools/webpack/web-config');

/** Remote 'community': its route trees (Angel Mondays, the chat), mounted by the shell at run time. */
module.exports = webConfig({
  name: 'community',
  outDir: 'mfe-community',
  entry: './apps/mfe-community/src/main.ts',
  federation: {
    filename: 'remoteEntry.js',
    exposes: {
      './AngelMondaysRoutes': './apps/mfe-community/src/angel-mondays/routes/AngelMondaysRoutes.tsx',
      './ChatRoutes': './apps/mfe-community/src/chat/routes/ChatRoutes.tsx',
    },
  },
});
