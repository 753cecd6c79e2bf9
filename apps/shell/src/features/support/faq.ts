/** Support FAQ (02 §3.11): 13 items in the spec's categories, written for Inhala. */
export const FAQ_CATEGORIES = [
  'Cuenta',
  'Meditación',
  'Ritual',
  'Oráculo',
  'Retos',
  'Privacidad',
  'Técnico',
  'Suscripción',
] as const;
type FaqCategory = (typeof FAQ_CATEGORIES)[number];

interface FaqItem {
  id: number;
  question: string;
  answer: string;
  category: FaqCategory;
}

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 1,
    category: 'Cuenta',
    question: '¿Cómo creo mi cuenta?',
    answer:
      'Pulsa «Comenzar mi Transformación», escribe tu nombre, apellido, correo y una contraseña de al menos 6 caracteres. Tu cuenta queda lista al instante.',
  },
  {
    id: 2,
    category: 'Cuenta',
    question: 'Olvidé mi contraseña, ¿qué hago?',
    answer:
      'En «Iniciar Sesión» elige «¿Olvidaste tu contraseña?». Te enviaremos un código de 6 dígitos a tu correo; es válido durante 15 minutos.',
  },
  {
    id: 3,
    category: 'Meditación',
    question: '¿Cuántas meditaciones hay?',
    answer:
      'Más de 190 meditaciones guiadas en español, organizadas por categorías como sueño, ansiedad, abundancia o gratitud. Añadimos nuevas cada semana.',
  },
  {
    id: 4,
    category: 'Meditación',
    question: '¿Puedo guardar mis meditaciones favoritas?',
    answer: 'Sí. Pulsa «Me Gusta» en cualquier meditación y la encontrarás en la pestaña «Mis Favoritas».',
  },
  {
    id: 5,
    category: 'Ritual',
    question: '¿Qué es el Ritual Diario?',
    answer:
      'Es tu práctica del día en tres pasos: una meditación elegida según tu intención, tiempo y estilo; una reflexión en tu diario; y una carta del oráculo.',
  },
  {
    id: 6,
    category: 'Ritual',
    question: '¿Cómo crece mi plantita?',
    answer:
      'Cada día que completas tu práctica tu racha suma un día y tu plantita avanza una etapa. Si un día no practicas, la racha vuelve a empezar.',
  },
  {
    id: 7,
    category: 'Oráculo',
    question: '¿Cuántas cartas del oráculo puedo sacar?',
    answer:
      'Una carta al día en el inicio y otra dentro de tu ritual. Cada carta viene guiada por un arcángel con un mensaje para tu jornada.',
  },
  {
    id: 8,
    category: 'Retos',
    question: '¿Cómo funcionan los Retos?',
    answer:
      'Son programas de varios días con videos, audios y reflexiones. Puedes tener un reto activo a la vez y avanzar un día cada jornada.',
  },
  {
    id: 9,
    category: 'Privacidad',
    question: '¿Quién puede leer mi Journal?',
    answer:
      'Solo tú. Tus reflexiones y páginas matutinas son privadas y nunca se comparten con la comunidad.',
  },
  {
    id: 10,
    category: 'Privacidad',
    question: '¿Cómo protegen mis datos?',
    answer:
      'Tu contraseña se guarda cifrada, tu sesión viaja protegida y los pagos los procesa directamente nuestro proveedor de pagos: nunca vemos los datos de tu tarjeta.',
  },
  {
    id: 11,
    category: 'Técnico',
    question: '¿Puedo instalar Inhala en mi teléfono?',
    answer:
      'Sí. Desde el navegador elige «Instalar Inhala» o «Añadir a pantalla de inicio» y tendrás la app como cualquier otra.',
  },
  {
    id: 12,
    category: 'Suscripción',
    question: '¿Cómo funciona la prueba gratis?',
    answer:
      'Al elegir tu primer plan tienes 11 días de prueba gratis (una vez por cuenta). La prueba comienza al completar el pago y puedes cancelarla desde tu perfil antes de que termine sin ningún cargo.',
  },
  {
    id: 13,
    category: 'Suscripción',
    question: '¿Cómo cancelo mi suscripción?',
    answer:
      'Ve a Perfil › Suscripción › «Gestionar suscripción». Mantendrás el acceso hasta el final del periodo que ya pagaste.',
  },
];

/** Contact categories of the support form (02 §3.11). */
export const CONTACT_CATEGORIES = [
  { value: 'tecnico', label: 'Problema técnico' },
  { value: 'contenido', label: 'Contenido y meditaciones' },
  { value: 'cuenta', label: 'Cuenta y suscripción' },
  { value: 'general', label: 'Consulta general' },
] as const;

export const SUPPORT_EMAIL = 'soporte@inhala.app';
