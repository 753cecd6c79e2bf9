import { InitialSchema1763700000000 } from './1763700000000-initial-schema';
import { Subscriptions1763800000000 } from './1763800000000-subscriptions';
import { Catalogue1763900000000 } from './1763900000000-catalogue';

/** Listed explicitly so the bundled API needs no file globbing to find them. */
export const MIGRATIONS = [InitialSchema1763700000000, Subscriptions1763800000000, Catalogue1763900000000];
