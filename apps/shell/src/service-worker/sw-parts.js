const path = require('node:path');

/**
 * The plain scripts PwaPlugin writes into sw.js at their placeholder comments: one list for the
 * build (apps/shell/webpack.config.js) and the worker's unit test (sw-downloads.spec.ts).
 */
module.exports = {
  // The range answers of downloaded recordings.
  __BYTE_RANGE__: path.join(__dirname, 'byte-range.js'),
};
