const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Module Federation starts the shell in steps: main.js runs, then asks for `bootstrap` and the
 * shared packages it uses (react-dom, react-query, @inhala/ui, ...), each a chunk of its own.
 * Found one after another, they cost a phone a round trip per step. This plugin lists, at
 * build time, the chunks that first start needs (the entry's async import, and for every
 * shared package those chunks consume, the chunk this build provides it from, followed
 * transitively: the host's own copy is the one the share scope hands out) and adds a
 * `<link rel="preload" as="script">` for each to index.html, so they download beside main.js.
 * Their stylesheets become ordinary `<link rel="stylesheet">` tags in the head (the CSS
 * loader finds them there by their data-href and does not load them again), so the styles arrive with the HTML's
 * first requests instead of after the scripts ran; main.js is fetched at high priority, not at
 * the low one Chrome gives a deferred script behind the preloads.
 * Lazy pages and prefetched chunks (dialogs, toasts) are not followed: they are not needed
 * to show the first page. `extraLinks` adds fixed preloads (e.g. the API data every page reads).
 */
class FirstLoadPreloadPlugin {
  constructor({ entry = 'main', extraLinks = [] } = {}) {
    this.entry = entry;
    this.extraLinks = extraLinks;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('FirstLoadPreloadPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(
        'FirstLoadPreloadPlugin',
        (data) => {
          const publicPath = data.publicPath === 'auto' ? '/' : data.publicPath;
          const files = this.firstLoadFiles(compilation);
          for (const tag of data.headTags) {
            if (tag.tagName === 'script') tag.attributes.fetchpriority = 'high';
          }
          const links = [
            ...files
              .filter((file) => file.endsWith('.css'))
              .map((file) => ({
                tagName: 'link',
                voidTag: true,
                // data-href is the name the CSS loader looks for: with publicPath 'auto' it
                // compares absolute URLs, never '/x.css', and would link the sheet a second time.
                attributes: { rel: 'stylesheet', href: `${publicPath}${file}`, 'data-href': file },
              })),
            ...files
              .filter((file) => file.endsWith('.js'))
              .map((file) => ({
                tagName: 'link',
                voidTag: true,
                attributes: { rel: 'preload', as: 'script', href: `${publicPath}${file}` },
              })),
            ...this.extraLinks.map((attributes) => ({ tagName: 'link', voidTag: true, attributes })),
          ];
          data.headTags.push(...links);
          return data;
        },
      );
    });
  }

  /** The script and stylesheet files of the chunks the first start loads, in a stable order. */
  firstLoadFiles(compilation) {
    const { chunkGraph } = compilation;
    const entrypoint = compilation.entrypoints.get(this.entry);
    const entryChunks = new Set(entrypoint.chunks);
    const visited = new Set();
    const files = [];
    const provided = new Map();
    for (const module of compilation.modules) {
      if (module.type === 'provide-module') provided.set(module._name, module);
    }

    const visitGroup = (group) => {
      for (const chunk of group.chunks) {
        if (visited.has(chunk) || entryChunks.has(chunk)) continue;
        visited.add(chunk);
        for (const file of chunk.files) if (/\.(js|css)$/.test(file)) files.push(file);
        for (const module of chunkGraph.getChunkModulesIterable(chunk)) followSharedFallbacks(module);
      }
    };
    const followSharedFallbacks = (module) => {
      if (module.type !== 'consume-shared-module') return;
      const source = provided.get(module.options.shareKey) ?? module;
      for (const block of source.blocks) {
        const group = chunkGraph.getBlockChunkGroup(block);
        if (group) visitGroup(group);
      }
    };

    // The entry's own async imports: in main.ts, only `import('./bootstrap')`.
    for (const chunk of entryChunks) {
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') {
          followSharedFallbacks(module);
          continue;
        }
        for (const block of module.blocks) {
          const group = chunkGraph.getBlockChunkGroup(block);
          if (group) visitGroup(group);
        }
      }
    }
    return files.sort();
  }
}

module.exports = { FirstLoadPreloadPlugin };
