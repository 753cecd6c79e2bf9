/**
 * The demo catalogue, written for Inhala: 12 categories × 8 practices, each in a seated (Pasiva)
 * and a moving (Activa) version — 192 meditations. Durations rotate through the ritual's
 * options so every intention, duration and style has a match.
 */
interface SeedCategory {
  name: string;
  /** What a practice of this category guides toward, with its article ('hacia el perdón'). */
  toward: string;
  slug: string;
  keyword: string;
  prompt: string;
  practices: string[];
}

export const SEED_TYPES = ['Pasiva', 'Activa'] as const;

/** Intention keywords; the one with 'universo' is shown last and highlighted in the ritual. */
export const SEED_KEYWORDS = [
  'Calma',
  'Descanso',
  'Abundancia',
  'Gratitud',
  'Amor propio',
  'Sanación',
  'Claridad',
  'Energía',
  'Relaciones',
  'Perdón',
  'Protección',
  'Conexión con el universo',
] as const;

const SEED_DURATIONS = ['5 min', '10 min', '15 min', '20 min', '25 min'] as const;

export const SEED_CATEGORIES: SeedCategory[] = [
  {
    name: 'Calma',
    toward: 'la calma',
    slug: 'calma',
    keyword: 'Calma',
    prompt: '¿Qué cambió en tu cuerpo cuando tu respiración se hizo más lenta?',
    practices: [
      'Respiración del océano',
      'Volver al centro',
      'La pausa sagrada',
      'Cuatro tiempos de calma',
      'Aquietar la mente',
      'Un lago en calma',
      'Suelta los hombros',
      'Refugio interior',
    ],
  },
  {
    name: 'Sueño',
    toward: 'un sueño profundo',
    slug: 'sueno',
    keyword: 'Descanso',
    prompt: '¿Qué necesitas soltar hoy para descansar profundamente?',
    practices: [
      'Descanso profundo',
      'Soltar el día',
      'Escaneo para dormir',
      'Luna en tu pecho',
      'Cuenta regresiva al sueño',
      'El jardín de la noche',
      'Párpados pesados',
      'Nube de descanso',
    ],
  },
  {
    name: 'Abundancia',
    toward: 'la abundancia',
    slug: 'abundancia',
    keyword: 'Abundancia',
    prompt: 'Escribe tres formas en que la abundancia ya está presente en tu vida.',
    practices: [
      'Abrirte a recibir',
      'Semillas de prosperidad',
      'El río de la abundancia',
      'Merecer lo bueno',
      'Manos abiertas',
      'Cosecha interior',
      'Confianza en el flujo',
      'Lluvia dorada',
    ],
  },
  {
    name: 'Gratitud',
    toward: 'la gratitud',
    slug: 'gratitud',
    keyword: 'Gratitud',
    prompt: '¿A quién o a qué quieres agradecer hoy, y por qué?',
    practices: [
      'Gracias por este día',
      'Corazón agradecido',
      'Tres regalos',
      'La gratitud del cuerpo',
      'Mirar con ojos nuevos',
      'Pequeñas alegrías',
      'Agradecer lo difícil',
      'Carta de gratitud',
    ],
  },
  {
    name: 'Amor Propio',
    toward: 'el amor propio',
    slug: 'amor-propio',
    keyword: 'Amor propio',
    prompt: '¿Qué te dirías hoy si fueras tu mejor amiga?',
    practices: [
      'Abrazo interior',
      'Espejo amoroso',
      'Soy suficiente',
      'Hablarte con ternura',
      'Honrar tu cuerpo',
      'La niña interior',
      'Límites con amor',
      'Florecer en ti',
    ],
  },
  {
    name: 'Sanación',
    toward: 'la sanación',
    slug: 'sanacion',
    keyword: 'Sanación',
    prompt: '¿Qué parte de ti pide hoy cuidado y paciencia?',
    practices: [
      'Luz que sana',
      'Respirar en la herida',
      'Agua que limpia',
      'Sanar el cansancio',
      'Raíces de la tierra',
      'Volver a confiar',
      'Bálsamo para el corazón',
      'Renacer',
    ],
  },
  {
    name: 'Enfoque',
    toward: 'el enfoque',
    slug: 'enfoque',
    keyword: 'Claridad',
    prompt: '¿Cuál es la única cosa importante que quieres lograr hoy?',
    practices: [
      'Mente clara',
      'Una sola cosa',
      'La llama de la vela',
      'Ordenar pensamientos',
      'Presencia total',
      'Intención del día',
      'El arquero',
      'Cielo despejado',
    ],
  },
  {
    name: 'Energía',
    toward: 'una energía renovada',
    slug: 'energia',
    keyword: 'Energía',
    prompt: '¿Qué te da energía y qué te la quita?',
    practices: [
      'Despertar el cuerpo',
      'Sol de la mañana',
      'Respiración de fuego',
      'Recargar la vitalidad',
      'Movimiento que despierta',
      'Chispa interior',
      'Raíz y alas',
      'Amanecer dentro de ti',
    ],
  },
  {
    name: 'Relaciones',
    toward: 'relaciones más amables',
    slug: 'relaciones',
    keyword: 'Relaciones',
    prompt: '¿Qué relación quieres cuidar esta semana y cómo?',
    practices: [
      'Corazón abierto',
      'Escuchar de verdad',
      'Bondad amorosa',
      'Puentes de paz',
      'Tu tribu',
      'Amor sin apegos',
      'Comunicar desde el alma',
      'Lazos sanos',
    ],
  },
  {
    name: 'Perdón',
    toward: 'el perdón',
    slug: 'perdon',
    keyword: 'Perdón',
    prompt: '¿A quién (quizá a ti) estás lista para perdonar un poco más?',
    practices: [
      'Soltar el peso',
      'Perdonarte',
      'Cortar lazos con amor',
      'Ho’oponopono',
      'Paz con el pasado',
      'Liberar resentimientos',
      'El perdón como regalo',
      'Hacer las paces',
    ],
  },
  {
    name: 'Protección',
    toward: 'la protección',
    slug: 'proteccion',
    keyword: 'Protección',
    prompt: '¿Dónde te sientes segura, y cómo puedes llevar esa sensación contigo?',
    practices: [
      'Escudo de luz',
      'Manto del Arcángel Miguel',
      'Burbuja protectora',
      'Limpieza energética',
      'Anclaje seguro',
      'Raíces profundas',
      'Círculo de ángeles',
      'Fortaleza serena',
    ],
  },
  {
    name: 'Conexión Angelical',
    toward: 'la conexión angelical',
    slug: 'conexion-angelical',
    keyword: 'Conexión con el universo',
    prompt: '¿Qué señal o mensaje sientes que el universo te está enviando?',
    practices: [
      'Encuentro con tu ángel',
      'Mensajes del universo',
      'Escalera de luz',
      'Guía de los arcángeles',
      'Señales en el camino',
      'Unidad con todo',
      'Cielo estrellado',
      'La voz interior',
    ],
  },
];

