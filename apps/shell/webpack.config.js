const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { FirstLoadPreloadPlugin } = require('../../tools/webpack/first-load-preload-plugin');
const { PwaPlugin } = require('../../tools/webpack/pwa-plugin');
const { webConfig } = require('../../tools/webpack/web-config');

module.exports = webConfig({
  name: 'shell',
  outDir: 'shell',
  entry: './apps/shell/src/main.ts',
  // Remotes are registered at run time from /remotes.json, never at build time.
  federation: { remotes: {} },
  plugins: [
    new HtmlWebpackPlugin({ template: path.join(__dirname, 'src/index.html'), publicPath: '/' }),
    new FirstLoadPreloadPlugin({
      // The catalogue every first page reads (transport.ts fetches with credentials: 'include').
      extraLinks: [{ rel: 'preload', href: '/api/content', as: 'fetch', crossorigin: 'use-credentials' }],
    }),
    new PwaPlugin({
      staticDir: path.join(__dirname, 'src/pwa'),
      swTemplate: path.join(__dirname, 'src/pwa/sw-template.js'),
      assetDirs: { plants: path.join(__dirname, 'src/plants') },
      swParts: require('./src/service-worker/sw-parts'),
    }),
  ],
});
