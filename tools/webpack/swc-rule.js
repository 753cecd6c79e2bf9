// One swc setup for every bundle: TypeScript + decorators (with metadata for Nest/TypeORM) + React.
module.exports = function swcRule({ decorators = false } = {}) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true, decorators },
          transform: {
            legacyDecorator: decorators,
            decoratorMetadata: decorators,
            react: { runtime: 'automatic' },
          },
          target: 'es2022',
        },
      },
    },
  };
};
