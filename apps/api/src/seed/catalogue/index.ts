import type { CatalogueEntry } from './catalogue-entry';

import { meditations as calma } from './calma';
import { meditations as ansiedad } from './ansiedad';
import { meditations as estres } from './estres';
import { meditations as sueno } from './sueno';
import { meditations as respiracion } from './respiracion';
import { meditations as relajacionCorporal } from './relajacion-corporal';
import { meditations as enfoque } from './enfoque';
import { meditations as gratitud } from './gratitud';
import { meditations as amorPropio } from './amor-propio';
import { meditations as soltar } from './soltar';
import { meditations as manana } from './manana';
import { meditations as pausasBreves } from './pausas-breves';
import { meditations as principiantes } from './principiantes';
import { meditations as sanacion } from './sanacion';
import { meditations as abundancia } from './abundancia';
import { meditations as conexionAngelical } from './conexion-angelical';

export * from './catalogue-entry';

/** The demo catalogue in the home carousel's order of categories. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  ...calma,
  ...ansiedad,
  ...estres,
  ...sueno,
  ...respiracion,
  ...relajacionCorporal,
  ...enfoque,
  ...gratitud,
  ...amorPropio,
  ...soltar,
  ...manana,
  ...pausasBreves,
  ...principiantes,
  ...sanacion,
  ...abundancia,
  ...conexionAngelical,
];
