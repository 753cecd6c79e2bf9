import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Saludo a tu ángel de la guarda',
    description:
      'Una primera cita con tu ángel de la guarda: respira, siente su presencia a tu lado y pídele lo que necesitas para hoy. Cinco minutos para empezar el día en compañía.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Protección'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Cómo sentiste la presencia de tu ángel y qué le pediste para hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura estable, con la espalda erguida y las manos sobre el regazo. Cierra los ojos y respira hondo tres veces, soltando el aire despacio.',
      },
      {
        at: 35,
        text: 'Siente el cuerpo y el espacio que te rodea. Muchas tradiciones hablan de un ángel de la guarda que acompaña a cada persona desde su nacimiento. Si te resuena, hoy vas a saludarlo.',
      },
      {
        at: 65,
        text: 'Imagina que detrás de ti, un poco por encima de los hombros, hay una presencia luminosa. No necesitas verla con claridad: puede ser una luz, un calor, una sensación de compañía.',
      },
      {
        at: 100,
        text: 'Siente cómo esa presencia te envuelve con suavidad, como unas alas que te rodean sin tocarte. Respira dentro de ese abrazo de luz. Nota si algo se afloja en tu pecho.',
      },
      {
        at: 150,
        text: 'Dale los buenos días en silencio, con tus propias palabras. Puede ser tan sencillo como: «Hola. Gracias por estar conmigo».',
      },
      {
        at: 180,
        text: 'Pídele lo que necesites para hoy: protección en el camino, claridad en una decisión, paciencia con alguien. Pídelo con sencillez y confianza, como se le pide algo a quien te quiere.',
      },
      {
        at: 230,
        text: 'Quédate unos instantes en silencio, sin esperar nada concreto. A veces la respuesta llega como una sensación de paz; otras veces, más adelante, a lo largo del día.',
      },
      {
        at: 270,
        text: 'Da las gracias a tu ángel y siente que su compañía sigue contigo. Mueve los dedos y abre los ojos. Cuando lo necesites, basta una respiración consciente para recordar que está a tu lado.',
      },
    ],
  },
  {
    name: 'El escudo azul del arcángel Miguel',
    description:
      'Invoca al arcángel Miguel y visualiza un escudo de luz azul a tu alrededor. Una práctica breve para sentirte a salvo antes de salir de casa o de afrontar algo difícil.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Protección'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿De qué quisiste protegerte hoy y qué cambió al sentir el escudo azul?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica te acompaña cuando necesitas sentirte a salvo: antes de salir, antes de una conversación difícil o en un día cargado. Busca una postura firme y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Apoya bien los pies en el suelo y siente la tierra que te sostiene. Respira hondo y deja que el aire llegue hasta el vientre.',
      },
      {
        at: 65,
        text: 'En la tradición angélica, el arcángel Miguel es el guardián que protege con su espada de luz y su manto azul. Invócalo en silencio: «Arcángel Miguel, te pido que me acompañes y me protejas».',
      },
      {
        at: 105,
        text: 'Imagina una luz azul intensa, como el cielo al anochecer, que aparece a tus pies. Con cada inhalación, la luz sube y te rodea: tobillos, piernas, caderas, tronco, hombros y cabeza.',
      },
      {
        at: 155,
        text: 'Ahora esa luz forma una esfera azul completa a tu alrededor, por delante, por detrás, a los lados, por arriba y por abajo. Es un escudo que deja pasar el amor y detiene lo que no te hace bien.',
      },
      {
        at: 190,
        text: 'Respira dentro de tu escudo y siente su firmeza serena. Si alguna preocupación o energía pesada se acerca, observa cómo se disuelve al tocar la luz azul.',
      },
      {
        at: 240,
        text: 'Repite en silencio: «Estoy a salvo. La luz me rodea. Solo entra lo que es para mi bien».',
      },
      {
        at: 270,
        text: 'Da las gracias al arcángel Miguel. El escudo sigue contigo aunque dejes de verlo. Abre los ojos y sal al día con paso firme, sabiendo que puedes renovar esta luz con una sola respiración.',
      },
    ],
  },
  {
    name: 'Caminar buscando señales',
    description:
      'Un paseo breve con la mirada despierta para recibir las pequeñas señales del día: una pluma, un número que se repite, una canción, un pájaro. Cinco minutos de atención abierta.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Claridad'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué señal encontraste en tu paseo y qué mensaje te sugiere?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica vas a caminar unos minutos, en casa, en un jardín o por la calle. Camina despacio, con el teléfono en silencio y atención al camino.',
      },
      {
        at: 35,
        text: 'Antes de dar el primer paso, detente. Respira hondo y formula una pregunta sencilla para tus ángeles o para el universo, algo que te importe hoy. Después suéltala, sin esperar una respuesta concreta.',
      },
      {
        at: 70,
        text: 'Empieza a caminar. Siente los pies, uno tras otro, y el ritmo de la respiración. Deja que el cuerpo se mueva con soltura.',
      },
      {
        at: 100,
        text: 'Abre los sentidos como quien pasea por primera vez por un lugar nuevo. Mira arriba, abajo, a los lados. Las señales suelen ser pequeñas: una pluma, un número repetido, una palabra escrita, un pájaro que se posa cerca.',
      },
      {
        at: 155,
        text: 'Escucha también: una canción que suena, una frase que alguien dice al pasar, el viento. No busques con ansiedad; deja que las cosas te encuentren.',
      },
      {
        at: 190,
        text: 'Si algo llama tu atención, detente un momento. Obsérvalo con calma y pregúntate qué sientes al verlo. El significado está en lo que despierta en ti, no en una regla fija.',
      },
      {
        at: 240,
        text: 'Sigue caminando unos pasos más, con gratitud por lo que has visto, aunque sea algo tan sencillo como la luz sobre una pared.',
      },
      {
        at: 270,
        text: 'Detente y respira. Da las gracias por las señales de hoy, las que has entendido y las que quizá entiendas más tarde. Llévate esta mirada abierta al resto del día.',
      },
    ],
  },
  {
    name: 'La luz esmeralda de Rafael',
    description:
      'Con el arcángel Rafael, el ángel de la sanación, imagina una luz verde esmeralda que recorre tu cuerpo y te acompaña con cuidado allí donde más lo necesitas.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Sanación'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué zona de tu cuerpo o de tu vida pidió más la luz verde de Rafael?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura en la que puedas soltar el cuerpo, en una silla o en la cama. Cierra los ojos y deja que la respiración se vuelva lenta y amplia.',
      },
      {
        at: 40,
        text: 'Esta práctica no sustituye ningún cuidado médico; es un espacio para acompañarte con amor en tu proceso, sea cual sea. Respira y permítete recibir.',
      },
      {
        at: 75,
        text: 'Recorre el cuerpo con la atención, de la cabeza a los pies, sin detenerte mucho. Solo nota dónde hay dolor, fatiga, tensión o malestar, y dónde hay calma.',
      },
      {
        at: 115,
        text: 'El arcángel Rafael, cuyo nombre significa «Dios sana», es conocido como el ángel de la sanación. Invócalo en silencio: «Arcángel Rafael, te pido que me envuelvas con tu luz sanadora».',
      },
      {
        at: 155,
        text: 'Imagina que sobre tu cabeza aparece una luz verde esmeralda, suave y brillante, como la luz que atraviesa las hojas de un bosque. Siente su frescor y su calidez a la vez.',
      },
      {
        at: 215,
        text: 'La luz verde entra por la coronilla y baja despacio por la cabeza. Relaja la frente, los ojos y la mandíbula. Suelta la garganta y la nuca.',
      },
      {
        at: 255,
        text: 'Desciende por los hombros y los brazos hasta las manos. Por el pecho, envolviendo el corazón y los pulmones. Cada respiración lleva la luz un poco más lejos.',
      },
      {
        at: 315,
        text: 'La luz baja por el vientre, la espalda y las caderas, y sigue por las piernas hasta los pies. Todo tu cuerpo está bañado en verde esmeralda.',
      },
      {
        at: 375,
        text: 'Ahora lleva la luz, con especial cuidado, a la zona que más lo necesita. Puede ser una parte del cuerpo o una herida del corazón. Imagina que Rafael coloca allí sus manos de luz. Respira hacia ese lugar con ternura.',
      },
      {
        at: 440,
        text: 'No tienes que forzar nada. Cada proceso tiene sus propios tiempos. Solo ofrece a esa zona tu atención amable y tu respiración.',
      },
      {
        at: 475,
        text: 'Repite en silencio: «Me acompaño con paciencia. Me cuido. Recibo el amor que me ayuda a sanar».',
      },
      {
        at: 530,
        text: 'Siente ahora la luz verde expandiéndose más allá de tu cuerpo, hacia las personas que quieres y que también están pasando por un momento difícil. Envíales esta luz con cariño.',
      },
      {
        at: 565,
        text: 'Da las gracias al arcángel Rafael. Respira hondo y vuelve a sentir el cuerpo, los apoyos, los sonidos. Abre los ojos despacio. Hoy, ofrece a tu cuerpo un gesto de cuidado: agua, descanso o una pausa.',
      },
    ],
  },
  {
    name: 'Carta a tu ángel de la guarda',
    description:
      'Escribe una carta a tu ángel de la guarda y deja que te responda a través de tu mano. Una práctica de escritura para escuchar tu guía interior con calma.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Protección', 'Claridad'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué frase de la respuesta de tu ángel quieres recordar esta semana?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y bolígrafo. Siéntate a una mesa con el papel delante y, si te apetece y puedes hacerlo con seguridad, enciende una vela.',
      },
      {
        at: 40,
        text: 'Cierra los ojos un momento. Respira hondo y siente el cuerpo. Imagina que tu ángel de la guarda se sienta a tu lado, con una presencia cálida y paciente.',
      },
      {
        at: 75,
        text: 'Invócalo en silencio: «Ángel de la guarda, quiero hablar contigo. Te pido que me escuches y que me guíes con amor».',
      },
      {
        at: 105,
        text: 'Abre los ojos y escribe el encabezado: «Ángel de mi guarda». Después cuéntale cómo estás de verdad: lo que te preocupa, lo que te alegra, lo que te pesa. Escribe sin corregir, como le hablarías a alguien que te conoce por completo.',
      },
      {
        at: 170,
        text: 'Sigue escribiendo. No hay nada que ocultar ni nada que hacer bonito. Si aparecen lágrimas o sonrisas, deja que vengan.',
      },
      {
        at: 240,
        text: 'Termina tu carta con una pregunta o una petición: algo concreto en lo que necesites guía o protección.',
      },
      {
        at: 270,
        text: 'Antes de cerrarla, añade una línea de gratitud: algo que agradeces de tu vida ahora mismo, por pequeño que sea. La gratitud abre la puerta a la escucha.',
      },
      {
        at: 305,
        text: 'Deja el bolígrafo y respira. Lee tu carta en silencio, despacio, como si la leyera alguien que te quiere sin condiciones.',
      },
      {
        at: 340,
        text: 'Ahora vas a escribir la respuesta. Toma el bolígrafo, respira hondo y empieza con estas palabras: «Tu ángel te responde». Deja que la mano escriba lo que surja, sin pensarlo demasiado.',
      },
      {
        at: 395,
        text: 'Escribe con la voz más amable y sabia que puedas imaginar. Quizá lleguen palabras de ánimo, un consejo sencillo, un recordatorio de lo que ya sabes. Si no sale nada, escribe «Estoy aquí» y sigue desde ahí.',
      },
      { at: 470, text: 'Deja el bolígrafo y lee la respuesta despacio. Subraya la frase que más te toque.' },
      {
        at: 500,
        text: 'Nota cómo te sientes al leerla. Quizá alivio, ternura o sorpresa. Quizá algunas palabras parezcan venir de muy dentro. Deja que resuenen sin analizarlas.',
      },
      {
        at: 535,
        text: 'Cierra los ojos y pon una mano sobre el papel. Siente gratitud por este diálogo, venga la respuesta de tu ángel, de tu sabiduría interior o de ambos.',
      },
      {
        at: 570,
        text: 'Dobla la carta y guárdala en un lugar especial. Abre los ojos. Cuando dudes, vuelve a leerla: la guía que necesitas a menudo está más cerca de lo que crees.',
      },
    ],
  },
  {
    name: 'Gabriel y el mensaje que necesitas',
    description:
      'Con el arcángel Gabriel, el mensajero, aquieta la mente y escucha en silencio la palabra, la imagen o la intuición que necesitas hoy. Para momentos de duda.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué palabra, imagen o intuición recibiste en el silencio y qué te pide hacer?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación es para cuando buscas una respuesta o un poco de claridad. Busca tu postura, con la espalda erguida y las manos abiertas sobre los muslos, y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira hondo tres veces. En la primera, suelta el cuerpo. En la segunda, suelta la mente. En la tercera, suelta la prisa por encontrar respuestas.',
      },
      {
        at: 75,
        text: 'Para escuchar hace falta silencio. Imagina que tus pensamientos son hojas que caen de un árbol en otoño. Míralas caer, una a una, y posarse en el suelo.',
      },
      {
        at: 110,
        text: 'Lleva la atención a los oídos y después a la garganta, como si todo tu cuerpo se preparara para escuchar.',
      },
      {
        at: 160,
        text: 'El arcángel Gabriel es conocido como el mensajero, el que anuncia y trae claridad. Invócalo en silencio: «Arcángel Gabriel, te pido que me ayudes a escuchar lo que necesito saber».',
      },
      {
        at: 195,
        text: 'Imagina una luz blanca, limpia y brillante, como la de la luna sobre el agua. La luz desciende hasta ti y se posa sobre tu frente y tu garganta.',
      },
      {
        at: 250,
        text: 'Siente cómo la luz despeja la frente, como el viento que aparta las nubes, y suaviza la garganta, el lugar de la palabra. Respira con ella unos momentos.',
      },
      {
        at: 285,
        text: 'Ahora formula en silencio tu pregunta. Que sea sencilla y clara. Después suéltala, como quien deja una carta en un buzón, y vuelve a la respiración.',
      },
      {
        at: 320,
        text: 'Quédate en silencio, escuchando. No tienes que forzar nada. El mensaje puede llegar como una palabra, una imagen, un recuerdo, una sensación en el cuerpo o simplemente como una paz sin palabras.',
      },
      {
        at: 395,
        text: 'Si la mente se llena de ruido, vuelve a la luz blanca y a la respiración. Escuchar también es tener paciencia.',
      },
      {
        at: 430,
        text: 'Sigue escuchando unos momentos más. Observa lo que aparezca con curiosidad, sin juzgarlo ni analizarlo todavía.',
      },
      {
        at: 495,
        text: 'Si ha llegado algo, recíbelo con gratitud. Si no, recuerda que a veces el mensaje llega más tarde: en una conversación, en un libro, en un sueño.',
      },
      {
        at: 530,
        text: 'Ten en cuenta que los mensajes verdaderos suelen traer paz, aunque pidan un cambio. Si algo de lo que recibes te llena de miedo o de culpa, déjalo a un lado: probablemente sea la voz de la preocupación.',
      },
      {
        at: 570,
        text: 'Da las gracias al arcángel Gabriel. Respira hondo, mueve las manos y abre los ojos. Si quieres, escribe ahora lo que has recibido, antes de que se desvanezca.',
      },
    ],
  },
  {
    name: 'La biblioteca dorada de Uriel',
    description:
      'El arcángel Uriel, la luz de Dios, te guía por una biblioteca donde se guardan las lecciones de tu vida. Recupera la sabiduría que ya tienes para iluminar tu momento actual.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Claridad'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué lección de tu propia historia te mostró Uriel y cómo te ayuda hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación te invita a recordar la sabiduría que ya llevas dentro, la que has ido reuniendo a lo largo de tu vida. Busca tu postura, cierra los ojos y respira.',
      },
      {
        at: 40,
        text: 'Siente el peso del cuerpo y cómo te sostiene el asiento. Suelta la frente, los ojos, la mandíbula. Con cada exhalación, deja que la mente se vaya posando, como el polvo en una habitación en calma.',
      },
      {
        at: 80,
        text: 'Haz unas respiraciones en cuatro tiempos: inhala contando hasta cuatro y exhala contando hasta cuatro. Un ritmo parejo y sereno, como el de un péndulo.',
      },
      {
        at: 130,
        text: 'Uriel, cuyo nombre significa «luz de Dios» o «fuego de Dios», es el arcángel de la sabiduría. Invócalo en silencio: «Arcángel Uriel, ilumina mi mente y mi corazón. Muéstrame lo que ya sé».',
      },
      {
        at: 170,
        text: 'Imagina que frente a ti aparece una luz dorada, cálida como la de un atardecer. Es la presencia de Uriel. Siente que te invita a seguirla, y síguela sin prisa.',
      },
      {
        at: 220,
        text: 'La luz te conduce hasta una gran puerta de madera antigua. Al abrirse, aparece una biblioteca inmensa y silenciosa, iluminada por lámparas doradas. Huele a papel y a madera.',
      },
      {
        at: 260,
        text: 'Esta biblioteca guarda los libros de tu vida: cada uno es una etapa, una experiencia, una lección aprendida. Camina despacio entre las estanterías y siente la paz de este lugar.',
      },
      {
        at: 315,
        text: 'Uriel se detiene ante una estantería y te ofrece un primer libro. Guarda un momento difícil que superaste. Ábrelo y deja que aparezca el recuerdo, sin entrar en el dolor, mirándolo con distancia y ternura.',
      },
      {
        at: 350,
        text: 'Pregúntate: ¿qué aprendí de aquello? Quizá descubriste tu fuerza, o aprendiste a pedir ayuda, o a poner un límite. Deja que la lección aparezca en una frase sencilla.',
      },
      {
        at: 405,
        text: 'Cierra el libro con gratitud. Esa lección es tuya; nadie te la puede quitar. Uriel te ofrece entonces un segundo libro.',
      },
      {
        at: 435,
        text: 'Este libro guarda un momento en el que actuaste con sabiduría, aunque entonces quizá no lo vieras así: una decisión acertada, una palabra justa, una intuición que seguiste. Recuérdalo.',
      },
      {
        at: 490,
        text: 'Pregúntate qué sabías en aquel momento que te ayudó. Quizá escuchaste al cuerpo, o esperaste, o te atreviste. Esa sabiduría sigue en ti.',
      },
      {
        at: 525,
        text: 'Ahora Uriel te muestra un libro con las páginas en blanco. Es el capítulo que estás viviendo. Trae a la mente la situación que hoy te pide claridad.',
      },
      {
        at: 580,
        text: 'Coloca junto a ese libro en blanco las dos lecciones que has recordado y pregúntate: ¿qué me dirían ahora? ¿Cómo viviría este momento con lo que ya he aprendido?',
      },
      {
        at: 615,
        text: 'Quédate en silencio bajo la luz dorada y deja que llegue una respuesta. Puede ser una palabra, una imagen o una sensación de calma. La sabiduría no siempre grita; a menudo es una voz serena que ya conocías.',
      },
      {
        at: 690,
        text: 'Si aparece el miedo, no lo apartes. Acércalo también a la luz y pregúntale qué quiere proteger. A veces trae información valiosa; otras veces solo necesita que lo escuches.',
      },
      {
        at: 730,
        text: 'Escribe con la imaginación una primera línea en la página en blanco: el siguiente paso, no todo el camino. Solo el próximo paso.',
      },
      {
        at: 780,
        text: 'Uriel coloca su mano de luz sobre tu cabeza y sientes cómo la claridad dorada entra en ti y se asienta en tu pecho como una llama serena. Puedes volver a ella siempre que lo necesites.',
      },
      {
        at: 820,
        text: 'Sal de la biblioteca despacio, sabiendo que siempre está abierta para ti. Vuelve a sentir el cuerpo, el asiento, la respiración.',
      },
      {
        at: 870,
        text: 'Da las gracias al arcángel Uriel. Respira hondo, mueve el cuerpo y abre los ojos. Confía en lo que has vivido: tu historia también es una fuente de sabiduría.',
      },
    ],
  },
  {
    name: 'Jofiel y la belleza de tus pensamientos',
    description:
      'El arcángel Jofiel, ángel de la belleza, te ayuda a observar tus pensamientos y a transformar los más duros en miradas amables sobre ti y sobre tu vida.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Amor propio', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué pensamiento duro transformaste hoy y cómo sonaba dicho con la mirada de Jofiel?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca un lugar donde puedas estar a gusto, quizá cerca de una ventana o de una planta. Siéntate con la espalda erguida y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira con suavidad. Nota el aire fresco al entrar y templado al salir. Deja que la respiración se vuelva lenta, como una brisa de primavera.',
      },
      {
        at: 80,
        text: 'Siente el cuerpo desde dentro. Suelta la frente y el entrecejo, donde a menudo se acumulan las preocupaciones, y deja que los labios se suavicen, casi en una sonrisa.',
      },
      {
        at: 120,
        text: 'Jofiel, cuyo nombre significa «belleza de Dios», es el arcángel que ayuda a ver la belleza dentro y alrededor, y a embellecer los pensamientos. Invócalo: «Arcángel Jofiel, ayúdame a mirar con ojos de belleza».',
      },
      {
        at: 165,
        text: 'Imagina una luz amarilla suave, como la del sol de la mañana, que aparece a tu alrededor. Siente su calidez en la cara y en el pecho. Es una luz que alegra sin deslumbrar.',
      },
      {
        at: 230,
        text: 'Respira esa luz. Al inhalar, entra por la frente y te ilumina la mente. Al exhalar, se expande por todo el cuerpo, como la luz que llena una habitación al abrir las cortinas.',
      },
      {
        at: 275,
        text: 'Ahora observa tu mente como quien mira un jardín. Deja pasar los pensamientos, uno tras otro, sin seguirlos. Solo fíjate en su tono: ¿son amables, duros, neutros, inquietos?',
      },
      {
        at: 315,
        text: 'Sigue observando. Nota si hay algún pensamiento que se repite últimamente, sobre todo uno duro contigo: «no soy capaz», «siempre lo hago mal», «no es suficiente».',
      },
      {
        at: 375,
        text: 'Elige uno de esos pensamientos y míralo con calma. No lo combatas. Pregúntate: ¿es del todo cierto? ¿Me lo diría alguien que me quiere?',
      },
      {
        at: 415,
        text: 'Imagina que Jofiel toma ese pensamiento entre sus manos de luz, como quien recoge una flor marchita, y con su luz le devuelve el color. ¿Cómo sonaría ese pensamiento dicho con belleza y con verdad?',
      },
      {
        at: 480,
        text: 'Quizá «siempre lo hago mal» se convierta en «estoy aprendiendo y lo hago lo mejor que puedo». Busca tu propia frase, una que sea verdadera y amable a la vez.',
      },
      {
        at: 520,
        text: 'Repite en silencio tu nueva frase varias veces. Nota qué ocurre en el cuerpo al decírtela: quizá el pecho se abre o la cara se suaviza.',
      },
      {
        at: 585,
        text: 'Quizá la voz antigua proteste. Es normal: lleva mucho tiempo hablando. No necesitas callarla a la fuerza. Solo ofrece, junto a ella, la frase nueva, una y otra vez, con paciencia.',
      },
      {
        at: 625,
        text: 'Si quieres, repite el proceso con otro pensamiento. Entrégaselo a Jofiel, deja que su luz lo transforme y encuentra las palabras nuevas.',
      },
      {
        at: 665,
        text: 'Ahora piensa en la belleza que hay en tu vida: un paisaje que te emociona, una canción, una persona, un gesto tuyo del que sientes orgullo. Deja que cada imagen llene tu mente como un ramo de flores.',
      },
      {
        at: 730,
        text: 'La belleza no está solo fuera. También está en ti: en tu forma de mirar, de cuidar, de crear. Recíbela sin discutirla.',
      },
      {
        at: 770,
        text: 'Recuerda algún momento en el que alguien te dijo algo bonito y te costó creerlo. Imagina que hoy lo recibes de verdad, como un regalo que por fin abres.',
      },
      {
        at: 810,
        text: 'Quédate unos momentos bañándote en la luz de Jofiel, con la mente más ligera y el corazón más amable.',
      },
      {
        at: 870,
        text: 'Da las gracias al arcángel Jofiel. Abre los ojos despacio y busca a tu alrededor algo hermoso. Hoy, cuando aparezca un pensamiento duro, prueba a decírtelo con más belleza.',
      },
    ],
  },
  {
    name: 'El corazón rosado de Chamuel',
    description:
      'Con el arcángel Chamuel, ángel del amor, tararea, mueve los brazos con suavidad y abre el corazón a una luz rosada que cuida tus vínculos, empezando por el que tienes contigo.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Sanación', 'Relaciones'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué vínculo de tu vida necesitaba hoy la luz rosada de Chamuel?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica usarás la voz y el movimiento. Busca un lugar donde puedas tararear con libertad. Puedes estar de pie o en una silla, con espacio para mover los brazos.',
      },
      {
        at: 40,
        text: 'Cierra los ojos o baja la mirada. Siente los pies en el suelo y respira hondo. Con cada exhalación, suelta los hombros y la mandíbula.',
      },
      {
        at: 75,
        text: 'Chamuel es el arcángel del amor, el que ayuda a encontrar y cuidar los vínculos, empezando por el que tienes contigo. Invócalo en silencio: «Arcángel Chamuel, abre mi corazón al amor».',
      },
      {
        at: 115,
        text: 'Lleva las dos manos al centro del pecho, una sobre otra. Siente su calor y el movimiento de la respiración bajo ellas. Imagina una luz rosada y suave que nace en tu corazón.',
      },
      {
        at: 170,
        text: 'Ahora vas a tararear. Inhala por la nariz y, al exhalar, con la boca cerrada, haz un sonido suave: «mmmm». No tiene que sonar bonito. Siente la vibración bajo tus manos.',
      },
      {
        at: 210,
        text: 'Repite el tarareo varias veces, a tu ritmo. Inhala en silencio y exhala con el «mmmm». Nota cómo la vibración se extiende por el pecho, la garganta y la cara. Imagina que la luz rosada crece con cada sonido.',
      },
      {
        at: 290,
        text: 'Deja de tararear y respira en silencio. Nota el cosquilleo que queda y la sensación de calor en el pecho.',
      },
      {
        at: 325,
        text: 'Prueba ahora con otro sonido: inhala y, al exhalar, abre un poco la boca y deja salir un «aaah» suave y largo, como un suspiro con voz. Repítelo dos o tres veces.',
      },
      {
        at: 380,
        text: 'Vamos a añadir movimiento. Al inhalar, abre los brazos hacia los lados, despacio, con las palmas hacia delante, como si abrieras el pecho al mundo. Al exhalar, vuelve a llevar las manos al corazón.',
      },
      {
        at: 440,
        text: 'Sigue con este movimiento: abrir al inhalar, recoger al exhalar. Cuando abres, la luz rosada sale de ti. Cuando recoges, vuelve a ti multiplicada. Muévete lento, como una flor que se abre y se cierra.',
      },
      {
        at: 500,
        text: 'Ahora piensa en una persona con la que quieras sanar o fortalecer un vínculo. Sin forzar ninguna reconciliación, solo deseándole el bien. Imagina su cara.',
      },
      {
        at: 535,
        text: 'Al abrir los brazos, envíale la luz rosada de Chamuel. Al recogerlos, recibe tú también esa luz. Puedes tararear al exhalar si te apetece. Que el amor vaya y venga entre los dos corazones.',
      },
      {
        at: 615,
        text: 'Si aparece dolor o resistencia, no pasa nada. Vuelve a las manos en el corazón y ofrécete esa misma ternura. Sanar un vínculo empieza siempre por dentro.',
      },
      {
        at: 650,
        text: 'Si lo prefieres, envía la luz a quien fuiste en tu infancia, a esa parte de ti que también necesitó amor. Ofrécele ahora lo que entonces le faltó.',
      },
      {
        at: 690,
        text: 'Deja descansar los brazos y tararea tres veces más, muy suave, sintiendo el corazón lleno de luz rosada.',
      },
      {
        at: 740,
        text: 'Quédate en silencio, con las manos en el pecho. Repite por dentro: «Me abro a dar y a recibir amor. Cuido mis vínculos con ternura».',
      },
      {
        at: 775,
        text: 'Imagina que la luz rosada se expande a toda tu casa, a tu familia, a tus amistades y a las personas que todavía no conoces y que llegarán a tu vida.',
      },
      {
        at: 835,
        text: 'Siente que también formas parte de esa red de amor: lo que das vuelve, y lo que recibes te fortalece para seguir dando.',
      },
      {
        at: 870,
        text: 'Da las gracias al arcángel Chamuel. Baja las manos, mueve el cuerpo y abre los ojos. Hoy, envía un mensaje cariñoso a alguien a quien quieres, o regálate a ti un gesto de ternura.',
      },
    ],
  },
  {
    name: 'Los cuatro arcángeles a tu alrededor',
    description:
      'Una meditación de protección inspirada en una antigua oración: Miguel a tu derecha, Gabriel a tu izquierda, Uriel delante y Rafael detrás. Para descansar en un círculo de luz.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Protección'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Cuál de los cuatro arcángeles sentiste más cerca y qué te trajo su presencia?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación se inspira en una antigua oración nocturna que sitúa a cuatro arcángeles alrededor de quien descansa. Puedes hacerla en una silla o en la cama, antes de dormir. Cierra los ojos.',
      },
      {
        at: 45,
        text: 'Siente el cuerpo y el lugar donde estás. Nota el apoyo bajo la espalda y bajo las piernas. Respira hondo tres veces y, con cada exhalación, deja que el día se aleje un poco.',
      },
      {
        at: 85,
        text: 'Recorre el cuerpo con suavidad: suelta los pies, las piernas, las caderas, el vientre, el pecho, los hombros, los brazos, el cuello y la cara. Que todo pese y descanse.',
      },
      {
        at: 150,
        text: 'Imagina que a tu alrededor se forma un círculo de luz blanca, a la distancia de un brazo. Es tu espacio sagrado. Dentro de él solo entra lo que es para tu bien.',
      },
      {
        at: 190,
        text: 'Siente los límites del círculo: no son muros, sino una presencia amable que separa lo que es tuyo de lo que no lo es. Dentro puedes descansar.',
      },
      {
        at: 230,
        text: 'A tu derecha se presenta el arcángel Miguel. Siente su presencia firme, como un guardián sereno, con un manto de luz azul. Dile en silencio: «Miguel, a mi derecha, gracias por tu protección».',
      },
      {
        at: 275,
        text: 'Nota cómo el lado derecho del cuerpo se siente sostenido y a salvo. La fuerza de Miguel te recuerda que puedes poner límites, decir que no y defender lo que amas.',
      },
      {
        at: 340,
        text: 'Si hoy has tenido miedo, cuéntaselo a Miguel. Deja que su presencia firme te recuerde que ahora, en este momento, estás a salvo.',
      },
      {
        at: 375,
        text: 'A tu izquierda se presenta el arcángel Gabriel, con una luz blanca y limpia, como la luna llena. Dile: «Gabriel, a mi izquierda, gracias por tus mensajes».',
      },
      {
        at: 415,
        text: 'Siente el lado izquierdo del cuerpo acompañado. Gabriel trae claridad y buenas noticias. Deja que su presencia aquiete el ruido de la mente para que puedas escuchar lo que importa.',
      },
      {
        at: 480,
        text: 'Si tienes alguna pregunta pendiente, déjala en manos de Gabriel. No necesitas la respuesta esta noche. Confía en que llegará en su momento.',
      },
      {
        at: 515,
        text: 'Delante de ti se presenta el arcángel Uriel, con una luz dorada, como una lámpara en el camino. Dile: «Uriel, delante de mí, gracias por iluminar mis pasos».',
      },
      {
        at: 555,
        text: 'Siente la luz dorada ante tus ojos cerrados. Uriel ilumina el camino que tienes por delante, el de mañana y el de los próximos días. No necesitas ver todo el trayecto; basta con la luz para el siguiente paso.',
      },
      {
        at: 625,
        text: 'Si mañana te espera algo importante, imagínalo iluminado por esa luz dorada y mírate atravesándolo con calma, paso a paso.',
      },
      {
        at: 660,
        text: 'Detrás de ti se presenta el arcángel Rafael, con una luz verde esmeralda. Dile: «Rafael, detrás de mí, gracias por tu cuidado».',
      },
      {
        at: 695,
        text: 'Siente la espalda sostenida por la luz verde de Rafael. Él cuida lo que quedó atrás: las heridas, los cansancios, las pérdidas. Deja que su luz acompañe lo que necesita sanar.',
      },
      {
        at: 760,
        text: 'Nota cómo la espalda se apoya todavía más. Puedes soltar el peso del pasado, porque ahora no lo cargas en soledad.',
      },
      {
        at: 800,
        text: 'Ahora siente a los cuatro a la vez: Miguel a tu derecha, Gabriel a tu izquierda, Uriel delante y Rafael detrás. Un círculo de luz azul, blanca, dorada y verde a tu alrededor.',
      },
      {
        at: 840,
        text: 'Sobre tu cabeza, imagina una luz aún más grande y suave: la presencia de lo divino, del universo, del amor que todo lo sostiene. Esta luz desciende y llena el centro del círculo, y también tu corazón.',
      },
      {
        at: 905,
        text: 'Respira en este espacio. Con cada inhalación, recibes protección. Con cada exhalación, sueltas el miedo. No tienes que hacer nada para merecer este cuidado.',
      },
      {
        at: 945,
        text: 'Con cada respiración, el círculo de luz se vuelve más nítido y más cálido. Tu cuerpo pesa, tu mente se aquieta, tu corazón descansa.',
      },
      {
        at: 980,
        text: 'Quédate en silencio, descansando dentro del círculo. Si aparece algún pensamiento o preocupación, déjalo fuera del círculo, donde los arcángeles lo cuidan por ti.',
      },
      {
        at: 1065,
        text: 'Repite en silencio la oración completa, despacio: «A mi derecha, Miguel. A mi izquierda, Gabriel. Delante de mí, Uriel. Detrás de mí, Rafael. Y sobre mí, la luz divina».',
      },
      {
        at: 1105,
        text: 'Si estás en la cama y llega el sueño, déjate llevar. Si todavía no vas a dormir, quédate unos momentos más en esta paz.',
      },
      {
        at: 1165,
        text: 'Da las gracias a los cuatro arcángeles y siente que el círculo permanece contigo, también cuando abras los ojos o te duermas. Si vas a dormir, descansa en su protección; si sigues con tu día, llévala contigo.',
      },
    ],
  },
  {
    name: 'Llenar de luz cada rincón de tu casa',
    description:
      'Recorre tu casa habitación por habitación, abre ventanas, respira y bendice cada espacio con luz y una intención. Veinte minutos para sentir tu hogar como un refugio.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Protección'],
    type: 'Activa',
    minutes: 20,
    journalPrompt: '¿Qué habitación de tu casa necesitaba más luz y qué intención dejaste en ella?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación se hace caminando por tu casa. Vas a recorrer cada habitación, abrir ventanas y llenar el espacio de luz y de buenas intenciones. Empieza de pie, en la entrada o en el centro de tu hogar.',
      },
      {
        at: 45,
        text: 'Quédate en quietud un momento. Siente los pies en el suelo, respira hondo y mira a tu alrededor. Este es el lugar donde descansas, comes y te cuidas. También merece ser cuidado.',
      },
      {
        at: 90,
        text: 'Invoca en silencio a tu ángel de la guarda y al arcángel Miguel. Pide a cada uno que te acompañe mientras llenas tu hogar de luz y de paz.',
      },
      {
        at: 130,
        text: 'Imagina una luz blanca y dorada en el centro de tu pecho. Con cada respiración se hace más grande y más brillante. Esta luz irá contigo por toda la casa.',
      },
      {
        at: 170,
        text: 'Antes de moverte, piensa en cómo quieres que se sienta tu hogar: en calma, alegre, acogedor, seguro. Elige una palabra y llévala contigo como una brújula.',
      },
      {
        at: 210,
        text: 'Camina despacio hacia la primera habitación. Siente cada paso. Al llegar, detente en el umbral y observa el espacio: la luz que entra, los objetos, el aire.',
      },
      {
        at: 275,
        text: 'Si hay una ventana, ábrela, aunque sea un poco. Deja que entre el aire fresco. Imagina que con él se renueva la energía del lugar y sale lo que está estancado.',
      },
      {
        at: 315,
        text: 'Colócate en el centro de la habitación. Inhala y, al exhalar, imagina que la luz de tu pecho se expande y llena cada rincón: las esquinas, el techo, el suelo, debajo de los muebles.',
      },
      {
        at: 385,
        text: 'Deja una intención en esta habitación, en voz baja o en silencio. Por ejemplo, en el dormitorio: «Aquí descanso en paz». En la cocina: «Aquí me nutro con amor». En la sala: «Aquí comparto con alegría».',
      },
      {
        at: 430,
        text: 'Antes de salir de la habitación, da las gracias por lo que ocurre en ella: el descanso, las conversaciones, las comidas, los ratos de soledad elegida.',
      },
      {
        at: 465,
        text: 'Sigue hacia la siguiente habitación y repite el mismo gesto: detenerte en el umbral, observar, abrir la ventana si puedes, llenar el espacio de luz y dejar una intención. Hazlo a tu ritmo.',
      },
      {
        at: 555,
        text: 'Si encuentras algo fuera de lugar, puedes colocarlo con cuidado. Ordenar un poco también es una forma de cuidar la energía de tu hogar. Hazlo despacio, con atención en las manos.',
      },
      {
        at: 600,
        text: 'Fíjate también en cómo se siente tu cuerpo en cada espacio. Quizá en algunos notas más calma y en otros más alerta. Esa información te dice qué lugares necesitan más cuidado.',
      },
      {
        at: 640,
        text: 'Continúa por las demás habitaciones: el baño, el pasillo, los rincones que casi nunca miras. Ninguno es demasiado pequeño para recibir luz. Mientras caminas, respira y siente la compañía de tus ángeles.',
      },
      {
        at: 730,
        text: 'En cada umbral, haz una respiración consciente antes de entrar. Es una forma sencilla de marcar el paso de un espacio a otro, como quien llama a la puerta con respeto.',
      },
      {
        at: 770,
        text: 'Si en algún espacio notas una sensación pesada, quédate un poco más. Respira profundamente, imagina la espada de luz azul de Miguel cortando lo que ya no sirve y llena ese lugar de claridad.',
      },
      {
        at: 815,
        text: 'Cuando hayas recorrido toda la casa, vuelve a la puerta de entrada. Colócate frente a ella y apoya una mano en la puerta o en el marco.',
      },
      {
        at: 880,
        text: 'Imagina un sello de luz azul en la entrada. Di en silencio: «Que en esta casa solo entre lo que es para nuestro bien. Que quien cruce esta puerta encuentre paz».',
      },
      {
        at: 920,
        text: 'Ahora imagina toda tu casa envuelta en una esfera de luz, por fuera y por dentro, desde los cimientos hasta el tejado. Un hogar iluminado y en calma, cuidado por tus ángeles.',
      },
      {
        at: 985,
        text: 'Piensa en las personas y los animales que viven contigo, o en quienes te visitan. Imagina que la luz los envuelve también y les da la bienvenida cada vez que llegan.',
      },
      {
        at: 1030,
        text: 'Si hace frío, cierra con gratitud las ventanas que abriste. El aire nuevo ya ha entrado.',
      },
      {
        at: 1065,
        text: 'Si quieres, enciende una vela o pon una música suave como gesto final. Tu hogar ha recibido tu atención, y eso ya lo transforma.',
      },
      {
        at: 1100,
        text: 'Quédate de pie en el centro de la casa, con las manos en el corazón. Siente la luz que sigue dentro de ti y en cada rincón. Respira con esta sensación de hogar.',
      },
      {
        at: 1170,
        text: 'Da las gracias a tu ángel de la guarda y al arcángel Miguel. Puedes repetir esta práctica al cambiar de estación, después de una visita difícil o cuando sientas que tu casa lo necesita.',
      },
    ],
  },
  {
    name: 'Viaje al templo de luz',
    description:
      'Un viaje guiado largo: subes por una escalera de luz hasta un templo, te encuentras con tu ángel de la guarda, recibes su cuidado y un regalo simbólico para tu vida.',
    category: 'Conexión Angelical',
    keywords: ['Conexión con el universo', 'Protección', 'Sanación'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué regalo te entregó tu ángel en el templo y qué significa para ti ahora?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este viaje. Durante los próximos veinticinco minutos te acompañaré hasta un templo de luz donde te espera tu ángel de la guarda. Busca una postura en la que puedas permanecer a gusto mucho tiempo, en una silla o en la cama, y cierra los ojos.',
      },
      {
        at: 50,
        text: 'Empieza por respirar. Inhala profundamente por la nariz y exhala despacio por la boca. Otra vez. Y una tercera. Después deja que la respiración siga sola, suave y lenta.',
      },
      {
        at: 90,
        text: 'Suelta el cuerpo de los pies a la cabeza. Suelta los pies, las piernas, las caderas. Suelta el vientre y la espalda. Suelta el pecho, los hombros, los brazos y las manos. Suelta el cuello, la cara y la frente.',
      },
      {
        at: 160,
        text: 'Antes de empezar el viaje, imagina que una luz azul te rodea como un manto. Es la protección del arcángel Miguel, que te acompaña durante todo el camino. Aquí solo puede ocurrir lo que es para tu bien.',
      },
      {
        at: 205,
        text: 'Imagina ahora que estás en un jardín al atardecer. El aire es templado y huele a flores. Camina despacio por un sendero de piedras blancas y siente cada paso.',
      },
      {
        at: 245,
        text: 'Escucha el canto lejano de los pájaros y el murmullo de una fuente. Las flores se abren a tu paso. Todo aquí te recibe con suavidad.',
      },
      {
        at: 285,
        text: 'Al final del sendero aparece una escalera de luz que sube hacia el cielo. Sus escalones brillan con un resplandor dorado. No hay vértigo ni miedo: la escalera es firme y segura.',
      },
      {
        at: 350,
        text: 'Empieza a subir. Con cada escalón sueltas algo que ya no necesitas llevar: una preocupación, un rencor, un cansancio, una exigencia. Déjalo en el escalón y sigue subiendo, con más ligereza.',
      },
      {
        at: 390,
        text: 'Sigue subiendo. Diez escalones, veinte, treinta. El aire se vuelve más claro y la luz más suave. El ruido del mundo queda muy abajo. Cada respiración te eleva un poco más.',
      },
      {
        at: 455,
        text: 'Al final de la escalera aparece un templo de luz. Puede tener la forma que tu imaginación le dé: columnas blancas, cristal, una cúpula dorada o simplemente una gran claridad. Obsérvalo.',
      },
      {
        at: 500,
        text: 'A medida que te acercas, notas una paz que te resulta familiar, como si ya hubieras estado aquí antes. Quizá sea así: este lugar vive dentro de ti.',
      },
      {
        at: 540,
        text: 'Cruza la entrada del templo. Dentro reina un silencio profundo y acogedor. Siente la temperatura, la luz, el suelo bajo tus pies. En el centro hay un lugar preparado para ti. Ve hasta allí.',
      },
      {
        at: 605,
        text: 'Al fondo del templo aparece una presencia luminosa que se acerca. Es tu ángel de la guarda. Quizá lo veas con claridad, quizá solo sientas su luz o su calor. Cualquier forma es válida.',
      },
      {
        at: 650,
        text: 'Deja que tu ángel se acerque. Siente su mirada llena de amor, una mirada que te conoce por completo y te acepta tal como eres. No tienes que demostrar nada. Respira en esa aceptación.',
      },
      {
        at: 715,
        text: 'Nota lo que sientes en su presencia. Quizá calor en el pecho, quizá ganas de llorar, quizá una sonrisa. Todo está bien. Permite que esa presencia te acompañe.',
      },
      {
        at: 755,
        text: 'Si quieres, pregúntale su nombre. Si llega un nombre, recíbelo. Si no llega, no pasa nada: puedes llamarlo simplemente «mi ángel».',
      },
      {
        at: 790,
        text: 'Tu ángel coloca sus manos de luz sobre tu cabeza. Una luz cálida desciende por todo tu cuerpo. Allí donde hay dolor, tensión o tristeza, la luz se detiene y acompaña con ternura.',
      },
      {
        at: 855,
        text: 'El arcángel Rafael se une a tu ángel y añade su luz verde esmeralda. Juntos envuelven tu corazón. Respira hondo y recibe este cuidado, sin prisa, sin esfuerzo.',
      },
      {
        at: 895,
        text: 'Quédate en silencio recibiendo la luz. Si aparecen emociones, déjalas salir. Si aparece la calma, descansa en ella. Todo lo que sientes tiene lugar aquí.',
      },
      {
        at: 980,
        text: 'Siente cómo la luz llega también a los recuerdos difíciles, a las palabras que te hirieron, a los momentos en que no pudiste cuidarte. No los borra, pero los envuelve con comprensión.',
      },
      {
        at: 1025,
        text: 'Ahora puedes hablar con tu ángel. Cuéntale lo que te preocupa, lo que deseas, lo que agradeces. Háblale como a alguien que siempre ha estado a tu lado.',
      },
      {
        at: 1065,
        text: 'Escucha su respuesta. Puede llegar como palabras, como imágenes, como una sensación o como un silencio lleno de paz. Recibe lo que llegue sin analizarlo.',
      },
      {
        at: 1150,
        text: 'Antes de despedirse, tu ángel te entrega un regalo. Extiende las manos y recíbelo. Puede ser un objeto, un color, una palabra, una flor, una piedra. Obsérvalo con atención.',
      },
      {
        at: 1190,
        text: 'Pregúntale qué significa este regalo para tu vida ahora. Guárdalo en tu corazón. Podrás volver a él siempre que lo necesites.',
      },
      {
        at: 1250,
        text: 'Tu ángel te dice también unas palabras de despedida, algo que necesitas recordar en los próximos días. Escúchalas con el corazón abierto.',
      },
      {
        at: 1285,
        text: 'Da las gracias a tu ángel. Este templo está siempre dentro de ti y puedes volver cuando quieras. Tu ángel te acompaña también en el camino de vuelta.',
      },
      {
        at: 1325,
        text: 'Sal del templo y empieza a bajar la escalera de luz, despacio. Con cada escalón vuelves a sentir más tu cuerpo: el peso, la respiración, los sonidos de la habitación.',
      },
      {
        at: 1390,
        text: 'Llegas al jardín y al sendero de piedras blancas. El manto azul de Miguel sigue a tu alrededor. Siente los pies, las manos, la espalda.',
      },
      {
        at: 1430,
        text: 'Toma conciencia de la superficie que te sostiene y del aire en la piel. Siente el regalo de tu ángel guardado en tu corazón.',
      },
      {
        at: 1465,
        text: 'Respira hondo y empieza a mover los dedos. Estira el cuerpo si te apetece y, cuando quieras, abre los ojos. Lleva contigo el regalo de tu ángel y la certeza de que nunca caminas en soledad.',
      },
    ],
  },
];
