// The package's subpath is in its "exports" map, which the workspace's `moduleResolution: node`
// does not read (webpack and Node do): its declaration is named here.
declare module '@orama/stemmers/spanish' {
  export function stemmer(word: string): string;
  export const language: string;
}
