import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Antes de una conversación difícil',
    description:
      'Cinco minutos para prepararte antes de hablar con alguien cuando hay tensión: bajar el estrés del cuerpo, aclarar lo que quieres decir y elegir desde dónde hablar.',
    category: 'Estrés',
    keywords: ['Calma', 'Claridad', 'Relaciones'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué intención elegiste para tu conversación, y cómo la sostuviste después?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Quizá en unos minutos tienes una conversación que te inquieta: en el trabajo, con tu pareja, con alguien de tu familia. Antes de entrar en ella, tómate este momento para ti. Apoya los pies en el suelo y cierra los ojos si puedes.',
      },
      {
        at: 40,
        text: 'Nota cómo te está afectando el estrés ahora mismo. Quizá un nudo en el estómago, la mandíbula apretada, el pulso rápido. No lo juzgues. Solo reconoce: mi cuerpo se está preparando.',
      },
      {
        at: 75,
        text: 'Haz tres respiraciones con exhalaciones largas. Inhala por la nariz y suelta el aire por la boca, despacio, como un suspiro. Con cada exhalación, deja caer un poco los hombros y afloja la mandíbula.',
      },
      {
        at: 110,
        text: 'Ahora pregúntate: ¿qué es lo más importante que quiero que entienda la otra persona? Resúmelo en una sola frase, sencilla y clara. Repítela en silencio un par de veces.',
      },
      {
        at: 150,
        text: 'Y pregúntate también: ¿qué quiero cuidar en esta conversación? Quizá el respeto, la relación, tu calma o la verdad. Elige una palabra que sea tu intención. Esa palabra será tu brújula.',
      },
      {
        at: 190,
        text: 'Recuerda que la otra persona también tiene sus miedos y sus razones, aunque ahora no las veas. Puedes escuchar sin estar de acuerdo, y puedes hablar con firmeza sin perder la amabilidad.',
      },
      {
        at: 225,
        text: 'Imagina el momento de empezar la conversación. Tienes los pies en el suelo, respiras y dices tu frase con voz serena. Si la tensión sube, te das permiso para hacer una pausa y respirar antes de responder.',
      },
      {
        at: 260,
        text: 'Toma una última respiración profunda. Lleva contigo tu frase y tu palabra. Abre los ojos y entra en esa conversación desde tu centro, no desde el miedo.',
      },
    ],
  },
  {
    name: 'Sacudir la tensión del día',
    description:
      'Sacude las manos, los brazos, las piernas y todo el cuerpo para descargar el estrés acumulado, y después quédate en quietud sintiendo la energía renovada.',
    category: 'Estrés',
    keywords: ['Energía', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué parte de tu cuerpo disfrutó más de la sacudida?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Ponte de pie, con los pies separados a la anchura de las caderas y las rodillas sueltas. Durante estos minutos vas a sacudir el estrés, literalmente. No tiene que ser bonito; solo tiene que sentarte bien.',
      },
      {
        at: 35,
        text: 'Empieza por las manos. Sacúdelas con soltura, como si quisieras secarlas al aire. Deja que las muñecas estén sueltas. Nota el cosquilleo que empieza a aparecer en los dedos.',
      },
      {
        at: 70,
        text: 'Ahora deja que la sacudida suba a los brazos, hasta los codos y los hombros. Brazos sueltos, como si fueran de trapo. Respira por la boca si te apetece, e incluso deja salir algún sonido.',
      },
      {
        at: 105,
        text: 'Añade las piernas. Flexiona un poco las rodillas y rebota suavemente, dejando que el movimiento suba por todo el cuerpo: caderas, vientre, pecho, hombros. La cabeza y la mandíbula, sueltas. Sacude todo lo que te sobra del día.',
      },
      {
        at: 145,
        text: 'Sacude ahora una pierna y luego la otra, como quien se quita algo de encima. Vuelve al cuerpo entero e intensifica la sacudida durante unos segundos, con energía. Y después, poco a poco, ve bajando la intensidad.',
      },
      {
        at: 190,
        text: 'Deja que el movimiento se haga muy pequeño, casi una vibración, hasta que se detenga del todo. Quédate de pie, sin moverte, con los ojos cerrados.',
      },
      {
        at: 220,
        text: 'Siente el cuerpo ahora. El cosquilleo, el calor, el pulso, la respiración. Es energía que se mueve con libertad. Respira hondo y deja que esa sensación se reparta por todo el cuerpo.',
      },
      {
        at: 260,
        text: 'Toma una última respiración y suéltala con un suspiro sonoro. Abre los ojos. Cuando el estrés se acumule, recuerda que el cuerpo sabe sacudírselo de encima: bastan un par de minutos.',
      },
    ],
  },
  {
    name: 'El doble suspiro que baja el estrés',
    description:
      'Dos inhalaciones seguidas por la nariz y una exhalación larga por la boca: el suspiro que el cuerpo hace de forma natural para soltar tensión. Para los picos de estrés.',
    category: 'Estrés',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué cambió en tus hombros y en tu pecho después de los dobles suspiros?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica es para esos momentos en que el estrés sube de golpe: un correo inesperado, una prisa, un mal rato. Puedes hacerla en tu sitio, con los ojos abiertos o cerrados. Apoya los pies en el suelo y suelta las manos.',
      },
      {
        at: 35,
        text: 'Observa primero cómo respiras ahora. Con estrés, la respiración suele volverse corta y alta, en el pecho. No la juzgues. Solo date cuenta.',
      },
      {
        at: 65,
        text: 'Vas a practicar el doble suspiro. Es un suspiro que el cuerpo hace de forma natural cuando necesita soltar, por ejemplo después de llorar o justo antes de dormirse. Consiste en dos inhalaciones seguidas por la nariz y una exhalación larga por la boca.',
      },
      {
        at: 105,
        text: 'Pruébalo ahora. Inhala por la nariz, llenando bastante los pulmones. Sin soltar, toma un pequeño sorbo de aire más, también por la nariz, como quien completa la inhalación. Y después exhala despacio por la boca, todo el tiempo que puedas, hasta vaciarte.',
      },
      {
        at: 145,
        text: 'Repítelo dos veces más, a tu ritmo. Inhala, un sorbo más, y una exhalación larga, muy larga. Deja que con la exhalación caigan los hombros y se afloje la mandíbula.',
      },
      {
        at: 190,
        text: 'Ahora respira con normalidad durante unos momentos. Nota los efectos: quizá el pecho está más suelto, quizá aparece un bostezo, quizá el corazón late más despacio. Cada cuerpo responde a su manera.',
      },
      {
        at: 220,
        text: 'Haz una última tanda de tres dobles suspiros, aún más despacio. Con cada exhalación, imagina que el estrés sale de ti como el vapor de una olla cuando levantas la tapa. Después, vuelve a la respiración natural.',
      },
      {
        at: 260,
        text: 'Abre los ojos o levanta la mirada. Recuerda que el doble suspiro es discreto y rápido: uno o dos bastan en mitad de una reunión o antes de responder a un mensaje difícil. Sigue con tu día con un poco más de ligereza.',
      },
    ],
  },
  {
    name: 'Soltar el cuerpo frente a la pantalla',
    description:
      'Estiramientos sencillos en tu silla para cuello, hombros, muñecas, espalda y ojos. Diez minutos para soltar el estrés que se acumula tras horas frente a la pantalla.',
    category: 'Estrés',
    keywords: ['Energía', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué postura repites durante tu jornada, y qué te pidió el cuerpo al estirarte?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica está pensada para hacerla en tu puesto de trabajo, en la misma silla en la que pasas las horas. Apártate un poco de la mesa, apoya los pies en el suelo y deja la espalda erguida, sin apoyarla en el respaldo. Muévete siempre sin dolor.',
      },
      {
        at: 50,
        text: 'Empieza con dos respiraciones profundas. Al inhalar, siente cómo se expande el pecho. Al exhalar, deja caer los hombros. Fíjate en dónde guardas hoy el estrés del trabajo.',
      },
      {
        at: 85,
        text: 'Cuello. Al exhalar, lleva la barbilla hacia el pecho y deja que el peso de la cabeza estire la nuca. Después, gira la cabeza muy despacio hacia la derecha, como si miraras por encima del hombro, y luego hacia la izquierda. Sin prisa, tres veces a cada lado.',
      },
      {
        at: 145,
        text: 'Hombros. Súbelos hacia las orejas al inhalar, apriétalos un instante y suéltalos de golpe al exhalar. Repite tres veces. Después, dibuja círculos amplios hacia atrás, abriendo el pecho.',
      },
      {
        at: 195,
        text: 'Muñecas y manos, que trabajan tanto con el teclado. Estira un brazo hacia delante, con la palma hacia fuera, y con la otra mano lleva los dedos suavemente hacia ti. Después, con la palma hacia abajo. Cambia de brazo. Termina abriendo y cerrando los puños varias veces.',
      },
      {
        at: 250,
        text: 'Espalda. Entrelaza los dedos, estira los brazos hacia delante y redondea la espalda, como si abrazaras una pelota grande. Respira hacia el espacio entre los omóplatos. Después, lleva las manos detrás de la cabeza y abre los codos, elevando un poco el pecho.',
      },
      {
        at: 310,
        text: 'Torsión. Apoya la mano derecha en la rodilla izquierda y la izquierda en el respaldo o en el asiento, y gira el tronco hacia la izquierda al exhalar. Quédate tres respiraciones, creciendo un poco al inhalar. Vuelve al centro y gira hacia el otro lado.',
      },
      {
        at: 365,
        text: 'Costados. Sube el brazo derecho y, al exhalar, inclínate hacia la izquierda, estirando todo el costado derecho. Respira ahí. Vuelve y cambia de lado. Nota cómo se abren las costillas.',
      },
      {
        at: 415,
        text: 'Ahora los ojos, que también acumulan estrés. Frota las palmas de las manos hasta que se calienten y colócalas sobre los ojos cerrados, sin presionar. Disfruta de la oscuridad y del calor unos momentos.',
      },
      {
        at: 465,
        text: 'Retira las manos y, con los ojos aún cerrados, muévelos despacio: mira arriba, abajo, a la derecha, a la izquierda. Después, abre los ojos y mira un punto lejano, por la ventana si puedes, durante unas cuantas respiraciones.',
      },
      {
        at: 520,
        text: 'Vuelve a la postura erguida y cierra los ojos un momento. Nota el efecto de estos movimientos: el calor, el espacio, la respiración más amplia. Quizá también un poco más de energía.',
      },
      {
        at: 560,
        text: 'Antes de volver a la pantalla, decide un recordatorio: cada hora, un estiramiento de cuello o un minuto con la mirada en la lejanía. Tu cuerpo lo agradecerá. Abre los ojos y sigue con más ligereza.',
      },
    ],
  },
  {
    name: 'Descomprimir después de un día difícil',
    description:
      'Un ritual de transición para cerrar la jornada: deja el trabajo en la puerta, descarga el estrés del cuerpo y llega de verdad a casa. Para el final de los días intensos.',
    category: 'Estrés',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué dejaste hoy junto a la puerta antes de llegar de verdad a casa?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Ha sido un día difícil, y aquí estás. Eso ya es mucho. Antes de seguir con la tarde o la noche, vas a hacer una transición: cerrar la jornada para poder descansar. Busca una postura en la que el cuerpo pueda soltarse y cierra los ojos.',
      },
      {
        at: 50,
        text: 'Haz una inhalación profunda por la nariz y suelta el aire por la boca con un suspiro largo, sin contenerte. Otra vez. Y una tercera. Deja que cada suspiro saque un poco del peso del día.',
      },
      {
        at: 90,
        text: 'Repasa el día como si vieras una película a cámara rápida: la mañana, las tareas, las conversaciones, los momentos de tensión. No te detengas en ninguno. Solo mira cómo pasan las escenas hasta llegar a ahora.',
      },
      {
        at: 145,
        text: 'Ahora reconoce lo que ha sido difícil. Puedes nombrarlo en silencio: ha sido mucho, ha habido presión, me he sentido así. Y reconoce también algo que has hecho bien hoy, aunque sea pequeño. Ambas cosas son verdad.',
      },
      {
        at: 200,
        text: 'Imagina que delante de ti hay una puerta. Es la puerta entre tu jornada y tu descanso. Antes de cruzarla, vas a dejar junto a ella una caja donde colocar todo lo que no necesitas llevar dentro.',
      },
      {
        at: 255,
        text: 'Deja en la caja las tareas pendientes, los correos sin responder, las conversaciones que siguen dando vueltas. Una a una. Puedes decirte: esto sigue siendo importante, y mañana me ocuparé de ello. Ahora no.',
      },
      {
        at: 320,
        text: 'Cierra la caja. Estará aquí mañana si la necesitas. Cruza la puerta y ciérrala suavemente detrás de ti.',
      },
      {
        at: 355,
        text: 'Ahora recorre el cuerpo buscando el estrés que se ha quedado enganchado. La frente, la mandíbula, los hombros, las manos, el estómago. Con cada exhalación, imagina que esa tensión se funde y se va hacia la tierra.',
      },
      {
        at: 420,
        text: 'Deja que el cuerpo pese. Los brazos, las piernas, la espalda. Ya no tienes que rendir, ni responder, ni estar disponible. Es hora de descansar.',
      },
      {
        at: 470,
        text: 'Pregúntate qué necesitas esta tarde para cuidarte: quizá una ducha caliente, una cena sencilla, una conversación amable, silencio, irte a la cama temprano. Elige una sola cosa y comprométete a dártela.',
      },
      {
        at: 525,
        text: 'Respira unas cuantas veces más en esta sensación de haber llegado. La jornada ha terminado. Lo que queda del día es tuyo.',
      },
      {
        at: 560,
        text: 'Mueve el cuerpo con suavidad, estírate si te apetece y abre los ojos. Has llegado a casa, también por dentro. Disfruta de lo que queda del día.',
      },
    ],
  },
  {
    name: 'Un grano de arena cada vez',
    description:
      'Para cuando todo parece urgente y el estrés te desborda: una meditación con la imagen del reloj de arena para recordar que las cosas se hacen de una en una.',
    category: 'Estrés',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Cuál es tu próximo grano de arena, la única cosa que toca ahora?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Si ahora mismo tienes la sensación de que todo es urgente, de que no llegas, de que hay demasiados frentes abiertos, esta práctica es para ti. Busca una postura estable y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Primero, observa el estado de tu mente: quizá acelerada, saltando de una tarea a otra, haciendo listas. Quizá con una sensación de prisa en el pecho. No la juzgues. Es la forma en que la mente intenta ayudarte.',
      },
      {
        at: 85,
        text: 'Ahora haz algo muy sencillo: una sola respiración. Inhala, sintiendo cómo entra el aire. Exhala, sintiendo cómo sale. Una respiración completa. Solo esa. Y ahora otra, también completa.',
      },
      {
        at: 135,
        text: 'Fíjate en que no puedes respirar dos veces a la vez. Cada respiración ocurre de una en una. Igual que cada paso, cada palabra, cada tarea. Deja que esta idea se asiente.',
      },
      {
        at: 190,
        text: 'Imagina un reloj de arena. En la parte de arriba hay muchísima arena: todas tus tareas, tus compromisos, tus preocupaciones. Parece demasiado. Pero observa el cuello del reloj: por él solo pasa un grano cada vez.',
      },
      {
        at: 255,
        text: 'Contempla ese paso lento y constante. Un grano, y luego otro. El reloj no tiene prisa. No intenta pasar toda la arena de golpe. Y, sin embargo, con el tiempo, la arena llega abajo.',
      },
      {
        at: 320,
        text: 'Tú eres ese cuello estrecho. Solo puedes hacer una cosa cada vez. No es una limitación: es la forma natural en que funcionan las cosas. Intentar hacerlo todo a la vez solo atasca el reloj.',
      },
      {
        at: 370,
        text: 'Respira con esta imagen. Al inhalar, di en silencio: una cosa. Al exhalar: a la vez. Una cosa, a la vez. Deja que estas palabras marquen el ritmo de tu respiración.',
      },
      {
        at: 435,
        text: 'Ahora pregúntate, sin pensarlo demasiado: ¿cuál es el siguiente grano? No todos los granos; solo el siguiente. La próxima acción concreta, pequeña y posible. Deja que aparezca.',
      },
      {
        at: 485,
        text: 'Si la mente vuelve a toda la lista, obsérvala con amabilidad y regresa al siguiente grano. Lo demás sigue arriba, esperando su turno. No se va a perder.',
      },
      {
        at: 520,
        text: 'Siente el cuerpo. Quizá la prisa ha bajado un poco. Quizá no, y está bien: has practicado volver a una sola cosa, y eso siempre puedes hacerlo.',
      },
      {
        at: 560,
        text: 'Respira hondo una vez más y abre los ojos. Ahora ve a por tu siguiente grano, solo ese. Cuando termines, respira y elige el siguiente. Una cosa a la vez.',
      },
    ],
  },
  {
    name: 'Paseo para despejar la cabeza',
    description:
      'Sal a caminar con paso vivo para liberar el estrés y recargar energía. Respiración al ritmo de los pasos, brazos activos y una mirada nueva sobre lo que te rodea.',
    category: 'Estrés',
    keywords: ['Energía', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué idea o solución apareció mientras caminabas con la cabeza despejada?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este paseo. Sal a la calle, a un parque o a cualquier lugar donde puedas caminar con seguridad unos quince minutos. Lleva el teléfono en el bolsillo y los ojos abiertos al entorno. Empieza caminando a tu ritmo habitual.',
      },
      {
        at: 50,
        text: 'Durante los primeros minutos, solo camina. Nota cómo está tu cuerpo después de las horas de trabajo: quizá rígido, quizá cargado. No tienes que cambiar nada todavía. Deja que el movimiento empiece a hacer su trabajo.',
      },
      {
        at: 100,
        text: 'Ahora endereza un poco la postura. Imagina un hilo que tira de la coronilla hacia el cielo. Hombros atrás y abajo, pecho abierto, mirada al frente. Deja que los brazos se balanceen con naturalidad, acompañando cada paso.',
      },
      {
        at: 165,
        text: 'Aumenta poco a poco el ritmo, hasta un paso vivo, como si fueras a una cita a la que quieres llegar a tiempo. Nota cómo el corazón se acelera un poco y la respiración se hace más profunda. Es energía que se despierta.',
      },
      {
        at: 230,
        text: 'Sincroniza la respiración con los pasos: inhala durante tres pasos, exhala durante tres. O cuatro y cuatro, lo que te resulte natural. Deja que el ritmo te lleve, como una música interna.',
      },
      {
        at: 290,
        text: 'Con cada exhalación, imagina que sueltas algo del estrés del día: una reunión tensa, un correo, una prisa. Lo dejas caer detrás de ti, en el camino. Con cada inhalación, entra aire nuevo, fresco, limpio.',
      },
      {
        at: 365,
        text: 'Balancea los brazos con un poco más de energía. Siente el trabajo de las piernas, los glúteos, la espalda. Tu cuerpo está hecho para moverse; disfruta de esta sensación de fuerza.',
      },
      {
        at: 430,
        text: 'Ahora abre la mirada. Fíjate en tres cosas del entorno en las que nunca te habías fijado: un color, un árbol, una ventana, un detalle en el suelo. Míralas con curiosidad, como quien visita un lugar por primera vez.',
      },
      {
        at: 490,
        text: 'Escucha los sonidos: tus pasos, el viento, pájaros, voces, tráfico. Siente el aire en la cara, la temperatura, la luz. Tus sentidos se despiertan y la mente, poco a poco, se aclara.',
      },
      {
        at: 555,
        text: 'Si quieres, trae a la mente un asunto que te esté ocupando la cabeza. No intentes resolverlo. Solo llévalo contigo en el paseo, como una compañía silenciosa. A veces, las soluciones aparecen cuando el cuerpo se mueve y la mente deja de apretar.',
      },
      {
        at: 635,
        text: 'Vuelve a la sensación de los pies en el suelo y al ritmo de la respiración. Inhala, tres pasos. Exhala, tres pasos. Deja que la mente descanse en este ritmo sencillo.',
      },
      {
        at: 695,
        text: 'Ahora baja el ritmo poco a poco, hasta un paso pausado. Deja que la respiración se calme. Nota el calor del cuerpo y la energía que circula por las piernas y los brazos.',
      },
      {
        at: 755,
        text: 'Busca un lugar para detenerte un momento. Quédate de pie, con los pies firmes. Toma tres respiraciones profundas, con los ojos abiertos o cerrados, como te resulte más seguro.',
      },
      {
        at: 800,
        text: 'Observa cómo te sientes ahora en comparación con el principio: el cuerpo, la energía, la cabeza. Quizá hay más espacio, más claridad, más ganas. Tómate un momento para reconocerlo.',
      },
      {
        at: 860,
        text: 'Para terminar, elige una palabra que resuma este paseo: ligereza, aire, claridad, fuerza. Llévala contigo al volver. Cuando el estrés se acumule, recuerda que caminar a paso vivo siempre está a tu alcance.',
      },
    ],
  },
  {
    name: 'Tensar y soltar, músculo a músculo',
    description:
      'Relajación muscular progresiva: tensa cada grupo de músculos unos segundos y suéltalo para sentir la diferencia. Ideal cuando el estrés se queda atrapado en el cuerpo.',
    category: 'Estrés',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué grupo de músculos te sorprendió por la tensión que guardaba?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica vas a tensar y soltar distintos grupos de músculos, uno tras otro. Así el cuerpo aprende a reconocer la diferencia entre tensión y descanso. Colócate boca arriba o en una silla, y cierra los ojos. Tensa siempre con suavidad, nunca hasta sentir dolor, y sáltate cualquier zona lesionada.',
      },
      {
        at: 55,
        text: 'Empieza con unas respiraciones lentas. Siente el peso del cuerpo y el apoyo bajo él. Cuando tenses, inhala y mantén la tensión unos cinco segundos. Cuando sueltes, exhala y deja ir de golpe.',
      },
      {
        at: 100,
        text: 'Los pies. Inhala y encoge los dedos de los pies con fuerza, como si quisieras agarrar algo con ellos. Mantén... Y suelta al exhalar. Nota cómo los pies se aflojan y se calientan. Quédate sintiendo esa diferencia unas respiraciones.',
      },
      {
        at: 160,
        text: 'Las pantorrillas. Inhala y lleva las puntas de los pies hacia ti, tensando la parte de atrás de las piernas. Mantén... Y suelta. Deja que las piernas caigan pesadas. Observa el hormigueo, el calor, la blandura.',
      },
      {
        at: 215,
        text: 'Los muslos. Inhala y aprieta los muslos, como si quisieras empujar las rodillas hacia el suelo o hacia la silla. Mantén... Y suelta. Siente las piernas enteras, largas y pesadas.',
      },
      {
        at: 270,
        text: 'Los glúteos y la pelvis. Inhala y aprieta los glúteos. Mantén... Y suelta. Nota cómo la base del cuerpo se ensancha y se apoya más.',
      },
      {
        at: 325,
        text: 'El vientre. Inhala y tensa los músculos del abdomen, como si te prepararas para recibir un pequeño empujón. Mantén... Y suelta, dejando que el vientre se vuelva blando y la respiración fluya libre.',
      },
      {
        at: 380,
        text: 'Las manos y los brazos. Inhala, cierra los puños con fuerza y tensa los brazos enteros. Mantén... Y suelta, abriendo las manos. Siente cómo la tensión se escurre por los dedos.',
      },
      {
        at: 440,
        text: 'Los hombros, donde tanto estrés se acumula. Inhala y súbelos hacia las orejas, apretando. Mantén... Y suelta de golpe al exhalar. Déjalos caer. Repítelo una vez más si lo necesitas.',
      },
      {
        at: 495,
        text: 'El cuello. Inhala y presiona suavemente la parte de atrás de la cabeza contra el suelo o el respaldo, o lleva la barbilla un poco hacia el pecho. Mantén... Y suelta. Deja que la cabeza pese por completo.',
      },
      {
        at: 550,
        text: 'La cara. Inhala y arruga toda la cara: aprieta los ojos, frunce la frente, aprieta los labios y la mandíbula. Mantén... Y suelta. Deja que la frente se alise, los ojos descansen y la mandíbula se abra un poco.',
      },
      {
        at: 610,
        text: 'Ahora recorre el cuerpo entero con la atención, desde los pies hasta la cabeza. Si queda alguna zona con tensión, tensa solo esa zona un momento y suéltala. Deja que todo el cuerpo descanse a la vez.',
      },
      {
        at: 685,
        text: 'Siente el contraste. Así es tu cuerpo cuando suelta. Recuerda esta sensación, porque puedes volver a ella: en cualquier momento del día, tensar y soltar los hombros o las manos te recuerda el camino.',
      },
      {
        at: 755,
        text: 'Quédate ahora en reposo, respirando. Con cada exhalación, imagina que el cuerpo se hunde un poco más en el apoyo. No tienes que hacer nada más.',
      },
      {
        at: 820,
        text: 'Empieza a volver poco a poco. Haz una respiración más profunda. Mueve con suavidad los dedos de las manos y de los pies.',
      },
      {
        at: 860,
        text: 'Estírate como te pida el cuerpo y abre los ojos cuando quieras. Lleva contigo esta memoria de soltar. El estrés llega al cuerpo, pero el cuerpo también sabe dejarlo ir.',
      },
    ],
  },
  {
    name: 'Vaciar la mente en el papel',
    description:
      'Escritura guiada con cuatro preguntas para descargar el estrés: qué te pesa, qué necesitas, qué puedes soltar y qué sigue estando bien. Con papel y bolígrafo.',
    category: 'Estrés',
    keywords: ['Calma', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Cuál de las cuatro preguntas te dio la respuesta más inesperada?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y bolígrafo; escribir a mano ayuda a ir más despacio, aunque también puedes usar el teléfono. Vas a responder a cuatro preguntas, sin corregir y sin preocuparte por la letra ni la ortografía. Nadie más va a leerlo.',
      },
      {
        at: 50,
        text: 'Antes de escribir, cierra los ojos un momento y respira tres veces. Nota el peso de tu cuerpo en la silla y el bolígrafo en la mano. Date permiso para escribir con total sinceridad.',
      },
      {
        at: 100,
        text: 'Primera pregunta: ¿qué me está pesando ahora mismo? Escríbela arriba de la hoja y responde. Todo lo que te cause estrés: tareas, personas, plazos, expectativas, cansancio. Escribe sin parar, aunque parezca desordenado.',
      },
      {
        at: 145,
        text: 'Sigue escribiendo. Si te quedas en blanco, escribe «lo que me pesa es...» y deja que la mano continúe. Deja salir también lo pequeño y lo que te da vergüenza reconocer. Aquí todo cabe.',
      },
      {
        at: 220,
        text: 'Si notas que la mano se acelera o que aparece tensión al escribir, no pasa nada. Respira y sigue. Es el estrés saliendo de la cabeza y encontrando un lugar fuera de ti.',
      },
      {
        at: 280,
        text: 'Deja el bolígrafo y respira. Relee lo que has escrito, sin juzgarlo. Solo mira. Fíjate en si hay algo que se repite o algo que pesa más que el resto. Puedes subrayarlo.',
      },
      {
        at: 325,
        text: 'Segunda pregunta: ¿qué necesito? No lo que deberías necesitar, sino lo que de verdad te haría bien. Quizá descanso, ayuda, tiempo, decir que no, una conversación, moverte, pedir un plazo. Escribe todo lo que aparezca.',
      },
      {
        at: 400,
        text: 'Tercera pregunta: ¿qué puedo soltar? Tal vez una tarea que no es tuya, una exigencia de perfección, un compromiso que ya no tiene sentido, la necesidad de controlarlo todo. Escribe lo que podrías dejar ir, aunque sea un poco.',
      },
      {
        at: 475,
        text: 'Lee lo que acabas de escribir. Elige una sola cosa de esa lista y rodéala con un círculo. Es lo que vas a soltar esta semana.',
      },
      {
        at: 515,
        text: 'Cuarta pregunta: ¿qué sigue estando bien? En medio del estrés, hay cosas que funcionan: personas que te apoyan, tu salud, algo que has logrado, un pequeño placer cotidiano. Escribe al menos tres.',
      },
      {
        at: 590,
        text: 'Mientras escribes estas tres cosas, detente un instante en cada una. Recuerda cómo es, cómo suena, cómo te hace sentir. Deja que el cuerpo registre que no todo es estrés.',
      },
      {
        at: 650,
        text: 'Ahora, al final de la hoja, escríbete una frase como se la escribirías a alguien que quieres y que está pasando por lo mismo. Algo breve y verdadero, que puedas leer mañana.',
      },
      {
        at: 710,
        text: 'Deja el bolígrafo. Cierra los ojos y pon las manos sobre el papel, o sobre el pecho. Respira unas cuantas veces y nota cómo está tu mente ahora que todo eso está fuera.',
      },
      {
        at: 755,
        text: 'Observa la diferencia entre cómo empezaste y cómo estás. Quizá la situación no ha cambiado, pero ahora la ves desde fuera, con un poco más de orden. Eso ya es un alivio.',
      },
      {
        at: 815,
        text: 'Decide qué harás con la hoja. Puedes guardarla para releerla dentro de unos días y ver cómo han cambiado las cosas, o romperla como un gesto simbólico de soltar. Las dos opciones están bien.',
      },
      {
        at: 860,
        text: 'Para terminar, respira hondo y estira los brazos y los dedos. Lleva contigo la necesidad que descubriste, lo que vas a soltar y la frase que te escribiste. Abre los ojos y sigue tu día con la mente un poco más ligera.',
      },
    ],
  },
  {
    name: 'Lo que te agota, lo que te nutre',
    description:
      'Una meditación para prevenir el agotamiento: mira con calma qué te quita energía y qué te la devuelve, y elige un pequeño cambio para cuidar tu reserva antes de que se vacíe.',
    category: 'Estrés',
    keywords: ['Energía', 'Descanso', 'Amor propio'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué actividad que te nutre vas a proteger esta semana, y cuándo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Cuando el estrés se alarga durante semanas, la energía se va vaciando sin que nos demos cuenta. Esta meditación es un momento para revisar tu reserva con honestidad y con cariño. Busca una postura estable y cierra los ojos.',
      },
      {
        at: 50,
        text: 'Empieza con unas respiraciones lentas. Al inhalar, siente el aire que llega. Al exhalar, deja que el cuerpo se apoye un poco más. Después, deja que la respiración encuentre su propio ritmo.',
      },
      {
        at: 95,
        text: 'Ahora haz un pequeño inventario del cuerpo. ¿Cómo está tu energía, del cero al diez? ¿Dónde se nota el cansancio: en los ojos, en los hombros, en las piernas, en el ánimo? No lo corrijas. Solo obsérvalo con honestidad.',
      },
      {
        at: 155,
        text: 'Imagina que dentro de ti hay un depósito de energía, como una vasija de barro o un pozo. Mira cuánto contiene hoy. Puede estar lleno, a medias o casi vacío. Cualquier respuesta es información valiosa.',
      },
      {
        at: 215,
        text: 'Obsérvala con detalle: su forma, su color, cómo brilla o se oscurece lo que contiene. Quizá notes grietas por donde se escapa algo. Quizá notes que hace tiempo que no la miras. Solo obsérvala.',
      },
      {
        at: 275,
        text: 'Esa vasija tiene entradas y salidas. Por las salidas se va la energía: lo que te agota. Por las entradas llega: lo que te nutre. Vas a mirar unas y otras, sin prisa.',
      },
      {
        at: 320,
        text: 'Piensa en tu semana. ¿Qué te agota? Quizá reuniones largas, interrupciones, ciertas personas, el teléfono, tareas que no tienen sentido para ti, dormir poco, decir que sí cuando querías decir que no. Deja que aparezcan, una a una.',
      },
      {
        at: 395,
        text: 'Observa cómo responde el cuerpo al recordar cada una. Quizá un peso, una contracción, un suspiro. Es tu cuerpo diciéndote dónde se escapa la energía. Escúchalo sin juzgarte.',
      },
      {
        at: 450,
        text: 'Ahora piensa en lo que te nutre. ¿Qué te devuelve la energía? Quizá un paseo, la música, reír con alguien, cocinar, dormir bien, la naturaleza, un trabajo que te apasiona, un rato a solas. Deja que aparezcan también, una a una.',
      },
      {
        at: 530,
        text: 'Nota cómo responde el cuerpo a estos recuerdos. Quizá se abre el pecho, aparece una sonrisa, la respiración se ensancha. Esto también es información: aquí está tu fuente.',
      },
      {
        at: 585,
        text: 'Pregúntate con sinceridad: ¿cuánto espacio tienen en tu vida las cosas que te nutren? ¿Y cuánto las que te agotan? No para culparte, sino para ver con claridad. A menudo, lo primero que sacrificamos cuando hay estrés es justamente lo que nos sostiene.',
      },
      {
        at: 650,
        text: 'Elige una salida que podrías cerrar un poco. No del todo; solo un poco. Quizá un límite a una hora concreta, un no amable, delegar algo, silenciar las notificaciones. Imagina que lo haces y nota cómo se siente.',
      },
      {
        at: 725,
        text: 'Elige también una entrada que podrías abrir un poco más esta semana. Algo pequeño y realista: diez minutos de paseo, una llamada a alguien que te hace bien, irte a la cama media hora antes. Visualiza el momento concreto en que lo harás.',
      },
      {
        at: 800,
        text: 'Piensa también en las personas de tu entorno. ¿Hay alguien a quien podrías pedir ayuda, o con quien compartir la carga? Pedir apoyo no es debilidad; es una forma inteligente de cuidar tu reserva.',
      },
      {
        at: 860,
        text: 'Ahora vas a recargar la vasija con la respiración. Al inhalar, imagina que entra una luz cálida, del color que para ti tenga la energía, y llena la vasija desde el fondo. Al exhalar, deja que se asiente. Inhala, llenando. Exhala, asentando.',
      },
      {
        at: 935,
        text: 'Sigue así unos minutos. Con cada respiración, la vasija se llena un poco más. La luz sube por el vientre, el pecho, los brazos, la cabeza. No tiene prisa. La energía se recupera poco a poco, como un pozo que se llena con la lluvia.',
      },
      {
        at: 1015,
        text: 'Recuerda que descansar no es un premio que se gana al terminarlo todo. Es parte del trabajo de vivir. Cuidar tu energía es cuidar todo lo que haces y a todas las personas a las que quieres.',
      },
      {
        at: 1075,
        text: 'Repite en silencio una frase que te ayude a sostener tu decisión: mi energía es valiosa. O: puedo cuidarme y cumplir a la vez. O las palabras que te salgan.',
      },
      {
        at: 1120,
        text: 'Vuelve a sentir el cuerpo. Observa el nivel de tu vasija ahora. No hace falta que esté llena; basta con saber que puedes llenarla.',
      },
      {
        at: 1160,
        text: 'Respira hondo, mueve las manos y los hombros y abre los ojos. Llévate la salida que vas a cerrar y la entrada que vas a abrir. Tu energía es un recurso valioso: cuídala antes de que se agote.',
      },
    ],
  },
  {
    name: 'Recargar la energía desde dentro',
    description:
      'Para el bajón de media tarde o tras una racha de estrés: postura erguida, una respiración que activa y una visualización de luz solar para despertar cuerpo y mente.',
    category: 'Estrés',
    keywords: ['Energía', 'Claridad'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué imagen o sensación te devolvió más energía durante la práctica?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación no busca relajarte, sino despertarte con suavidad. Es ideal para media tarde, cuando el estrés y el cansancio se juntan. Acércate al borde de la silla, con los pies firmes en el suelo y la espalda erguida, sin apoyarla. Puedes cerrar los ojos o dejarlos entreabiertos.',
      },
      {
        at: 55,
        text: 'Empieza por la postura. Imagina que un hilo tira de tu coronilla hacia arriba y alarga la columna. Abre el pecho, lleva los hombros ligeramente atrás y deja la barbilla paralela al suelo. Una postura despierta ayuda a que la mente despierte.',
      },
      {
        at: 105,
        text: 'Haz tres respiraciones amplias por la nariz, llenando primero el vientre, luego las costillas y por último el pecho. Suelta el aire por la boca. Siente cómo el aire fresco entra en todo el cuerpo.',
      },
      {
        at: 165,
        text: 'Ahora vas a invertir el ritmo de la calma: inhala en cuatro tiempos y exhala en tres. Una inhalación un poco más larga que la exhalación, sin forzar. Si en algún momento notas mareo, vuelve a respirar con normalidad.',
      },
      {
        at: 225,
        text: 'Continúa con este ritmo. Inhala, dos, tres, cuatro, sintiendo cómo se llena el pecho. Exhala, dos, tres, de forma activa. Nota cómo la atención se afina y el cuerpo se despierta un poco.',
      },
      {
        at: 300,
        text: 'Ahora deja que la respiración vuelva a su ritmo natural y observa el efecto. Quizá un leve hormigueo, un poco más de calor, la mente más presente. Quédate con esas sensaciones.',
      },
      {
        at: 345,
        text: 'Lleva la atención a los pies. Presiona el suelo con las plantas y suelta. Siente la fuerza de las piernas. La energía también viene de abajo, del contacto con la tierra. Vuelve a presionar y a soltar unas cuantas veces.',
      },
      {
        at: 410,
        text: 'Frota las palmas de las manos con energía hasta que se calienten. Después, colócalas sobre la cara unos segundos. Da pequeños toques con las yemas de los dedos por la frente, las mejillas y el cuero cabelludo, como una lluvia ligera que despierta.',
      },
      {
        at: 475,
        text: 'Vuelve a apoyar las manos sobre los muslos. Ahora imagina que es el amanecer. Frente a ti, el sol empieza a asomar por el horizonte. Su luz es cálida, dorada, y tiene una energía limpia y serena.',
      },
      {
        at: 535,
        text: 'Con cada inhalación, esa luz entra por la coronilla y baja por tu cuerpo. Llena la cabeza y despeja la niebla de los pensamientos. Baja por la cara, el cuello, los hombros. Donde llega, despierta.',
      },
      {
        at: 610,
        text: 'La luz sigue bajando por los brazos hasta las manos, que se vuelven cálidas y vivas. Llena el pecho, el corazón, el vientre. Baja por las piernas hasta los pies. Todo tu cuerpo se enciende suavemente, como una habitación cuando se abren las cortinas.',
      },
      {
        at: 685,
        text: 'Siente ahora el sol en el centro del pecho, como una fuente propia de energía. No depende del café ni de la prisa. Es tu vitalidad natural, la que está debajo del estrés y del cansancio.',
      },
      {
        at: 760,
        text: 'Si aparece la voz del cansancio o de la desgana, escúchala con amabilidad. Quizá te está pidiendo también un descanso más tarde. Tómalo en cuenta para esta noche y, por ahora, vuelve a la luz del pecho.',
      },
      {
        at: 825,
        text: 'Con cada exhalación, deja que ese sol irradie hacia fuera, más allá de la piel. Con cada inhalación, se recarga. Quédate unos minutos respirando con esta imagen, sintiendo la energía que crece y se estabiliza.',
      },
      {
        at: 900,
        text: 'Trae ahora a la mente lo que te queda por hacer hoy. Míralo desde esta energía clara. Elige la primera tarea e imagina que la empiezas con atención y con buen ánimo, paso a paso.',
      },
      {
        at: 960,
        text: 'Repite en silencio una frase que te acompañe el resto del día: tengo la energía que necesito para lo que importa. O: avanzo con claridad y sin prisa. Deja que resuene en el cuerpo.',
      },
      {
        at: 1020,
        text: 'Vuelve a la respiración de activación durante unas pocas rondas: inhala en cuatro, exhala en tres. Siente cómo la energía se asienta en el cuerpo.',
      },
      {
        at: 1060,
        text: 'Ahora estira los brazos hacia arriba, entrelaza los dedos y gira las palmas hacia el techo. Estírate todo lo que puedas, bostezando si te apetece. Y suelta los brazos.',
      },
      {
        at: 1120,
        text: 'Mueve los hombros, gira la cabeza a un lado y a otro, y da unos golpecitos suaves con las manos sobre los muslos.',
      },
      {
        at: 1160,
        text: 'Abre los ojos del todo y mira a tu alrededor, dejando entrar la luz. Toma una última respiración profunda y vuelve a tu tarde con energía renovada y la cabeza clara. Si el bajón vuelve, bastan tres respiraciones y el recuerdo del sol.',
      },
    ],
  },
  {
    name: 'Reposo profundo al final de la semana',
    description:
      'Suelta el estrés acumulado durante la semana con frases de relajación autógena y un repaso amable de cada día. Veinticinco minutos para empezar a descansar de verdad.',
    category: 'Estrés',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué día de la semana te costó más soltar, y qué te llevas de él?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Ha terminado la semana, o una parte importante de ella, y es momento de soltarla. Colócate boca arriba o en un sillón donde puedas apoyar la cabeza, con una manta si la necesitas. Cierra los ojos. Durante veinticinco minutos no tienes nada que hacer, salvo descansar.',
      },
      {
        at: 50,
        text: 'Empieza dejando salir el aire con un par de suspiros largos. Deja que el cuerpo se acomode, que los hombros se separen de las orejas y que la mandíbula se afloje. Siente el peso del cuerpo sobre el apoyo.',
      },
      {
        at: 95,
        text: 'Vas a hacer un repaso amable de la semana, día a día, para que nada quede enganchado. Piensa en el primer día de tu semana. ¿Qué pasó? Deja que lleguen dos o tres imágenes, sin detenerte en ellas. Y al exhalar, suéltalas: ese día ya pasó.',
      },
      {
        at: 155,
        text: 'El segundo día. Lo que hiciste, con quién hablaste, cómo te sentiste. Mira las escenas pasar como por la ventanilla de un tren. Al exhalar, deja que se alejen.',
      },
      {
        at: 210,
        text: 'El tercer día, a mitad de semana. Quizá fue un día de esfuerzo o de rutina. Reconócelo brevemente. Y suéltalo con la exhalación.',
      },
      {
        at: 260,
        text: 'El cuarto y el quinto día. Las prisas, los logros, los cansancios, lo que quedó pendiente. Todo eso ya forma parte del pasado. Con una exhalación larga, déjalo ir.',
      },
      {
        at: 315,
        text: 'Y hoy. Lo que ha sido este día hasta llegar aquí. Obsérvalo un instante. Y ahora, deja que también se quede atrás. Lo único que existe ahora es este momento de descanso.',
      },
      {
        at: 370,
        text: 'Nota cómo responde el cuerpo después de este repaso. Quizá un suspiro espontáneo, quizá los hombros más abajo. Cada día que sueltas deja un poco más de espacio para el descanso.',
      },
      {
        at: 425,
        text: 'Antes de seguir, reconoce algo que has hecho bien esta semana, algo de lo que puedas sentir orgullo, aunque sea pequeño. Y algo que agradeces: una persona, un gesto, un momento. Déjalos brillar un instante.',
      },
      {
        at: 480,
        text: 'Si algo de la semana te sigue pesando, una conversación, un error, una preocupación, nómbralo en silencio. Imagina que lo dejas sobre una mesa, al lado de la puerta. Seguirá ahí si lo necesitas el lunes. Ahora no tienes que sostenerlo.',
      },
      {
        at: 540,
        text: 'Ahora vas a usar unas frases sencillas de relajación autógena. Repítelas en silencio, despacio, y deja que el cuerpo las sienta sin forzar nada. Si no notas nada, también está bien; el cuerpo escucha igualmente.',
      },
      {
        at: 580,
        text: 'Mi brazo derecho pesa. Mi brazo derecho pesa mucho. Mi brazo izquierdo pesa. Mi brazo izquierdo pesa mucho. Mis dos brazos pesan, y están en calma.',
      },
      {
        at: 645,
        text: 'Siente de verdad el peso de los brazos, como si fueran de arena mojada que se hunde en el apoyo. No tienes que sostenerlos. Repite la frase cada vez que la mente se despiste: mis brazos pesan.',
      },
      {
        at: 705,
        text: 'Mi pierna derecha pesa. Mi pierna derecha pesa mucho. Mi pierna izquierda pesa. Mi pierna izquierda pesa mucho. Mis dos piernas pesan, y están en calma. Todo mi cuerpo pesa agradablemente.',
      },
      {
        at: 770,
        text: 'Ahora, el calor. Mi brazo derecho está caliente. Mi brazo izquierdo está caliente. Siente cómo un calor agradable se reparte por las manos. Mi pierna derecha está caliente. Mi pierna izquierda está caliente. Un calor suave recorre todo el cuerpo.',
      },
      {
        at: 840,
        text: 'Deja que el calor se extienda hacia el vientre y la espalda, como cuando te das un baño tibio al final de un día largo. El cuerpo se ablanda, los músculos se sueltan. Mi cuerpo entero está caliente y pesado.',
      },
      {
        at: 900,
        text: 'Mi respiración es serena y regular. Algo respira en mí, sin esfuerzo. No tienes que hacer nada; la respiración se ocupa de sí misma. Mi respiración es serena y regular.',
      },
      {
        at: 965,
        text: 'Mi corazón late en calma, a su ritmo. Mi vientre está cálido y suelto. Mi frente está fresca y despejada. Repite estas frases a tu ritmo, dejando pausas largas entre una y otra.',
      },
      {
        at: 1035,
        text: 'Estoy en calma. Repítelo con la exhalación: estoy en calma. Deja que la frase se disuelva y quede solo la sensación.',
      },
      {
        at: 1095,
        text: 'Ahora suelta todas las frases. Descansa en el peso, el calor y la respiración, sin hacer nada. Si aparece algún pensamiento de la semana, míralo con amabilidad y déjalo pasar: ya no es momento para él.',
      },
      {
        at: 1165,
        text: 'Imagina que te encuentras en un lugar donde el tiempo no corre: una playa al atardecer, un prado, una cabaña con la chimenea encendida. No hay relojes, ni pantallas, ni agenda, ni nadie que te necesite ahora. Escucha los sonidos de ese lugar, siente su temperatura, su olor. Deja que te envuelva.',
      },
      {
        at: 1240,
        text: 'Quédate aquí, en este descanso profundo. Deja que el cuerpo recupere lo que ha gastado durante la semana. No tienes que ganarte este descanso: te pertenece.',
      },
      {
        at: 1305,
        text: 'Si el sueño se acerca, déjalo venir. Si te mantienes en ese punto entre la vigilia y el sueño, descansa ahí. Las dos cosas son descanso. Solo siente el cuerpo que respira, cada vez más lento, más profundo.',
      },
      {
        at: 1360,
        text: 'Ahora piensa en los próximos días. ¿Qué necesitas para descansar de verdad? Elige una intención sencilla: desconectar, estar con quien quieres, dormir, moverte, crear. Quizá también quieras dejar un pequeño espacio para algo que te haga ilusión.',
      },
      {
        at: 1405,
        text: 'Empieza a volver despacio. Di en silencio: brazos firmes, respiración profunda, ojos abiertos. Haz más profunda la respiración. Nota el cuerpo, el apoyo, los sonidos a tu alrededor.',
      },
      {
        at: 1460,
        text: 'Cierra y abre las manos varias veces, flexiona los brazos y estírate como te pida el cuerpo. Abre los ojos. La semana ha quedado atrás; empieza tu descanso.',
      },
    ],
  },
];
