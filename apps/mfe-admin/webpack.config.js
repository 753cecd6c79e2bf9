const { webConfig } = require('../../tools/webpack/web-config');

/** Remote 'admin': a small named surface, loaded by the shell at run time. */
module.exports = webConfig({
  name: 'admin',
  outDir: 'mfe-admin',
  entry: './apps/mfe-admin/src/main.ts',
  federation: { filename: 'remoteEntry.js', exposes: { './AdminApp': './apps/mfe-admin/src/AdminApp.tsx' } },
});
