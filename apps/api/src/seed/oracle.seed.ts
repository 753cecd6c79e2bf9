/**
 * The demo oracle, written for Inhala: seven archangels, each guiding three cards. The texts
 * speak to the reader in the second person, as the daily card does.
 */
interface SeedArchangel {
  name: string;
  slug: string;
  topic: string;
  description: string;
  cards: Array<{ name: string; slug: string; explanation: string; description: string }>;
}

export const SEED_ARCHANGELS: SeedArchangel[] = [
  {
    name: 'Arcángel Miguel',
    slug: 'miguel',
    topic: 'Protección y valentía',
    description: 'Miguel corta los lazos que te drenan y te recuerda que estás a salvo para avanzar.',
    cards: [
      {
        name: 'Escudo de luz',
        slug: 'escudo-de-luz',
        explanation: 'Hoy estás protegida. Puedes decir que no a lo que te pesa sin culpa.',
        description: 'Imagina una luz azul que te envuelve antes de empezar el día.',
      },
      {
        name: 'Valentía serena',
        slug: 'valentia-serena',
        explanation: 'El paso que temes dar ya está acompañado. Dalo con calma, no con prisa.',
        description: 'Respira tres veces y nombra en voz alta lo que vas a hacer.',
      },
      {
        name: 'Corta los lazos',
        slug: 'corta-los-lazos',
        explanation: 'Suelta una relación, un hábito o un pensamiento que ya no te nutre.',
        description: 'Escribe qué sueltas hoy y agradécele lo que te enseñó.',
      },
    ],
  },
  {
    name: 'Arcángel Rafael',
    slug: 'rafael',
    topic: 'Sanación',
    description: 'Rafael acompaña la sanación del cuerpo y del corazón, a su ritmo.',
    cards: [
      {
        name: 'Sanación en curso',
        slug: 'sanacion-en-curso',
        explanation: 'Lo que duele está sanando, aunque todavía no lo veas.',
        description: 'Coloca una mano en tu pecho y otra en tu vientre durante un minuto.',
      },
      {
        name: 'Cuerpo sabio',
        slug: 'cuerpo-sabio',
        explanation: 'Tu cuerpo te habla: escucha el cansancio antes de que grite.',
        description: 'Regálate hoy un descanso sin justificarlo.',
      },
      {
        name: 'Ternura contigo',
        slug: 'ternura-contigo',
        explanation: 'Háblate como le hablarías a alguien que amas.',
        description: 'Cambia una crítica interna por una frase amable.',
      },
    ],
  },
  {
    name: 'Arcángel Gabriel',
    slug: 'gabriel',
    topic: 'Comunicación y mensajes',
    description: 'Gabriel trae claridad a tus palabras y te anima a expresar tu verdad.',
    cards: [
      {
        name: 'Tu voz importa',
        slug: 'tu-voz-importa',
        explanation: 'Lo que callas también pesa. Hoy es buen día para decirlo con amor.',
        description: 'Escribe la conversación pendiente antes de tenerla.',
      },
      {
        name: 'Nuevo comienzo',
        slug: 'nuevo-comienzo',
        explanation: 'Una puerta se abre. No necesitas ver todo el camino para cruzarla.',
        description: 'Anota una primera acción pequeña y hazla hoy.',
      },
      {
        name: 'Mensaje en el silencio',
        slug: 'mensaje-en-el-silencio',
        explanation: 'La respuesta que buscas llega cuando dejas de buscarla.',
        description: 'Quédate cinco minutos en silencio, sin pantallas.',
      },
    ],
  },
  {
    name: 'Arcángel Uriel',
    slug: 'uriel',
    topic: 'Sabiduría y claridad',
    description: 'Uriel ilumina las decisiones y te devuelve la confianza en tu criterio.',
    cards: [
      {
        name: 'Luz en el camino',
        slug: 'luz-en-el-camino',
        explanation: 'Ya sabes qué hacer: confía en lo que sentiste primero.',
        description: 'Escribe la decisión y cómo se siente tu cuerpo al leerla.',
      },
      {
        name: 'Paciencia fértil',
        slug: 'paciencia-fertil',
        explanation: 'Lo que sembraste está creciendo bajo la tierra.',
        description: 'Riega hoy algo que cuidas: una planta, un proyecto, un vínculo.',
      },
      {
        name: 'Mente clara',
        slug: 'mente-clara',
        explanation: 'Ordena fuera para ordenar dentro.',
        description: 'Despeja un espacio pequeño de tu casa.',
      },
    ],
  },
  {
    name: 'Arcángel Jofiel',
    slug: 'jofiel',
    topic: 'Belleza y alegría',
    description: 'Jofiel te invita a ver la belleza que ya te rodea.',
    cards: [
      {
        name: 'Belleza cotidiana',
        slug: 'belleza-cotidiana',
        explanation: 'Hoy la belleza está en lo simple: una taza caliente, una luz en la ventana.',
        description: 'Fotografía o dibuja algo bello que encuentres hoy.',
      },
      {
        name: 'Alegría permitida',
        slug: 'alegria-permitida',
        explanation: 'Tienes permiso para disfrutar, aunque no todo esté resuelto.',
        description: 'Haz algo solo porque te gusta.',
      },
      {
        name: 'Pensamientos amables',
        slug: 'pensamientos-amables',
        explanation: 'Embellece tus pensamientos y tu día cambiará de color.',
        description: 'Cada vez que te juzgues hoy, agrega un “y aun así estoy aprendiendo”.',
      },
    ],
  },
  {
    name: 'Arcángel Chamuel',
    slug: 'chamuel',
    topic: 'Amor y relaciones',
    description: 'Chamuel abre el corazón al amor propio y a los vínculos sanos.',
    cards: [
      {
        name: 'Amor propio',
        slug: 'amor-propio',
        explanation: 'El amor que das empieza por el que te das.',
        description: 'Mírate al espejo y di una cosa que valoras de ti.',
      },
      {
        name: 'Reconciliación',
        slug: 'reconciliacion',
        explanation: 'Un vínculo pide cuidado. Da el primer paso si te hace bien.',
        description: 'Envía un mensaje cariñoso a alguien que extrañas.',
      },
      {
        name: 'Encuentros',
        slug: 'encuentros',
        explanation: 'Las personas correctas te están encontrando.',
        description: 'Di que sí a una invitación que te dé alegría.',
      },
    ],
  },
  {
    name: 'Arcángel Zadkiel',
    slug: 'zadkiel',
    topic: 'Perdón y transformación',
    description: 'Zadkiel transforma lo vivido en aprendizaje a través del perdón.',
    cards: [
      {
        name: 'Perdón liberador',
        slug: 'perdon-liberador',
        explanation: 'Perdonar no es olvidar: es dejar de cargar.',
        description: 'Escribe una carta que no enviarás y luego rómpela.',
      },
      {
        name: 'Llama violeta',
        slug: 'llama-violeta',
        explanation: 'Lo que ayer fue pesado hoy puede transformarse.',
        description: 'Visualiza una llama violeta que disuelve una preocupación.',
      },
      {
        name: 'Segunda oportunidad',
        slug: 'segunda-oportunidad',
        explanation: 'Siempre puedes empezar de nuevo, también hoy.',
        description: 'Retoma algo que dejaste y haz solo cinco minutos.',
      },
    ],
  },
];
