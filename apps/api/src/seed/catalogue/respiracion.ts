import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'La respiración de los cuatro lados',
    description:
      'Respiración cuadrada: inhala, sostén, exhala y descansa en cuatro tiempos iguales. Una técnica sencilla para ordenar la mente antes de concentrarte o de tomar una decisión.',
    category: 'Respiración',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué lado del cuadrado te resultó más fácil, y cuál te costó más?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración cuadrada, una técnica muy sencilla que ayuda a centrar la atención. Siéntate con la espalda erguida, los pies apoyados y las manos sobre los muslos. Cierra los ojos o fija la mirada en un punto.',
      },
      {
        at: 35,
        text: 'Primero, suelta todo el aire por la boca, sin prisa. Después, deja que la respiración fluya un par de veces de forma natural, por la nariz.',
      },
      {
        at: 65,
        text: 'Imagina un cuadrado delante de ti. Vas a recorrer sus cuatro lados con la respiración. Primer lado: inhala por la nariz contando hasta cuatro. Segundo lado: sostén el aire con suavidad, contando hasta cuatro. Tercer lado: exhala contando hasta cuatro. Cuarto lado: quédate sin aire, en calma, contando hasta cuatro.',
      },
      {
        at: 110,
        text: 'Haz una vuelta conmigo. Inhala, dos, tres, cuatro. Sostén, dos, tres, cuatro. Exhala, dos, tres, cuatro. Descansa, dos, tres, cuatro.',
      },
      {
        at: 140,
        text: 'Ahora sigue a tu ritmo, recorriendo el cuadrado una y otra vez. Si las pausas te resultan incómodas, acórtalas a dos tiempos. La respiración nunca debe sentirse forzada.',
      },
      {
        at: 185,
        text: 'Si te ayuda, dibuja el cuadrado con la mirada interior: subes por un lado, cruzas por arriba, bajas por el otro y vuelves por la base. Cada lado, un tiempo igual. Nota cómo la mente se ordena con la forma.',
      },
      {
        at: 230,
        text: 'Termina la última vuelta y deja que la respiración vuelva a su ritmo natural. Observa cómo está ahora tu mente: quizá más quieta, más enfocada, más clara.',
      },
      {
        at: 260,
        text: 'Abre los ojos. Puedes usar el cuadrado antes de una tarea importante, una decisión o una reunión: cuatro lados, cuatro tiempos, y vuelves al centro.',
      },
    ],
  },
  {
    name: 'Cuatro, siete, ocho',
    description:
      'La respiración 4-7-8: inhala en cuatro, sostén en siete y suelta en ocho, con una versión más corta si la necesitas. Para bajar revoluciones al final del día o antes de dormir.',
    category: 'Respiración',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué sentiste en el cuerpo durante las exhalaciones largas del 4-7-8?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración cuatro, siete, ocho, una técnica que alarga la exhalación y ayuda al cuerpo a bajar el ritmo. Puedes hacerla en una silla o en la cama. Cierra los ojos.',
      },
      {
        at: 35,
        text: 'Apoya la punta de la lengua detrás de los dientes de arriba, en el paladar, y mantenla ahí durante toda la práctica. Exhala todo el aire por la boca, con un suave sonido de soplido.',
      },
      {
        at: 70,
        text: 'Ahora cierra la boca e inhala por la nariz contando mentalmente hasta cuatro. Sostén el aire, sin tensión, contando hasta siete. Y exhala por la boca, con el sonido de soplido, contando hasta ocho. Esa es una respiración completa.',
      },
      {
        at: 110,
        text: 'Si sostener el aire hasta siete te resulta incómodo, usa una versión más corta que mantenga la proporción: inhala en dos, sostén en tres o cuatro, exhala en cuatro. Lo importante es que la exhalación sea la más larga. Nunca fuerces.',
      },
      {
        at: 145,
        text: 'Haz cuatro ciclos a tu ritmo. Inhala por la nariz, cuatro. Sostén, siete. Exhala por la boca, ocho. Cuenta a la velocidad que te resulte natural; no tienen que ser segundos exactos.',
      },
      {
        at: 195,
        text: 'Termina el cuarto ciclo y vuelve a respirar con normalidad. Quizá notes un ligero mareo al principio; es habitual y pasa enseguida. Si aparece, descansa con la respiración natural.',
      },
      {
        at: 225,
        text: 'Observa el cuerpo ahora. Los hombros, la mandíbula, el vientre. Quizá hay más pesadez, más calma. Si te apetece, haz otros cuatro ciclos, o quédate simplemente descansando.',
      },
      {
        at: 260,
        text: 'Cuando quieras, abre los ojos o, si es de noche, deja que llegue el sueño. Con la práctica diaria, esta respiración se vuelve cada vez más natural. Bastan cuatro ciclos, dos veces al día.',
      },
    ],
  },
  {
    name: 'Brazos que suben con el aire',
    description:
      'De pie, eleva los brazos al inhalar y bájalos al exhalar, coordinando movimiento y respiración. Cinco minutos para despertar el cuerpo y despejar la mente por la mañana.',
    category: 'Respiración',
    keywords: ['Energía', 'Claridad'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Cómo cambió tu energía después de mover los brazos al ritmo del aire?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Ponte de pie, con los pies separados a la anchura de las caderas, las rodillas sueltas y los brazos a los lados del cuerpo. Deja los ojos abiertos, con la mirada suave al frente. Si lo prefieres, puedes hacerlo en una silla.',
      },
      {
        at: 40,
        text: 'Toma una respiración normal y siente el cuerpo de pie. El peso en los pies, la columna larga, los hombros sueltos.',
      },
      {
        at: 65,
        text: 'Ahora, al inhalar por la nariz, eleva los brazos por los lados, despacio, hasta que las manos se junten por encima de la cabeza. Al exhalar, bájalos también por los lados. El movimiento dura lo mismo que la respiración: ni más ni menos.',
      },
      {
        at: 105,
        text: 'Sigue así unas cuantas veces. Inhala y sube. Exhala y baja. Deja que la respiración marque el ritmo y que los brazos la acompañen, como alas que se abren y se cierran.',
      },
      {
        at: 150,
        text: 'Ahora, al subir, mira hacia las manos y estírate un poco hacia el cielo, poniéndote de puntillas si te resulta estable. Al bajar, apoya los talones y deja la mirada al frente. Inhala, crece. Exhala, aterriza.',
      },
      {
        at: 190,
        text: 'Haz las últimas repeticiones un poco más rápido, con energía, sin perder la coordinación con la respiración. Siente el calor en los hombros y el pecho que se abre.',
      },
      {
        at: 230,
        text: 'Ahora detente, con los brazos a los lados. Cierra los ojos si tienes estabilidad. Nota el hormigueo en las manos, el pulso, la respiración más amplia. Esta es la energía que acabas de despertar.',
      },
      {
        at: 260,
        text: 'Abre los ojos y lleva esta sensación a tu día. Cuando notes la mente pesada o el cuerpo entumecido, bastan diez respiraciones con los brazos para despertar de nuevo.',
      },
    ],
  },
  {
    name: 'Cinco y cinco: respiración coherente',
    description:
      'Respira a unas seis respiraciones por minuto, cinco tiempos para entrar y cinco para salir. Un compás regular que serena el cuerpo y equilibra la mente.',
    category: 'Respiración',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Cómo se sintió tu cuerpo al respirar con un compás tan regular?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración coherente: un ritmo lento y regular de unas seis respiraciones por minuto. Siéntate con la espalda erguida y los hombros sueltos, o colócate boca arriba. Cierra los ojos.',
      },
      {
        at: 40,
        text: 'Empieza observando tu respiración natural durante unos momentos. ¿Es rápida o lenta? ¿Llega al vientre o se queda en el pecho? No la cambies todavía; solo conócela.',
      },
      {
        at: 80,
        text: 'Ahora vas a dar forma a la respiración. Inhala suavemente por la nariz contando hasta cinco. Sin pausa, exhala por la nariz contando hasta cinco. Sin pausa, vuelve a inhalar. Una respiración continua, como un columpio que va y viene.',
      },
      {
        at: 130,
        text: 'Sigue con este ritmo. Inhala, dos, tres, cuatro, cinco. Exhala, dos, tres, cuatro, cinco. Si cinco te parece demasiado, empieza con cuatro y ve alargando poco a poco.',
      },
      {
        at: 190,
        text: 'Deja que la respiración sea suave y silenciosa, casi sin esfuerzo. No se trata de mover mucho aire, sino de respirar con un ritmo regular. El volumen puede ser pequeño; lo que importa es el compás.',
      },
      {
        at: 245,
        text: 'Imagina una ola que sube por la orilla durante cinco tiempos y vuelve al mar durante cinco. O una lámpara que se ilumina lentamente y se apaga igual de despacio. Elige la imagen que te ayude a mantener el ritmo.',
      },
      {
        at: 305,
        text: 'Sigue por tu cuenta, contando en silencio. Si la mente se distrae y pierdes la cuenta, no pasa nada: vuelve a empezar con la siguiente inhalación.',
      },
      {
        at: 365,
        text: 'Ahora lleva la atención al pecho. Imagina que respiras a través del corazón: el aire entra por el centro del pecho en cinco tiempos y sale por el centro del pecho en cinco. Siente calidez en esa zona.',
      },
      {
        at: 420,
        text: 'Mientras mantienes el ritmo, puedes evocar un sentimiento agradable: gratitud, cariño, serenidad. Deja que ese sentimiento acompañe cada respiración, sin forzarlo.',
      },
      {
        at: 475,
        text: 'Poco a poco, deja de contar. Observa si la respiración mantiene un ritmo parecido por sí misma. Quizá el cuerpo ya ha encontrado el compás.',
      },
      {
        at: 510,
        text: 'Nota los efectos de estos minutos: el pulso, la temperatura de las manos, el estado de la mente. Un ritmo regular en la respiración suele traer una sensación de orden y equilibrio.',
      },
      {
        at: 560,
        text: 'Mueve suavemente los dedos y abre los ojos. Puedes practicar esta respiración unos minutos al día, o siempre que necesites volver a tu compás: cinco para entrar, cinco para salir.',
      },
    ],
  },
  {
    name: 'Respiración alterna por la nariz',
    description:
      'Alterna la respiración entre una fosa nasal y otra, con calma y sin retenciones. Una práctica clásica del yoga para equilibrar la energía y aclarar la mente.',
    category: 'Respiración',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Notaste diferencias entre el lado derecho y el izquierdo al respirar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración alterna, una técnica tradicional del yoga. Siéntate con la espalda erguida y los hombros sueltos. Si hoy tienes la nariz congestionada, quizá sea mejor elegir otra práctica. Cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira unas cuantas veces de forma natural por la nariz. Observa por qué fosa nasal entra más aire ahora mismo. Es normal que una esté más abierta que la otra; va cambiando a lo largo del día.',
      },
      {
        at: 80,
        text: 'Ahora prepara la mano derecha. Dobla los dedos índice y corazón hacia la palma. Usarás el pulgar para cerrar la fosa nasal derecha y el anular para cerrar la izquierda. La mano izquierda descansa sobre el muslo. Si te resulta más natural, usa la otra mano e invierte las indicaciones.',
      },
      {
        at: 140,
        text: 'Cierra la fosa derecha con el pulgar e inhala despacio por la izquierda. Cierra la izquierda con el anular, libera la derecha y exhala por la derecha. Inhala por la derecha. Ciérrala, libera la izquierda y exhala por la izquierda. Eso es una ronda completa.',
      },
      {
        at: 195,
        text: 'Sigue así, a tu ritmo. Inhala por la izquierda, exhala por la derecha. Inhala por la derecha, exhala por la izquierda. Respira sin ruido, sin esfuerzo, sin retener el aire.',
      },
      {
        at: 250,
        text: 'Si te pierdes, no te preocupes. Recuerda la regla: inhalas por el lado por el que acabas de exhalar, y cambias de lado después de cada inhalación. Si lo necesitas, vuelve a empezar por la izquierda.',
      },
      {
        at: 315,
        text: 'Ahora alarga un poco la exhalación. Inhala en cuatro tiempos y exhala en seis, manteniendo la alternancia. Siente el aire fresco al entrar y un poco más cálido al salir.',
      },
      {
        at: 370,
        text: 'Lleva la atención al espacio entre las cejas mientras respiras. Imagina que el aire dibuja un arco: sube por un lado, pasa por ese punto y baja por el otro. Izquierda y derecha, equilibrándose.',
      },
      {
        at: 420,
        text: 'Continúa unas rondas más en silencio. Si el brazo se cansa, puedes sostener el codo con la otra mano, o bajarlo un momento y seguir después.',
      },
      {
        at: 475,
        text: 'Termina con una exhalación por la izquierda. Baja la mano y apóyala sobre el muslo. Respira con normalidad por las dos fosas nasales.',
      },
      {
        at: 510,
        text: 'Observa cómo está ahora la respiración. ¿Entra el aire de forma más pareja por ambos lados? ¿Cómo está tu mente: más quieta, más despejada, más atenta? Quédate unos momentos con estas sensaciones.',
      },
      {
        at: 560,
        text: 'Abre los ojos despacio. Esta respiración es un buen preludio para la meditación, el estudio o cualquier momento en que necesites equilibrio y claridad.',
      },
    ],
  },
  {
    name: 'El zumbido de la abeja',
    description:
      'Exhala con un zumbido suave, como una abeja, y siente cómo la vibración se extiende por la cabeza y el pecho. Una práctica sonora para aquietar una mente inquieta.',
    category: 'Respiración',
    keywords: ['Calma', 'Descanso'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Dónde sentiste con más fuerza la vibración del zumbido?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración de la abeja, que usa un zumbido suave al exhalar. Busca un lugar donde puedas hacer un poco de sonido sin preocuparte. Siéntate con la espalda erguida y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Respira con naturalidad unas cuantas veces. Suelta la cara, la mandíbula y los hombros. Deja los labios suavemente cerrados y los dientes un poco separados, con la lengua en reposo.',
      },
      {
        at: 80,
        text: 'Ahora inhala por la nariz, sin forzar. Al exhalar, con la boca cerrada, emite un zumbido suave, como el de una abeja: mmmm. Deja que el sonido dure toda la exhalación. Después, inhala otra vez por la nariz.',
      },
      {
        at: 135,
        text: 'Repite unas cuantas veces. No hace falta que el zumbido sea fuerte. Busca el tono que te resulte más agradable, ni muy agudo ni muy grave. Nota dónde vibra: en los labios, en la nariz, en la cabeza, en el pecho.',
      },
      {
        at: 195,
        text: 'Ahora, si te apetece, lleva las manos a la cara. Con los pulgares, tapa suavemente las orejas presionando el cartílago, sin meter los dedos. Los índices descansan sobre la frente y el resto de los dedos sobre los ojos cerrados, sin presionar.',
      },
      {
        at: 250,
        text: 'Con las orejas tapadas, vuelve a zumbar. Inhala por la nariz, exhala con el zumbido. Nota cómo el sonido se vuelve interior, envolvente, como si vibrara dentro de tu cabeza. Sigue así unas cuantas rondas.',
      },
      {
        at: 315,
        text: 'Si en algún momento notas mareo o incomodidad, baja las manos y respira con normalidad. Si te encuentras bien, continúa, dejando que cada exhalación sea un poco más larga que la anterior.',
      },
      {
        at: 375,
        text: 'Prueba a variar el tono: con un zumbido más grave lo sentirás en el pecho; con uno más agudo, en la cabeza. Explora cuál te resulta más calmante.',
      },
      {
        at: 420,
        text: 'Ahora baja las manos y apóyalas sobre los muslos. Haz dos o tres zumbidos más, muy suaves, casi en silencio.',
      },
      {
        at: 455,
        text: 'Quédate en silencio y escucha. Nota el eco de la vibración en el cuerpo y el silencio que queda después del sonido. Respira con naturalidad y descansa en esa quietud.',
      },
      {
        at: 515,
        text: 'Observa la mente. Quizá hay menos pensamientos, o se mueven más despacio. El sonido tiene la capacidad de reunir la atención y dejarla en calma.',
      },
      {
        at: 560,
        text: 'Abre los ojos cuando quieras. Cuando notes la mente inquieta o necesites bajar el ritmo antes de dormir, unos cuantos zumbidos de abeja pueden ayudarte a volver a la calma.',
      },
    ],
  },
  {
    name: 'Cada exhalación, un número',
    description:
      'Cuenta las exhalaciones del uno al diez y vuelve a empezar cada vez que te pierdas. Una técnica clásica para entrenar la concentración con paciencia y sentido del humor.',
    category: 'Respiración',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Hasta qué número llegaste antes de perderte, y qué te distrajo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar una de las técnicas de meditación más antiguas: contar las respiraciones. Es sencilla de explicar y retadora de practicar. Siéntate en una postura estable y erguida, con las manos en reposo, y cierra los ojos o baja la mirada.',
      },
      {
        at: 45,
        text: 'Empieza por asentarte. Siente el peso del cuerpo, los puntos de apoyo, la postura. Haz dos o tres respiraciones algo más profundas y después deja que la respiración siga su curso natural.',
      },
      {
        at: 85,
        text: 'Localiza el lugar donde sientes la respiración con más claridad: la punta de la nariz, el pecho o el vientre. Quédate ahí unos momentos, sintiendo cómo entra y sale el aire.',
      },
      {
        at: 135,
        text: 'Ahora empieza a contar. Al final de cada exhalación, cuenta en silencio: uno. En la siguiente exhalación: dos. Y así hasta diez. Al llegar a diez, vuelve a uno. No controles la respiración; solo cuéntala.',
      },
      {
        at: 190,
        text: 'Si te das cuenta de que te has perdido, o de que has seguido contando más allá de diez, no pasa nada. Simplemente vuelve a uno. Ocurrirá muchas veces, y es justo ahí donde está el entrenamiento.',
      },
      {
        at: 255,
        text: 'Deja que cada número sea suave, casi un susurro interior. Alarga mentalmente el número durante toda la exhalación: unooo, doooos. Así el número y el aire se funden.',
      },
      {
        at: 315,
        text: 'Mantén la espalda erguida pero sin rigidez. Una postura digna ayuda a mantener la atención despierta; una postura suelta ayuda a que no se convierta en esfuerzo. Busca ese punto intermedio.',
      },
      {
        at: 365,
        text: 'Fíjate en la pausa natural que hay al final de cada exhalación, justo antes de que empiece la siguiente inhalación. Ahí colocas el número. Es un pequeño momento de quietud en el que la mente puede descansar.',
      },
      {
        at: 420,
        text: 'Observa con curiosidad qué te hace perder la cuenta. Un recuerdo, un plan, un sonido, una sensación. No luches contra ello. Reconócelo, sonríe por dentro y vuelve a uno.',
      },
      {
        at: 480,
        text: 'Quizá aparezca el juicio: no sé hacerlo, nunca llego a diez. Eso también es un pensamiento. Llegar a diez no es el objetivo. El objetivo es darte cuenta y volver, una y otra vez, con amabilidad.',
      },
      {
        at: 535,
        text: 'Ahora prueba una variación: cuenta las inhalaciones en lugar de las exhalaciones. Uno al inhalar, dos en la siguiente inhalación. Nota si cambia algo en la calidad de tu atención.',
      },
      {
        at: 595,
        text: 'Vuelve a contar las exhalaciones, que suelen resultar más calmantes. Sigue por tu cuenta unos minutos, de uno a diez, y vuelta a empezar. Nota cómo, con el tiempo, la cuenta se vuelve más ligera y la atención más fina.',
      },
      {
        at: 660,
        text: 'Si notas que la atención se ha vuelto estable, puedes contar solo hasta cinco, o dejar de contar y sentir la respiración sin números. Si la mente se agita de nuevo, recupera el conteo. Es tu herramienta.',
      },
      {
        at: 715,
        text: 'Sigue practicando en silencio. Uno, dos, tres... Cada número es un pequeño regreso al presente. Si te pierdes, sin drama: uno otra vez.',
      },
      {
        at: 770,
        text: 'Ahora suelta los números. Descansa simplemente en la respiración, sin contar. Observa la calidad de tu mente: ¿más estable, más clara, más quieta que al principio?',
      },
      {
        at: 810,
        text: 'Reconoce el esfuerzo que has hecho. Cada vez que te diste cuenta de que te habías perdido y volviste, fortaleciste tu atención. Esa capacidad te acompañará en todo lo que hagas hoy.',
      },
      {
        at: 860,
        text: 'Haz una respiración profunda, mueve un poco el cuerpo y abre los ojos. Cuando necesites concentrarte, bastan unas pocas rondas de uno a diez para volver a centrar la mente.',
      },
    ],
  },
  {
    name: 'Respiración de la alegría',
    description:
      'Tres inhalaciones cortas acompañadas de los brazos y una exhalación sonora que suelta el cuerpo hacia delante. Una práctica de pie, alegre y energizante, con pausas de descanso.',
    category: 'Respiración',
    keywords: ['Energía', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué emoción apareció después de las rondas de respiración de la alegría?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración de la alegría, una técnica de pie que combina el aire con movimientos amplios de los brazos. Ponte de pie con los pies algo más separados que las caderas y las rodillas flexionadas. Si tienes la tensión alta, vértigo o molestias de espalda, hazla sin inclinarte y más despacio.',
      },
      {
        at: 55,
        text: 'Antes de empezar, toma unas respiraciones normales. Siente los pies bien apoyados y las rodillas sueltas. Deja los brazos colgando a los lados.',
      },
      {
        at: 95,
        text: 'Así es el movimiento. Vas a inhalar por la nariz en tres partes cortas, sin exhalar entre ellas. En la primera, llevas los brazos al frente, a la altura de los hombros. En la segunda, los abres a los lados, en cruz. En la tercera, los subes por encima de la cabeza.',
      },
      {
        at: 160,
        text: 'Después, exhalas por la boca con un sonido suave, ja, mientras flexionas las rodillas, inclinas el tronco hacia delante y dejas que los brazos caigan balanceándose hacia atrás. Luego vuelves a subir para empezar otra vez.',
      },
      {
        at: 215,
        text: 'Prueba una vez, despacio. Inhala, brazos al frente. Inhala más, brazos a los lados. Inhala más, brazos arriba. Y exhala, ja, dejándote caer hacia delante con las rodillas dobladas. Sube despacio.',
      },
      {
        at: 270,
        text: 'Ahora haz cinco o seis rondas seguidas, a tu ritmo. Deja que el movimiento sea fluido, como un columpio. Si sientes mareo, para y respira con normalidad.',
      },
      {
        at: 335,
        text: 'Detente de pie. Cierra los ojos si es seguro. Respira con normalidad y siente el efecto: el cosquilleo en las manos, el calor, el corazón más despierto. Quizá incluso ganas de sonreír.',
      },
      {
        at: 390,
        text: 'Si quieres, pon las manos sobre el vientre y nota cómo se mueve ahora la respiración. Las tres inhalaciones llenan los pulmones de abajo arriba, y el ja los vacía de una vez, como un fuelle que se abre y se cierra.',
      },
      {
        at: 450,
        text: 'Segunda tanda. Otras cinco o seis rondas, un poco más enérgicas si te apetece, con un ja más sonoro. Deja que el sonido salga libre. No tiene que sonar bien; tiene que sentarte bien.',
      },
      {
        at: 520,
        text: 'Para. Brazos a los lados, rodillas sueltas. Observa la respiración mientras vuelve a su ritmo. Siente la energía que circula por el cuerpo, desde los pies hasta la coronilla.',
      },
      {
        at: 575,
        text: 'Ahora, una variación más suave para cerrar el movimiento. Inhala en cuatro tiempos subiendo los brazos por los lados hasta arriba. Exhala en cuatro tiempos bajándolos despacio por delante, con las palmas hacia abajo, como si calmaras el agua.',
      },
      {
        at: 635,
        text: 'Repite esta versión lenta unas cuantas veces. Sube con la inhalación, baja con la exhalación. Siente cómo la energía que has despertado se asienta y se reparte.',
      },
      {
        at: 700,
        text: 'Quédate de pie, sin moverte, con los ojos cerrados o la mirada baja. Nota la postura: la columna larga, el pecho abierto. Nota el estado de tu mente: quizá más despejada, más despierta, más ligera.',
      },
      {
        at: 770,
        text: 'Si te apetece, lleva una mano al pecho y reconoce esta sensación de alegría física, de vitalidad. Es tuya, y puedes volver a ella.',
      },
      {
        at: 810,
        text: 'Antes de terminar, haz tres respiraciones lentas y naturales por la nariz, dejando que el cuerpo se asiente en esta energía.',
      },
      {
        at: 860,
        text: 'Abre los ojos y mira a tu alrededor con esta mirada despierta. Cuando necesites un impulso por la mañana o a media tarde, unas pocas rondas de esta respiración pueden devolverte la chispa.',
      },
    ],
  },
  {
    name: 'Vientre, costillas y pecho',
    description:
      'La respiración completa en tres partes: llena el vientre, después las costillas y por último el pecho, y vacía en orden inverso. Para aprender a respirar con todo el cuerpo.',
    category: 'Respiración',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué parte de la respiración completa descubriste hoy que solías olvidar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Vas a practicar la respiración completa, también llamada respiración en tres partes. Es más fácil de sentir en horizontal: colócate boca arriba, con las rodillas dobladas y los pies apoyados, o en una silla con la espalda erguida. Cierra los ojos.',
      },
      {
        at: 50,
        text: 'Empieza observando tu respiración habitual, sin cambiarla. ¿Qué parte del cuerpo se mueve más: el vientre, las costillas, el pecho? Muchas personas respiran solo con la parte alta del pecho, sobre todo en días de prisa.',
      },
      {
        at: 90,
        text: 'Primera parte: el vientre. Coloca las manos sobre el abdomen, por debajo del ombligo. Inhala por la nariz y deja que el vientre se hinche suavemente, como un globo, empujando tus manos. Exhala y deja que baje. Repite varias veces, sin forzar.',
      },
      {
        at: 150,
        text: 'Sigue respirando solo con el vientre. Nota cómo se eleva y desciende bajo tus manos. Es una respiración profunda y serena, como la de un bebé que duerme.',
      },
      {
        at: 215,
        text: 'Segunda parte: las costillas. Coloca las manos a los lados de las costillas, con los dedos hacia delante. Inhala y siente cómo las costillas se abren hacia los lados, como un acordeón, separando tus manos. Exhala y siente cómo se cierran.',
      },
      {
        at: 275,
        text: 'Si te cuesta notar el movimiento, presiona un poco las costillas con las manos al exhalar y suelta la presión al inhalar. Esa ligera resistencia ayuda a despertar la zona y a sentir cómo se expande.',
      },
      {
        at: 330,
        text: 'Repite unas cuantas veces, llevando el aire a los costados. Quizá te resulte menos familiar. Ve despacio. También puedes imaginar que respiras hacia la espalda, sintiendo cómo se expande contra el suelo o el respaldo.',
      },
      {
        at: 395,
        text: 'Tercera parte: el pecho. Coloca una mano justo debajo de las clavículas. Inhala y siente cómo la parte alta del pecho se eleva ligeramente bajo tu mano. Exhala y deja que descienda. Es un movimiento pequeño y sutil.',
      },
      {
        at: 455,
        text: 'Ahora vas a unir las tres partes en una sola respiración. Apoya una mano en el vientre y otra en el pecho. Inhala llenando primero el vientre, después las costillas y por último el pecho, como quien llena un vaso de agua desde el fondo hasta el borde.',
      },
      {
        at: 515,
        text: 'Al exhalar, vacía en orden inverso: primero baja el pecho, después se cierran las costillas y por último el vientre se recoge suavemente. Como una ola que sube desde el vientre hasta el pecho y vuelve a bajar.',
      },
      {
        at: 570,
        text: 'Sigue así, a tu ritmo. Inhala: vientre, costillas, pecho. Exhala: pecho, costillas, vientre. No llenes hasta el máximo; quédate en un punto agradable, sin tensión.',
      },
      {
        at: 635,
        text: 'Deja que el movimiento sea fluido, sin cortes entre una parte y otra. Una sola ola continua. Puedes dejar las manos a los lados del cuerpo si ya no las necesitas.',
      },
      {
        at: 700,
        text: 'Ahora deja que la exhalación sea un poco más larga que la inhalación. La ola sube en cuatro tiempos y baja en seis. Siente cómo cada exhalación larga ablanda el cuerpo un poco más.',
      },
      {
        at: 765,
        text: 'Suelta la técnica y deja que la respiración vuelva a ser natural. Observa si ahora llega más abajo, si es más amplia o más lenta que al principio.',
      },
      {
        at: 805,
        text: 'Quédate unos momentos descansando. Recuerda que esta respiración completa está siempre disponible, en cualquier postura y en cualquier lugar. Basta con poner una mano en el vientre para recordarla.',
      },
      {
        at: 860,
        text: 'Mueve los dedos, estírate con suavidad y, si estás en horizontal, gírate hacia un lado antes de incorporarte. Abre los ojos y lleva contigo esta respiración amplia.',
      },
    ],
  },
  {
    name: 'La exhalación que se alarga',
    description:
      'Una escalera de respiración que alarga la exhalación peldaño a peldaño, del cuatro-cuatro al cuatro-ocho, y después descansa. Ideal al final del día para preparar el cuerpo para el reposo.',
    category: 'Respiración',
    keywords: ['Calma', 'Descanso'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿En qué peldaño de la escalera notaste que el cuerpo empezaba a soltarse?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Durante los próximos veinte minutos vas a bajar una escalera de respiración: peldaño a peldaño, la exhalación se irá alargando, y con ella el cuerpo irá soltando. Colócate boca arriba o en una postura en la que puedas estar a gusto mucho rato. Cierra los ojos.',
      },
      {
        at: 50,
        text: 'Antes de empezar, deja que el cuerpo aterrice. Siente el peso de la cabeza, de los hombros, de la espalda, de las piernas. Todo lo que puede apoyarse, que se apoye.',
      },
      {
        at: 90,
        text: 'Afloja también la cara: la frente, el espacio entre las cejas, los labios. Deja que la lengua descanse en el suelo de la boca. A menudo la cara sigue trabajando aunque el resto del cuerpo ya esté en reposo.',
      },
      {
        at: 145,
        text: 'Observa tu respiración natural unos momentos. Cuenta mentalmente cuánto dura la inhalación y cuánto la exhalación, sin cambiar nada. Solo para saber desde dónde empiezas.',
      },
      {
        at: 195,
        text: 'Quizá descubras que la inhalación es más larga que la exhalación, o que el aire se queda arriba, en el pecho. Es muy común al final de un día largo. No hay nada que corregir; solo tomas nota.',
      },
      {
        at: 250,
        text: 'Primer peldaño. Inhala por la nariz contando hasta cuatro y exhala por la nariz contando hasta cuatro. Iguales. Deja que se asiente este ritmo parejo durante unas cuantas respiraciones.',
      },
      {
        at: 300,
        text: 'Sigue en este peldaño. Inhala, dos, tres, cuatro. Exhala, dos, tres, cuatro. Sin pausas, sin esfuerzo. La respiración es suave y silenciosa.',
      },
      {
        at: 360,
        text: 'Segundo peldaño. Inhala en cuatro y exhala en cinco. Solo un tiempo más al soltar. Si quieres, exhala por la boca entreabierta, como si empañaras un espejo, para alargar la salida del aire con facilidad.',
      },
      {
        at: 415,
        text: 'Quédate en este peldaño varias respiraciones. Inhala en cuatro, exhala en cinco. Nota si algo cambia en el cuerpo: los hombros, la mandíbula, las manos.',
      },
      {
        at: 475,
        text: 'Tercer peldaño. Inhala en cuatro y exhala en seis. La exhalación es ahora claramente más larga que la inhalación. Deja que el aire salga despacio, como un hilo fino.',
      },
      {
        at: 530,
        text: 'Sigue aquí. Inhala en cuatro, exhala en seis. Con cada exhalación larga, siente cómo el cuerpo se hunde un poco más en el apoyo. Sin que tengas que hacer nada, el corazón tiende a ir más despacio cuando la exhalación se alarga.',
      },
      {
        at: 600,
        text: 'Imagina que con cada exhalación larga bajas de verdad un escalón, hacia un jardín en penumbra, silencioso, donde el ruido del día ya no llega. Cada escalón te aleja un poco más de la prisa.',
      },
      {
        at: 650,
        text: 'Si en algún momento te falta aire o notas tensión, vuelve al peldaño anterior. Esta escalera se baja sin prisa y sin forzar. Tu cuerpo marca el ritmo.',
      },
      {
        at: 705,
        text: 'Cuarto peldaño, solo si te resulta fácil. Inhala en cuatro y exhala en siete. Quizá notes una breve pausa natural al final de la exhalación. Disfruta de ese pequeño silencio antes de volver a inhalar.',
      },
      {
        at: 755,
        text: 'Quédate en el peldaño que te resulte más agradable, sea cual sea. No hay un peldaño mejor que otro. Sigue contando en silencio unas cuantas respiraciones.',
      },
      {
        at: 820,
        text: 'Mientras cuentas, nota el momento exacto en que la inhalación se convierte en exhalación, y el momento en que la exhalación termina. Esos giros de la respiración son puntos de quietud. Descansa en ellos.',
      },
      {
        at: 870,
        text: 'Último peldaño, opcional: inhala en cuatro y exhala en ocho, una exhalación del doble de larga. Hazla solo unas pocas veces, sin esfuerzo, dejando que el aire salga casi por sí solo.',
      },
      {
        at: 925,
        text: 'Ahora deja de contar. Quédate al pie de la escalera, en un lugar de descanso. Deja que la respiración haga lo que quiera. Observa cómo, sin números, el cuerpo mantiene un ritmo lento y amplio.',
      },
      {
        at: 990,
        text: 'Con cada exhalación, suelta una parte del cuerpo: la frente, los ojos, la mandíbula, el cuello, los hombros, los brazos, el pecho, el vientre, la espalda, las piernas, los pies. Sin prisa, una parte en cada exhalación.',
      },
      {
        at: 1060,
        text: 'Descansa aquí, en este lugar sereno al final de la escalera. Nada que hacer, nada que lograr. Si el sueño llega, déjalo venir. Si la mente se activa, vuelve a alargar unas cuantas exhalaciones.',
      },
      {
        at: 1125,
        text: 'Poco a poco, empieza a volver. Haz una inhalación un poco más profunda. Siente el cuerpo, el apoyo, el espacio que te rodea.',
      },
      {
        at: 1160,
        text: 'Si vas a dormir, quédate donde estás y deja que la respiración te lleve. Si vas a seguir con tu noche, mueve suavemente los dedos, estírate y abre los ojos. La escalera siempre está ahí, para volver a bajarla.',
      },
    ],
  },
  {
    name: 'Inhalaciones que despiertan',
    description:
      'Una secuencia para despertar mente y cuerpo: respiración sonora, inhalaciones más largas que las exhalaciones y rondas suaves de exhalaciones activas. Para mañanas lentas o antes de estudiar.',
    category: 'Respiración',
    keywords: ['Energía', 'Claridad'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué notaste en tu atención después de las rondas de exhalaciones activas?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica de respiración está pensada para activar, no para relajar. Hazla mejor por la mañana o antes de una tarea que requiera atención, y nunca con el estómago lleno. Siéntate con la espalda erguida, sin apoyarla, y las manos sobre las rodillas.',
      },
      {
        at: 50,
        text: 'Una nota de cuidado: si tienes la tensión alta, problemas de corazón, estás en un embarazo o notas mareo en algún momento, haz solo las partes lentas y respira con normalidad en las demás. Escucha siempre a tu cuerpo.',
      },
      {
        at: 95,
        text: 'Empieza con unas respiraciones naturales. Siente la columna larga, la coronilla hacia el cielo, el pecho abierto. Una postura despierta es la mitad de la práctica.',
      },
      {
        at: 145,
        text: 'Primera técnica: la respiración sonora, también llamada respiración victoriosa. Cierra un poco la garganta, como cuando empañas un cristal con el aliento, pero con la boca cerrada. Al inhalar y exhalar por la nariz, oirás un sonido suave y continuo, como el mar dentro de una caracola.',
      },
      {
        at: 205,
        text: 'Sigue respirando así, escuchando el sonido. Deja que sea uniforme, sin cortes. El sonido te sirve de ancla y da a la respiración un ritmo firme y constante. Nota cómo despierta el calor en el pecho.',
      },
      {
        at: 270,
        text: 'Si el sonido te cuesta, no te preocupes: respira igualmente por la nariz, de forma lenta y profunda. Lo importante es el ritmo, no la perfección del sonido.',
      },
      {
        at: 325,
        text: 'Ahora mantén ese sonido suave y cambia la proporción: inhala en seis tiempos y exhala en cuatro. Las inhalaciones largas tienden a activar; las exhalaciones largas, a calmar. Hoy vas a dar más espacio a la inhalación.',
      },
      {
        at: 380,
        text: 'Continúa. Inhala, dos, tres, cuatro, cinco, seis, llenando desde el vientre hasta el pecho. Exhala, dos, tres, cuatro. Siente cómo la energía sube con cada inhalación, como la savia por un tronco.',
      },
      {
        at: 445,
        text: 'Suelta el sonido y respira con normalidad. Observa los efectos: quizá un ligero hormigueo, calor, más presencia. Descansa unas cuantas respiraciones.',
      },
      {
        at: 480,
        text: 'Antes de la siguiente técnica, comprueba la postura. Si la espalda se ha hundido un poco, vuelve a crecer desde la pelvis hasta la coronilla. Abre el pecho y deja los hombros sueltos.',
      },
      {
        at: 535,
        text: 'Segunda técnica: exhalaciones activas, en una versión suave. Inhala por la nariz hasta la mitad de tu capacidad. Después, lleva el vientre hacia dentro con un pequeño impulso, soltando el aire por la nariz en un soplo corto. La inhalación llega sola, de forma pasiva, al soltar el vientre.',
      },
      {
        at: 595,
        text: 'Prueba unas cuantas despacio: impulso, soltar; impulso, soltar. Un soplo por segundo, más o menos. El movimiento está en el vientre, no en los hombros ni en la cara, que permanecen sueltos.',
      },
      {
        at: 650,
        text: 'Haz una ronda de veinte exhalaciones activas a tu ritmo. Después, inhala profundamente, exhala despacio y quédate respirando con normalidad, observando las sensaciones. Si notas mareo, detente y respira despacio.',
      },
      {
        at: 715,
        text: 'Observa el silencio que queda después de la ronda. A menudo la respiración se vuelve muy lenta por sí misma, y la mente se queda quieta, en una alerta serena. Disfruta de ese espacio antes de continuar.',
      },
      {
        at: 770,
        text: 'Si te has encontrado bien, haz una segunda ronda de veinte, o de treinta si te resulta fácil. Al terminar, inhala hondo, sostén el aire dos o tres segundos si te apetece, y suéltalo despacio. Descansa.',
      },
      {
        at: 835,
        text: 'Quédate en quietud, respirando de forma natural. Siente la energía que circula: en las manos, en la cara, en la coronilla. Observa la mente: quizá más despejada, más nítida, como un cielo después del viento.',
      },
      {
        at: 905,
        text: 'Una última ronda opcional de exhalaciones activas, un poco más lenta que las anteriores. O, si lo prefieres, vuelve a la respiración sonora durante un minuto.',
      },
      {
        at: 955,
        text: 'Ahora suelta toda técnica. Descansa en una atención despierta. Escucha los sonidos, siente el cuerpo, observa la respiración natural. Todos tus sentidos están presentes.',
      },
      {
        at: 1015,
        text: 'Si aparecen pensamientos, obsérvalos con esta misma claridad, como desde lo alto de una montaña. No necesitas seguirlos. Vuelve a los sonidos, al cuerpo, al aire que entra y sale.',
      },
      {
        at: 1070,
        text: 'Piensa en lo que tienes por delante hoy. Elige una tarea en la que quieras poner esta claridad. Imagina que la empiezas con la misma atención nítida que sientes ahora.',
      },
      {
        at: 1120,
        text: 'Haz tres respiraciones profundas, estira los brazos por encima de la cabeza, entrelaza los dedos y estírate hacia el techo. Suelta los brazos con la exhalación.',
      },
      {
        at: 1160,
        text: 'Abre los ojos. Llevas contigo una mente despierta y un cuerpo activado. Cuando notes que te invade la pesadez, unos minutos de estas respiraciones pueden devolverte la claridad.',
      },
    ],
  },
  {
    name: 'Un viaje completo por la respiración',
    description:
      'Un recorrido de veinticinco minutos por varias técnicas: observar, respirar en tres partes, respiración coherente, alternancia imaginada, pausas breves y descanso en la respiración natural.',
    category: 'Respiración',
    keywords: ['Claridad', 'Calma', 'Energía'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Cuál de las técnicas del recorrido sentiste más tuya, y por qué?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este viaje completo por la respiración. Durante veinticinco minutos vas a recorrer varias técnicas, una tras otra, como quien visita las habitaciones de una casa. Siéntate con la espalda erguida sobre un cojín o una silla, con las manos en reposo, y cierra los ojos.',
      },
      {
        at: 50,
        text: 'Antes de empezar, ajusta la postura: la pelvis estable, la columna larga, los hombros lejos de las orejas, la barbilla ligeramente recogida. Haz un par de suspiros para soltar lo que traes y deja que el cuerpo se asiente. No tienes que hacer nada bien; solo explorar.',
      },
      {
        at: 100,
        text: 'Primera estación: observar. Durante unos minutos no vas a cambiar nada. Solo sentir el aire que entra y sale, tal como es. Su temperatura en la nariz, el movimiento en el cuerpo, el ritmo.',
      },
      {
        at: 140,
        text: 'Nota los cuatro momentos de cada respiración: la inhalación, el breve giro en lo alto, la exhalación y la pausa natural al final. Sigue cada uno con atención, como quien escucha una canción que se repite con pequeñas variaciones.',
      },
      {
        at: 210,
        text: 'Pregúntate con curiosidad: ¿es una respiración corta o larga? ¿Superficial o profunda? ¿Rápida o lenta? No hay respuestas correctas. Solo estás conociendo tu respiración de hoy.',
      },
      {
        at: 265,
        text: 'Segunda estación: la respiración completa. Lleva una mano al vientre y otra al pecho. Inhala llenando el vientre, después las costillas y por último el pecho. Exhala vaciando el pecho, las costillas y el vientre. Una ola de abajo arriba y de arriba abajo.',
      },
      {
        at: 325,
        text: 'Sigue con unas cuantas respiraciones completas, amplias pero sin forzar. Siente cómo el cuerpo se ensancha en todas direcciones al inhalar y se recoge al exhalar. Después, deja las manos en reposo.',
      },
      {
        at: 390,
        text: 'Nota la parte de la respiración que más te cuesta llenar. Quizá las costillas, quizá el vientre. Lleva allí una inhalación más, con amabilidad, sin exigir.',
      },
      {
        at: 440,
        text: 'Tercera estación: la respiración coherente. Inhala en cinco tiempos y exhala en cinco tiempos, sin pausas, como un péndulo que va y viene. Un ritmo regular, lento y suave.',
      },
      {
        at: 495,
        text: 'Mantén este compás. Cinco para entrar, cinco para salir. Si la cuenta te resulta larga, usa cuatro y cuatro. Deja que la regularidad del ritmo ordene poco a poco el cuerpo y la mente.',
      },
      {
        at: 560,
        text: 'Sigue por tu cuenta unos minutos más. Si te pierdes, vuelve a contar desde la siguiente inhalación. Nota cómo, con el ritmo, aparece una sensación de equilibrio.',
      },
      {
        at: 625,
        text: 'Cuarta estación: la alternancia imaginada. Sin usar las manos, imagina que inhalas solo por la fosa nasal izquierda y exhalas por la derecha. Después, inhalas por la derecha y exhalas por la izquierda. Deja que la atención dibuje el camino del aire.',
      },
      {
        at: 685,
        text: 'Continúa así. Izquierda para entrar, derecha para salir. Derecha para entrar, izquierda para salir. Quizá notes que la atención se afina y se vuelve más precisa. Eso es lo que buscas: una mente clara y equilibrada.',
      },
      {
        at: 755,
        text: 'Si la mente se distrae, vuelve al punto de la nariz por donde entra el aire en este momento. ¿Izquierda o derecha? Esa pregunta sencilla devuelve la atención al presente.',
      },
      {
        at: 810,
        text: 'Quinta estación: una pausa breve. Al final de la próxima inhalación, sostén el aire con suavidad durante tres segundos, sin tensión en la garganta ni en la cara. Después, exhala despacio. Repite unas cuantas veces, solo si te resulta agradable.',
      },
      {
        at: 865,
        text: 'Observa esos segundos de quietud en lo alto de la respiración. Todo se detiene un instante: el aire, el movimiento, quizá también los pensamientos. Después, la exhalación vuelve a ponerlo todo en marcha.',
      },
      {
        at: 935,
        text: 'Ahora prueba la pausa al final de la exhalación: suelta el aire y espera dos o tres segundos antes de inhalar, en calma. Nota la diferencia con la pausa anterior. Si en algún momento sientes ansiedad o falta de aire, deja las pausas y respira con normalidad.',
      },
      {
        at: 995,
        text: 'Sexta estación: contar. Vuelve a la respiración natural y cuenta las exhalaciones del uno al diez. Al llegar a diez, vuelve a uno. Si te pierdes, también vuelves a uno.',
      },
      {
        at: 1050,
        text: 'Sigue contando en silencio. Cada número es una pequeña ancla. Esta estación reúne todo lo anterior: la respiración ya conoce su ritmo, y la atención ya sabe volver.',
      },
      {
        at: 1110,
        text: 'Si llegas a diez varias veces seguidas sin perderte, puedes soltar la cuenta y sentir sin números. Si te pierdes a menudo, la cuenta sigue siendo tu aliada. Las dos situaciones están bien.',
      },
      {
        at: 1165,
        text: 'Última estación: el descanso. Suelta los números, suelta toda técnica. Deja que la respiración ocurra por sí misma, y tú simplemente descansa en ella, sin controlarla ni seguirla de cerca.',
      },
      {
        at: 1235,
        text: 'Amplía la atención al cuerpo entero que respira, y después al espacio alrededor, los sonidos, la luz detrás de los párpados. La respiración sigue ahí, en el centro, como un latido sereno.',
      },
      {
        at: 1300,
        text: 'Quédate en esta conciencia abierta y despierta. Clara como el agua, estable como una montaña, viva como el aire. No hay nada que hacer. Solo respirar y estar aquí.',
      },
      {
        at: 1365,
        text: 'Haz un pequeño repaso del viaje: observar, respirar completo, el compás coherente, la alternancia, las pausas, contar y descansar. Fíjate en qué estación te sentiste más a gusto. Esa puede ser tu práctica para los próximos días.',
      },
      {
        at: 1420,
        text: 'Poco a poco, vuelve. Haz una respiración más profunda. Mueve los dedos de las manos y de los pies y gira suavemente el cuello.',
      },
      {
        at: 1460,
        text: 'Abre los ojos despacio. Has recorrido toda la casa de la respiración, y cada habitación seguirá ahí cuando la necesites: para calmarte, para despertarte o para ver con claridad.',
      },
    ],
  },
];
