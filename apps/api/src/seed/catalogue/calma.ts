import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Respiración del océano',
    description:
      'Respira al ritmo de las olas que llegan y se retiran. Cinco minutos para que el cuerpo recuerde su propio compás y la mente se aquiete.',
    category: 'Calma',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué cambió en tu cuerpo cuando tu respiración se hizo más lenta?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura en la que puedas estar a gusto unos minutos, con la espalda erguida y los hombros sueltos. Si te apetece, cierra los ojos.',
      },
      {
        at: 25,
        text: 'Lleva la atención a tu respiración, sin cambiarla. Solo observa cómo entra el aire por la nariz y cómo vuelve a salir.',
      },
      {
        at: 55,
        text: 'Imagina que estás a la orilla del mar. Cada vez que inhalas, una ola llega despacio hasta la arena. Cada vez que exhalas, la ola se retira.',
      },
      {
        at: 95,
        text: 'Inhala y deja que la ola suba. Exhala y deja que vuelva al mar. No hay prisa: el océano tiene todo el tiempo del mundo.',
      },
      {
        at: 140,
        text: 'Si aparece un pensamiento, míralo como a una gaviota que cruza el cielo. No hace falta seguirla. Vuelve a la próxima ola.',
      },
      {
        at: 185,
        text: 'Nota cómo el ritmo se ha vuelto más lento y más amplio. Tu cuerpo sabe respirar así; solo necesitaba un poco de espacio.',
      },
      {
        at: 225,
        text: 'Quédate con tres olas más, contándolas en silencio: una, dos y tres.',
      },
      {
        at: 260,
        text: 'Poco a poco, deja que la respiración recupere su ritmo natural. Mueve los dedos de las manos y de los pies. Cuando quieras, abre los ojos y lleva contigo esta calma.',
      },
    ],
  },
  {
    name: 'La taza entre las manos',
    description:
      'Prepara un té o una infusión y bébelo con los cinco sentidos. Un pequeño ritual activo para bajar el ritmo a cualquier hora del día.',
    category: 'Calma',
    keywords: ['Calma', 'Descanso'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué detalle de tu bebida notaste hoy como si fuera la primera vez?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este pequeño ritual. Solo necesitas una taza con tu bebida caliente favorita: un té, una infusión o simplemente agua tibia. Si todavía la estás preparando, termina de hacerlo sin prisa y siéntate con ella.',
      },
      {
        at: 35,
        text: 'Toma la taza con las dos manos. Siente su calor en las palmas y en los dedos. Deja que ese calor suba despacio por las muñecas. No bebas todavía.',
      },
      {
        at: 65,
        text: 'Mira la bebida como si fuera la primera vez que la ves. Su color, el vapor que sube y se deshace en el aire, los pequeños reflejos de la superficie.',
      },
      {
        at: 100,
        text: 'Acerca la taza a la cara y huele. Inhala despacio su aroma. ¿Es dulce, amargo, herbal, tostado? No hace falta ponerle nombre; solo déjalo llegar.',
      },
      {
        at: 130,
        text: 'Ahora da un primer sorbo pequeño. Mantén el líquido un momento en la boca. Nota la temperatura, el sabor que aparece primero y el que queda después. Traga despacio y siente cómo el calor baja hacia el pecho.',
      },
      {
        at: 180,
        text: 'Sigue bebiendo a tu ritmo, sorbo a sorbo. Entre uno y otro, deja la taza apoyada y respira. Si la mente se va a otra parte, el calor de la taza te trae de vuelta.',
      },
      {
        at: 230,
        text: 'Observa cómo está tu cuerpo ahora. Quizá los hombros han bajado un poco, quizá la respiración es más lenta. Todo eso lo ha hecho una simple taza, bebida con atención.',
      },
      {
        at: 260,
        text: 'Termina el último sorbo o deja la taza a un lado. Agradece en silencio este momento que te has regalado. Cada vez que prepares una bebida caliente, puedes volver a este ritual, aunque sea durante tres sorbos.',
      },
    ],
  },
  {
    name: 'Volver al centro',
    description:
      'Una pausa breve para reunir la atención dispersa en tres puntos de apoyo y en el centro del cuerpo. Para cuando el día te lleva de un lado a otro.',
    category: 'Calma',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Dónde sentiste hoy tu centro: en los pies, en el vientre o en otro lugar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Dondequiera que estés, detente un momento. Apoya los pies en el suelo, deja las manos sobre los muslos y, si te resulta fácil, cierra los ojos o baja la mirada.',
      },
      {
        at: 35,
        text: 'Toma una respiración un poco más profunda de lo habitual y suéltala despacio por la boca, como un suspiro. Otra vez: inhala por la nariz y deja salir el aire sin prisa.',
      },
      {
        at: 70,
        text: 'Ahora vas a encontrar tres puntos de apoyo. El primero: las plantas de los pies. Siente el contacto con el suelo y el peso que baja hacia la tierra.',
      },
      {
        at: 100,
        text: 'El segundo: el lugar donde tu cuerpo descansa sobre la silla o el cojín. Deja que ese apoyo te sostenga un poco más. El tercero: tus manos. Nota su temperatura y su peso.',
      },
      {
        at: 135,
        text: 'Pies, asiento, manos. Recorre los tres puntos con la atención, uno tras otro, como quien comprueba que está bien anclado a la tierra.',
      },
      {
        at: 165,
        text: 'Ahora lleva la atención un poco por debajo del ombligo, al centro de tu cuerpo. Al inhalar, imagina que el aire llega hasta ahí. Al exhalar, repite en silencio: aquí. En la siguiente exhalación: ahora.',
      },
      {
        at: 215,
        text: 'Si la mente se va a lo que tienes pendiente, no pasa nada; es lo que hacen las mentes. Cada vez que te des cuenta, vuelve al centro con una sola palabra: aquí.',
      },
      {
        at: 260,
        text: 'Para terminar, siente una vez más los tres apoyos y el centro que los une. Puedes volver a este lugar siempre que lo necesites, con una sola respiración. Abre los ojos cuando quieras y sigue tu día desde aquí.',
      },
    ],
  },
  {
    name: 'El lago sin viento',
    description:
      'Visualiza un lago de montaña cuyas aguas se aquietan poco a poco. Diez minutos para que los pensamientos se posen y la mente recupere su transparencia.',
    category: 'Calma',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué pensamiento se posó en el fondo cuando tu lago interior se quedó quieto?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acomódate en una postura estable, con la espalda erguida pero sin rigidez. Deja que las manos descansen y, cuando quieras, cierra los ojos.',
      },
      {
        at: 40,
        text: 'Haz tres respiraciones lentas. Con cada exhalación, deja que la cara se suavice: la frente, los ojos, la mandíbula. Después, permite que la respiración siga su propio ritmo.',
      },
      {
        at: 85,
        text: 'Imagina que estás a la orilla de un lago de montaña. Es temprano, el aire es fresco y huele a pino y a tierra húmeda. A tu alrededor, las montañas se alzan en silencio.',
      },
      {
        at: 125,
        text: 'Sopla un poco de viento y la superficie del agua está agitada. Pequeñas olas rompen los reflejos. Así está a veces tu mente: llena de movimiento, de ideas que van y vienen.',
      },
      {
        at: 170,
        text: 'No intentes calmar el agua: nadie puede alisar un lago con las manos. Solo quédate a su lado y respira. El viento, poco a poco, va perdiendo fuerza.',
      },
      {
        at: 210,
        text: 'Observa cómo las olas se hacen más pequeñas. Con cada exhalación, el agua se aquieta un poco más. Con cada inhalación, la mirada se vuelve más amplia.',
      },
      {
        at: 280,
        text: 'Ahora mira hacia el fondo del lago. La agitación había levantado arena y barro, y el agua estaba turbia. Pero cuando el agua se queda quieta, la arena empieza a bajar, grano a grano, y se posa en el fondo.',
      },
      {
        at: 355,
        text: 'Lo mismo ocurre con tus pensamientos. No tienes que sacarlos del agua. Solo deja que se posen. Cada pensamiento que notas y dejas estar es un grano de arena que desciende.',
      },
      {
        at: 395,
        text: 'La superficie ya está casi inmóvil. Ahora refleja el cielo, las montañas, una nube que pasa. Tu mente también puede reflejar lo que hay sin deformarlo. Quédate un rato contemplando esa quietud.',
      },
      {
        at: 465,
        text: 'Si vuelve una ráfaga de viento, un recuerdo, una preocupación, un ruido, deja que agite el agua un momento. Ya sabes qué hacer: respirar, esperar, dejar que se asiente de nuevo.',
      },
      {
        at: 510,
        text: 'Siente ahora la claridad de esta agua en tu interior. Transparente, serena, profunda. Desde aquí, las cosas se ven con más nitidez.',
      },
      {
        at: 560,
        text: 'Despídete del lago sabiendo que sigue ahí, dentro de ti. Respira hondo, mueve suavemente los dedos y los hombros, y abre los ojos. Lleva contigo la mirada clara del agua en calma.',
      },
    ],
  },
  {
    name: 'Caminar despacio, llegar aquí',
    description:
      'Una meditación caminando, muy lenta, en un pasillo o una habitación. Cada paso se divide en levantar, mover y apoyar, para que la mente llegue adonde están los pies.',
    category: 'Calma',
    keywords: ['Calma', 'Claridad'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué descubriste en tus pies al caminar más despacio que nunca?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta meditación caminando. Busca un espacio de unos cinco o diez pasos: un pasillo, una habitación despejada, un rincón del jardín. Si puedes, quítate los zapatos. Ponte de pie en un extremo.',
      },
      {
        at: 45,
        text: 'Antes de moverte, quédate de pie un momento. Siente el peso del cuerpo repartido entre los dos pies. Deja los brazos sueltos a los lados o las manos juntas delante del vientre.',
      },
      {
        at: 85,
        text: 'Balancéate muy despacio hacia delante y hacia atrás, y luego a izquierda y derecha, hasta encontrar el punto en que el cuerpo está en equilibrio. Quédate ahí y respira.',
      },
      {
        at: 125,
        text: 'Ahora vas a dar el primer paso, pero a cámara lenta. Desplaza el peso hacia el pie izquierdo. Siente cómo el pie derecho se aligera.',
      },
      {
        at: 165,
        text: 'Levanta el talón derecho, luego todo el pie. Muévelo hacia delante, despacio. Apóyalo en el suelo: primero el talón, después la planta, al final los dedos. Deja que el peso pase a ese pie.',
      },
      {
        at: 220,
        text: 'Continúa así, paso a paso. Puedes nombrar en silencio cada fase: levantar, mover, apoyar. No hay ningún lugar al que llegar. El destino de cada paso es el propio paso.',
      },
      {
        at: 285,
        text: 'Cuando llegues al final del espacio, detente. Siente los dos pies. Toma una respiración completa sin moverte. Después gira muy despacio, con atención, y vuelve a empezar en la otra dirección.',
      },
      {
        at: 350,
        text: 'Si la mente se va a otra cosa, detente un instante. Nota dónde estás y qué pie sostiene el peso. Y vuelve a caminar desde ahí.',
      },
      {
        at: 385,
        text: 'Nota también los pequeños ajustes que hace el cuerpo para no perder el equilibrio: los tobillos que corrigen, los dedos que se agarran al suelo, las caderas que se reacomodan. Todo un trabajo silencioso que ocurre sin que tengas que pensarlo.',
      },
      {
        at: 445,
        text: 'Ahora deja caer las palabras y quédate únicamente con las sensaciones: la presión bajo el talón, el rodar de la planta, el aire que roza los tobillos. Caminar, solo caminar.',
      },
      {
        at: 510,
        text: 'Acompaña los pasos con la respiración si te resulta natural: inhala al levantar el pie, exhala al apoyarlo. Si no encaja, deja que la respiración vaya libre.',
      },
      {
        at: 560,
        text: 'Para terminar, detente donde estés. Cierra los ojos un momento y siente todo el cuerpo de pie, sostenido por la tierra. Cuando sigas con tu día, quizá puedas dar algunos pasos con esta misma atención.',
      },
    ],
  },
  {
    name: 'Etiquetas suaves para la mente',
    description:
      'Aprende a anotar en silencio lo que aparece: pensar, oír, sentir. Diez minutos para mirar la actividad de la mente con distancia y con un poco de humor.',
    category: 'Calma',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué etiqueta repetiste más veces hoy, y qué te dice eso de tu momento actual?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Adopta una postura estable y digna, con la espalda erguida y el pecho abierto. Deja que las manos reposen y cierra los ojos o mira un punto en el suelo.',
      },
      {
        at: 45,
        text: 'Empieza sintiendo la respiración en el lugar donde más se note: la nariz, el pecho o el vientre. Quédate ahí unas cuantas respiraciones, solo sintiendo.',
      },
      {
        at: 85,
        text: 'Hoy vas a practicar el arte de anotar, una técnica antigua y muy sencilla. Cada vez que algo te aparte de la respiración, le pondrás una etiqueta sencilla, en silencio, y volverás al aire que entra y sale.',
      },
      {
        at: 130,
        text: 'Si aparece un pensamiento, anota: pensar. Si te llega un sonido: oír. Si notas una sensación en el cuerpo, un picor, una tensión: sentir. Una sola palabra, dicha con suavidad, como quien toca una pluma.',
      },
      {
        at: 175,
        text: 'Prueba ahora. Respira, y cuando algo aparezca, anótalo y vuelve. No importa cuántas veces ocurra. Cada etiqueta es un pequeño momento de darte cuenta.',
      },
      {
        at: 240,
        text: 'Fíjate en el tono de tu voz interior. Procura que la etiqueta sea amable, casi divertida, nunca un reproche. Pensar. Oír. Sentir. Como quien saluda a alguien conocido que pasa por la calle.',
      },
      {
        at: 285,
        text: 'Puedes añadir matices si te ayudan: planear, recordar, juzgar, imaginar. Pero no busques la palabra perfecta. Si dudas, pensar es suficiente.',
      },
      {
        at: 350,
        text: 'Observa qué ocurre con un pensamiento justo después de anotarlo. A menudo pierde fuerza, se afloja, se va. Otras veces vuelve. Anótalo otra vez, sin prisa.',
      },
      {
        at: 390,
        text: 'Quizá descubras que algunas etiquetas se repiten mucho. Planear, planear, planear. O recordar, una y otra vez. No es un error: es información. Te muestra dónde está tu mente hoy, y puedes mirarlo con curiosidad, sin juzgarlo.',
      },
      {
        at: 450,
        text: 'Sigue practicando por tu cuenta. Respiración, algo aparece, una etiqueta suave, vuelta a la respiración. Ese es todo el movimiento.',
      },
      {
        at: 515,
        text: 'Ahora deja de anotar y descansa simplemente en la respiración, sin palabras. Nota si la mente está un poco más espaciosa, un poco más clara, que al principio. No hace falta que lo esté; solo observa.',
      },
      {
        at: 560,
        text: 'Para terminar, respira hondo y abre los ojos despacio. Durante el día, cuando la mente se acelere, recuerda que puedes nombrar lo que pasa: pensar, sentir, oír. A veces, nombrarlo ya es dar un paso atrás.',
      },
    ],
  },
  {
    name: 'La montaña que permanece',
    description:
      'Siéntate como una montaña: estable, enraizada, serena mientras el tiempo cambia a su alrededor. Quince minutos para sentir tu fortaleza en los días de viento.',
    category: 'Calma',
    keywords: ['Calma', 'Protección'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué clima atravesó hoy tu montaña interior, y qué parte de ti se mantuvo firme?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate en el suelo, en un cojín o en una silla, con la espalda erguida y los pies bien apoyados. Deja que las manos descansen sobre los muslos y cierra los ojos cuando te sientas a gusto.',
      },
      {
        at: 45,
        text: 'Siente el peso de tu cuerpo bajando hacia la tierra. Deja que la respiración fluya sin controlarla. Inhala, exhala. Estás llegando.',
      },
      {
        at: 85,
        text: 'Ahora trae a la mente la imagen de una montaña. Puede ser una que conozcas o una que inventes. Mírala con detalle: su forma, la roca, el bosque de sus faldas, quizá la nieve.',
      },
      {
        at: 125,
        text: 'Fíjate en su cima, que toca el cielo. En sus laderas, que bajan amplias hacia el valle. Y en su base, ancha y profunda, que le da esa presencia serena.',
      },
      {
        at: 170,
        text: 'Observa lo sólida que es. Su base se hunde en la tierra. Lleva ahí miles de años. No necesita hacer nada para ser montaña: simplemente es.',
      },
      {
        at: 210,
        text: 'Ahora, poco a poco, invita a esa montaña a tu cuerpo. Tu base, apoyada en el suelo, es la base de la montaña. Tu columna es su eje. Tu cabeza es la cima, elevada hacia el cielo. Tus hombros y tus brazos son sus laderas.',
      },
      {
        at: 270,
        text: 'Respira despacio y sin esfuerzo, como respiraría una montaña. Siente tu peso, tu estabilidad, tu quietud. Nada que hacer, nada que cambiar.',
      },
      {
        at: 330,
        text: 'Imagina que sobre la montaña pasa el día. El sol sale y dibuja sombras en las laderas. Al mediodía, la luz cae de lleno. Al atardecer, todo se tiñe de naranja. Y llega la noche, con sus estrellas. La montaña sigue ahí.',
      },
      {
        at: 405,
        text: 'Pasan las estaciones. En invierno, la nieve la cubre y el viento sopla con fuerza. En primavera brotan flores y el agua baja por los arroyos. Llega el calor del verano, las hojas del otoño. Todo cambia en la superficie. La montaña permanece.',
      },
      {
        at: 475,
        text: 'Del mismo modo, sobre ti pasan pensamientos, emociones, días buenos y días difíciles. Tormentas de preocupación, nieblas de confusión, cielos despejados de alegría. Son el clima de tu vida.',
      },
      {
        at: 520,
        text: 'Pregúntate con suavidad qué tiempo hace hoy dentro de ti. Quizá hay sol, quizá una niebla fina de cansancio, quizá nubes de inquietud. Sea cual sea, obsérvalo como la montaña observa el cielo: sin quejarse, sin pedir que sea distinto.',
      },
      {
        at: 590,
        text: 'Puedes sentirlo todo sin dejar de ser montaña. Si ahora mismo hay algo de tormenta dentro, deja que sople. Respira desde tu base. Tu centro no se mueve.',
      },
      {
        at: 655,
        text: 'Si en algún momento un pensamiento te arrastra, vuelve a notar el contacto con el suelo. Esa es tu raíz. Desde ahí, vuelves a ser montaña.',
      },
      {
        at: 695,
        text: 'Siente de nuevo la base: las piernas, la pelvis, el contacto con el suelo. Cuanto más firme es la base, más libre puede estar la cima. Relaja los hombros, suaviza la cara y deja que la cabeza se eleve un poco, tocando el cielo.',
      },
      {
        at: 755,
        text: 'Quédate ahora en silencio, como una montaña en calma. Estable, paciente, presente. Sosteniendo lo que pasa sin resistirte y sin perderte en ello.',
      },
      {
        at: 820,
        text: 'Empieza a volver poco a poco. Siente de nuevo tu cuerpo humano, con su respiración, su temperatura, su latido. La montaña no se va: queda dentro como una memoria de solidez.',
      },
      {
        at: 860,
        text: 'Mueve las manos, estira la espalda y abre los ojos. Cuando hoy sople el viento, recuerda tu base. Puedes decirte en silencio: soy montaña. Y volver a respirar desde ahí.',
      },
    ],
  },
  {
    name: 'Estirarse hacia la calma',
    description:
      'Estiramientos suaves de pie, guiados al ritmo de la respiración: cuello, hombros, costados y espalda. Para soltar la rigidez y llegar a la calma a través del cuerpo.',
    category: 'Calma',
    keywords: ['Calma', 'Descanso'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué estiramiento te pidió el cuerpo repetir, y por qué crees que fue ese?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica, ponte de pie en un lugar con algo de espacio alrededor, con los pies separados a la anchura de las caderas. Muévete siempre dentro de lo agradable: nada debe doler. Si lo prefieres, puedes adaptar los movimientos en una silla.',
      },
      {
        at: 55,
        text: 'Deja los brazos sueltos y cierra los ojos un momento, o baja la mirada. Siente los pies en el suelo. Toma tres respiraciones lentas, dejando que el aire llegue hasta el vientre.',
      },
      {
        at: 100,
        text: 'Empieza por el cuello. Al exhalar, deja caer la oreja derecha hacia el hombro derecho, sin forzar. Quédate ahí tres respiraciones, sintiendo el estiramiento en el lado izquierdo. Al inhalar, vuelve al centro. Después, hacia el otro lado.',
      },
      {
        at: 165,
        text: 'Lleva ahora la atención a las manos. Abre y cierra los puños varias veces, despacio, y luego sacude las manos como si quisieras secarlas al aire. Dibuja círculos con las muñecas en un sentido y en el otro.',
      },
      {
        at: 225,
        text: 'Ahora los hombros. Al inhalar, súbelos hacia las orejas. Al exhalar, déjalos caer de golpe, soltando el aire por la boca. Repite dos o tres veces. Después, dibuja círculos lentos con ellos hacia atrás.',
      },
      {
        at: 285,
        text: 'Inhala y eleva los brazos por los lados hasta arriba. Entrelaza los dedos y gira las palmas hacia el techo. Estírate como al despertar. Al exhalar, baja los brazos despacio. Repítelo a tu ritmo unas cuantas veces.',
      },
      {
        at: 350,
        text: 'Vuelve a subir los brazos y, al exhalar, inclínate hacia la derecha, como una rama que se dobla con el viento. Siente cómo se abre el costado izquierdo. Inhala y vuelve al centro; exhala y ve hacia la izquierda.',
      },
      {
        at: 415,
        text: 'Con las manos en la cintura, gira suavemente el tronco hacia la derecha, dejando que la mirada acompañe el giro. Exhala al girar, inhala al volver al centro. Después, hacia la izquierda. Despacio, sin rebotes.',
      },
      {
        at: 475,
        text: 'Ahora flexiona un poco las rodillas y, al exhalar, deja que el tronco caiga hacia delante, vértebra a vértebra. La cabeza cuelga, los brazos cuelgan. Puedes sujetar los codos con las manos y balancearte un poco. Respira hacia la espalda.',
      },
      {
        at: 555,
        text: 'Para subir, hazlo muy despacio, enrollando la columna desde abajo, como si colocaras una vértebra encima de otra. La cabeza es lo último en llegar. Quédate de pie y nota el efecto.',
      },
      {
        at: 600,
        text: 'Lleva el peso al pie izquierdo y, si tienes estabilidad, levanta un poco el talón derecho y dibuja círculos con el tobillo. Luego cambia de pie. Puedes apoyarte en una pared si lo necesitas.',
      },
      {
        at: 660,
        text: 'Por último, abre el pecho. Entrelaza las manos detrás de la espalda, o sujeta una mano con la otra, y lleva los hombros hacia atrás. Inhala abriendo el pecho y elevando un poco la mirada. Exhala y suelta.',
      },
      {
        at: 725,
        text: 'Ahora quédate de pie, con los ojos cerrados, sin moverte. Siente el cuerpo entero: el calor, el hormigueo, los lugares que se han abierto. Deja que la respiración sea libre y observa la calma que ha quedado.',
      },
      {
        at: 805,
        text: 'Si alguna zona sigue pidiendo movimiento, dáselo ahora, como te apetezca: un balanceo, un giro, un estiramiento lento. Tu cuerpo sabe lo que necesita.',
      },
      {
        at: 860,
        text: 'Para terminar, lleva las manos al pecho o al vientre y respira tres veces. Agradece a tu cuerpo este rato de atención. Abre los ojos y lleva esta sensación de espacio a lo que venga ahora.',
      },
    ],
  },
  {
    name: 'Escuchar el silencio de fondo',
    description:
      'Una meditación con los sonidos: los cercanos, los lejanos y el silencio que los sostiene. Ideal cuando no encuentras un lugar sin ruido para practicar.',
    category: 'Calma',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué sonido que normalmente ignoras se volvió interesante al escucharlo con atención?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica no necesita silencio: al contrario, los sonidos serán tu ancla. Adopta una postura estable, deja las manos en reposo y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira con naturalidad y deja que el cuerpo se asiente. Nota el peso, el apoyo, la temperatura del aire en la piel. Después, abre poco a poco la atención hacia el oído.',
      },
      {
        at: 80,
        text: 'Antes de escuchar, siente la respiración unos instantes. No la cambies. Solo nota el aire que entra, la pausa, el aire que sale. Deja que la atención se vuelva más fina y receptiva, como una antena que se despliega.',
      },
      {
        at: 125,
        text: 'Empieza por los sonidos más cercanos: tu propia respiración, el roce de la ropa, quizá un pequeño crujido del cuerpo. Escúchalos sin buscarlos, como quien deja la puerta abierta.',
      },
      {
        at: 180,
        text: 'Ahora amplía un poco el círculo: los sonidos de la habitación. Un reloj, un aparato, el eco de tus movimientos. Deja que lleguen a ti; no tienes que ir a por ellos.',
      },
      {
        at: 230,
        text: 'Abre todavía más la escucha, hacia fuera: la calle, otras casas, el viento, pájaros, tráfico, voces lejanas. Nota cuál es el sonido más lejano que puedes percibir.',
      },
      {
        at: 295,
        text: 'Intenta escuchar los sonidos como sonidos, sin ponerles nombre. No un motor, sino un rumor que crece y se apaga. No una voz, sino una melodía de tonos. Como si escucharas música por primera vez.',
      },
      {
        at: 340,
        text: 'Observa que cada sonido tiene un comienzo, un medio y un final. Aparece, dura un poco y se disuelve. Ninguno se queda. Sigue escuchando esa aparición y desaparición continua.',
      },
      {
        at: 400,
        text: 'Fíjate en las cualidades de cada sonido: si es agudo o grave, continuo o intermitente, suave o áspero. Si viene de la izquierda, de la derecha, de arriba. Explora el paisaje sonoro como quien recorre un mapa.',
      },
      {
        at: 460,
        text: 'Si un sonido te molesta, fíjate en la reacción: una tensión, un juicio, un deseo de que pare. No hace falta cambiarla. Nótala, respira y vuelve a la escucha amplia.',
      },
      {
        at: 500,
        text: 'Si notas que la mente empieza a contar una historia sobre un sonido, quién lo hace, por qué, cuándo terminará, vuelve simplemente a escuchar. Antes de la historia está el sonido, puro, sin comentario.',
      },
      {
        at: 555,
        text: 'Ahora, entre un sonido y otro, busca los pequeños espacios de silencio. Están ahí, como las pausas entre las notas de una canción. Descansa la atención en esos huecos.',
      },
      {
        at: 620,
        text: 'Date cuenta de que el silencio no desaparece cuando hay ruido. Está siempre debajo, como el fondo de un lienzo sobre el que se pintan los sonidos. Escucha ese fondo.',
      },
      {
        at: 680,
        text: 'Tu mente puede ser así: un espacio silencioso donde aparecen y se van los pensamientos, igual que los sonidos. No necesitas callar nada. Solo reconocer el espacio.',
      },
      {
        at: 720,
        text: 'Quédate unos minutos en esta escucha abierta, sin elegir. Sonido, silencio, sonido. Todo llega, todo pasa, y tú descansas en el simple hecho de escuchar.',
      },
      {
        at: 785,
        text: 'Poco a poco, vuelve a los sonidos cercanos: tu respiración, la habitación. Siente de nuevo el peso de tu cuerpo y su apoyo.',
      },
      {
        at: 820,
        text: 'Nota cómo está ahora tu cuerpo después de este rato de escucha. Quizá más quieto, quizá más suelto. Quizá la mente, también, un poco más espaciosa.',
      },
      {
        at: 860,
        text: 'Abre los ojos despacio y deja que el mundo entre también por la vista. Hoy, cuando haya ruido a tu alrededor, recuerda que siempre hay un silencio de fondo al que puedes volver.',
      },
    ],
  },
  {
    name: 'Un refugio de luz',
    description:
      'Crea con la imaginación un lugar seguro, hecho de luz y de calma, al que puedas volver siempre. Para los momentos en que necesitas sentirte a salvo.',
    category: 'Calma',
    keywords: ['Calma', 'Protección'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué elemento de tu refugio te dio más sensación de seguridad?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Durante los próximos veinte minutos vas a crear un refugio interior, un lugar al que podrás volver siempre que lo necesites. Busca una postura que puedas mantener a gusto un buen rato, en una silla o sobre una superficie blanda, y cierra los ojos.',
      },
      {
        at: 55,
        text: 'Empieza con algunas respiraciones largas. Inhala por la nariz, llenando el vientre, y exhala despacio, un poco más largo. Con cada exhalación, deja que el cuerpo pese un poco más.',
      },
      {
        at: 95,
        text: 'Recorre brevemente el cuerpo y suelta lo que puedas soltar: la frente, la mandíbula, los hombros, las manos, el vientre. No tienes que relajarte del todo; basta con permitir lo que ya está ocurriendo.',
      },
      {
        at: 155,
        text: 'Ahora imagina que delante de ti aparece un sendero. Es un camino amable, quizá de tierra, de arena o de hierba. Empiezas a recorrerlo despacio, sintiendo cada paso.',
      },
      {
        at: 200,
        text: 'Mientras caminas, nota la temperatura del aire, la luz que se filtra, el sonido de tus propios pasos. Con cada paso te alejas un poco más del ruido del día y te acercas a un lugar que es solo tuyo.',
      },
      {
        at: 250,
        text: 'El sendero te lleva hacia un lugar especial: tu refugio. Puede ser un lugar que conoces, una playa, un bosque, una habitación de tu infancia, o un lugar que nunca ha existido. Deja que aparezca por sí mismo.',
      },
      {
        at: 310,
        text: 'Observa qué ves a tu alrededor. Los colores, la luz, las formas. Fíjate en los detalles: la textura del suelo, lo que hay a lo lejos, el cielo o el techo sobre ti.',
      },
      {
        at: 385,
        text: 'Ahora escucha. ¿Qué sonidos hay en tu refugio? Quizá agua, viento entre las hojas, el crepitar del fuego, o un silencio profundo y acogedor.',
      },
      {
        at: 440,
        text: 'Nota la temperatura del aire en la piel, los olores, lo que sienten tus pies o tus manos. Cuanto más real sea para tus sentidos, más fácil te será volver.',
      },
      {
        at: 500,
        text: 'Busca un lugar para descansar dentro de tu refugio: un asiento, un rincón, una hierba suave. Acomódate ahí. Aquí nadie te pide nada. Aquí no hace falta demostrar nada.',
      },
      {
        at: 570,
        text: 'Imagina ahora que una luz suave y cálida empieza a rodear este lugar. Puede ser dorada, blanca o del color que te transmita paz. Forma una cúpula alrededor de tu refugio.',
      },
      {
        at: 615,
        text: 'Esa luz deja pasar todo lo que te hace bien y deja fuera lo que no necesitas ahora: el ruido, las exigencias, las preocupaciones. Puedes verlas quedarse al otro lado, sin fuerza para entrar.',
      },
      {
        at: 690,
        text: 'Respira dentro de esta luz. Al inhalar, deja que entre en tu pecho. Al exhalar, deja que se extienda por todo el cuerpo, hasta las manos y los pies. Aquí estás a salvo.',
      },
      {
        at: 760,
        text: 'Quizá notes que algo en ti se afloja: los hombros, el vientre, la respiración. Es la sensación de estar a salvo. Deja que se asiente en el cuerpo y recuérdala bien, porque vas a poder volver a ella.',
      },
      {
        at: 825,
        text: 'Si lo deseas, invita a tu refugio a alguien que te haga sentir protección: una persona que te quiere bien, un animal, un ángel o simplemente una presencia amorosa. O quizá prefieras estar a solas. Las dos cosas están bien.',
      },
      {
        at: 875,
        text: 'Si alguien te acompaña, siente su presencia a tu lado, su cuidado, su calma. Si estás a solas, siente cómo el propio lugar te sostiene. En ambos casos, deja que te llegue un mensaje sencillo: aquí tienes un lugar.',
      },
      {
        at: 935,
        text: 'Quédate unos minutos en tu refugio, sin hacer nada. Solo sintiendo la seguridad, la luz, la calma. Si aparecen pensamientos, deja que esperen fuera de la cúpula, al otro lado de la luz.',
      },
      {
        at: 1010,
        text: 'Ahora elige un gesto que te sirva como llave de vuelta. Puede ser juntar el pulgar y el índice, o poner una mano sobre el corazón. Hazlo ahora, mientras sientes la calma de este lugar.',
      },
      {
        at: 1055,
        text: 'Repite el gesto un par de veces, respirando despacio. Así tu cuerpo asocia este gesto con tu refugio. Más adelante, en cualquier momento del día, podrás hacerlo para recordar esta sensación.',
      },
      {
        at: 1115,
        text: 'Es hora de despedirte, por ahora. Mira tu refugio una vez más y recuerda que está aquí, siempre disponible. Vuelve por el sendero, paso a paso, hacia tu cuerpo y hacia la habitación.',
      },
      {
        at: 1160,
        text: 'Siente el peso de tu cuerpo, el apoyo, la respiración. Mueve suavemente los dedos, estírate si te apetece y abre los ojos. Llevas la llave contigo: un gesto, una respiración, y el refugio vuelve.',
      },
    ],
  },
  {
    name: 'El cielo y las nubes',
    description:
      'Una práctica de conciencia abierta: descansa como el cielo mientras pensamientos y emociones pasan como nubes. Para ganar perspectiva y serenidad.',
    category: 'Calma',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Hubo alguna nube que te costara dejar pasar? ¿Qué forma tenía?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Adopta una postura erguida y abierta, como si tu cabeza quisiera tocar el cielo. Apoya las manos sobre los muslos, con las palmas hacia arriba si te apetece, y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Toma unas respiraciones profundas. Al inhalar, siente cómo se ensancha el pecho. Al exhalar, suelta lo que traes contigo. Después, deja que la respiración vuelva a su ritmo.',
      },
      {
        at: 85,
        text: 'Durante unos minutos, usa la respiración como ancla. Siente cada inhalación y cada exhalación en el vientre. Si la mente se va, vuelve con suavidad. Así vas asentando la atención.',
      },
      {
        at: 140,
        text: 'Nota el punto exacto donde empieza la inhalación y el punto donde termina. La breve pausa antes de exhalar. El largo soltar del aire. Cada respiración es un poco distinta de la anterior; observa esa diferencia con curiosidad.',
      },
      {
        at: 195,
        text: 'Ahora imagina un cielo inmenso, azul, sin límites. Se extiende en todas direcciones, más allá del horizonte. Es espacioso, claro, abierto.',
      },
      {
        at: 235,
        text: 'Deja que tu mente se parezca a ese cielo. Amplia, sin bordes, capaz de contener cualquier cosa sin llenarse nunca del todo.',
      },
      {
        at: 285,
        text: 'Siente también el cuerpo como parte de ese espacio. Los límites de la piel se vuelven un poco más suaves. El aire de dentro y el aire de fuera son el mismo aire. Respira en esa amplitud.',
      },
      {
        at: 330,
        text: 'En ese cielo aparecen nubes. Algunas son pequeñas y blancas; otras, grandes y grises. Unas pasan deprisa, otras parecen quedarse. Las nubes son tus pensamientos, tus emociones, tus sensaciones.',
      },
      {
        at: 370,
        text: 'Observa la próxima nube que aparezca. Quizá un recuerdo, un plan, una preocupación. No tienes que apartarla ni seguirla. Solo mírala pasar por el cielo de tu mente.',
      },
      {
        at: 435,
        text: 'Fíjate en que el cielo no se pelea con las nubes. No las juzga ni las retiene. Les deja espacio, y ellas, tarde o temprano, se van.',
      },
      {
        at: 475,
        text: 'Prueba a poner nombre a las nubes cuando pasen, con una palabra ligera: recuerdo, plan, duda, deseo. Después, déjalas seguir su camino. Nombrar una nube te recuerda que tú no eres la nube.',
      },
      {
        at: 535,
        text: 'Si te das cuenta de que una nube te ha arrastrado y estás dentro de una historia, no pasa nada. Nota dónde estás y vuelve a ser el cielo que la contempla.',
      },
      {
        at: 600,
        text: 'Ahora suelta el ancla de la respiración. Deja que la atención se abra a todo lo que aparezca: sonidos, sensaciones, pensamientos, emociones. Nada es una distracción. Todo son nubes.',
      },
      {
        at: 665,
        text: 'Descansa en el espacio. Lo que aparece, aparece. Lo que se va, se va. No tienes que hacer nada; solo estar presente, como el cielo está presente, día y noche, con nubes o sin ellas.',
      },
      {
        at: 735,
        text: 'Quizá aparezca una nube oscura, una emoción difícil. Recuerda: incluso detrás de la tormenta más densa, el cielo sigue siendo azul. La nube no es el cielo.',
      },
      {
        at: 775,
        text: 'Si aparece una emoción intensa, siente dónde vive en el cuerpo: en el pecho, en la garganta, en el estómago. Respira alrededor de ella, dándole espacio, como el cielo rodea una nube de tormenta. No tienes que resolverla ahora.',
      },
      {
        at: 835,
        text: 'Observa también los momentos en que no hay nubes: un espacio claro entre dos pensamientos. No lo busques con esfuerzo; cuando llegue, saboréalo.',
      },
      {
        at: 900,
        text: 'Quizá notes que incluso las nubes más persistentes cambian de forma cuando las miras con paciencia. Se estiran, se deshilachan, se abren. Nada en el cielo permanece igual mucho tiempo.',
      },
      {
        at: 950,
        text: 'Ahora pregúntate con suavidad: ¿quién está observando las nubes? No busques una respuesta con palabras. Solo siente esa presencia atenta, amplia y en calma que lo contempla todo.',
      },
      {
        at: 995,
        text: 'Quédate unos minutos descansando en esa conciencia abierta. Cielo y nubes, espacio y movimiento. Sin agarrar nada, sin rechazar nada.',
      },
      {
        at: 1055,
        text: 'Si te cuesta mantener esta apertura, vuelve un rato a la respiración y, cuando la mente se asiente, abre de nuevo la atención al cielo entero. Ir y venir entre el ancla y el espacio también es parte de la práctica.',
      },
      {
        at: 1115,
        text: 'Poco a poco, vuelve a traer la atención a la respiración. Siente el aire que entra y sale, y el cuerpo que respira. Nota el contacto con el asiento, el peso de las manos, los sonidos del lugar donde estás.',
      },
      {
        at: 1160,
        text: 'Mueve suavemente los dedos, los hombros, la cabeza. Cuando abras los ojos, quizá veas el día con un poco más de amplitud. Recuerda: tú eres el cielo; lo demás son nubes que pasan.',
      },
    ],
  },
  {
    name: 'Recorrido sereno del cuerpo',
    description:
      'Un escáner corporal lento y completo, de los pies a la cabeza, para soltar tensiones y descansar en la calma del cuerpo. Puedes hacerlo en una silla o en la cama.',
    category: 'Calma',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿En qué zona del cuerpo encontraste más tensión, y cómo cambió al prestarle atención?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este recorrido por el cuerpo. Durante los próximos veinticinco minutos solo vas a sentir. Busca una postura en la que puedas estar a gusto mucho rato: boca arriba, con los brazos a los lados, o en una silla con los pies en el suelo. Cierra los ojos.',
      },
      {
        at: 50,
        text: 'Empieza sintiendo el cuerpo como un todo. Su peso, su forma, los lugares donde se apoya. Deja que la superficie que te sostiene haga todo el trabajo.',
      },
      {
        at: 90,
        text: 'Toma tres respiraciones lentas y profundas. Con cada exhalación, suelta un poco más de peso hacia abajo. Después, deja que la respiración encuentre su propio ritmo, sin dirigirla.',
      },
      {
        at: 140,
        text: 'En este recorrido, tu atención será como una luz suave que se posa en cada parte del cuerpo. No tienes que cambiar nada. Si encuentras tensión, solo obsérvala. A veces, observar ya es soltar.',
      },
      {
        at: 180,
        text: 'Si en algún momento la mente se va a otro lugar, a un recuerdo o a una tarea pendiente, no pasa nada. Simplemente date cuenta y vuelve a la parte del cuerpo por la que ibas. Volver, una y otra vez, es la práctica.',
      },
      {
        at: 235,
        text: 'Lleva la atención a los dedos del pie izquierdo. El dedo gordo, los pequeños, los espacios entre ellos. Quizá notes calor, frío, hormigueo, o nada en particular. Todo está bien.',
      },
      {
        at: 300,
        text: 'Sube por la planta del pie izquierdo, el talón, el empeine, el tobillo. Siente el pie entero. Al exhalar, imagina que el aire sale por ese pie y se lleva la tensión.',
      },
      {
        at: 350,
        text: 'Ahora la pierna izquierda: la pantorrilla, la espinilla, la rodilla, el muslo, hasta la cadera. Deja que toda la pierna pese y se abandone sobre el apoyo.',
      },
      {
        at: 410,
        text: 'Pasa al pie derecho. Los dedos, la planta, el talón, el tobillo. Y sube por la pierna derecha: pantorrilla, rodilla, muslo, cadera. Respira en toda la pierna.',
      },
      {
        at: 470,
        text: 'Siente ahora las dos piernas a la vez, desde las puntas de los pies hasta las caderas. Pesadas, quietas, en reposo. Quizá una se note más pesada que la otra, más caliente o más presente. No hace falta igualarlas; solo observa.',
      },
      {
        at: 515,
        text: 'Lleva la atención a la pelvis y a la zona lumbar, un lugar donde a menudo guardamos tensión. Deja que la respiración llegue hasta ahí y que los músculos se ablanden poco a poco.',
      },
      {
        at: 580,
        text: 'Siente también las nalgas y la parte posterior de los muslos, donde el cuerpo se apoya con más peso. Deja que esa zona se ensanche y se entregue al suelo o a la silla.',
      },
      {
        at: 635,
        text: 'Sube por la espalda, vértebra a vértebra, como si tu atención fuera una mano que la recorre. La zona media, los omóplatos, la parte alta entre los hombros. Suelta lo que quiera soltarse.',
      },
      {
        at: 695,
        text: 'Pasa al vientre. Siente cómo sube y baja con cada respiración. Deja que esté blando, sin sostenerlo. Luego el pecho, las costillas que se abren y se cierran, el corazón que late a su ritmo.',
      },
      {
        at: 760,
        text: 'Lleva la atención a las manos. Los dedos, las palmas, el dorso. Quizá notes un leve pulso o calor. Sube por las muñecas, los antebrazos, los codos y los brazos, hasta los hombros.',
      },
      {
        at: 825,
        text: 'Siente los dos brazos a la vez, desde las yemas de los dedos hasta los hombros, descansando a los lados del cuerpo o sobre los muslos. Deja que pesen, como si se hundieran suavemente en el apoyo.',
      },
      {
        at: 880,
        text: 'Los hombros cargan con mucho a lo largo del día. Al exhalar, deja que bajen un poco, alejándose de las orejas. Y siente el cuello, por delante y por detrás, largo y suelto.',
      },
      {
        at: 945,
        text: 'Recorre la garganta por dentro, el lugar por donde pasan el aire y la voz. A veces guardamos ahí palabras no dichas. Traga una vez, despacio, y deja que la garganta se abra y se suavice.',
      },
      {
        at: 995,
        text: 'Ahora la cara. La mandíbula: deja que se afloje y que los dientes se separen un poco. Los labios, la lengua que descansa en la boca. Las mejillas, la nariz, el aire que entra por ella.',
      },
      {
        at: 1060,
        text: 'Los ojos, pesados en sus cuencas. Los párpados, suaves. La frente, ancha y lisa. Las sienes, las orejas, la parte alta de la cabeza y la nuca.',
      },
      {
        at: 1125,
        text: 'Nota ahora el espacio dentro de la cabeza, detrás de los ojos, donde parecen vivir los pensamientos. Deja que ese espacio también se ablande. Los pensamientos pueden ir y venir; no necesitas seguirlos.',
      },
      {
        at: 1175,
        text: 'Ahora siente el cuerpo entero de una sola vez, desde la coronilla hasta las plantas de los pies. Un solo campo de sensaciones, vivo, respirando. Descansa en esa totalidad.',
      },
      {
        at: 1235,
        text: 'Observa la respiración en este cuerpo entero. Al inhalar, quizá sientas que todo el cuerpo se expande un poco. Al exhalar, que todo se suelta. Como si el cuerpo entero respirara a la vez, como una ola lenta.',
      },
      {
        at: 1290,
        text: 'Si alguna zona te sigue llamando, dirige hacia ella la respiración y una intención amable: aquí puedes descansar. No hay nada que arreglar.',
      },
      {
        at: 1350,
        text: 'Quédate ahora en silencio, simplemente siendo un cuerpo que respira en calma. Si el sueño llega, déjalo venir. Si la mente se va, vuelve a sentir el cuerpo entero.',
      },
      {
        at: 1415,
        text: 'Poco a poco, empieza a volver. Haz la respiración un poco más profunda. Siente de nuevo los lugares de apoyo y el espacio que te rodea. Antes de moverte, quédate un momento con la calma que hay ahora en el cuerpo. Obsérvala bien, para poder reconocerla después.',
      },
      {
        at: 1460,
        text: 'Mueve los dedos de las manos y de los pies, estira los brazos por encima de la cabeza si te apetece y abre los ojos cuando quieras. Tu cuerpo guarda ahora esta calma; puedes volver a ella siempre que lo necesites.',
      },
    ],
  },
];
