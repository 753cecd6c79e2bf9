import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export: the shell's pages and dialogs load when first shown. */
export function lazyNamed<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) {
  return lazy(async () => ({ default: (await load())[name] }));
}
