import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Tres respiraciones antes de la reunión',
    description:
      'Tres minutos para llegar a tu próxima reunión con la cabeza clara: suelta la tarea anterior, respira hondo tres veces y elige cómo quieres estar.',
    category: 'Pausas breves',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Con qué intención entraste en la reunión y cómo se notó en tu forma de escuchar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta pausa antes de tu reunión. Quédate donde estás, apoya los pies en el suelo y deja las manos quietas sobre los muslos o sobre la mesa.',
      },
      {
        at: 25,
        text: 'Antes de pensar en lo que viene, suelta lo que acabas de hacer. Si la mente sigue en la tarea anterior, dile en silencio: «Esto puede esperar».',
      },
      {
        at: 50,
        text: 'La primera respiración: inhala por la nariz llenando el vientre y exhala despacio por la boca, como si soplaras una vela sin llegar a apagarla.',
      },
      {
        at: 75,
        text: 'La segunda: inhala y siente cómo se ensancha el pecho. Al exhalar, deja caer los hombros y afloja la mandíbula.',
      },
      {
        at: 95,
        text: 'La tercera: inhala hasta arriba, haz una pausa breve si te sienta bien y exhala todo el aire, más despacio que nunca.',
      },
      {
        at: 120,
        text: 'Pregúntate: ¿cómo quiero estar en esta reunión? Quizá con calma, con curiosidad, con la palabra justa. Elige una sola palabra y repítela por dentro mientras respiras.',
      },
      {
        at: 150,
        text: 'Lleva esa palabra contigo. Endereza la espalda, abre los ojos si los cerraste y entra en la reunión desde aquí, con la cabeza clara y la respiración de tu lado.',
      },
    ],
  },
  {
    name: 'Una pausa mientras esperas tu turno',
    description:
      'Para la fila del supermercado, del banco o de la consulta: convierte la espera en tres minutos de presencia, de pie, con los ojos abiertos y sin que nadie lo note.',
    category: 'Pausas breves',
    keywords: ['Calma', 'Gratitud'],
    type: 'Activa',
    minutes: 3,
    journalPrompt: '¿Qué descubriste a tu alrededor cuando dejaste de tener prisa en la fila?',
    script: [
      {
        at: 0,
        text: 'Estás esperando tu turno, y esa espera puede ser un pequeño regalo. Haz esta práctica con los ojos abiertos; nadie tiene por qué notarlo. Si puedes, guarda el teléfono.',
      },
      {
        at: 20,
        text: 'Siente los pies dentro del calzado. Reparte el peso por igual entre los dos y suelta un poco las rodillas para que no queden bloqueadas.',
      },
      {
        at: 40,
        text: 'Lleva el peso muy despacio hacia la punta de los pies y después hacia los talones. Luego busca el centro, ese punto en el que el cuerpo se sostiene casi sin esfuerzo.',
      },
      {
        at: 65,
        text: 'Nota la respiración tal como viene. No tienes que respirar de ninguna forma especial: acompaña cada exhalación como si dejaras salir un poco de prisa.',
      },
      {
        at: 85,
        text: 'Mira a tu alrededor con ojos nuevos: un color, la luz sobre una superficie, el gesto de alguien. Elige algo que te resulte agradable y quédate unos segundos con ello.',
      },
      {
        at: 110,
        text: 'Si aparece la impaciencia, nómbrala en silencio: «impaciencia». Es una sensación que pasa por el cuerpo. Respira con ella sin pelearte.',
      },
      {
        at: 130,
        text: 'Piensa en algo por lo que puedas dar gracias ahora mismo: el cuerpo que te sostiene, el tiempo para esperar, la persona que te va a atender.',
      },
      {
        at: 150,
        text: 'Cuando llegue tu turno, mira a quien te atiende a los ojos y dale las gracias de verdad. Sigue con tu día desde esta calma de pie.',
      },
    ],
  },
  {
    name: 'Volver a ti tras una discusión',
    description:
      'Después de un desacuerdo, antes de responder o de volver al trabajo: baja la intensidad con exhalaciones largas, reconoce lo que sientes y recupera tu centro.',
    category: 'Pausas breves',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Qué necesitabas de verdad en esa discusión y cómo podrías pedirlo con calma?',
    script: [
      {
        at: 0,
        text: 'Acabas de vivir un momento difícil. Está bien tomarte estos minutos antes de hacer nada más. Si puedes, busca un rincón apartado, apoya la espalda y deja que los pies toquen el suelo.',
      },
      {
        at: 25,
        text: 'Quizá el corazón late rápido, o hay calor en la cara o tensión en los puños. No tienes que cambiarlo ahora. Solo nota dónde se ha quedado la discusión en tu cuerpo.',
      },
      {
        at: 50,
        text: 'Coloca una mano sobre el pecho o sobre el vientre. Siente el calor de tu propia mano. Es un gesto sencillo para decirte: «Estoy aquí contigo».',
      },
      {
        at: 75,
        text: 'Ahora alarga la exhalación. Inhala contando hasta cuatro y exhala contando hasta seis, despacio, con los labios entreabiertos, como si enfriaras una cucharada de sopa.',
      },
      {
        at: 95,
        text: 'Sigue así unas cuantas veces: inhala en cuatro, exhala en seis. Con cada exhalación larga, el cuerpo entiende que ya no hace falta defenderse.',
      },
      {
        at: 125,
        text: 'Pon nombre a lo que sientes, con una palabra amable: enfado, tristeza, frustración, miedo. Nombrarlo no lo hace más grande; te da un poco de espacio.',
      },
      {
        at: 150,
        text: 'Antes de volver, pregúntate qué necesitas ahora: agua, aire, unos minutos más o una conversación más serena más tarde. No hace falta resolverlo todo hoy. Respira una vez más y sigue con suavidad.',
      },
    ],
  },
  {
    name: 'Respiro para los ojos y la pantalla',
    description:
      'Un descanso de pantalla para los ojos y la mente: parpadea, mira a lo lejos, calienta los ojos con las palmas y vuelve a tu tarea con la vista descansada.',
    category: 'Pausas breves',
    keywords: ['Descanso', 'Energía'],
    type: 'Activa',
    minutes: 3,
    journalPrompt: '¿Qué notaste en los ojos y en la cara al apartar la mirada de la pantalla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a un pequeño descanso para tus ojos. Aparta la mirada de la pantalla y, si puedes, aléjate un poco de ella o baja su brillo.',
      },
      {
        at: 25,
        text: 'Parpadea varias veces seguidas, rápido y suave, como si las pestañas fueran alas. Luego cierra los ojos y déjalos en reposo unos segundos.',
      },
      {
        at: 45,
        text: 'Frota las palmas de las manos hasta que se calienten. Colócalas ahuecadas sobre los ojos cerrados, sin presionar, y disfruta de la oscuridad y del calor.',
      },
      {
        at: 65,
        text: 'Respira despacio bajo las manos. Deja que la frente se alise y que se suelten las sienes y los músculos de alrededor de los ojos. Ahora no hay nada que mirar.',
      },
      {
        at: 100,
        text: 'Retira las manos y abre los ojos poco a poco. Mira la punta de un dedo a un palmo de la cara y después algo lejano, al otro lado de la sala. Alterna varias veces, cerca y lejos, sin prisa.',
      },
      {
        at: 125,
        text: 'Sin mover la cabeza, lleva la mirada muy despacio hacia arriba y hacia abajo, y luego a la derecha y a la izquierda. Movimientos lentos, como si dibujaras una cruz.',
      },
      {
        at: 150,
        text: 'Mira a lo lejos un momento más y después regresa a la pantalla. Repite este gesto de vez en cuando: mirar lejos, parpadear, respirar. Tus ojos lo agradecerán.',
      },
    ],
  },
  {
    name: 'Mirar por la ventana sin buscar nada',
    description:
      'Acércate a una ventana y deja que la mirada descanse en el cielo, los tejados o los árboles. Tres minutos para que la mente se afloje sin necesidad de cerrar los ojos.',
    category: 'Pausas breves',
    keywords: ['Descanso', 'Claridad'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Qué viste por la ventana cuando dejaste de buscar algo en concreto?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acércate a una ventana, de pie o en una silla, y deja el teléfono a un lado. Esta pausa se hace con los ojos abiertos.',
      },
      {
        at: 25,
        text: 'Mira hacia fuera sin buscar nada. No tienes que encontrar algo bonito ni interesante. Deja que la mirada se pose donde quiera: el cielo, una pared, un árbol, los tejados.',
      },
      {
        at: 50,
        text: 'Suaviza los ojos. En lugar de fijarte en un punto, deja que la mirada se vuelva amplia, como si vieras también los bordes, lo que queda a los lados. Los ojos reciben; no tienen que perseguir.',
      },
      {
        at: 75,
        text: 'Respira con calma mientras miras. Nota lo que se mueve: una nube, una rama, un pájaro, alguien que pasa. Y nota lo que permanece en quietud. Todo cabe en la ventana.',
      },
      {
        at: 105,
        text: 'Si aparece un pensamiento, déjalo cruzar como cruza una nube el cielo, y vuelve a ver. Solo ver.',
      },
      {
        at: 125,
        text: 'Lleva la mirada a lo más lejano que alcances: el horizonte, el final de la calle, lo más alto del cielo. Siente cómo los ojos, y también la mente, se aflojan al mirar lejos.',
      },
      {
        at: 150,
        text: 'Respira hondo una vez más y vuelve la mirada poco a poco hacia la habitación. Regresa a tus tareas con un poco de ese espacio abierto en la cabeza.',
      },
    ],
  },
  {
    name: 'Subir escaleras con atención',
    description:
      'Convierte un tramo de escaleras en una pausa que despierta: cada peldaño, una respiración. Para reactivar el cuerpo a mitad del día sin salir del edificio.',
    category: 'Pausas breves',
    keywords: ['Energía', 'Calma'],
    type: 'Activa',
    minutes: 3,
    journalPrompt: '¿Qué descubriste en tus piernas y en tu respiración al subir despacio?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta pausa necesitas un tramo de escaleras, en casa, en el trabajo o en una estación. Si no lo tienes, basta un solo escalón para subir y bajar. Usa el pasamanos si lo necesitas.',
      },
      {
        at: 25,
        text: 'Colócate al pie de la escalera. Quédate de pie un momento, siente el peso del cuerpo en los pies y haz una respiración profunda antes de empezar.',
      },
      {
        at: 45,
        text: 'Sube el primer peldaño despacio. Siente cómo el pie se apoya entero, cómo el muslo empuja y el cuerpo se eleva. Después, el segundo peldaño, con la otra pierna.',
      },
      {
        at: 70,
        text: 'Sigue subiendo a este ritmo lento: un peldaño al inhalar, otro al exhalar. Nota el trabajo de las piernas, el calor que empieza a aparecer, el corazón que se acelera un poco.',
      },
      {
        at: 95,
        text: 'Mantén la espalda larga y la mirada unos peldaños por delante. Si la mente se adelanta al final de la escalera, vuelve al peldaño en el que estás.',
      },
      {
        at: 115,
        text: 'Al llegar arriba, detente. Siente el pulso, la respiración, el cosquilleo en las piernas. Esto es energía: tu cuerpo despierto y vivo.',
      },
      {
        at: 130,
        text: 'Si te queda tiempo, baja despacio, con la mano cerca del pasamanos. Nota que al bajar trabajan otros músculos y que el equilibrio pide más atención.',
      },
      {
        at: 150,
        text: 'Haz una pausa al final y respira hondo. Lleva esta sensación de cuerpo despierto a tu próxima tarea. Cualquier escalera del día puede invitarte a volver al presente.',
      },
    ],
  },
  {
    name: 'Respiración alterna para despejarte',
    description:
      'Respira alternando las fosas nasales con ayuda de la mano, una técnica clásica del yoga que ayuda a equilibrar y despejar la mente entre dos tareas.',
    category: 'Pausas breves',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Cómo notaste la mente después de alternar la respiración entre un lado y otro?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda erguida y los hombros sueltos. Esta técnica se hace por la nariz; si la tienes congestionada, respira con normalidad e imagina el recorrido del aire.',
      },
      {
        at: 25,
        text: 'Apoya la mano izquierda en el muslo y lleva la derecha a la cara: el pulgar junto a la fosa nasal derecha y el dedo anular junto a la izquierda. Los otros dedos pueden doblarse o descansar en la frente.',
      },
      {
        at: 50,
        text: 'Cierra suavemente la fosa derecha con el pulgar e inhala despacio por la izquierda. Ahora cierra la izquierda con el anular, suelta el pulgar y exhala por la derecha.',
      },
      {
        at: 75,
        text: 'Inhala por la derecha. Ciérrala, abre la izquierda y exhala por la izquierda. Esa es una vuelta completa. Sin prisa y sin forzar.',
      },
      {
        at: 95,
        text: 'Continúa a tu ritmo: inhala por la izquierda, cambia, exhala por la derecha; inhala por la derecha, cambia, exhala por la izquierda. Que el aire sea suave y silencioso.',
      },
      {
        at: 130,
        text: 'Si pierdes la cuenta del lado, no importa: retoma por la izquierda. Y si notas mareo, baja la mano y respira con normalidad.',
      },
      {
        at: 150,
        text: 'Termina con una exhalación por la izquierda y baja la mano. Respira por las dos fosas unas cuantas veces. Nota la mente más ordenada y vuelve a tu tarea con esta claridad.',
      },
    ],
  },
  {
    name: 'Lavarte las manos sin prisa',
    description:
      'Un gesto que repites muchas veces al día convertido en pausa: lávate las manos sintiendo el agua, el jabón y el tacto. Tres minutos para volver al cuerpo.',
    category: 'Pausas breves',
    keywords: ['Calma', 'Gratitud'],
    type: 'Activa',
    minutes: 3,
    journalPrompt: '¿Qué sensación del agua o del jabón te trajo de vuelta al presente?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Ve a un lavabo, en casa o en el trabajo. Hoy vas a lavarte las manos como si fuera la primera vez, sin ninguna prisa.',
      },
      {
        at: 20,
        text: 'Antes de abrir el agua, mira tus manos: las palmas, los dorsos, las líneas, las uñas. Han trabajado toda la mañana por ti.',
      },
      {
        at: 40,
        text: 'Abre el agua y pon las manos debajo. Siente la temperatura, la fuerza del chorro, cómo el agua se desliza entre los dedos. Ajústala hasta que te resulte agradable.',
      },
      {
        at: 60,
        text: 'Toma el jabón y frótalo despacio. Nota el aroma, la espuma, el sonido. Lava cada dedo, uno a uno, los espacios entre ellos, las muñecas, como si cuidaras las manos de alguien a quien quieres.',
      },
      {
        at: 90,
        text: 'Enjuágalas y observa cómo el agua se lleva la espuma. Imagina que con ella se va también un poco de la tensión de la mañana.',
      },
      {
        at: 110,
        text: 'Cierra el agua y piensa por un momento en el camino que ha hecho hasta llegar a ti, limpia y justo cuando la necesitas. Es un pequeño lujo cotidiano; dale las gracias.',
      },
      {
        at: 130,
        text: 'Sécate las manos despacio, sintiendo la textura de la toalla o del papel. Frota un poco las palmas y nota su calor.',
      },
      {
        at: 150,
        text: 'Antes de salir, respira hondo con las manos limpias y tibias. Cada vez que te laves las manos hoy, puedes volver a esta pausa, aunque sea durante unos segundos.',
      },
    ],
  },
  {
    name: 'Saborear lo bueno de la mañana',
    description:
      'Recupera un momento agradable de la mañana y quédate con él unos segundos más, con todos los sentidos, para que cale en el cuerpo. Una recarga sencilla a mediodía.',
    category: 'Pausas breves',
    keywords: ['Gratitud', 'Energía'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Qué momento bueno de la mañana elegiste y dónde lo sentiste en el cuerpo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta pausa de mediodía. Acomódate donde estés, cierra los ojos o baja la mirada y respira un par de veces más despacio de lo habitual.',
      },
      {
        at: 25,
        text: 'La mente suele recordar mejor lo que salió mal que lo que salió bien. En esta pausa vas a equilibrar un poco la balanza saboreando algo bueno.',
      },
      {
        at: 45,
        text: 'Busca un momento agradable de esta mañana, por pequeño que sea: un café caliente, una risa, la luz en la calle, un mensaje amable, una tarea terminada.',
      },
      {
        at: 70,
        text: 'Cuando lo tengas, vuelve a él con detalle. ¿Dónde estabas? ¿Qué veías, qué oías, a qué olía? Deja que la escena se vuelva nítida, como si ocurriera ahora.',
      },
      {
        at: 100,
        text: 'Nota qué sientes al recordarlo: quizá calor en el pecho, una sonrisa, ligereza en los hombros. Quédate con esa sensación unos segundos más de lo que harías normalmente. Deja que cale.',
      },
      {
        at: 130,
        text: 'Imagina que esa sensación se extiende por el cuerpo como el calor de una bebida caliente: el pecho, los brazos, el vientre, las piernas.',
      },
      {
        at: 150,
        text: 'Respira con ella una vez más y abre los ojos. Este momento ya es tuyo y nadie te lo puede quitar. Vuelve a la tarde con esta pequeña reserva de energía.',
      },
    ],
  },
  {
    name: 'Respirar trazando tu mano',
    description:
      'Recorre con un dedo el contorno de tu otra mano mientras respiras: sube al inhalar, baja al exhalar. Una pausa discreta para hacer en la mesa, en una reunión o en el transporte.',
    category: 'Pausas breves',
    keywords: ['Calma', 'Descanso'],
    type: 'Activa',
    minutes: 3,
    journalPrompt: '¿Qué cambió en tu respiración mientras recorrías los dedos de tu mano?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta pausa es tan discreta que puedes hacerla en la mesa, en una reunión o en el transporte. Apoya una mano sobre el muslo o la mesa, con los dedos separados.',
      },
      {
        at: 30,
        text: 'Coloca el dedo índice de la otra mano en la base del pulgar, por fuera. Ahí empieza el recorrido.',
      },
      {
        at: 50,
        text: 'Al inhalar, sube despacio por el borde del pulgar hasta la punta. Al exhalar, baja por el otro lado hasta el hueco entre el pulgar y el índice.',
      },
      {
        at: 75,
        text: 'Inhala y sube por el índice. Exhala y baja. Inhala y sube por el dedo medio. Exhala y baja. Sigue así hasta el meñique.',
      },
      {
        at: 95,
        text: 'Al llegar al final del meñique, recorre la mano de vuelta, del meñique al pulgar, subiendo al inhalar y bajando al exhalar. Siente el roce del dedo sobre la piel.',
      },
      {
        at: 130,
        text: 'Haz otra vuelta, todavía más despacio. Deja que el tacto y la respiración vayan juntos, como si el dedo dibujara tu respiración.',
      },
      {
        at: 150,
        text: 'Deja las manos en reposo y siente el cosquilleo que queda en la piel. Diez respiraciones, una mano: siempre la tienes contigo para volver a la calma.',
      },
    ],
  },
  {
    name: 'El doble suspiro que descarga',
    description:
      'Dos inhalaciones seguidas por la nariz y una exhalación larga por la boca: el suspiro que el cuerpo hace solo cuando necesita soltar. Tres minutos para descargar tensión.',
    category: 'Pausas breves',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Cuántos suspiros necesitaste para notar que algo se soltaba?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda apoyada y los pies en el suelo. Si te apetece, cierra los ojos.',
      },
      {
        at: 20,
        text: 'Quizá hayas notado que, después de llorar o de un susto, el cuerpo suspira solo: toma aire dos veces y lo suelta largo. Es su forma natural de descargar. Hoy vas a hacerlo a propósito.',
      },
      {
        at: 45,
        text: 'Inhala por la nariz, llenando bien los pulmones. Sin soltar el aire, toma un segundo sorbo de aire más corto, también por la nariz, como para llenar los últimos rincones.',
      },
      {
        at: 70,
        text: 'Ahora exhala despacio por la boca, largo, hasta vaciarte. Deja que el suspiro se oiga, si puedes.',
      },
      {
        at: 85,
        text: 'Repítelo dos veces más, a tu ritmo: inhala, un sorbo más, y exhala largo. Si notas mareo, vuelve a tu respiración normal.',
      },
      {
        at: 110,
        text: 'Ahora deja que la respiración sea natural. Nota los hombros, la mandíbula, el vientre. Observa qué se ha soltado y qué sigue ahí, sin juzgarlo.',
      },
      {
        at: 135,
        text: 'Si todavía queda tensión, haz un último doble suspiro, lento, dejándolo salir como un «aaah» suave.',
      },
      {
        at: 155,
        text: 'Quédate unos segundos sintiendo el cuerpo más descargado. Recuerda este suspiro: puedes usarlo en cualquier momento del día, en una sola respiración.',
      },
    ],
  },
  {
    name: 'Palmaditas para el bajón de la tarde',
    description:
      'Cuando llega el bajón de después de comer, despierta el cuerpo con palmaditas suaves y unas respiraciones vivas. De pie o en la silla.',
    category: 'Pausas breves',
    keywords: ['Energía', 'Claridad'],
    type: 'Activa',
    minutes: 3,
    journalPrompt: '¿Cómo cambió tu energía después de despertar el cuerpo con las manos?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta pausa para despertar. Ponte de pie si puedes, con los pies a la anchura de las caderas y las rodillas sueltas. Si lo prefieres, hazla en la silla.',
      },
      {
        at: 30,
        text: 'Con las puntas de los dedos, da golpecitos suaves sobre la cabeza, como una lluvia ligera. Baja por la frente, las mejillas y alrededor de la mandíbula.',
      },
      {
        at: 55,
        text: 'Da palmaditas en el pecho con las manos huecas, con suavidad, mientras respiras. Si estás en un lugar donde puedes, suelta un «aaah» al exhalar.',
      },
      {
        at: 75,
        text: 'Sigue por los brazos: palmaditas del hombro a la mano por fuera y de la mano al hombro por dentro. Primero un brazo y después el otro.',
      },
      {
        at: 100,
        text: 'Ahora la parte baja de la espalda, con los puños sueltos, y después las piernas: por delante hacia abajo hasta los tobillos, y por detrás, subiendo.',
      },
      {
        at: 125,
        text: 'Termina con tres respiraciones vivas: inhala por la nariz mientras subes los brazos y exhala por la boca mientras los bajas. Si notas mareo, vuelve a tu respiración normal.',
      },
      {
        at: 150,
        text: 'Quédate en quietud y siente el cosquilleo en la piel, la sangre moviéndose y la mente más despejada. Vuelve a tu tarde con esta energía, paso a paso.',
      },
    ],
  },
];
