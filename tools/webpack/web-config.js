const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const swcRule = require('./swc-rule');
const MinimizerPlugin = require('minimizer-webpack-plugin');

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

/**
 * One webpack config shape for the shell and the three remotes. Each builds its own stylesheet
 * (Tailwind through PostCSS, extracted to .css files): the shell's comes with its first page, a
 * remote's with the exposed module that imports it, loaded by the remote's own runtime.
 */
function webConfig({ name, outDir, entry, federation, plugins = [] }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const isRemote = Boolean(federation.exposes);
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
        // A remote may be served from another origin than the shell's page (REMOTE_<NAME>_URL):
        // its chunks and stylesheets are then requested in CORS mode, so their errors reach the
        // page's handlers in full; its server must allow the shell's origin
        // (tools/web/serve-remote.mjs). Same-origin requests are unchanged.
        ...(isRemote && { crossOriginLoading: 'anonymous' }),
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js'],
        alias: {
          '@inhala/domain': path.join(root, 'libs/domain/src/index.ts'),
          '@inhala/ui': path.join(root, 'libs/ui/src/index.ts'),
        },
      },
      module: {
        rules: [
          swcRule(),
          { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader', 'postcss-loader'] },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({ name, shared, dts: false, manifest: false, ...federation }),
        new MiniCssExtractPlugin({ filename: '[name].[contenthash:12].css' }),
        ...plugins,
      ],
      // SWC's minifier instead of webpack's default Terser: the same output within 0.2 % (gzip),
      // in less than half the CPU time of the build.
      optimization: {
        minimizer: [
          new MinimizerPlugin({
            minify: MinimizerPlugin.swcMinify,
            minimizerOptions: { compress: { passes: 2 }, mangle: true },
          }),
          // webpack's own minimizers for the rest (index.html); they step aside for JavaScript.
          '...',
        ],
      },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { webConfig, shared, root };
