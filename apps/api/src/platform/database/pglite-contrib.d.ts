// PGlite publishes its extensions under package exports, which this project's module resolution
// ('node') does not read; Node and webpack resolve them at run time.
declare module '@electric-sql/pglite/contrib/pg_trgm' {
  import type { Extension } from '@electric-sql/pglite';
  export const pg_trgm: Extension;
}
declare module '@electric-sql/pglite/contrib/unaccent' {
  import type { Extension } from '@electric-sql/pglite';
  export const unaccent: Extension;
}
