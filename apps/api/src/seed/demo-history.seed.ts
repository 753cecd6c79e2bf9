import { addDays, localDateIn } from '@inhala/domain';

/**
 * Three weeks in the life of the demo client, written for Inhala: which days she practised, what
 * she asked of each ritual and what she wrote afterwards. Days are offsets from "today" in her
 * time zone, worked out when the server starts, so the demo is never stale.
 *
 * The current streak is the last nine days up to yesterday: today is still hers to practise, so
 * the home page invites her to keep it going and the ritual is there to be done. Day -10 was
 * missed, which is where this streak began; earlier runs were shorter.
 */
export const DEMO_STREAK_DAYS = 9;

/** Days (before today) with a completed ritual: 21 days back, with three gaps. */
export const DEMO_PRACTICE_OFFSETS: readonly number[] = [
  -20, -19, -18, -17, -16, -14, -13, -12, -9, -8, -7, -6, -5, -4, -3, -2, -1,
];

/** The active challenge: joined three days ago, one day done each day since, now on day 4. */
export const DEMO_CHALLENGE = {
  slug: 'siete-dias-de-calma',
  currentDay: 4,
  dayOffsets: [-3, -2, -1],
} as const;

/** What she wrote after her challenge days' reflection question, day 1 to 3. */
export const DEMO_CHALLENGE_REFLECTIONS = [
  'Llegué con los hombros tensos y la cabeza llena de pendientes. Solo observar mi respiración, sin cambiarla, ya me hizo notar cuánto la retengo.',
  'Alargar la exhalación funciona: a la tercera vuelta sentí el pecho más suelto. Lo repetí en el tráfico y me reí de mí misma, con cariño.',
  'Hoy noté la calma como un lugar al que puedo volver, no como algo que tengo que conseguir. Eso me quita mucha presión.',
];

/** One ritual: the wizard's three choices and the reflection she left. */
interface DemoRitualText {
  intention: string;
  duration: number;
  style: 'Pasiva' | 'Activa';
  reflection: string;
}

/** Used in turn, newest day first, so the journal opens on the freshest words. */
export const DEMO_RITUALS: readonly DemoRitualText[] = [
  {
    intention: 'Gratitud',
    duration: 10,
    style: 'Pasiva',
    reflection:
      'Nueve días seguidos. Agradezco a esta versión de mí que se sienta cada mañana aunque no tenga ganas: es la que está cambiando las cosas.',
  },
  {
    intention: 'Calma',
    duration: 5,
    style: 'Pasiva',
    reflection:
      'Día intenso en el trabajo, pero esos cinco minutos fueron mi refugio. Volví a la respiración cada vez que sentí prisa.',
  },
  {
    intention: 'Amor propio',
    duration: 15,
    style: 'Pasiva',
    reflection:
      'Me costó decirme cosas amables sin sentirme ridícula. Al final me puse la mano en el pecho y solo respiré. Fue suficiente.',
  },
  {
    intention: 'Claridad',
    duration: 10,
    style: 'Activa',
    reflection:
      'Caminé despacio alrededor de la cuadra contando los pasos con la respiración. La decisión que me pesaba se aclaró sola: no era para mí.',
  },
  {
    intention: 'Descanso',
    duration: 20,
    style: 'Pasiva',
    reflection:
      'Medité acostada antes de dormir y me quedé dormida al final. Desperté con una suavidad que no sentía desde hace semanas.',
  },
  {
    intention: 'Sanación',
    duration: 10,
    style: 'Pasiva',
    reflection:
      'Apareció un recuerdo de mi abuela y lloré un poquito. No lo empujé: lo dejé pasar como una nube. Me quedé con su ternura.',
  },
  {
    intention: 'Energía',
    duration: 5,
    style: 'Activa',
    reflection:
      'Respiración con movimiento de brazos al despertar. Cinco minutos y el café me supo distinto: ya estaba despierta por dentro.',
  },
  {
    intention: 'Perdón',
    duration: 15,
    style: 'Pasiva',
    reflection:
      'Pensé en la discusión con mi hermana. No llegué a perdonar del todo, pero ya no siento el nudo en la garganta. Es un comienzo.',
  },
  {
    intention: 'Calma',
    duration: 10,
    style: 'Pasiva',
    reflection:
      'Empecé de nuevo después de dos días sin practicar. Sin culpa: la planta vuelve a brotar y yo también.',
  },
  {
    intention: 'Abundancia',
    duration: 10,
    style: 'Pasiva',
    reflection:
      'Hice una lista mental de todo lo que ya tengo: salud, amigas que me escuchan, una casa con luz. Me sentí rica de verdad.',
  },
  {
    intention: 'Protección',
    duration: 5,
    style: 'Pasiva',
    reflection:
      'Imaginé una luz dorada a mi alrededor antes de salir. Tonto o no, entré a la reunión mucho más tranquila.',
  },
  {
    intention: 'Relaciones',
    duration: 10,
    style: 'Activa',
    reflection:
      'Escribí mientras respiraba sobre las personas que me sostienen. Le mandé un mensaje a Sofía para decirle que la quiero.',
  },
];

/** Morning pages, a few days ago to this morning's eve. */
export const DEMO_MORNING_PAGES: ReadonlyArray<{ offset: number; title: string; content: string }> = [
  {
    offset: -11,
    title: 'Volver a empezar',
    content:
      'Ayer no practiqué y hoy tampoco tengo muchas ganas. Escribo igual, porque prometí escribir tres páginas aunque sean de quejas. Me doy cuenta de que la constancia no es sentir ganas: es volver. Mañana vuelvo al ritual.',
  },
  {
    offset: -6,
    title: 'Lo que sí está bien',
    content:
      'Amanece nublado. Tengo la mente llena de listas, así que las suelto aquí: la lavandería, llamar a mamá, el informe del viernes. Ya están en el papel, ya no dan vueltas. Lo que sí está bien hoy: dormí siete horas, el café está caliente y tengo una semana de racha.',
  },
  {
    offset: -2,
    title: 'Espacio',
    content:
      'Noto que reacciono menos rápido. Ayer alguien me habló con prisa y, en vez de contagiarme, respiré. No soy otra persona, pero hay un espacio nuevo entre lo que pasa y lo que hago. Quiero cuidar ese espacio.',
  },
];

/** How many favourites she has (the first of the meditations she practised with, and one more). */
export const DEMO_FAVOURITE_COUNT = 4;

/**
 * The instant at `time` ('HH:MM') on a civil day in a time zone: the guess in UTC, corrected by
 * the zone's offset at that moment (twice, so a day that changes its offset lands right).
 */
export function instantAt(day: string, time: string, timeZone: string): Date {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const wall = Date.UTC(y, m - 1, d, hours, minutes);
  let instant = wall;
  for (let pass = 0; pass < 2; pass += 1) instant = wall - offsetAt(new Date(instant), timeZone);
  return new Date(instant);
}

const wallClock = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's clock is ahead of UTC at an instant, in ms. */
function offsetAt(instant: Date, timeZone: string): number {
  let format = wallClock.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClock.set(timeZone, format);
  }
  const parts: Record<string, number> = {};
  for (const p of format.formatToParts(instant)) parts[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    parts['year'] ?? 0,
    (parts['month'] ?? 1) - 1,
    parts['day'] ?? 1,
    parts['hour'] ?? 0,
    parts['minute'] ?? 0,
    parts['second'] ?? 0,
  );
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The civil day `offset` days from the person's today. */
export const dayFrom = (now: Date, timeZone: string, offset: number): string =>
  addDays(localDateIn(now, timeZone), offset);
