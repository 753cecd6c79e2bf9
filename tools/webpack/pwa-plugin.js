const fs = require('node:fs');
const path = require('node:path');
const { createHash } = require('node:crypto');

/**
 * Emits what makes the shell installable (DESIGN: PWA): the web app manifest and icons copied
 * from `staticDir`, and `sw.js` built from `swTemplate` with the list of this build's files to
 * precache and a version that changes with them. Hand-rolled rather than Workbox: the worker is
 * some fifty lines and the app shell is its only precache. `assetDirs` maps a URL folder to a
 * source folder whose files ship with the shell (e.g. the streak plant drawings) and are
 * precached with it. `swParts` maps a placeholder comment in the template (`// __NAME__`) to a
 * plain script written there as it is, so the worker and a unit test share one source.
 */
/**
 * sw.js from its template: the precache list and version written in, and each part (a file)
 * written where its placeholder comment is. Also what the worker's unit test runs.
 */
function buildWorker({ template, precache, version, parts = {} }) {
  let worker = fs
    .readFileSync(template, 'utf8')
    .replace('__PRECACHE__', JSON.stringify(precache))
    .replace('__VERSION__', version);
  for (const [name, file] of Object.entries(parts)) {
    const part = fs.readFileSync(file, 'utf8');
    if (!worker.includes(`// ${name}`)) throw new Error(`sw template has no '// ${name}'`);
    worker = worker.replace(`// ${name}`, () => part);
  }
  return worker;
}

class PwaPlugin {
  constructor({ staticDir, swTemplate, assetDirs = {}, swParts = {} }) {
    this.staticDir = staticDir;
    this.swParts = swParts;
    this.assetDirs = assetDirs;
    this.swTemplate = swTemplate;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PwaPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PwaPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const file of fs.readdirSync(this.staticDir)) {
            if (file === path.basename(this.swTemplate)) continue;
            compilation.emitAsset(
              file,
              new sources.RawSource(fs.readFileSync(path.join(this.staticDir, file))),
            );
          }
          for (const [folder, dir] of Object.entries(this.assetDirs)) {
            for (const file of fs.readdirSync(dir)) {
              compilation.emitAsset(
                `${folder}/${file}`,
                new sources.RawSource(fs.readFileSync(path.join(dir, file))),
              );
            }
          }
          const precache = Object.keys(compilation.assets)
            .filter(
              (name) =>
                /\.(js|css|html|svg|webmanifest)$/.test(name) && !name.endsWith('.map') && name !== 'sw.js',
            )
            .map((name) => (name === 'index.html' ? '/' : `/${name}`))
            .sort();
          const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
          for (const file of Object.values(this.swParts)) compilation.fileDependencies.add(file);
          const worker = buildWorker({ template: this.swTemplate, precache, version, parts: this.swParts });
          compilation.emitAsset('sw.js', new sources.RawSource(worker));
        },
      );
    });
  }
}

module.exports = { PwaPlugin, buildWorker };
