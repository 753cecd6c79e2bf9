import sharp from 'sharp';
import { wavFile } from './demo-audio';

/** The people of the demo community besides the demo accounts (demo mode only). */
export const CHAT_MEMBERS = [
  { key: 'lucia', email: 'lucia.romero@comunidad.inhala.local', firstName: 'Lucía', lastName: 'Romero' },
  { key: 'mateo', email: 'mateo.alvarez@comunidad.inhala.local', firstName: 'Mateo', lastName: 'Álvarez' },
  {
    key: 'valentina',
    email: 'valentina.ortiz@comunidad.inhala.local',
    firstName: 'Valentina',
    lastName: 'Ortiz',
  },
  { key: 'diego', email: 'diego.navarro@comunidad.inhala.local', firstName: 'Diego', lastName: 'Navarro' },
] as const;

export type ChatSpeaker = (typeof CHAT_MEMBERS)[number]['key'] | 'admin' | 'cliente';

export interface SeedChatLine {
  who: ChatSpeaker;
  /** Days before today, and the time of day (server time). */
  daysAgo: number;
  at: string;
  text: string;
  file?: 'image' | 'audio';
  likes?: ChatSpeaker[];
}

/** A few days of the room: warm, everyday talk about practice. */
export const CHAT_LINES: SeedChatLine[] = [
  {
    who: 'admin',
    daysAgo: 3,
    at: '07:02',
    text: '¡Buenos días, comunidad! 🌿 Hoy empezamos la semana con una respiración de tres minutos antes de mirar el móvil. ¿Quién se apunta?',
    likes: ['lucia', 'mateo', 'cliente'],
  },
  {
    who: 'lucia',
    daysAgo: 3,
    at: '07:10',
    text: 'Yo me apunto. Llevo cuatro días seguidos y mi plantita ya tiene hojas nuevas 🌱',
  },
  {
    who: 'lucia',
    daysAgo: 3,
    at: '07:10',
    text: 'Lo que más me ayuda es dejar el cojín preparado la noche anterior.',
  },
  {
    who: 'mateo',
    daysAgo: 3,
    at: '07:24',
    text: 'Qué buena idea, Lucía. A mí me cuesta muchísimo por las mañanas, pero lo intento.',
    likes: ['lucia'],
  },
  {
    who: 'cliente',
    daysAgo: 3,
    at: '08:05',
    text: 'Hecho ✨ Tres minutos que me han cambiado el humor del lunes.',
  },
  {
    who: 'valentina',
    daysAgo: 3,
    at: '13:41',
    text: 'Os leo en la pausa del trabajo. Hoy hice la meditación de gratitud en el parque y casi lloro, en el buen sentido.',
    likes: ['cliente', 'admin'],
  },
  {
    who: 'diego',
    daysAgo: 3,
    at: '21:16',
    text: '¿Alguien tiene algún truco para no dormirse en las meditaciones de la noche? 😅',
  },
  {
    who: 'lucia',
    daysAgo: 3,
    at: '21:20',
    text: 'Siéntate en vez de tumbarte, y con la espalda recta. A mí me funciona.',
  },
  {
    who: 'admin',
    daysAgo: 3,
    at: '21:34',
    text: 'Y si te duermes, tampoco pasa nada, Diego: el cuerpo también sabe lo que necesita 💛',
    likes: ['diego', 'valentina'],
  },
  {
    who: 'admin',
    daysAgo: 2,
    at: '08:00',
    text: 'Os dejo el amanecer que vi hoy desde la terraza. Que os acompañe en la práctica de hoy.',
    file: 'image',
    likes: ['lucia', 'mateo', 'valentina', 'cliente'],
  },
  { who: 'mateo', daysAgo: 2, at: '08:12', text: 'Precioso. Así da gusto empezar.' },
  {
    who: 'cliente',
    daysAgo: 2,
    at: '10:47',
    text: 'Hoy terminé el día 5 del reto de calma. La reflexión de hoy me ha removido bastante.',
  },
  {
    who: 'valentina',
    daysAgo: 2,
    at: '10:52',
    text: 'Te entiendo, Clara. A mí el día 5 también me tocó. Date tiempo, que lo que se mueve es para soltarlo.',
    likes: ['cliente'],
  },
  { who: 'cliente', daysAgo: 2, at: '10:53', text: 'Gracias, Valentina 🙏' },
  {
    who: 'diego',
    daysAgo: 2,
    at: '22:03',
    text: 'Update: me senté como decía Lucía y aguanté despierto toda la meditación. ¡Pequeñas victorias!',
    likes: ['lucia', 'admin', 'mateo'],
  },
  {
    who: 'admin',
    daysAgo: 1,
    at: '09:30',
    text: 'Una nota de voz cortita con la campana que usamos para cerrar la práctica. Escuchadla con los ojos cerrados.',
    file: 'audio',
    likes: ['valentina', 'diego'],
  },
  {
    who: 'lucia',
    daysAgo: 1,
    at: '09:44',
    text: 'Qué sonido tan limpio. La he puesto ya como alarma suave 😊',
  },
  {
    who: 'mateo',
    daysAgo: 1,
    at: '18:20',
    text: 'Hoy ha sido un día difícil en el trabajo. Me he dado diez minutos en el coche antes de entrar a casa y ha marcado la diferencia.',
  },
  {
    who: 'valentina',
    daysAgo: 1,
    at: '18:31',
    text: 'Eso es cuidarse, Mateo. Gracias por compartirlo.',
    likes: ['mateo'],
  },
  {
    who: 'cliente',
    daysAgo: 0,
    at: '07:15',
    text: 'Buenos días 🌞 Hoy toca ritual con intención de paciencia. ¿Qué intención os ponéis vosotros?',
  },
  {
    who: 'diego',
    daysAgo: 0,
    at: '07:40',
    text: 'Escuchar más y reaccionar menos.',
    likes: ['cliente', 'lucia'],
  },
  { who: 'lucia', daysAgo: 0, at: '07:42', text: 'Confianza. Que lo que tenga que llegar, llegue.' },
];

/** A small sunrise as a PNG, drawn at seed time. */
export function sunrisePng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">
    <defs>
      <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="#5b6fb5"/><stop offset="0.55" stop-color="#f4a77a"/><stop offset="1" stop-color="#ffd9a8"/>
      </linearGradient>
    </defs>
    <rect width="800" height="500" fill="url(#sky)"/>
    <circle cx="400" cy="330" r="90" fill="#ffe8b0" opacity="0.95"/>
    <path d="M0 360 Q 200 300 400 350 T 800 340 V 500 H 0 Z" fill="#3f5d4a"/>
    <path d="M0 410 Q 220 370 430 405 T 800 400 V 500 H 0 Z" fill="#2c4536"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * A bell-like tone, written sample by sample as a 16-bit mono WAV: a 528 Hz partial and its
 * overtones with a soft attack and a long decay (about 3 s, some 130 KB).
 */
export function bellWav(seconds = 3, rate = 22_050): Buffer {
  const samples = new Float32Array(Math.round(seconds * rate));
  for (let i = 0; i < samples.length; i += 1) {
    const t = i / rate;
    const envelope = Math.min(1, t / 0.01) * Math.exp(-1.6 * t);
    const wave =
      0.6 * Math.sin(2 * Math.PI * 528 * t) +
      0.25 * Math.sin(2 * Math.PI * 1056 * t) * Math.exp(-1.5 * t) +
      0.15 * Math.sin(2 * Math.PI * 1584 * t) * Math.exp(-3 * t);
    samples[i] = wave * envelope * 0.8;
  }
  return wavFile(samples, rate);
}
