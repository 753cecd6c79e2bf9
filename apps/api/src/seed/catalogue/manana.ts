import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Despertar en la cama',
    description:
      'Antes de levantarte, despierta el cuerpo poco a poco sin salir de la cama: respiración, pequeños movimientos y un primer pensamiento amable para el día.',
    category: 'Mañana',
    keywords: ['Energía', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Cómo se sintió tu cuerpo al despertar sin prisa esta mañana?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Antes de mirar el teléfono o de saltar de la cama, regálate estos cinco minutos. Quédate boca arriba, con los ojos cerrados o entreabiertos, y siente el calor de las sábanas.',
      },
      {
        at: 25,
        text: 'Nota la primera respiración consciente del día. El aire entra, el aire sale. No tienes que hacer nada con ella todavía. Solo date cuenta de que estás aquí, respirando, en un nuevo día.',
      },
      {
        at: 55,
        text: 'Haz ahora tres respiraciones un poco más profundas. Al inhalar, deja que el abdomen y el pecho se llenen por completo. Al exhalar, suelta el aire despacio. Siente cómo el oxígeno empieza a despertar el cuerpo desde dentro.',
      },
      {
        at: 90,
        text: 'Empieza a mover los dedos de los pies, despacio. Después los tobillos, dibujando pequeños círculos. Mueve los dedos de las manos, abre y cierra los puños. Sin prisa, como un animal que se despereza al sol.',
      },
      {
        at: 125,
        text: 'Estira los brazos por encima de la cabeza y las piernas hacia abajo, alargando todo el cuerpo como si quisieras tocar las dos paredes opuestas. Mantén el estiramiento una respiración y suelta. Si te apetece, bosteza: es la forma natural del cuerpo de despertar.',
      },
      {
        at: 165,
        text: 'Lleva las rodillas hacia el pecho y abrázalas. Mécete suavemente de un lado a otro, masajeando la espalda contra el colchón. Después deja caer las dos rodillas hacia un lado, en un giro suave, y luego hacia el otro.',
      },
      {
        at: 205,
        text: 'Vuelve al centro y deja el cuerpo en reposo. Siente cómo ha cambiado: quizá hay más calor, más circulación, más presencia. Haz una respiración amplia y nota que el cuerpo ya está despertando.',
      },
      {
        at: 240,
        text: 'Con los ojos todavía cerrados, piensa en una cosa buena que puede traer el día de hoy. Algo pequeño: un café, una conversación, un rato al aire libre. Sonríe, aunque sea un poco.',
      },
      {
        at: 270,
        text: 'Gírate hacia un lado y, apoyando las manos, incorpórate despacio hasta quedarte en el borde de la cama. Pon los pies en el suelo, haz una última respiración profunda y abre los ojos. Que tengas un buen comienzo.',
      },
    ],
  },
  {
    name: 'Ducha para empezar el día',
    description:
      'Convierte la ducha de la mañana en una meditación: siente el agua, su temperatura y su sonido, y deja que se lleve el sueño y te prepare para el día.',
    category: 'Mañana',
    keywords: ['Energía', 'Claridad'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué dejaste ir con el agua de la ducha esta mañana?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a tu ducha consciente. Deja que el agua corra hasta que tenga una temperatura agradable y entra con cuidado, con los pies bien apoyados. Durante estos minutos, la ducha será solo ducha: sin planificar, sin repasar la agenda.',
      },
      {
        at: 30,
        text: 'Siente el primer contacto del agua con la piel. ¿Dónde cae primero? ¿Es caliente, templada? Nota cómo cambia la sensación a medida que el agua recorre el cuerpo. Respira hondo y deja que el vapor entre en los pulmones.',
      },
      {
        at: 65,
        text: 'Escucha el sonido del agua: el golpeteo sobre tu cabeza, sobre los hombros, sobre el suelo. Es un sonido constante, envolvente. Deja que llene tu atención. Si aparece un pensamiento sobre el día, vuelve al sonido.',
      },
      {
        at: 110,
        text: 'Coloca la cabeza bajo el chorro, con los ojos cerrados si te resulta seguro, y siente cómo el agua baja por la cara, por el cuello, por la espalda. Imagina que se lleva el sueño, la pesadez de la noche, cualquier preocupación que hayas traído de ayer. Todo se va por el desagüe.',
      },
      {
        at: 160,
        text: 'Al enjabonarte, hazlo despacio, con atención y cariño. Siente tus manos sobre los brazos, los hombros, el abdomen, las piernas. Es una oportunidad de saludar a tu cuerpo antes de que empiece a trabajar por ti.',
      },
      {
        at: 200,
        text: 'Si quieres un toque de energía, y siempre que te siente bien, termina con unos segundos de agua más fresca sobre los brazos y las piernas. Respira con calma mientras lo haces.',
      },
      {
        at: 230,
        text: 'Cierra el grifo y quédate un instante en silencio, con el agua goteando. Siente la piel viva, el aire en el cuerpo, la respiración. Nota la diferencia con el momento en que entraste.',
      },
      {
        at: 265,
        text: 'Al secarte, frota la piel con energía y siente cómo se activa la circulación. Al salir de la ducha, pon los pies con cuidado en el suelo, haz una respiración profunda y di por dentro: empiezo este día con claridad.',
      },
    ],
  },
  {
    name: 'Energía sin café',
    description:
      'Cinco minutos de movimiento y respiración para despertar de verdad: sacudir el cuerpo, dar golpecitos suaves, estirar los brazos al cielo y respirar con energía.',
    category: 'Mañana',
    keywords: ['Energía'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿En qué parte del cuerpo notaste primero que la energía despertaba?',
    script: [
      {
        at: 0,
        text: 'Buenos días. Te doy la bienvenida a esta pequeña dosis de energía natural. Ponte de pie, con los pies separados a la anchura de las caderas y las rodillas un poco flexionadas. Si en algún momento algo te molesta, hazlo más suave o descansa.',
      },
      {
        at: 30,
        text: 'Empieza a sacudir las manos, como si quisieras secarlas al aire. Deja que la sacudida suba a los brazos, a los hombros. Añade un pequeño rebote con las rodillas, arriba y abajo. Sacude todo el cuerpo, suelto, sin forma. Respira por la boca si lo necesitas.',
      },
      {
        at: 65,
        text: 'Ahora, con las manos en forma de puño suelto, date golpecitos suaves por todo el cuerpo. Empieza por el pecho, como quien llama a una puerta. Sigue por los brazos, de arriba abajo por fuera y de abajo arriba por dentro. Después la zona lumbar, las nalgas y las piernas, bajando hasta los tobillos.',
      },
      {
        at: 115,
        text: 'Termina con las yemas de los dedos dando golpecitos rápidos sobre la cabeza, como gotas de lluvia. La frente, la coronilla, la nuca. Nota el hormigueo que queda en la piel.',
      },
      {
        at: 155,
        text: 'Ahora vas a respirar con los brazos. Inhala por la nariz mientras subes los brazos por los lados hasta arriba, estirándote hacia el cielo. Exhala mientras los bajas despacio. Repite cinco veces, cada vez un poco más amplio, siguiendo tu propio ritmo.',
      },
      {
        at: 195,
        text: 'Si te resulta agradable, añade tres respiraciones más enérgicas: inhala profundo por la nariz y exhala de golpe por la boca con un «ja» suave, dejando caer los brazos. Si notas mareo, vuelve a respirar con normalidad.',
      },
      {
        at: 235,
        text: 'Ahora detente por completo. Deja los brazos a los lados y cierra los ojos un momento. Siente el cuerpo vibrar, el corazón un poco más rápido, la respiración más amplia. Esa es tu energía, sin necesidad de nada externo.',
      },
      {
        at: 270,
        text: 'Lleva las manos al pecho y di por dentro: tengo la energía que necesito para hoy. Sonríe, abre bien los ojos y sal al día con este cuerpo despierto.',
      },
    ],
  },
  {
    name: 'Una intención para hoy',
    description:
      'Antes de que el día te arrastre, elige cómo quieres vivirlo. Una meditación para encontrar una intención sencilla, sentirla en el cuerpo y llevarla contigo.',
    category: 'Mañana',
    keywords: ['Energía', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué intención elegiste hoy y en qué momento del día te resultará más útil recordarla?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Siéntate en un rincón de tu casa donde puedas estar unos minutos sin interrupciones, con la espalda erguida y los pies en el suelo. Deja las manos sobre los muslos y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Haz tres respiraciones lentas y profundas. Con cada una, nota cómo el cuerpo termina de despertarse: los pulmones que se abren, la sangre que circula, la mente que se aclara poco a poco.',
      },
      {
        at: 80,
        text: 'Siente el momento presente. El día todavía está por estrenar. Nada ha salido mal aún, nada está decidido del todo. Es como una hoja en blanco. Respira con esa sensación de comienzo.',
      },
      {
        at: 125,
        text: 'Antes de pensar en lo que tienes que hacer, vas a elegir cómo quieres hacerlo. Una intención no es una tarea ni un objetivo: es una cualidad con la que quieres vivir el día. Por ejemplo: paciencia, presencia, alegría, valentía, amabilidad, calma.',
      },
      {
        at: 190,
        text: 'Pregúntate con suavidad: ¿qué necesito hoy? ¿Qué cualidad me ayudaría con lo que viene? Piensa un momento en tu agenda: las reuniones, las personas, los retos. Y deja que aparezca una palabra. No la busques con la cabeza; deja que surja.',
      },
      {
        at: 250,
        text: 'Cuando tengas tu palabra, conviértela en una frase sencilla, en presente. Por ejemplo: hoy elijo la paciencia. Hoy actúo con valentía. Hoy me trato con amabilidad. Dila por dentro, despacio.',
      },
      {
        at: 295,
        text: 'Ahora siente esa intención en el cuerpo. ¿Dónde vive la paciencia, la valentía o la alegría? Quizá en el pecho, en el abdomen, en la postura de la espalda. Respira hacia ese lugar e imagina que la cualidad se expande con cada inhalación.',
      },
      {
        at: 360,
        text: 'Visualiza un momento concreto del día en el que esta intención te será útil. Una conversación difícil, un atasco, una tarea que se te resiste. Imagina que llegas a ese momento y recuerdas tu palabra. Mira cómo actúas desde ella.',
      },
      {
        at: 425,
        text: 'Elige también un recordatorio. Puede ser un gesto, como tocarte la muñeca, o un momento fijo, como cada vez que bebas agua. Ese gesto te devolverá a tu intención cuando el día te arrastre.',
      },
      {
        at: 470,
        text: 'Repite tu frase tres veces más, con la respiración. Al inhalar, la primera mitad; al exhalar, la segunda. Siente cómo se va grabando, como una semilla plantada en la tierra de tu día.',
      },
      {
        at: 530,
        text: 'Suelta la frase y quédate un momento en silencio, sintiendo la energía serena de haber elegido. Hoy no vas a la deriva: tienes un rumbo.',
      },
      {
        at: 570,
        text: 'Haz una respiración profunda, mueve las manos y abre los ojos. Tu intención ya está contigo. Cuando llegue la noche, puedes preguntarte cómo te ha acompañado. Que tengas un gran día.',
      },
    ],
  },
  {
    name: 'Estirarte al despertar',
    description:
      'Una secuencia suave de estiramientos de pie para desperezar la columna, abrir el pecho y mover las articulaciones. Diez minutos para que el cuerpo arranque con energía.',
    category: 'Mañana',
    keywords: ['Energía'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué movimiento te pidió el cuerpo repetir y por qué crees que lo necesitaba?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Esta es una secuencia suave de estiramientos de pie para despertar el cuerpo. Busca un espacio donde puedas abrir los brazos sin chocar con nada. Muévete siempre sin dolor, adaptando cada movimiento a tu cuerpo de hoy.',
      },
      {
        at: 35,
        text: 'Ponte de pie con los pies separados a la anchura de las caderas. Siente las plantas bien apoyadas en el suelo y deja los brazos sueltos a los lados. Haz dos respiraciones profundas y nota cómo está tu cuerpo recién despierto.',
      },
      {
        at: 80,
        text: 'Inhala y sube los brazos por los lados hasta juntar las palmas por encima de la cabeza. Estírate hacia el techo, como si quisieras crecer unos centímetros. Exhala y bájalos despacio. Repite tres veces, sincronizando el movimiento con la respiración.',
      },
      {
        at: 135,
        text: 'Con los brazos arriba, sujeta la muñeca izquierda con la mano derecha e inclínate suavemente hacia la derecha. Siente el estiramiento en todo el costado izquierdo, desde la cadera hasta los dedos. Respira ahí. Vuelve al centro y cambia de lado.',
      },
      {
        at: 195,
        text: 'Ahora los hombros. Dibuja círculos amplios hacia atrás, cinco veces, despacio. Luego hacia delante. Después entrelaza las manos detrás de la espalda, si puedes, y abre el pecho mirando ligeramente hacia arriba. Siente cómo se expande la respiración.',
      },
      {
        at: 250,
        text: 'El cuello: deja caer la cabeza hacia delante y haz medios círculos lentos, de un hombro a otro, pasando por el pecho. Evita llevar la cabeza hacia atrás con fuerza. Nota las zonas donde el cuello guarda la rigidez de la noche.',
      },
      {
        at: 310,
        text: 'Dobla un poco las rodillas y, al exhalar, deja caer el tronco hacia delante, vértebra a vértebra, con los brazos colgando. No importa dónde lleguen las manos. Deja que la cabeza cuelgue suelta y balancéate suavemente de un lado a otro.',
      },
      {
        at: 365,
        text: 'Para subir, dobla bien las rodillas y ve enrollando la columna desde abajo, vértebra a vértebra, hasta quedar de pie. La cabeza es lo último en subir. Haz una pausa y, si notas algún mareo, respira unos momentos antes de seguir.',
      },
      {
        at: 410,
        text: 'Ahora una torsión. Con los brazos sueltos, gira el tronco hacia un lado y hacia el otro, dejando que los brazos se balanceen y den suaves palmadas al cuerpo. Mantén las caderas mirando al frente. Es como escurrir la columna para despertarla.',
      },
      {
        at: 470,
        text: 'Un poco de equilibrio: apoya el peso en el pie derecho y levanta ligeramente el talón izquierdo, o el pie entero si notas estabilidad. Fija la mirada en un punto. Respira tres veces y cambia de pie. Puedes apoyarte en una pared si lo necesitas.',
      },
      {
        at: 530,
        text: 'Para terminar, sacude suavemente las piernas y los brazos. Después detente, con los pies firmes y los ojos cerrados, y siente el cuerpo entero: el calor, el pulso, la respiración más amplia.',
      },
      {
        at: 570,
        text: 'Haz una última respiración profunda levantando los brazos al cielo y bájalos con una exhalación larga. Tu cuerpo ya está en marcha. Llévate esta flexibilidad a todo lo que hagas hoy.',
      },
    ],
  },
  {
    name: 'Gratitud con la primera luz',
    description:
      'Siéntate cerca de una ventana y recibe la primera luz con gratitud: por haber despertado, por tu cuerpo y por las oportunidades que trae este nuevo día.',
    category: 'Mañana',
    keywords: ['Energía', 'Gratitud'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué oportunidad de hoy agradeces antes incluso de que ocurra?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Si puedes, siéntate cerca de una ventana, con la cortina abierta, aunque todavía sea temprano. Acomódate con la espalda erguida, deja las manos sobre los muslos y cierra los ojos, o mantén la mirada suave hacia la luz.',
      },
      {
        at: 40,
        text: 'Siente la luz de la mañana en tu cara, aunque sea tenue. Nota su temperatura y su color detrás de los párpados. La luz es la señal que el cuerpo espera para despertar del todo. Respira y déjala entrar.',
      },
      {
        at: 90,
        text: 'Haz tres respiraciones lentas. Al inhalar, imagina que respiras también la luz. Al exhalar, suelta los restos de sueño. Con cada respiración, un poco más de presencia.',
      },
      {
        at: 135,
        text: 'Empieza por dar las gracias por lo más básico: has despertado. Hoy tienes un día nuevo por delante. Quizá no todo será fácil, pero estás aquí, respirando. Di por dentro: gracias por este nuevo día.',
      },
      {
        at: 200,
        text: 'Da las gracias a tu cuerpo por el descanso de la noche. Aunque hayas dormido poco o mal, tu cuerpo ha trabajado mientras dormías: reparando, ordenando, renovando. Lleva una mano al pecho y siente su latido. Gracias, cuerpo.',
      },
      {
        at: 265,
        text: 'Piensa en tu hogar: la cama de la que te has levantado, el agua del grifo, lo que vas a desayunar. Cosas sencillas que muchas personas no tienen. Nota cómo se siente reconocerlas.',
      },
      {
        at: 330,
        text: 'Trae a la mente a una persona que forma parte de tu día: alguien con quien vives, con quien trabajas o con quien vas a hablar. Imagina su cara y envíale un gracias silencioso por estar en tu vida.',
      },
      {
        at: 395,
        text: 'Ahora mira hacia delante, hacia el día que comienza. Piensa en alguna oportunidad que trae: aprender algo, ayudar a alguien, disfrutar de un momento, avanzar en algo que te importa. Agradécela antes incluso de que ocurra.',
      },
      {
        at: 460,
        text: 'Siente cómo la gratitud se mezcla con la luz de la mañana. Imagina que ambas llenan tu pecho de calor, que sube por el cuello hasta la cara y baja por los brazos hasta las manos. Una energía suave y luminosa.',
      },
      {
        at: 510,
        text: 'Quédate en silencio unas respiraciones, simplemente recibiendo la luz. No hace falta pensar en nada más. La gratitud también puede ser silenciosa.',
      },
      {
        at: 570,
        text: 'Abre los ojos y mira por la ventana. Elige un detalle del paisaje, un color, una nube, una rama, y dale las gracias. Levántate despacio y lleva esta luz contigo a cada momento del día.',
      },
    ],
  },
  {
    name: 'Paseo para abrir el día',
    description:
      'Un paseo matutino guiado que empieza despacio y va ganando ritmo, despertando los sentidos con el aire de la mañana. Ideal de camino al trabajo o alrededor de tu casa.',
    category: 'Mañana',
    keywords: ['Energía', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué notaste en la calle esta mañana que te dio energía?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida a este paseo de la mañana. Puedes hacerlo alrededor de tu casa, en un parque o de camino al trabajo. Si vas por la calle, mantén siempre la atención en el tráfico y en tu entorno. Empieza caminando despacio, más despacio de lo habitual.',
      },
      {
        at: 40,
        text: 'Durante los primeros pasos, simplemente llega. Siente el aire de la mañana en la cara: su temperatura, su humedad, quizá algo de viento. Respira por la nariz y nota el olor de la calle a esta hora.',
      },
      {
        at: 90,
        text: 'Lleva la atención a los pies. Siente cómo el talón toca el suelo, cómo rueda el pie, cómo se impulsan los dedos. Derecho, izquierdo. Deja que el ritmo lento despierte poco a poco las piernas, como un motor que se calienta antes de arrancar.',
      },
      {
        at: 160,
        text: 'Nota el cuerpo entero caminando: las piernas que avanzan, las caderas que se mueven, los brazos que se balancean de forma natural. Deja que los hombros bajen y que la cabeza se eleve, como si un hilo tirara de ella hacia el cielo.',
      },
      {
        at: 215,
        text: 'Ahora sincroniza la respiración con los pasos. Inhala durante tres o cuatro pasos, exhala durante tres o cuatro pasos. Encuentra el número que te resulte natural. Deja que la respiración y el paso formen un solo ritmo.',
      },
      {
        at: 280,
        text: 'Aumenta un poco la velocidad hasta tu paso normal. Siente cómo el corazón se acelera ligeramente y cómo el calor empieza a recorrer el cuerpo. Es la energía de la mañana despertando desde dentro.',
      },
      {
        at: 345,
        text: 'Abre la mirada. Fíjate en la luz: cómo toca los edificios, los árboles, las aceras. La luz de la mañana tiene un color especial. Mira hacia el cielo un momento. ¿Qué ves?',
      },
      {
        at: 405,
        text: 'Escucha los sonidos de la mañana. Pájaros, persianas que se abren, coches, pasos de otras personas que también empiezan su día. Deja que los sonidos te recuerden que formas parte de un barrio, de una ciudad, de un mundo que se despierta contigo.',
      },
      {
        at: 475,
        text: 'Ahora camina un poco más rápido, con energía, durante un rato. Mueve los brazos con más amplitud. Siente la fuerza de las piernas y la respiración más profunda. Si te cuesta hablar, ve más despacio: se trata de despertar, no de agotarte.',
      },
      {
        at: 530,
        text: 'Mientras caminas con brío, repite por dentro, con cada paso, una palabra que te dé energía: vamos, sí, ahora, adelante. La que prefieras. Deja que el ritmo de la palabra acompañe el ritmo de los pies.',
      },
      {
        at: 595,
        text: 'Vuelve a tu paso normal. Nota el efecto del paso rápido: el calor en la piel, el pulso, la mente más despejada. A menudo, el cuerpo en movimiento ordena los pensamientos mejor que cualquier esfuerzo mental.',
      },
      {
        at: 645,
        text: 'Aprovecha esta claridad. Piensa en el día que tienes por delante y pregúntate: ¿qué es lo más importante que quiero hacer hoy? No hagas una lista; elige una sola cosa. Camina unos pasos con esa decisión.',
      },
      {
        at: 710,
        text: 'Pregúntate también cómo quieres sentirte hoy. Quizá con calma, con energía, con buen humor. Imagina que cada paso te acerca a ese estado, como si el camino ya formara parte del día que eliges vivir.',
      },
      {
        at: 775,
        text: 'Si te cruzas con alguien, ofrécele una sonrisa o un saludo, aunque sea con la mirada. Nota cómo un pequeño gesto puede cambiar también tu energía.',
      },
      {
        at: 820,
        text: 'Empieza a reducir la velocidad. Camina los últimos metros despacio, volviendo a sentir los pies como al principio. Respira profundamente y deja que el cuerpo se calme sin perder la energía que ha despertado.',
      },
      {
        at: 870,
        text: 'Detente un momento con los pies firmes. Haz una respiración amplia, levantando la mirada. Da las gracias a tu cuerpo por este paseo y entra en tu día con este ritmo despierto.',
      },
    ],
  },
  {
    name: 'Páginas del alba',
    description:
      'Escritura libre nada más despertar: tres rondas de escribir sin parar para vaciar la mente, descubrir qué necesitas y salir al día con la cabeza despejada.',
    category: 'Mañana',
    keywords: ['Energía', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué apareció en tus páginas que no esperabas encontrar?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Esta práctica se inspira en las páginas matutinas: escribir nada más despertar, sin pensar, para vaciar la mente y escuchar lo que hay debajo. Necesitas un cuaderno y un bolígrafo. Siéntate en un lugar cómodo, con el cuaderno abierto delante de ti.',
      },
      {
        at: 40,
        text: 'Antes de escribir, cierra los ojos y haz tres respiraciones. Nota cómo está tu mente recién despierta: quizá aún con restos de sueños, quizá ya acelerada con las tareas del día. No lo cambies. Vas a escribir desde aquí.',
      },
      {
        at: 85,
        text: 'Las reglas son sencillas: la mano no se detiene. No corriges, no relees, no te preocupas por la letra ni por la ortografía. Si no sabes qué escribir, escribes «no sé qué escribir» hasta que aparezca otra cosa. Nadie va a leer estas páginas.',
      },
      {
        at: 135,
        text: 'Primera ronda. Abre los ojos y empieza a escribir todo lo que pase por tu cabeza. Lo que soñaste, lo que te preocupa, lo que te molesta, lo que tienes pendiente, lo que notas en el cuerpo. Todo vale. Escribe sin parar hasta que te avise.',
      },
      {
        at: 240,
        text: 'Si te parece extraño escribir sin pensar, es normal. Al principio la mano va lenta y la mente quiere controlar. Confía en el proceso: tras unos minutos, el flujo se vuelve más fácil.',
      },
      {
        at: 285,
        text: 'Sigue escribiendo. Si la mano se cansa, afloja el bolígrafo pero no pares. Si aparece algo que te incomoda, escríbelo también. El papel lo aguanta todo. A veces lo más útil aparece después de la primera página.',
      },
      {
        at: 355,
        text: 'Haz una pausa. Suelta el bolígrafo, sacude las manos y respira hondo. Observa cómo te sientes ahora que has vaciado parte de la mente en el papel. Quizá hay más ligereza, quizá más claridad.',
      },
      {
        at: 400,
        text: 'Nota también el cuerpo: la mano que ha escrito, los hombros, la espalda. Estira los dedos y gira las muñecas. Prepárate para la siguiente ronda.',
      },
      {
        at: 445,
        text: 'Segunda ronda. Ahora escribe a partir de esta pregunta: ¿qué necesito hoy? Deja que la mano responda, sin pensarlo demasiado. Quizá descanso, quizá hablar con alguien, quizá terminar algo que llevas tiempo aplazando. Escribe sin parar.',
      },
      {
        at: 545,
        text: 'Si te sorprende lo que aparece, no lo juzgues. La escritura rápida a menudo deja salir lo que la mente racional no se atreve a decir. Sigue escribiendo.',
      },
      {
        at: 600,
        text: 'Si la respuesta es algo que no puedes resolver hoy, escribe también cuál sería el paso más pequeño posible. A veces basta con eso para que el día cambie de dirección.',
      },
      {
        at: 645,
        text: 'Otra pausa breve. Respira. Vuelve a sacudir las manos y estira los dedos. Siente la energía del cuerpo: escribir también es moverse.',
      },
      {
        at: 685,
        text: 'Tercera ronda. Escribe como si ya fuera esta noche y estuvieras contando un día que ha ido bien. ¿Qué ha pasado? ¿Qué has hecho? ¿Cómo te has sentido? Escríbelo en pasado, con detalle, como quien le cuenta su día a un diario.',
      },
      {
        at: 785,
        text: 'Incluye detalles concretos: con quién hablaste, qué comiste, qué te hizo reír, qué obstáculo superaste con calma. Cuanto más concreto, más real se vuelve para tu mente.',
      },
      {
        at: 830,
        text: 'Deja el bolígrafo. Ahora sí, vuelve atrás y lee solo esta última parte. Subraya una frase, una acción o una sensación que quieras hacer realidad hoy.',
      },
      {
        at: 870,
        text: 'Cierra el cuaderno y haz tres respiraciones profundas. Lleva contigo la frase que has subrayado. La mente ha dejado sitio; ahora puedes llenar el día con lo que de verdad importa.',
      },
    ],
  },
  {
    name: 'El sol que sale dentro de ti',
    description:
      'Visualiza un amanecer en tu interior: una luz dorada que nace en el vientre, llena todo el cuerpo de energía y se abre hacia el día que empieza.',
    category: 'Mañana',
    keywords: ['Energía', 'Abundancia'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué color o sensación tenía la luz de tu amanecer interior?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. En esta visualización vas a ver amanecer dentro de ti. Siéntate con la espalda erguida, o quédate boca arriba si todavía estás en la cama, y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Haz unas respiraciones lentas. Siente el peso del cuerpo y la temperatura del aire. Nota que aún queda en ti un poco de la quietud de la noche. Está bien: vas a despertar poco a poco, como despierta el cielo.',
      },
      {
        at: 90,
        text: 'Imagina que estás en un lugar abierto, antes del amanecer. Quizá una playa, un campo, la cima de una colina. El cielo todavía está oscuro, con algunas estrellas. El aire es fresco y hay silencio.',
      },
      {
        at: 145,
        text: 'Observa el horizonte. Poco a poco, el cielo empieza a clarear. Primero un azul profundo, después violeta, después un rosa muy suave. La noche se retira sin prisa. Respira con ese cambio lento de colores.',
      },
      {
        at: 210,
        text: 'Ahora lleva la atención a tu vientre, justo debajo del ombligo. Imagina que ahí también hay un horizonte, y que en él empieza a aparecer una luz: un punto dorado, pequeño, cálido. Es tu propio sol que nace.',
      },
      {
        at: 280,
        text: 'Con cada inhalación, el sol interior sube un poco y se hace más brillante. Con cada exhalación, su calor se extiende por el vientre y la zona lumbar. Siente ese calor, como cuando el primer rayo de sol toca la piel.',
      },
      {
        at: 355,
        text: 'Deja que el sol siga subiendo hasta el estómago y el pecho. La luz dorada llena los pulmones y rodea el corazón. Cada latido reparte esa luz por la sangre, hacia todo el cuerpo.',
      },
      {
        at: 420,
        text: 'Siente cómo la luz baja por las piernas hasta los pies, despertándolos. Sube por los brazos hasta las manos. Quizá notas un hormigueo, un calor, una ligera vibración. Es la energía del día que empieza a circular.',
      },
      {
        at: 490,
        text: 'El sol sube por el cuello y llena la cabeza. La cara se ilumina. Los ojos, detrás de los párpados, reciben la luz. La mente se aclara como el cielo cuando las últimas sombras se disuelven.',
      },
      {
        at: 560,
        text: 'Ahora todo tu cuerpo está lleno de luz dorada. Respira en ella. Siente que tienes toda la energía que necesitas para hoy. No es una energía nerviosa, sino cálida, estable y abundante, como la del sol, que sale cada mañana sin faltar ni una.',
      },
      {
        at: 615,
        text: 'Imagina que tu sol interior empieza a irradiar hacia fuera, más allá de la piel. Su luz llega a la habitación, a tu casa, a las personas con las que compartirás el día. Lo que des hoy nacerá de esta abundancia, no del esfuerzo.',
      },
      {
        at: 690,
        text: 'Repite por dentro, con la respiración: hay luz suficiente para todo. Mi energía se renueva cada día. Deja que las frases se posen en el cuerpo como rayos de sol.',
      },
      {
        at: 755,
        text: 'Vuelve al paisaje exterior. El sol ya ha salido del todo sobre el horizonte. El cielo es azul y claro. El mundo se despierta: pájaros, viento, vida. Tú también te pones en marcha.',
      },
      {
        at: 805,
        text: 'Quédate unas respiraciones en silencio, sintiendo el calor de tu sol interior. Sabes que está ahí, aunque el día se nuble.',
      },
      {
        at: 870,
        text: 'Empieza a mover el cuerpo, estírate y abre los ojos. Si puedes, busca un rayo de luz real y deja que te toque la cara unos segundos. Sal al día irradiando tu propio amanecer.',
      },
    ],
  },
  {
    name: 'Despertar cuerpo y mente',
    description:
      'Un recorrido corporal pensado para la mañana: cada parte del cuerpo despierta con la respiración y pequeños movimientos, hasta que mente y cuerpo están en marcha.',
    category: 'Mañana',
    keywords: ['Energía', 'Claridad'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué parte de ti tardó más en despertar hoy?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Esta es una práctica para despertar de forma completa, cuerpo y mente, sin prisa. Siéntate en una silla con los pies apoyados o en el borde de la cama. Mantén la espalda erguida, sin apoyarte del todo, para que el cuerpo se mantenga alerta. Cierra los ojos.',
      },
      {
        at: 45,
        text: 'Comienza con tres respiraciones profundas y, al exhalar, suelta el aire por la boca con un suspiro sonoro. Deja que el suspiro se lleve la pesadez de la noche.',
      },
      {
        at: 90,
        text: 'Observa cómo estás. ¿Hay somnolencia, pesadez, prisa, buen ánimo? Ponle una nota del uno al diez a tu nivel de energía ahora mismo. Al final de la práctica volverás a mirarlo.',
      },
      {
        at: 140,
        text: 'Vas a recorrer el cuerpo de abajo arriba, despertando cada zona con la atención, la respiración y un pequeño movimiento. Empieza por los pies. Siente las plantas contra el suelo. Presiona el suelo con fuerza unos segundos y suelta. Mueve los dedos de los pies, ábrelos y ciérralos.',
      },
      {
        at: 210,
        text: 'Los tobillos. Levanta los talones y bájalos varias veces, como si caminaras sin moverte del sitio. Siente cómo se activan las pantorrillas. Imagina que, con cada movimiento, la sangre sube con más fuerza desde los pies.',
      },
      {
        at: 275,
        text: 'Las rodillas y los muslos. Aprieta los músculos de los muslos durante tres segundos y suelta. Otra vez. Nota la diferencia entre la tensión y la relajación, y la sensación de energía que queda después.',
      },
      {
        at: 340,
        text: 'La pelvis y las caderas. Balancea suavemente la pelvis hacia delante y hacia atrás, notando cómo se mueve la parte baja de la espalda. Después haz pequeños círculos, en un sentido y en otro. La base del cuerpo despierta.',
      },
      {
        at: 405,
        text: 'El abdomen. Lleva una mano al vientre y respira hacia ella, inflando el abdomen al inhalar y dejándolo bajar al exhalar. Haz cinco respiraciones así, profundas. Es el centro de tu energía.',
      },
      {
        at: 470,
        text: 'La espalda. Inhala y arquea suavemente la espalda, abriendo el pecho y llevando la mirada un poco hacia arriba. Exhala y redondéala, llevando la barbilla al pecho. Repite varias veces al ritmo de la respiración, como una ola que recorre la columna.',
      },
      {
        at: 540,
        text: 'El pecho y los pulmones. Lleva las manos a los hombros, con los codos hacia fuera. Al inhalar, abre los codos y el pecho; al exhalar, júntalos por delante. Siente cómo los pulmones se llenan de aire fresco.',
      },
      {
        at: 605,
        text: 'Los hombros, los brazos y las manos. Sube los hombros, mantén un instante y déjalos caer. Estira los brazos hacia delante, abre y cierra las manos con energía, como si atraparas algo en el aire. Después sacúdelas.',
      },
      {
        at: 670,
        text: 'El cuello y la cara. Gira la cabeza despacio hacia la derecha y hacia la izquierda. Después haz muecas: abre mucho la boca y los ojos, luego arruga toda la cara, y suelta. Masajea con las yemas de los dedos las mejillas, la frente y el cuero cabelludo.',
      },
      {
        at: 740,
        text: 'Ahora deja el cuerpo en reposo y siéntelo entero. Nota el hormigueo, el calor, la sangre que circula. Todo el cuerpo está encendido, como una casa en la que se han abierto todas las ventanas.',
      },
      {
        at: 790,
        text: 'Es el turno de la mente. Lleva la atención a la respiración en la nariz. Haz una respiración de energía: inhala en tres pequeños tiempos, llenando cada vez un poco más los pulmones, y exhala en un solo tiempo largo. Repite cinco veces. Si notas mareo, vuelve a la respiración natural.',
      },
      {
        at: 860,
        text: 'Deja que la respiración vuelva a su ritmo. Observa la mente. ¿Está más clara, más despierta? Imagina que el cielo de la mente se despeja: las nubes de sueño se apartan y queda un azul limpio.',
      },
      {
        at: 925,
        text: 'En este espacio claro, pregúntate: ¿qué es lo más importante de hoy? Deja que aparezcan una o dos cosas. Míralas con nitidez. No es momento de agobiarte con todo lo demás, sino de ver con claridad por dónde empezar.',
      },
      {
        at: 995,
        text: 'Imagina que realizas esa tarea con energía y con foco. Mira cómo la empiezas, cómo avanzas, cómo la terminas. Siente la satisfacción. Tu cuerpo despierto y tu mente clara trabajan juntos.',
      },
      {
        at: 1055,
        text: 'Vuelve a ponerle una nota del uno al diez a tu nivel de energía. Compárala con la del principio. Sea cual sea la diferencia, recuerda que has podido cambiar tu estado con tu atención y tu respiración.',
      },
      {
        at: 1110,
        text: 'Quédate unas respiraciones en silencio, sintiendo esta presencia despierta, sin tensión. Así es como quieres empezar tu día.',
      },
      {
        at: 1165,
        text: 'Haz una última inhalación profunda levantando los brazos y exhala bajándolos. Abre los ojos y mira a tu alrededor con atención, como si vieras el lugar por primera vez. Levántate y empieza tu día con este cuerpo y esta mente despiertos.',
      },
    ],
  },
  {
    name: 'Abrir el día a la abundancia',
    description:
      'Empieza la mañana reconociendo lo que ya tienes, abriéndote a recibir lo que el día trae y decidiendo qué quieres ofrecer. Para despertar con sensación de plenitud.',
    category: 'Mañana',
    keywords: ['Energía', 'Abundancia', 'Gratitud'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué quieres ofrecer hoy al mundo desde la abundancia que ya tienes?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida. Esta meditación te invita a empezar el día desde la sensación de tener, y no desde la de que algo falta. Siéntate con la espalda erguida y apoya las manos sobre los muslos con las palmas hacia arriba, en un gesto de apertura. Cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira profundamente tres veces. Al inhalar, siente cómo el aire llena todo el espacio disponible. Al exhalar, suelta cualquier prisa. Nota que el aire nunca se acaba: cada vez que inhalas, hay más. Esa es la primera abundancia del día.',
      },
      {
        at: 90,
        text: 'Observa con qué pensamientos has despertado. Quizá preocupaciones por el dinero, el tiempo, el trabajo. Es normal que la mente empiece el día haciendo cuentas de lo que falta. Reconócelo sin juzgarte y déjalo a un lado durante unos minutos.',
      },
      {
        at: 145,
        text: 'Empieza a hacer inventario de lo que ya tienes. Primero, el cuerpo: unos ojos que ven, unos pulmones que respiran, unas manos que pueden crear. Recórrelo y da las gracias a cada capacidad que te regala.',
      },
      {
        at: 205,
        text: 'Sigue con tu entorno: un techo, una cama, agua, comida para hoy. Quizá no todo es como te gustaría, pero hay mucho que sí está. Nombra mentalmente cinco cosas materiales que agradeces.',
      },
      {
        at: 270,
        text: 'Ahora las personas: quienes te quieren, quienes te ayudan, quienes te hacen reír. Nombra a tres de ellas. Siente la riqueza de esos vínculos, que ningún dinero puede comprar.',
      },
      {
        at: 330,
        text: 'Y tus recursos interiores: tus talentos, tu experiencia, lo que has aprendido, tu capacidad de salir adelante. Recuerda alguna ocasión en que superaste algo difícil. Todo eso también forma parte de tu abundancia.',
      },
      {
        at: 390,
        text: 'Incluye también el tiempo: hoy tienes un día entero por delante, con sus horas y sus minutos. Es un regalo que se renueva cada mañana y que puedes decidir cómo usar.',
      },
      {
        at: 435,
        text: 'Nota cómo se siente el cuerpo después de este inventario. Quizá el pecho está más abierto y la respiración es más amplia. La sensación de plenitud no depende solo de lo que tienes, sino de lo que eres capaz de ver.',
      },
      {
        at: 490,
        text: 'Respira ahora con esa sensación. Al inhalar, piensa: tengo. Al exhalar, piensa: gracias. Tengo, gracias. Deja que el ritmo se vuelva lento y profundo.',
      },
      {
        at: 545,
        text: 'Ahora vas a abrirte a recibir. Imagina que sobre tus palmas abiertas cae una luz dorada y cálida. Es todo lo bueno que el día puede traerte: oportunidades, encuentros, ideas, alegrías inesperadas. Permítete recibirlo sin pensar que no lo mereces.',
      },
      {
        at: 610,
        text: 'Repite por dentro: me abro a recibir lo bueno que trae este día. Hay suficiente para mí y para los demás. Siente cómo las palmas se llenan de calor mientras lo dices.',
      },
      {
        at: 670,
        text: 'Imagina el día que empieza como un río que fluye hacia ti. Trae agua fresca y nutre todo lo que toca. No tienes que empujarlo ni retenerlo; solo estar en su orilla con las manos abiertas.',
      },
      {
        at: 735,
        text: 'Fíjate en si hay alguna parte de ti que se cierra al recibir, que desconfía o que siente que tiene que ganárselo todo con esfuerzo. Salúdala con cariño y deja que se ablande un poco con la respiración.',
      },
      {
        at: 785,
        text: 'La abundancia también fluye hacia fuera. Pregúntate: ¿qué puedo dar hoy? No tiene que ser dinero ni algo grande: una escucha atenta, una ayuda, una palabra amable, tu trabajo bien hecho. Elige una cosa concreta que vas a ofrecer.',
      },
      {
        at: 835,
        text: 'Imagina el momento en que lo das. Mira la cara de quien lo recibe. Siente que dar no te vacía; al contrario, te conecta con la sensación de tener de sobra.',
      },
      {
        at: 895,
        text: 'Visualiza ahora tu día desde esta energía. Te levantas, desayunas, te pones en marcha. En cada escena te mueves con una sensación de plenitud y confianza, no de escasez ni de prisa. Nota cómo cambian tu postura, tu voz, tu forma de mirar.',
      },
      {
        at: 960,
        text: 'Imagina que a lo largo del día aparecen pequeñas señales de abundancia: una sonrisa, un mensaje, un rayo de sol, una solución inesperada. Decide prestarles atención, porque aquello que miras crece.',
      },
      {
        at: 1010,
        text: 'Si aparece una preocupación concreta, obsérvala con calma. Pregúntate: ¿hay un pequeño paso que pueda dar hoy al respecto? Si lo hay, tómalo como un compromiso. Si no depende de ti, suéltala al exhalar.',
      },
      {
        at: 1055,
        text: 'Repite por dentro tres frases, despacio, con la respiración: tengo lo que necesito para hoy. Recibo con gratitud. Doy con generosidad. Deja silencio entre cada una.',
      },
      {
        at: 1115,
        text: 'Quédate en silencio con las palmas abiertas, sintiendo la energía del día que comienza: plena, amplia, generosa.',
      },
      {
        at: 1170,
        text: 'Cierra las manos con suavidad, como quien guarda un tesoro, y llévalas al pecho. Respira hondo y abre los ojos. Sal a tu día desde la plenitud, con la mirada atenta a todo lo bueno que ya está ahí.',
      },
    ],
  },
  {
    name: 'Ritual completo de la mañana',
    description:
      'Un ritual matutino completo: llegar al cuerpo, respirar para despertar, agradecer, elegir una intención y ensayar tu día con calma. Para las mañanas en que te das tiempo.',
    category: 'Mañana',
    keywords: ['Energía', 'Gratitud', 'Claridad'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué parte del ritual te gustaría conservar cada mañana, aunque tengas poco tiempo?',
    script: [
      {
        at: 0,
        text: 'Buenos días, te doy la bienvenida a tu ritual de la mañana. Durante veinticinco minutos vas a recorrer, paso a paso, todo lo que necesitas para empezar bien el día: cuerpo, respiración, gratitud, intención y claridad. Siéntate en un lugar donde puedas estar sin interrupciones, con la espalda erguida, y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Primer momento: llegar. Siente el peso de tu cuerpo sobre el asiento y los pies en el suelo. Escucha los sonidos de la mañana a tu alrededor. Nota la temperatura del aire. Estás aquí, al comienzo de un día nuevo.',
      },
      {
        at: 95,
        text: 'Haz tres respiraciones largas, exhalando por la boca. Con cada exhalación, deja que se vaya la pesadez de la noche. No hace falta tener energía todavía; vas a ir encontrándola poco a poco.',
      },
      {
        at: 140,
        text: 'Segundo momento: despertar el cuerpo, sin levantarte. Mueve los dedos de los pies y de las manos. Haz círculos suaves con los tobillos y con las muñecas. Sube los hombros hacia las orejas y déjalos caer. Repite varias veces.',
      },
      {
        at: 205,
        text: 'Gira la cabeza despacio de un lado a otro. Después entrelaza los dedos, estira los brazos hacia el techo con las palmas hacia arriba y alarga la columna. Mantén una respiración y suelta. Inclínate suavemente hacia un lado y hacia el otro.',
      },
      {
        at: 270,
        text: 'Con las manos en las rodillas, arquea la espalda al inhalar, abriendo el pecho, y redondéala al exhalar. Varias veces, despacio, como una ola. Siente cómo se despierta la columna, vértebra a vértebra.',
      },
      {
        at: 330,
        text: 'Vuelve a la quietud con la espalda erguida. Nota el cuerpo ahora: más calor, más circulación, más presencia. El cuerpo ha recibido la señal de que el día ha empezado.',
      },
      {
        at: 380,
        text: 'Tercer momento: respirar para despertar. Inhala por la nariz contando hasta cuatro, llenando primero el abdomen y después el pecho. Haz una breve pausa arriba, solo si te resulta agradable. Exhala contando hasta cuatro. Repite varias veces a tu ritmo.',
      },
      {
        at: 445,
        text: 'Ahora haz que la inhalación sea algo más larga que la exhalación: inhala en cinco tiempos, exhala en tres. Este patrón invita al cuerpo a activarse. Hazlo durante un minuto y nota el efecto. Si notas mareo, vuelve a la respiración natural.',
      },
      {
        at: 510,
        text: 'Deja que la respiración sea libre. Observa la energía que ha aparecido: quizá un hormigueo, calor en la cara, una mente más despierta. Respira con ella.',
      },
      {
        at: 555,
        text: 'Cuarto momento: agradecer. Piensa en tres cosas por las que dar las gracias esta mañana: una de tu cuerpo, una de tu entorno y una persona. Trae cada una a la mente, despacio, y siente la gratitud en el pecho.',
      },
      {
        at: 620,
        text: 'Si te cuesta encontrarlas, empieza por lo evidente: el aire que respiras, el agua que vas a beber, la cama donde has dormido. La gratitud no necesita grandes motivos.',
      },
      {
        at: 665,
        text: 'Da las gracias también por este día que aún no conoces. Por las oportunidades que traerá, incluso las que lleguen disfrazadas de dificultad. Di por dentro: gracias por este nuevo comienzo.',
      },
      {
        at: 725,
        text: 'Nota cómo la gratitud cambia el tono del cuerpo. La cara se suaviza, el pecho se abre. Empezar el día agradeciendo es como abrir las ventanas para que entre aire fresco.',
      },
      {
        at: 775,
        text: 'Quinto momento: elegir una intención. Pregúntate: ¿cómo quiero vivir hoy? No qué quiero hacer, sino cómo. Quizá con paciencia, con alegría, con presencia, con valentía. Deja que aparezca una palabra.',
      },
      {
        at: 835,
        text: 'Convierte esa palabra en una frase sencilla: hoy elijo la presencia, o hoy actúo con valentía. Repítela tres veces por dentro y siente dónde resuena en el cuerpo.',
      },
      {
        at: 890,
        text: 'Elige también un recordatorio para tu intención: tocarte la muñeca, mirar por una ventana, cada vez que bebas agua. Así podrás volver a ella cuando el día se acelere.',
      },
      {
        at: 940,
        text: 'Sexto momento: aclarar las prioridades. Piensa en tu día. Deja que pasen por tu mente las tareas, las citas, los compromisos. No te detengas en ninguno todavía; solo observa el conjunto, como si miraras un mapa desde arriba.',
      },
      {
        at: 990,
        text: 'Ahora elige las tres cosas más importantes de hoy. Solo tres. Las que, si las haces, te permitirán sentir esta noche que el día ha valido la pena. Nómbralas con claridad.',
      },
      {
        at: 1050,
        text: 'Si aparece el impulso de añadir más cosas a la lista, obsérvalo. Puede que hagas más, pero estas tres son el centro. Todo lo demás es un extra.',
      },
      {
        at: 1095,
        text: 'Séptimo momento: ensayar el día. Imagina que ya lo estás viviendo. Te levantas de aquí, desayunas, sales. Mírate en cada escena actuando desde tu intención. Llegas a la primera de tus tres prioridades y la realizas con foco.',
      },
      {
        at: 1160,
        text: 'Imagina también un momento difícil que podría surgir: un imprevisto, una persona complicada, un bajón de energía a media tarde. Mírate respirando, recordando tu palabra, respondiendo con calma. Ya has ensayado esta respuesta.',
      },
      {
        at: 1220,
        text: 'Recuerda también cuidar de tu energía: imagina una pausa a media mañana para respirar, beber agua o estirarte. Un buen día también incluye momentos de descanso.',
      },
      {
        at: 1265,
        text: 'Sigue hasta la noche. Imagina que te vas a dormir con la sensación de un día vivido con sentido. Siente esa satisfacción en el cuerpo como si ya fuera real.',
      },
      {
        at: 1325,
        text: 'Imagina incluso lo que escribirías en tu diario esta noche. Una frase que resuma el día: hoy he vivido con presencia, o hoy he dado un paso importante.',
      },
      {
        at: 1370,
        text: 'Vuelve al presente. Todo eso aún está por vivir, y ahora tienes un mapa y una brújula: tus prioridades y tu intención.',
      },
      {
        at: 1410,
        text: 'Último momento: descansar en silencio. Durante unas respiraciones, no hagas nada. Solo siente el cuerpo despierto, la mente clara, el corazón abierto. Este es tu punto de partida.',
      },
      {
        at: 1470,
        text: 'Haz una inhalación profunda, estira los brazos hacia el cielo y exhala bajándolos. Abre los ojos despacio. Recuerda tu palabra y tus tres prioridades. Ya has empezado bien el día; ahora, a vivirlo.',
      },
    ],
  },
];
