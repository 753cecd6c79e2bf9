// Inhala's own lint rules: the layers inside the API, which the Nx tag rule (projects) cannot see.
import { dirname, relative, resolve, sep } from 'node:path';

const MODULES = `${sep}apps${sep}api${sep}src${sep}modules${sep}`;

/** modules/<context>/<layer>/... of an absolute path inside the API, or null. */
function place(file) {
  const at = file.indexOf(MODULES);
  if (at < 0) return null;
  const [context, layer = ''] = file.slice(at + MODULES.length).split(sep);
  return { context, layer };
}

const apiLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'API contexts talk through their front doors; application never imports adapters' },
    messages: {
      frontDoor:
        "'{{source}}' reaches into the {{target}} context: import what it exports from '{{door}}' (its index.ts) instead.",
      applicationToAdapter:
        "'{{source}}' is an adapter: application code depends on ports (ports/) and @inhala/domain, and the module file binds the adapter.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    const from = place(file);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = resolve(dirname(file), source);
      const to = place(`${target}${sep}`);
      if (!to) return;
      if (to.context !== from.context) {
        const isFrontDoor = to.layer === '' || to.layer === 'index' || to.layer === 'index.ts';
        if (!isFrontDoor) {
          const door = relative(
            dirname(file),
            target.slice(0, target.indexOf(to.context) + to.context.length),
          );
          context.report({
            node: node.source,
            messageId: 'frontDoor',
            data: { source, target: to.context, door },
          });
        }
        return;
      }
      if (from.layer === 'application' && to.layer === 'adapters') {
        context.report({ node: node.source, messageId: 'applicationToAdapter', data: { source } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

export default { meta: { name: 'inhala' }, rules: { 'api-layers': apiLayers } };
