const path = require('node:path');
const swcRule = require('../../tools/webpack/swc-rule');

const root = path.resolve(__dirname, '../..');

/** The API as one bundle of our own code; packages stay in node_modules (native ones included). */
module.exports = {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: {
    main: './apps/api/src/main.ts',
    worker: './apps/api/src/worker.ts',
    'pglite-template': './apps/api/src/pglite-template.ts',
    // Its own file: seed/demo-recordings.ts starts it as a worker thread.
    'demo-audio-worker': './apps/api/src/seed/demo-audio.worker.ts',
  },
  output: { path: path.join(root, 'dist/apps/api'), filename: '[name].js', clean: true },
  resolve: {
    extensions: ['.ts', '.js'],
    alias: { '@inhala/domain': path.join(root, 'libs/domain/src/index.ts') },
  },
  externals: [
    ({ request }, callback) =>
      /^[a-z@][^:]*$/i.test(request) && !request.startsWith('@inhala/')
        ? callback(null, `commonjs ${request}`)
        : callback(),
  ],
  externalsPresets: { node: true },
  module: { rules: [swcRule({ decorators: true })] },
  optimization: { minimize: false },
  devtool: 'source-map',
  stats: 'errors-warnings',
};
