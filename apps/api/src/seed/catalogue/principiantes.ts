import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Primer paso: qué es meditar',
    description:
      'Tu primera meditación: qué es meditar y qué no es, en tres minutos. No hace falta dejar la mente en blanco; solo empezar a darte cuenta de lo que pasa aquí y ahora.',
    category: 'Principiantes',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Qué creías que era meditar antes de empezar y qué descubriste en estos tres minutos?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a tu primera meditación. Si nunca has meditado, este es un buen lugar para empezar. Siéntate de una forma en la que estés a gusto y deja que los ojos se cierren o miren al suelo.',
      },
      {
        at: 30,
        text: 'Meditar no es dejar la mente en blanco, ni alcanzar un estado especial, ni hacerlo bien o mal. Meditar es entrenar la atención: darte cuenta de lo que está pasando, aquí y ahora, con amabilidad.',
      },
      {
        at: 55,
        text: 'Vamos a probarlo. Nota el peso de tu cuerpo sobre el asiento. Eso que sientes, ese contacto, ya es atención. Ya estás meditando.',
      },
      {
        at: 75,
        text: 'Escucha por un momento los sonidos que hay a tu alrededor. No los busques ni los juzgues; deja que lleguen.',
      },
      {
        at: 105,
        text: 'Seguramente aparecerán pensamientos. Es lo normal: la mente piensa igual que el corazón late. Y el momento en que te das cuenta de que estás pensando también es meditar.',
      },
      { at: 130, text: 'Quédate unos instantes así, notando el cuerpo y los sonidos, sin hacer nada más.' },
      {
        at: 150,
        text: 'Eso es todo por hoy. Mueve un poco los dedos, abre los ojos y reconoce este primer paso. En el siguiente aprenderás a sentarte para meditar.',
      },
    ],
  },
  {
    name: 'Segundo paso: una postura que sostiene',
    description:
      'Aprende a sentarte para meditar en una silla, en un cojín o en la cama, con la espalda despierta y el cuerpo suelto. Tres minutos para encontrar la postura que te sostiene.',
    category: 'Principiantes',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 3,
    journalPrompt: '¿Qué postura elegiste hoy y qué pequeño ajuste cambió cómo te sentías?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al segundo paso. Hoy vas a encontrar una postura para meditar. No hace falta cruzar las piernas ni tener flexibilidad: una silla sirve perfectamente.',
      },
      {
        at: 25,
        text: 'En una silla, apoya los pies planos en el suelo, separados a la anchura de las caderas, y sepárate un poco del respaldo si puedes. En un cojín, deja que las rodillas queden algo por debajo de las caderas.',
      },
      {
        at: 50,
        text: 'Siente dónde se apoya tu peso. Balancea la pelvis un poco hacia delante y hacia atrás y busca el punto medio, ese en el que la espalda se eleva casi sola, sin forzar.',
      },
      {
        at: 75,
        text: 'Imagina un hilo que tira suavemente de la coronilla hacia el techo. La espalda se alarga; los hombros, en cambio, caen. La barbilla baja un poquito.',
      },
      {
        at: 100,
        text: 'Deja las manos sobre los muslos, con las palmas hacia abajo si buscas estabilidad o hacia arriba si buscas apertura. Suelta la mandíbula y la frente.',
      },
      {
        at: 120,
        text: 'Así es una buena postura: firme y suelta a la vez. Respira en ella unos momentos y nota cómo te sostiene.',
      },
      {
        at: 150,
        text: 'Si algún día meditas en la cama o en el sofá, te servirá lo mismo: estabilidad y soltura. Abre los ojos cuando quieras. En el próximo paso conocerás tu ancla, la respiración.',
      },
    ],
  },
  {
    name: 'Tercer paso: la respiración como ancla',
    description:
      'Descubre la respiración como tu ancla: un lugar al que volver siempre que la mente se agite. Cinco minutos para sentir el aire tal como es, sin cambiarlo.',
    category: 'Principiantes',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt:
      '¿Dónde sentiste la respiración con más claridad: en la nariz, en el pecho o en el vientre?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al tercer paso. Adopta la postura que aprendiste, firme y suelta. Cierra los ojos o deja la mirada baja, apoyada en un punto del suelo.',
      },
      {
        at: 30,
        text: 'Haz dos o tres respiraciones algo más profundas, soltando el aire por la boca. Después deja que la respiración vuelva a su ritmo natural. No hace falta controlarla.',
      },
      {
        at: 65,
        text: 'Un ancla mantiene el barco en su sitio aunque haya olas. Tu respiración puede ser eso: un lugar al que volver, porque siempre está aquí, en el presente.',
      },
      {
        at: 95,
        text: 'Busca dónde sientes la respiración con más claridad. Quizá en la punta de la nariz, donde el aire entra fresco y sale más templado.',
      },
      {
        at: 125,
        text: 'Quizá en el pecho, que se expande y se recoge. O en el vientre, que sube y baja como una ola suave. Elige uno de esos lugares: ese será tu ancla.',
      },
      {
        at: 155,
        text: 'Quédate ahí. Siente una inhalación entera, desde que empieza hasta que termina. Y una exhalación entera. Y la pequeña pausa entre las dos.',
      },
      {
        at: 200,
        text: 'Si te das cuenta de que la mente se ha ido a otra parte, no pasa nada. Vuelve al ancla, a la próxima respiración. Es así de sencillo.',
      },
      { at: 230, text: 'Sigue unos momentos más en silencio, respiración a respiración.' },
      {
        at: 265,
        text: 'Suelta el ancla por hoy. Nota cómo está el cuerpo después de estos minutos y abre los ojos poco a poco. Esta ancla va contigo a todas partes: puedes volver a ella en cualquier momento del día.',
      },
    ],
  },
  {
    name: 'Cuarto paso: cuando la mente se va',
    description:
      'La mente se distrae, y es normal. Aprende a darte cuenta, a nombrar el pensamiento con una etiqueta amable y a volver a la respiración sin juzgarte.',
    category: 'Principiantes',
    keywords: ['Claridad', 'Amor propio'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Adónde se fue tu mente con más frecuencia hoy y cómo te trataste al volver?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al cuarto paso. Hoy toca lo que más preocupa a quien empieza a meditar: «No puedo dejar de pensar». Acomódate en tu postura y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Lleva la atención a tu ancla, la respiración, en el lugar donde mejor la sientes. Quédate con ella unas cuantas respiraciones.',
      },
      {
        at: 65,
        text: 'Tarde o temprano, la mente se irá: a un recuerdo, a la lista de la compra, a una conversación. No es un error; es lo que hacen las mentes. Nadie medita sin distraerse.',
      },
      {
        at: 105,
        text: 'El momento importante es cuando te das cuenta. Ese instante de «ah, estaba pensando» es un pequeño despertar, y en él se entrena la atención, igual que un músculo al levantar una pesa.',
      },
      {
        at: 140,
        text: 'Cuando lo notes, ponle una etiqueta suave: «pensando», «recordando», «planeando». Sin críticas. Después vuelve a la respiración.',
      },
      {
        at: 170,
        text: 'Practícalo ahora, en silencio. Respira, y cada vez que la mente se vaya, nótalo, etiquétalo y vuelve. Da igual si ocurre una vez o cien.',
      },
      {
        at: 235,
        text: 'Si aparece el juicio, ese «lo hago muy mal», trátate como tratarías a un cachorro que aprende a caminar: con paciencia y con ternura. Vuelve una vez más.',
      },
      {
        at: 270,
        text: 'Deja la práctica aquí. Hoy cada vuelta ha sido una repetición bien hecha. Llévate esta idea al abrir los ojos: no se trata de no distraerse, sino de volver con amabilidad.',
      },
    ],
  },
  {
    name: 'Quinto paso: dentro, fuera',
    description:
      'Una ayuda sencilla para la mente inquieta: acompaña el aire con dos palabras, «dentro» al inhalar y «fuera» al exhalar, y descubre cómo una palabra suave sostiene la atención.',
    category: 'Principiantes',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué palabras te ayudaron más a quedarte con la respiración?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al quinto paso. Hoy añadimos una ayuda sencilla: acompañar la respiración con palabras. Siéntate en tu postura, con la espalda despierta y los hombros sueltos, y cierra los ojos.',
      },
      {
        at: 30,
        text: 'Empieza notando la respiración tal como es, unas cuantas veces, en tu ancla: la nariz, el pecho o el vientre.',
      },
      {
        at: 60,
        text: 'Ahora, al inhalar, di en silencio «dentro». Al exhalar, «fuera». La palabra no sustituye a la sensación; la acompaña, como una mano que señala.',
      },
      {
        at: 90,
        text: 'Sigue así, a tu ritmo. Dentro, fuera. Que la palabra sea suave, casi un susurro interior, y que dure lo mismo que el aire.',
      },
      {
        at: 130,
        text: 'Cuando la respiración se vaya calmando, puedes cambiar las palabras: «profundo» al inhalar, «lento» al exhalar.',
      },
      {
        at: 155,
        text: 'Profundo, lento. No fuerces la respiración para que se parezca a la palabra; deja que la palabra se adapte a la respiración.',
      },
      {
        at: 195,
        text: 'Si te distraes, no pasa nada: vuelve a la siguiente palabra. Y si en algún momento las palabras estorban, suéltalas y quédate solo con el aire.',
      },
      {
        at: 225,
        text: 'Para terminar, prueba con «calma» al inhalar y «sonrisa» al exhalar. Si te apetece, deja que los labios se curven un poquito.',
      },
      {
        at: 265,
        text: 'Suelta las palabras y siente la respiración libre unos instantes. Abre los ojos. Puedes volver a estas palabras cuando la mente esté muy inquieta: en el autobús, en la cama o antes de una cita importante.',
      },
    ],
  },
  {
    name: 'Sexto paso: un bocado con atención',
    description:
      'Meditar no es solo estar en quietud: toma un alimento pequeño, como una pasa, un gajo de fruta o una nuez, y cómelo con los cinco sentidos. Tu primera práctica en la vida cotidiana.',
    category: 'Principiantes',
    keywords: ['Gratitud', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué descubriste en ese bocado que nunca habías notado?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al sexto paso. Hoy meditarás con los ojos abiertos y un alimento pequeño: una pasa, un gajo de mandarina, una nuez o un trozo de chocolate. Lo ideal es tenerlo ya delante de ti.',
      },
      {
        at: 35,
        text: 'Coloca el alimento en la palma de la mano. Imagina que llegas de otro planeta y nunca has visto nada igual. Míralo con curiosidad: el color, los brillos, las arrugas, la forma.',
      },
      {
        at: 70,
        text: 'Tócalo con los dedos. ¿Es blando, rugoso, pegajoso, suave? Nota su peso en la palma. Quédate unos segundos solo con el tacto.',
      },
      {
        at: 100,
        text: 'Acércalo a la nariz y huélelo. Quizá notes que la boca empieza a salivar. El cuerpo ya se prepara, sin que se lo pidas.',
      },
      {
        at: 130,
        text: 'Llévatelo a la boca sin masticar. Déjalo sobre la lengua y explora cómo se siente: su forma, su temperatura, el primer sabor.',
      },
      {
        at: 155,
        text: 'Ahora muerde una sola vez, despacio, y nota cómo se libera el sabor. Mastica muy lento, observando cómo cambian la textura y el sabor. Si la mente se va, vuelve al sabor: hoy es tu ancla.',
      },
      {
        at: 205,
        text: 'Cuando aparezca el impulso de tragar, obsérvalo primero. Después traga y sigue la sensación hacia dentro. Nota el sabor que queda en la boca.',
      },
      {
        at: 235,
        text: 'Piensa un momento en todo lo que ha hecho falta para este bocado: la tierra, la lluvia, el sol, las manos que lo cultivaron y lo transportaron. Deja que aparezca la gratitud.',
      },
      {
        at: 270,
        text: 'Respira y observa cómo te sientes. Ahora sabes que puedes meditar en cualquier gesto cotidiano: comer, ducharte, lavar los platos, caminar. Hoy fue un bocado; mañana puede ser cualquier cosa.',
      },
    ],
  },
  {
    name: 'Séptimo paso: abrir el oído',
    description:
      'Diez minutos para meditar con los sonidos: escúchalos llegar y marcharse sin etiquetarlos. Una forma amable de descubrir que el ruido también puede ser un ancla.',
    category: 'Principiantes',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué sonido te molestó al principio y cómo lo escuchaste al final?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al séptimo paso. Ya conoces la postura y el ancla de la respiración. Hoy abrirás otra puerta: el sonido. Busca tu postura, cierra los ojos y respira hondo un par de veces.',
      },
      {
        at: 40,
        text: 'Empieza con unos minutos en tu ancla. Siente la respiración en la nariz, el pecho o el vientre. Deja que el cuerpo se asiente y que la mente se vaya aquietando.',
      },
      {
        at: 80,
        text: 'Nota también el contacto del cuerpo con el asiento y de los pies con el suelo. Estás aquí, en este lugar y en este momento, y es desde aquí desde donde vas a escuchar.',
      },
      {
        at: 115,
        text: 'Ahora abre la atención a lo que oyes. No tienes que buscar nada. Los sonidos vienen solos: los cercanos y los lejanos, los que se repiten y los que aparecen una sola vez.',
      },
      {
        at: 155,
        text: 'Quizá oigas tráfico, una voz, pájaros, el zumbido de un aparato, tu propia respiración. Deja que lleguen como llegan las olas a la orilla.',
      },
      {
        at: 190,
        text: 'La mente enseguida quiere ponerles nombre: «coche», «perro», «vecino». Prueba a escuchar por debajo de la etiqueta: el tono, el volumen, el ritmo, cómo empieza y cómo termina cada sonido.',
      },
      {
        at: 245,
        text: 'Observa que cada sonido nace, dura un poco y se apaga. Ninguno se queda. Escuchar así es descubrir con el oído que todo cambia.',
      },
      {
        at: 275,
        text: 'Si un sonido te molesta, nota también la molestia: quizá una tensión en la frente o en los hombros. Respira con ella. El sonido es solo sonido; la molestia es lo que añadimos.',
      },
      {
        at: 335,
        text: 'Escucha ahora el espacio entre los sonidos: ese silencio de fondo en el que todo aparece y desaparece.',
      },
      {
        at: 365,
        text: 'Puedes imaginar que tu mente es como una gran sala vacía o como el cielo abierto, y que los sonidos la atraviesan sin dejar huella. No tienes que sujetarlos ni apartarlos.',
      },
      {
        at: 405,
        text: 'Descansa en ese escuchar amplio, sin elegir. No tienes que hacer nada: los sonidos se escuchan solos.',
      },
      {
        at: 455,
        text: 'Si la mente se ha ido a una historia, como siempre, vuelve con suavidad. Elige el sonido más cercano, o tu respiración, y empieza de nuevo desde ahí.',
      },
      { at: 490, text: 'Quédate unos momentos más con los sonidos tal como son, sin preferir unos a otros.' },
      {
        at: 535,
        text: 'Poco a poco, lleva la atención de nuevo al cuerpo y a la respiración. Siente el asiento, las manos, el aire.',
      },
      {
        at: 570,
        text: 'Abre los ojos despacio, sin prisa por volver a la actividad. Durante el día, cuando haya ruido, recuerda que puedes convertirlo en práctica: escuchar sin pelearte con lo que oyes.',
      },
    ],
  },
  {
    name: 'Octavo paso: recorrer el cuerpo',
    description:
      'Tu primer escáner corporal: recorre el cuerpo de los pies a la cabeza notando lo que hay, sin cambiar nada. Se puede hacer en una silla o en la cama.',
    category: 'Principiantes',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué zona del cuerpo te costó más sentir y cuál sentiste con más viveza?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al octavo paso. Hoy recorrerás tu cuerpo con la atención, como una linterna que ilumina despacio cada zona. Puedes hacerlo en una silla o en la cama, boca arriba, con los brazos a los lados.',
      },
      {
        at: 45,
        text: 'Cierra los ojos y siente el cuerpo entero: su peso, su apoyo. Respira unas cuantas veces y suelta lo que no necesites sostener.',
      },
      {
        at: 80,
        text: 'Lleva la atención a los pies. Nota lo que haya: calor, frío, hormigueo, el roce de los calcetines, o quizá nada. No sentir nada también es una observación válida.',
      },
      {
        at: 120,
        text: 'Sube a los tobillos, las pantorrillas y las rodillas. No hace falta relajarlas; solo saber cómo están. Si encuentras tensión, respira hacia ella y déjala estar.',
      },
      {
        at: 160,
        text: 'Los muslos, las caderas, la pelvis. Nota el peso de esta parte del cuerpo y cómo se apoya.',
      },
      {
        at: 195,
        text: 'Si aparece alguna molestia, no tienes que arreglarla. Puedes imaginar que la respiración llega hasta allí, la rodea con suavidad y se lleva un poco de tensión al salir.',
      },
      {
        at: 235,
        text: 'El vientre: siente cómo sube y baja con la respiración. Después la parte baja de la espalda, la espalda media y los omóplatos.',
      },
      {
        at: 275,
        text: 'El pecho, y el latido del corazón si puedes percibirlo. Los hombros: ¿están arriba o abajo? Solo obsérvalo.',
      },
      {
        at: 310,
        text: 'La espalda alta suele guardar el peso del día. Deja que se apoye y que se suelte un poco con cada exhalación.',
      },
      {
        at: 345,
        text: 'Baja por los brazos: los codos, los antebrazos, las muñecas, las manos. Siente cada dedo, uno a uno, hasta las yemas.',
      },
      {
        at: 380,
        text: 'El cuello, la garganta, la nuca. La mandíbula, los labios, la lengua. Las mejillas, la nariz, los ojos, la frente. Y por último, la coronilla.',
      },
      {
        at: 430,
        text: 'Si la mente se ha ido en algún momento, es normal: vuelve a la última zona que recuerdes y continúa desde ahí.',
      },
      {
        at: 470,
        text: 'Ahora siente el cuerpo entero a la vez, de la cabeza a los pies, como un solo campo de sensaciones que respira.',
      },
      {
        at: 525,
        text: 'Quizá notes que algunas zonas están más sueltas que al principio, o quizá no. Las dos cosas están bien. El objetivo no es relajarse, sino conocer tu cuerpo un poco mejor, tal como es hoy.',
      },
      {
        at: 570,
        text: 'Mueve suavemente los dedos de las manos y de los pies. Estírate si te apetece y abre los ojos. Este recorrido te servirá siempre que quieras volver al cuerpo o preparar el descanso.',
      },
    ],
  },
  {
    name: 'Noveno paso: meditar caminando',
    description:
      'Camina despacio, en casa o al aire libre, sintiendo cada paso. Una meditación para cuando estar en quietud cuesta o el cuerpo pide moverse.',
    category: 'Principiantes',
    keywords: ['Claridad', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué notaste en tus pies y en tu mente al caminar más despacio que de costumbre?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al noveno paso. Hoy meditarás caminando. Busca un espacio donde puedas dar entre diez y quince pasos en línea recta: un pasillo, una habitación o un rincón de un parque.',
      },
      {
        at: 40,
        text: 'Empieza de pie, sin moverte. Siente los pies en el suelo, el peso del cuerpo y la respiración. Deja los brazos sueltos o las manos juntas por delante, como prefieras.',
      },
      {
        at: 80,
        text: 'Levanta muy despacio el pie derecho, llévalo hacia delante y apóyalo: primero el talón, luego la planta, luego los dedos. Siente cómo el peso pasa a esa pierna.',
      },
      {
        at: 115,
        text: 'Ahora el izquierdo: levantar, llevar, apoyar. No hay ningún lugar al que llegar. Cada paso es el destino.',
      },
      {
        at: 150,
        text: 'Mantén la mirada baja y suave, unos pasos por delante de ti, sin fijarla en nada. Así la atención puede quedarse en los pies y no en lo que ves.',
      },
      {
        at: 190,
        text: 'Sigue caminando así, muy despacio. Si te ayuda, nombra en silencio cada fase: «levanto», «llevo», «apoyo».',
      },
      {
        at: 245,
        text: 'Cuando llegues al final de tu recorrido, detente y respira. Gira despacio, con la atención puesta en el giro, y empieza a caminar de vuelta.',
      },
      {
        at: 280,
        text: 'Nota el equilibrio: los pequeños ajustes de los tobillos, de las piernas, del tronco. Tu cuerpo sabe sostenerte sin que lo pienses.',
      },
      {
        at: 335,
        text: 'Quizá caminar tan despacio te resulte extraño, o un poco torpe. Es normal: el cuerpo está acostumbrado a ir en piloto automático. Sonríe a esa torpeza y sigue.',
      },
      {
        at: 370,
        text: 'Si la mente se va, detente un momento, siente los pies y vuelve a empezar. Caminar así es una forma perfecta de entrenar el volver.',
      },
      {
        at: 410,
        text: 'Ahora acelera un poco, hasta un ritmo lento pero natural. Deja de nombrar las fases y siente el caminar entero: el balanceo de los brazos, el aire en la cara, los sonidos.',
      },
      {
        at: 470,
        text: 'Lleva la atención también a lo que ves: colores, luz, formas. Sin quedarte en ninguna, sigue caminando.',
      },
      {
        at: 500,
        text: 'Ve bajando el ritmo hasta detenerte. Quédate de pie, sintiendo el cuerpo entero y la respiración.',
      },
      {
        at: 535,
        text: 'Antes de terminar, da las gracias a tus pies y a tus piernas por llevarte cada día a tantos lugares sin pedir nada a cambio.',
      },
      {
        at: 570,
        text: 'Termina aquí. Puedes llevar esta atención a cualquier trayecto: a la cocina, a la parada del autobús, al trabajo. Cada paso puede traerte de vuelta al presente.',
      },
    ],
  },
  {
    name: 'Décimo paso: emociones como el clima',
    description:
      'Aprende a observar las emociones como el tiempo que pasa por el cielo: reconocerlas, sentirlas en el cuerpo y dejarlas estar sin que te arrastren.',
    category: 'Principiantes',
    keywords: ['Calma', 'Amor propio'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué tiempo hacía hoy en tu interior y dónde lo sentías en el cuerpo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al décimo paso. Ya sabes volver a la respiración, al cuerpo y a los sonidos. Hoy miraremos algo más delicado: las emociones. Acomódate y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Haz unas respiraciones en tu ancla para asentarte. Siente el apoyo del cuerpo y deja que el día se vaya posando, como el polvo que cae cuando el aire se calma.',
      },
      {
        at: 80,
        text: 'Imagina que tu mente es como el cielo: amplio, abierto. Las emociones son el clima que pasa por él: nubes, lluvia, sol, tormentas. El cielo nunca se rompe por una tormenta.',
      },
      {
        at: 120,
        text: 'Pregúntate con suavidad: ¿qué tiempo hace hoy dentro de mí? Quizá calma, quizá nubes de preocupación, quizá un poco de alegría, o algo difícil de nombrar.',
      },
      {
        at: 155,
        text: 'Busca dónde se nota en el cuerpo: un nudo en el estómago, peso en el pecho, calor en la cara, ligereza. Las emociones también viven en el cuerpo.',
      },
      {
        at: 215,
        text: 'Ponle un nombre sencillo: «tristeza», «inquietud», «ilusión», «enfado». Y añade: «Esto es lo que siento ahora». No es todo lo que eres; es el clima de este momento.',
      },
      {
        at: 250,
        text: 'Si hay varias emociones a la vez, está bien. Puedes nombrarlas todas o elegir la que más se note. A veces, debajo del enfado hay tristeza, o debajo de la prisa hay miedo.',
      },
      {
        at: 290,
        text: 'Respira con esa sensación, como quien se sienta junto a alguien que lo está pasando mal. No intentes cambiarla. Permítele estar, con espacio alrededor.',
      },
      {
        at: 350,
        text: 'Si la emoción se vuelve demasiado intensa, vuelve a la respiración o a los pies en el suelo. Siempre puedes regresar a tu ancla. Cuidarte también es saber cuándo parar.',
      },
      {
        at: 385,
        text: 'Observa si la sensación cambia: si crece, se mueve o se suaviza. El clima siempre cambia, aunque a veces tarde.',
      },
      {
        at: 440,
        text: 'Si te ayuda, pon una mano allí donde la sientes, en el pecho, en el vientre o en la garganta, y dile en silencio: «Está bien sentir esto. Estoy aquí contigo».',
      },
      {
        at: 480,
        text: 'Ahora suelta la emoción y vuelve a sentir el cielo: tu atención amplia, que lo contiene todo sin perderse en nada.',
      },
      {
        at: 515,
        text: 'Descansa unos momentos siendo cielo, no nube. Deja pasar lo que pase, respirando con calma.',
      },
      {
        at: 570,
        text: 'Pon una mano en el pecho y reconoce la valentía de mirar dentro. Abre los ojos cuando quieras. Durante el día, si algo te remueve, pregúntate: ¿qué tiempo hace ahora dentro de mí?',
      },
    ],
  },
  {
    name: 'Undécimo paso: la bondad empieza en ti',
    description:
      'Descubre la meditación de la bondad amorosa: envía buenos deseos a ti, a alguien que quieres, a alguien neutral y a todos los seres. Quince minutos para abrir el corazón.',
    category: 'Principiantes',
    keywords: ['Amor propio', 'Gratitud'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿A quién te costó más desearle el bien y qué sentiste al hacerlo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al undécimo paso. Hasta ahora has entrenado la atención. Hoy entrenarás también la amabilidad, con una práctica muy antigua llamada bondad amorosa. Busca tu postura y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Empieza con la respiración. Siente unas cuantas inhalaciones y exhalaciones y deja que los hombros se suelten. Lleva una mano al corazón si te apetece.',
      },
      {
        at: 80,
        text: 'La bondad amorosa consiste en desear el bien con frases sencillas, repetidas en silencio. No tienes que sentir nada especial. Basta con la intención, como quien riega una semilla que todavía no ve crecer.',
      },
      {
        at: 125,
        text: 'Empieza por ti. Trae a la mente una imagen tuya, quizá de la infancia, quizá tal como eres hoy. Mírala con la ternura con la que mirarías a alguien a quien quieres.',
      },
      {
        at: 170,
        text: 'Repite en silencio, despacio: «Que yo esté bien. Que yo sea feliz. Que yo esté en paz. Que viva con facilidad».',
      },
      {
        at: 205,
        text: 'Sigue repitiendo las frases a tu ritmo, con un espacio entre una y otra. Si aparece resistencia, o una voz que dice «no me lo merezco», obsérvala con cariño y sigue. También es parte del camino.',
      },
      {
        at: 275,
        text: 'Para mucha gente, esta es la parte más difícil. Si te cuesta, imagina que estas frases te las dice alguien que te quiere de verdad, o alguien que te cuidó en algún momento de tu vida.',
      },
      {
        at: 320,
        text: 'Ahora trae a la mente a alguien que te haga sonreír con facilidad: una amistad, un familiar, incluso un animal. Imagina su cara, su forma de estar.',
      },
      {
        at: 360,
        text: 'Envíale las mismas frases: «Que estés bien. Que seas feliz. Que estés en paz. Que vivas con facilidad». Nota si algo se suaviza en el pecho.',
      },
      {
        at: 420,
        text: 'Piensa ahora en una persona neutral: alguien a quien ves a menudo pero no conoces, como quien te vende el pan o alguien de tu calle. Esa persona también quiere ser feliz, igual que tú.',
      },
      {
        at: 465,
        text: 'Deséale lo mismo: «Que estés bien. Que seas feliz. Que estés en paz. Que vivas con facilidad».',
      },
      {
        at: 525,
        text: 'Si te sientes con fuerzas, trae a alguien con quien tengas una pequeña dificultad. No la persona más difícil; alguien que simplemente te incomode un poco. Si no es el momento, quédate con las anteriores.',
      },
      {
        at: 570,
        text: 'Prueba a desearle el bien, aunque sea un poco: «Que estés bien. Que encuentres paz». Esto no aprueba lo que hizo; te libera de cargarlo con tanta fuerza.',
      },
      {
        at: 630,
        text: 'Si aparece rabia o tristeza, vuelve a ti un momento y repite: «Que yo esté en paz». Puedes volver a esa persona otro día. La bondad no tiene prisa.',
      },
      {
        at: 675,
        text: 'Por último, abre el círculo a todos los seres: las personas de tu casa, de tu barrio, de tu ciudad y del mundo entero, y también los animales y la naturaleza.',
      },
      {
        at: 715,
        text: '«Que todos los seres estén bien. Que todos los seres sean felices. Que todos los seres estén en paz». Imagina esos deseos extendiéndose como ondas en un lago.',
      },
      {
        at: 780,
        text: 'Piensa que, en este mismo momento, en todo el mundo hay personas que respiran, que sufren, que se alegran y que buscan lo mismo que tú: estar bien y vivir en paz. No hay tanta distancia entre unas vidas y otras.',
      },
      {
        at: 825,
        text: 'Vuelve a ti para cerrar el círculo. Una vez más: «Que yo esté bien. Que yo esté en paz». Siente la respiración y el calor en el pecho, si está ahí.',
      },
      {
        at: 870,
        text: 'Abre los ojos despacio y agradece este tiempo de bondad. Hoy, cuando te cruces con alguien, prueba a desearle en silencio: «Que estés bien». Es una práctica que cabe en cualquier momento.',
      },
    ],
  },
  {
    name: 'Duodécimo paso: tu propia práctica',
    description:
      'El último paso del camino: estiramientos con atención, una meditación que reúne todo lo aprendido y un momento para escribir cuándo y cómo seguirás practicando.',
    category: 'Principiantes',
    keywords: ['Claridad', 'Gratitud'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Cuándo, dónde y durante cuánto tiempo vas a meditar esta semana?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida al duodécimo paso, el último de este camino. Hoy lo reunirás todo: movimiento, quietud y un compromiso contigo. Ten cerca papel y bolígrafo, y empieza de pie, con espacio a tu alrededor.',
      },
      {
        at: 40,
        text: 'Siente los pies en el suelo y respira. Al inhalar, sube los brazos por los lados hasta arriba. Al exhalar, bájalos despacio. Repítelo varias veces, dejando que la respiración marque el ritmo.',
      },
      {
        at: 80,
        text: 'Ahora inclínate suavemente hacia la derecha con el brazo izquierdo arriba y siente el estiramiento en el costado. Vuelve al centro y repite hacia el otro lado. Muévete siempre sin dolor.',
      },
      {
        at: 125,
        text: 'Haz círculos lentos con los hombros. Después deja caer la cabeza suavemente hacia delante y llévala de un hombro a otro, como un péndulo. Esto también es meditar: notar cada sensación mientras ocurre.',
      },
      {
        at: 165,
        text: 'Sacude suavemente las manos y después los pies, uno y otro, como si te quitaras el agua de encima. Nota la vida que se despierta en cada parte.',
      },
      {
        at: 200,
        text: 'Termina el movimiento y quédate de pie unos instantes, sintiendo el cosquilleo y el calor en el cuerpo. Después siéntate en tu postura de meditación.',
      },
      {
        at: 240,
        text: 'Recuerda el segundo paso: firme y suelta. Alarga la espalda, deja caer los hombros, suelta la mandíbula y cierra los ojos.',
      },
      {
        at: 275,
        text: 'Ve a tu ancla, la respiración. Siéntela en el lugar donde mejor la notas. Si la mente está inquieta, acompaña el aire con «dentro» y «fuera», como aprendiste.',
      },
      {
        at: 335,
        text: 'Cuando la mente se vaya, y se irá, etiqueta en silencio «pensando» y vuelve. Cada vuelta es un acto de amabilidad contigo.',
      },
      {
        at: 390,
        text: 'Abre ahora la atención a los sonidos, dejándolos llegar y marcharse. Y después al cuerpo entero, que respira en la postura.',
      },
      {
        at: 435,
        text: 'Observa también qué tiempo hace dentro: qué emoción está presente. Dale espacio, como el cielo a las nubes.',
      },
      {
        at: 480,
        text: 'Quédate ahora sin elegir ningún ancla en particular. Respiración, sonidos, sensaciones, pensamientos: deja que todo aparezca y pase, y descansa en el simple darte cuenta.',
      },
      {
        at: 540,
        text: 'Antes de terminar la parte en silencio, ofrécete unas frases de bondad: «Que yo esté bien. Que siga cuidándome con cariño».',
      },
      {
        at: 575,
        text: 'Abre los ojos y toma el papel. Vas a escribir tu plan de práctica. No tiene que ser ambicioso: mejor cinco minutos cada día que una hora una vez al mes.',
      },
      {
        at: 615,
        text: 'Escribe primero cuándo meditarás: quizá al despertar, después de comer o antes de dormir. Asócialo a algo que ya haces cada día, como el café o lavarte los dientes.',
      },
      {
        at: 675,
        text: 'Escribe dónde: un rincón concreto de tu casa, una silla, tu cama. Y cuánto tiempo: tres, cinco o diez minutos. Elige algo que puedas cumplir incluso en un día difícil.',
      },
      {
        at: 735,
        text: 'Por último, escribe una frase para los días en que no te apetezca, algo que te recuerde por qué empezaste. Por ejemplo: «Cinco minutos para mí también cuentan».',
      },
      {
        at: 795,
        text: 'Si quieres, anota también a quién podrías contarle tu plan o con quién podrías practicar de vez en cuando. Acompañarse ayuda a seguir.',
      },
      {
        at: 830,
        text: 'Lee lo que has escrito y déjalo donde puedas verlo. Si un día no practicas, no pasa nada: vuelves al día siguiente, igual que vuelves a la respiración.',
      },
      {
        at: 870,
        text: 'Has recorrido los doce pasos. Ya conoces lo esencial: la postura, el ancla, el volver, los sonidos, el cuerpo, las emociones y la bondad. A partir de aquí, el camino es tuyo. Gracias por practicar.',
      },
    ],
  },
];
