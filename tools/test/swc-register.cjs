// `node -r ./tools/test/swc-register.cjs apps/api/src/worker.ts`: runs the API's TypeScript
// sources as separate OS processes before any build exists (npm test runs the API tests before
// the production build). Each .ts file is compiled on require by @swc/core with the settings
// jest.config.js uses, and '@inhala/domain' is mapped to its sources as webpack and Jest map it.
const { readFileSync } = require('node:fs');
const Module = require('node:module');
const { join } = require('node:path');
const { transformSync } = require('@swc/core');

const domain = join(__dirname, '../../libs/domain/src/index.ts');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolveFilename.call(this, request === '@inhala/domain' ? domain : request, ...rest);
};

const options = {
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

Module._extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
