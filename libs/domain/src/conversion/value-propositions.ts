/** Conversion copy for /smart-conversion/{path*} (01 §2). Written for Inhala, in Spanish. */
export interface ValueProposition {
  path: string;
  title: string;
  valueProp: string;
  ctaText: string;
  benefits: string[];
  socialProof?: string;
}

export const DEFAULT_CONVERSION_PATH = '/subscription';

export const DEFAULT_VALUE_PROPOSITION: ValueProposition = {
  path: '/subscription',
  title: 'Tu momento de calma empieza hoy',
  valueProp:
    'Crea tu cuenta gratis y descubre un ritual diario de meditación, reflexión y guía angelical pensado para ti.',
  ctaText: 'Comenzar mi Transformación',
  benefits: [
    'Más de 190 meditaciones guiadas',
    'Ritual diario personalizado en minutos',
    'Retos de varios días para crear hábitos',
    '11 días de prueba gratis al suscribirte',
  ],
  socialProof: 'Más de 1.000 personas ya respiran con Inhala cada día.',
};

export const VALUE_PROPOSITIONS: ValueProposition[] = [
  {
    path: '/journal',
    title: 'Tu Journal te está esperando',
    valueProp:
      'Escribe tus reflexiones, tus páginas matutinas y lo que aprendes en cada reto, todo en un solo lugar.',
    ctaText: 'Desbloquear mi Journal',
    benefits: [
      'Páginas matutinas para vaciar la mente',
      'Reflexiones de tu ritual guardadas cada día',
      'Historial de tus retos y aprendizajes',
    ],
    socialProof: 'Más de 500 personas escriben su Journal con Inhala.',
  },
  {
    path: '/comunidad',
    title: 'Respira en comunidad',
    valueProp: 'Comparte tu camino con personas que, como tú, eligen vivir con más calma y presencia.',
    ctaText: 'Unirme a la Comunidad',
    benefits: [
      'Chat en vivo con la comunidad',
      'Mensajes y audios de nuestras guías',
      'Apoyo diario para no rendirte',
    ],
    socialProof: 'Más de 1.000 miembros en la comunidad.',
  },
  {
    path: '/oracle',
    title: 'Tu carta de los Arcángeles para hoy',
    valueProp: 'Cada día una carta del oráculo de ángeles te trae un mensaje de guía para tu jornada.',
    ctaText: 'Revelar mi Carta',
    benefits: [
      'Una carta nueva cada día',
      'Mensajes guiados por los Arcángeles',
      'Integrada en tu ritual diario',
    ],
  },
  {
    path: '/angel-mondays',
    title: 'Angel Mondays',
    valueProp: 'Cada lunes, un mensaje para empezar la semana con intención, para leer y escuchar.',
    ctaText: 'Recibir mis Angel Mondays',
    benefits: [
      'Un mensaje nuevo cada lunes',
      'Audio para escuchar con calma',
      'Archivo de todos los mensajes',
    ],
  },
  {
    path: '/ritual',
    title: 'Tu ritual diario en 3 pasos',
    valueProp:
      'Meditación, reflexión y una carta del oráculo, elegidos según tu intención y tu tiempo de hoy.',
    ctaText: 'Crear mi Ritual',
    benefits: [
      'Meditación elegida para tu intención',
      'Diario de reflexión guiado',
      'Tu plantita crece con cada día',
    ],
    socialProof: 'Miles de rituales completados cada semana.',
  },
  {
    path: '/meditaciones',
    title: 'Más de 190 meditaciones guiadas',
    valueProp:
      'Meditaciones guiadas paso a paso, para leer o escuchar con la voz de tu dispositivo: dormir, calmar la ansiedad, bajar el estrés, quererte más y mucho más.',
    ctaText: 'Empezar a Meditar',
    benefits: ['Nuevas meditaciones cada semana', 'Guarda tus favoritas', 'Pausas desde 3 minutos'],
  },
  {
    path: '/retos',
    title: 'Retos que transforman hábitos',
    valueProp: 'Programas de varios días con videos, reflexiones y recursos para acompañarte paso a paso.',
    ctaText: 'Empezar un Reto',
    benefits: ['Un paso claro cada día', 'Seguimiento de tu progreso', 'Reflexiones guardadas en tu Journal'],
  },
];

/** Normalises the {path*} remainder into an absolute path; empty means the default target. */
export function conversionTargetPath(rest: string | undefined | null): string {
  const trimmed = (rest ?? '').replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed ? `/${trimmed}` : DEFAULT_CONVERSION_PATH;
}

/** Exact or prefix match; subscription, paywall and unknown paths get the default proposition. */
export function valuePropositionFor(path: string): ValueProposition {
  const found = VALUE_PROPOSITIONS.find((vp) => path === vp.path || path.startsWith(`${vp.path}/`));
  return found ?? { ...DEFAULT_VALUE_PROPOSITION, path };
}
