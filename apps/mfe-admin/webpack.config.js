const { webConfig } = require('../../tools/webpack/web-config');

/** Remote 'admin': its route tree, mounted by the shell at run time for admins only. */
module.exports = webConfig({
  name: 'admin',
  outDir: 'mfe-admin',
  entry: './apps/mfe-admin/src/main.ts',
  federation: {
    filename: 'remoteEntry.js',
    exposes: { './AdminApp': './apps/mfe-admin/src/AdminRemote.tsx' },
  },
});
