const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const swcRule = require('./swc-rule');

const root = path.resolve(__dirname, '../..');
const deps = require(path.join(root, 'package.json')).devDependencies;

/**
 * The singletons every front end shares (DESIGN): one React, one query client and one
 * @inhala/ui, so the session, cache, toasts and router the shell provides reach every remote.
 * The router is not shared as a package: @inhala/ui re-exports the part of it we use (see
 * libs/ui/src/routing/router.ts), because a shared package is never tree-shaken.
 */
const shared = {
  react: { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  '@tanstack/react-query': { singleton: true, requiredVersion: deps['@tanstack/react-query'] },
  '@inhala/ui': { singleton: true, version: '0.1.0', requiredVersion: '0.1.0' },
};

/** One webpack config shape for the shell and the three remotes. */
function webConfig({ name, outDir, entry, federation, plugins = [], rules = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: root,
      entry: { main: entry },
      output: {
        path: path.join(root, 'dist/apps', outDir),
        publicPath: 'auto',
        // Entry files keep stable names (served no-cache); the federation runtime cannot hash them.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:12].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          '@inhala/domain': path.join(root, 'libs/domain/src/index.ts'),
          '@inhala/ui': path.join(root, 'libs/ui/src/index.ts'),
        },
      },
      module: { rules: [swcRule(), ...rules] },
      plugins: [
        new ModuleFederationPlugin({ name, shared, dts: false, manifest: false, ...federation }),
        ...plugins,
      ],
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { webConfig, shared, root };