interface SeedMeditation {
  name: string;
  slug: string;
  description: string;
  duration: string;
  journalPrompt: string;
  category: string;
  keywords: string[];
  type: (typeof SEED_TYPES)[number];
  isNew: boolean;
  sortOrder: number;
}

const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/(^-|-$)/g, '');

/** Expands the categories into the 192 meditations, deterministic so reseeding is stable. */
export function seedMeditations(): SeedMeditation[] {
  const out: SeedMeditation[] = [];
  SEED_CATEGORIES.forEach((category, c) => {
    category.practices.forEach((practice, p) => {
      for (const type of SEED_TYPES) {
        const active = type === 'Activa';
        const name = active ? `${practice} en movimiento` : practice;
        const index = out.length;
        const second =
          SEED_KEYWORDS[
            (SEED_KEYWORDS.indexOf(category.keyword as (typeof SEED_KEYWORDS)[number]) + p + 1) %
              SEED_KEYWORDS.length
          ];
        out.push({
          name,
          slug: slugify(name),
          description: active
            ? `${practice}: una práctica para hacer caminando, escribiendo o moviéndote con suavidad, guiada hacia ${category.toward}.`
            : `${practice}: siéntate o recuéstate cómoda y déjate guiar hacia ${category.toward}, respiración a respiración.`,
          duration: SEED_DURATIONS[(c + p + (active ? 2 : 0)) % SEED_DURATIONS.length] as string,
          journalPrompt: category.prompt,
          category: category.name,
          keywords: [category.keyword, second as string],
          type,
          // The newest few, as a weekly release would leave them.
          isNew: index >= 188,
          sortOrder: index + 1,
        });
      }
    });
  });
  return out;
}
