/**
 * The demo challenges, written for Inhala. Each day has a practice to watch, a short reading
 * and a reflection; the texts are built from the day's theme so every day reads as its own.
 */
interface SeedChallengeDay {
  title: string;
  reading: string;
  prompt: string;
}

interface SeedChallenge {
  name: string;
  slug: string;
  shortDesc: string;
  longDesc: string;
  days: SeedChallengeDay[];
}

const day = (title: string, reading: string, prompt: string): SeedChallengeDay => ({
  title,
  reading,
  prompt,
});

export const SEED_CHALLENGES: SeedChallenge[] = [
  {
    name: 'Siete días de calma',
    slug: 'siete-dias-de-calma',
    shortDesc: 'Una semana para bajar el ritmo y volver a tu respiración.',
    longDesc:
      'Durante siete días vas a entrenar la calma como se entrena un músculo: poco a poco, cada día. Cada jornada trae una práctica guiada, una lectura breve y una pregunta para tu diario.',
    days: [
      day(
        'Llegar',
        'Hoy solo llegas. Observa cómo respiras sin cambiar nada.',
        '¿Cómo llegas hoy a esta práctica?',
      ),
      day(
        'Exhalar más largo',
        'Una exhalación más larga que la inhalación le dice a tu cuerpo que está a salvo.',
        '¿Qué notaste al alargar tu exhalación?',
      ),
      day(
        'El cuerpo que sostiene',
        'Recorre tu cuerpo de los pies a la cabeza y agradece lo que te sostiene.',
        '¿Qué parte de tu cuerpo pidió más atención?',
      ),
      day(
        'Pausas pequeñas',
        'Tres respiraciones conscientes antes de cada comida: así se construye la calma.',
        '¿En qué momento del día te costó más hacer una pausa?',
      ),
      day(
        'Soltar la prisa',
        'La prisa es una costumbre, no una obligación. Hoy camina un poco más lento.',
        '¿Qué pasó cuando bajaste el ritmo?',
      ),
      day(
        'Calma en el ruido',
        'La calma no exige silencio: puedes respirar en medio del ruido.',
        '¿Dónde encontraste calma hoy, aunque hubiera ruido?',
      ),
      day(
        'Tu refugio',
        'Crea un refugio interior al que puedas volver cuando lo necesites.',
        '¿Cómo es tu refugio interior y qué te ofrece?',
      ),
    ],
  },
  {
    name: 'Despertar la gratitud',
    slug: 'despertar-la-gratitud',
    shortDesc: 'Diez días para entrenar la mirada que agradece.',
    longDesc:
      'La gratitud cambia lo que ves y cómo lo vives. En diez días vas a practicar agradecer lo pequeño, a las personas, a tu cuerpo y a tu historia.',
    days: [
      day(
        'Lo pequeño',
        'Empieza por lo simple: el agua, la luz, una taza caliente.',
        'Escribe tres cosas pequeñas que agradeces hoy.',
      ),
      day(
        'Las personas',
        'Piensa en alguien que te cuidó sin esperar nada.',
        '¿A quién quieres agradecer y qué le dirías?',
      ),
      day('Tu cuerpo', 'Tu cuerpo trabaja para ti cada segundo.', '¿Qué le agradeces hoy a tu cuerpo?'),
      day(
        'Lo difícil',
        'Algunas dificultades trajeron aprendizajes valiosos.',
        '¿Qué dificultad te enseñó algo importante?',
      ),
      day('Tu hogar', 'Mira tu casa con ojos nuevos.', '¿Qué rincón de tu hogar te da paz?'),
      day('La naturaleza', 'Sal un momento y observa algo vivo.', '¿Qué te regaló la naturaleza hoy?'),
      day(
        'Tus logros',
        'Reconoce lo que has conseguido, también lo que nadie ve.',
        '¿Qué logro tuyo merece más reconocimiento?',
      ),
      day(
        'Gratitud en voz alta',
        'Agradecer en voz alta multiplica el efecto.',
        '¿A quién le diste las gracias hoy y cómo se sintió?',
      ),
      day('Lo que viene', 'Agradece por adelantado lo que estás creando.', '¿Qué agradeces por adelantado?'),
      day('Una vida que agradece', 'La gratitud ya es parte de ti.', '¿Qué cambió en ti en estos diez días?'),
    ],
  },
  {
    name: 'Amor propio en 14 días',
    slug: 'amor-propio-en-14-dias',
    shortDesc: 'Dos semanas para tratarte con la ternura que mereces.',
    longDesc:
      'Catorce días para mirarte con amabilidad, poner límites sanos y celebrar quién eres. Cada día, una práctica corta y una reflexión para tu diario.',
    days: [
      'Mirarte con ternura',
      'Tu voz interior',
      'Límites sanos',
      'Descanso sin culpa',
      'Tu historia',
      'Celebrar lo que eres',
      'Pedir ayuda',
      'Perdonarte',
      'Tu cuerpo, tu casa',
      'Decir que no',
      'Tus deseos',
      'Rodearte de cuidado',
      'Carta a ti',
      'Un nuevo pacto',
    ].map((title, i) =>
      day(
        title,
        `Día ${i + 1}: ${title.toLowerCase()}. Dedica unos minutos a esta práctica y observa con amabilidad lo que aparece.`,
        `¿Qué descubriste hoy sobre ${title.toLowerCase()}?`,
      ),
    ),
  },
];
