import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Tres gracias pequeñas',
    description:
      'Una pausa breve para encontrar tres cosas pequeñas de hoy que merecen un gracias. Ideal cuando el día parece gris y necesitas cambiar la mirada.',
    category: 'Gratitud',
    keywords: ['Gratitud'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Cuál de tus tres gracias pequeñas te sorprendió más al encontrarla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta pausa de gratitud. Acomódate donde estés, deja que la espalda se alargue y que los hombros bajen. Si te resulta agradable, cierra los ojos o deja la mirada suave, apoyada en el suelo.',
      },
      {
        at: 30,
        text: 'Haz una respiración un poco más profunda de lo normal. Inhala por la nariz y suelta el aire despacio por la boca. Una vez más. Deja que el cuerpo note que, durante estos minutos, no tienes que ir a ningún sitio.',
      },
      {
        at: 65,
        text: 'Ahora vas a buscar tres cosas pequeñas de hoy por las que puedas dar las gracias. No tienen que ser importantes. Empieza por la primera: quizá el sabor del café, una luz bonita en la ventana, un mensaje inesperado. Deja que aparezca sin forzarla.',
      },
      {
        at: 115,
        text: 'Cuando la tengas, quédate con ella unos instantes. Recuerda dónde estabas, qué olías, qué oías. Y di por dentro, sin prisa: gracias.',
      },
      {
        at: 150,
        text: 'Busca la segunda. Puede ser algo que alguien hizo por ti, aunque fuera mínimo: una puerta que te sostuvieron, una sonrisa, alguien que te escuchó. Revívelo un momento y nota qué ocurre en tu pecho al recordarlo.',
      },
      {
        at: 195,
        text: 'Y ahora la tercera. Esta vez busca algo de tu cuerpo o de tu manera de ser: unas piernas que te llevaron, unas manos que trabajaron, la paciencia que tuviste en un momento difícil. Dale también las gracias.',
      },
      {
        at: 235,
        text: 'Sostén las tres a la vez, como tres piedrecitas cálidas en la palma de la mano. Respira con ellas. Fíjate en que hoy, incluso hoy, ha habido cosas buenas.',
      },
      {
        at: 270,
        text: 'Poco a poco, vuelve al lugar donde estás. Mueve los dedos y estira un poco el cuello. Cuando abras los ojos, llévate estas tres gracias; puedes volver a ellas en cualquier momento del día.',
      },
    ],
  },
  {
    name: 'Gracias por este día',
    description:
      'Recorre tu día desde que abriste los ojos hasta ahora y deja que cada momento reciba un gracias. Perfecta para cerrar la jornada antes de dormir.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Descanso'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué momento de hoy te gustaría recordar dentro de un año?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta es una práctica para cerrar el día. Puedes hacerla en la cama o en una silla. Deja que el cuerpo se apoye por completo y que el peso de la jornada empiece a bajar hacia el suelo.',
      },
      {
        at: 30,
        text: 'Suelta el aire con un suspiro largo. Otra vez. Nota el contacto del cuerpo con la superficie que te sostiene: la espalda, las piernas, la cabeza. Hoy ya hiciste suficiente.',
      },
      {
        at: 65,
        text: 'Vas a recorrer tu día como si pasaras las páginas de un álbum. Vuelve al momento en que te despertaste. ¿Qué luz había? ¿Cuál fue tu primer pensamiento? Sin juzgarlo, solo míralo.',
      },
      {
        at: 100,
        text: 'Avanza despacio por la mañana. Busca un instante que agradecer: una comida, una conversación, un rato de silencio. Cuando lo encuentres, detente ahí y da las gracias.',
      },
      {
        at: 145,
        text: 'Sigue hacia la tarde. Quizá hubo momentos difíciles; no hace falta agradecerlos. Déjalos pasar de largo y busca lo que sí te sostuvo: alguien que te ayudó, algo que salió bien, un descanso.',
      },
      {
        at: 190,
        text: 'Llega hasta ahora, hasta este momento en que te das tiempo para ti. También esto merece un gracias: haber llegado al final del día, con todo lo que traía.',
      },
      {
        at: 225,
        text: 'Respira hondo y di por dentro: gracias por este día. Gracias por lo que me dio y por lo que me enseñó. Ahora puedo soltarlo.',
      },
      {
        at: 265,
        text: 'Deja que la respiración se vuelva lenta y natural. Si vas a dormir, quédate en esta sensación y permite que el sueño llegue cuando quiera. Si no, abre los ojos despacio y lleva esta gratitud a lo que queda de tu noche.',
      },
    ],
  },
  {
    name: 'Cinco líneas de gratitud',
    description:
      'Toma papel y bolígrafo y escribe cinco líneas de gratitud guiadas, cada una con una mirada distinta. Un hábito sencillo que cambia cómo ves tu día.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Abundancia'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué línea te costó más escribir y qué te enseñó esa dificultad?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y algo con qué escribir. Colócalo delante de ti, apoya los pies en el suelo y haz una respiración lenta antes de empezar.',
      },
      {
        at: 30,
        text: 'Escribe arriba la fecha de hoy. Vas a escribir cinco líneas, una cada vez. No lo pienses demasiado: escribe lo primero que aparezca, con tu letra, sin corregir.',
      },
      {
        at: 60,
        text: 'Primera línea: algo que hoy tienes y que ayer dabas por hecho. Puede ser muy simple, como el agua caliente o un techo. Empieza con la palabra «agradezco» y escríbelo.',
      },
      {
        at: 100,
        text: 'Segunda línea: una persona. Escribe su nombre y una cosa concreta que hizo, hace tiempo o esta semana, que te hizo bien.',
      },
      {
        at: 135,
        text: 'Tercera línea: algo de tu cuerpo. Una capacidad, un sentido, una parte que hoy te ha servido. Escríbelo como si le hablaras directamente.',
      },
      {
        at: 175,
        text: 'Cuarta línea: algo que aprendiste de un momento difícil. Si hoy no encuentras nada, está bien; escribe simplemente «agradezco seguir aquí».',
      },
      {
        at: 210,
        text: 'Quinta línea: algo que todavía no ha pasado pero que esperas con ilusión. Agradécelo ya, como si estuviera en camino.',
      },
      {
        at: 245,
        text: 'Suelta el bolígrafo. Lee tus cinco líneas en voz baja, despacio, y nota cuál te toca más.',
      },
      {
        at: 275,
        text: 'Respira hondo y guarda esta hoja donde puedas verla. Cuando el día se tuerza, vuelve a ella: tu gratitud ya está escrita. Gracias por darte este momento.',
      },
    ],
  },
  {
    name: 'Gracias a tu cuerpo',
    description:
      'Un recorrido lento por el cuerpo para agradecer a cada parte lo que hace por ti cada día, sin exigirle que sea distinto. Para reconciliarte con él.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Amor propio'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿A qué parte de tu cuerpo le diste las gracias por primera vez hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Túmbate boca arriba o siéntate en una postura en la que puedas estar a gusto. Deja los brazos a los lados del cuerpo, con las palmas hacia arriba si te resulta agradable, y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Respira tres veces un poco más hondo. Al inhalar, siente cómo se expande el abdomen. Al exhalar, deja que el cuerpo pese un poco más. Este cuerpo te ha acompañado cada día de tu vida. Hoy vas a darle las gracias.',
      },
      {
        at: 90,
        text: 'Lleva la atención a los pies. Piensa en todos los pasos que han dado: los primeros, los de hoy, los que te llevaron a lugares que amas. Siente su peso, su temperatura. Y diles en silencio: gracias por llevarme.',
      },
      {
        at: 140,
        text: 'Sube por las piernas: tobillos, rodillas, muslos. Te sostienen cuando estás de pie, te permiten subir escaleras, correr, bailar, arrodillarte. Nota cualquier sensación que haya en ellas, sin cambiarla. Gracias por sostenerme.',
      },
      {
        at: 190,
        text: 'Ahora el vientre y la zona lumbar. Aquí, en silencio, tu cuerpo digiere y transforma el alimento en energía, trabajando sin que se lo pidas. Deja que el abdomen se suelte con la respiración. Gracias por nutrirme.',
      },
      {
        at: 240,
        text: 'Lleva la atención al pecho. Siente el corazón, que late desde antes de que nacieras y no ha parado ni una sola vez. Siente los pulmones que se llenan y se vacían. Quédate aquí unas respiraciones. Gracias por mantenerme con vida.',
      },
      {
        at: 305,
        text: 'Pasa a la espalda y a los hombros. Han cargado con peso, con bolsas, con preocupaciones. Si notas tensión, no la juzgues: salúdala con cariño. Gracias por cargar con tanto.',
      },
      {
        at: 350,
        text: 'Baja por los brazos hasta las manos. Piensa en todo lo que han hecho: cocinar, escribir, acariciar, sostener otra mano. Siente la vida en las palmas y en las yemas de los dedos. Gracias por cuidar, crear y acariciar.',
      },
      {
        at: 400,
        text: 'Sube al cuello y a la cara. Los ojos que te muestran el mundo, los oídos que te traen la música y las voces que amas, la boca que saborea y habla, la nariz que respira. Gracias por permitirme sentir.',
      },
      {
        at: 455,
        text: 'Ahora siente el cuerpo entero, de una vez, como un todo que respira. Tal como es hoy, con lo que te gusta y con lo que te cuesta. No tiene que ser perfecto para merecer tu gratitud.',
      },
      {
        at: 520,
        text: 'Si alguna parte de tu cuerpo duele o te preocupa, lleva una mano hasta ella, si puedes, y envíale calor. Dile: sé que haces lo que puedes. Gracias.',
      },
      {
        at: 565,
        text: 'Haz una respiración profunda y empieza a mover los dedos de las manos y de los pies. Estírate como te pida el cuerpo. Cuando abras los ojos, intenta tratarlo hoy con la misma gratitud con la que acabas de recorrerlo.',
      },
    ],
  },
  {
    name: 'Paseo de gratitud',
    description:
      'Sal a caminar y deja que cada paso te muestre algo por lo que dar las gracias: el suelo, el aire, lo que ves y lo que oyes. Para un paseo corto por la calle o el parque.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Energía'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué descubriste durante el paseo que normalmente pasas por alto?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este paseo de gratitud. Puedes hacerlo en la calle, en un parque o incluso en un pasillo largo. Ponte en marcha a un ritmo algo más lento que el habitual, con los ojos abiertos y la mirada suave. Presta siempre atención a tu alrededor y a por dónde pisas.',
      },
      {
        at: 45,
        text: 'Empieza por sentir los pies. Nota cómo el talón toca el suelo, cómo el peso rueda hacia los dedos y cómo el otro pie se despega. Cada paso es un pequeño prodigio de equilibrio que haces sin pensar.',
      },
      {
        at: 100,
        text: 'Da las gracias al suelo que te sostiene, a la tierra que hay bajo el asfalto o la hierba. Deja que tus pasos digan gracias cada vez que un pie se apoya. Gracias, gracias, gracias, al ritmo de tu caminar.',
      },
      {
        at: 155,
        text: 'Ahora lleva la atención a la respiración mientras caminas. El aire entra fresco y sale algo más cálido. Sin cambiar el ritmo de tus pasos, agradece este aire que no tienes que pedir ni pagar.',
      },
      {
        at: 205,
        text: 'Abre la mirada. Busca algo que te parezca hermoso, aunque sea pequeño: una hoja, el color de una puerta, la forma de una nube, la luz sobre una pared. Cuando lo encuentres, detente un momento si puedes, míralo bien y da las gracias.',
      },
      {
        at: 275,
        text: 'Sigue caminando y ahora escucha. Pájaros, coches, voces, el viento, tus propios pasos. Elige un sonido y agradécelo, aunque no sea bonito: te recuerda que estás aquí, formando parte del mundo.',
      },
      {
        at: 345,
        text: 'Fíjate en lo que otras personas hicieron para ti sin conocerte: la acera por la que caminas, las farolas, los bancos, los árboles que alguien plantó hace años. Agradece a esas manos anónimas.',
      },
      {
        at: 395,
        text: 'Si te cruzas con alguien, deséale algo bueno en silencio. No hace falta mirar fijamente; basta un pensamiento amable: que tengas un buen día. Nota cómo se siente tu pecho al hacerlo.',
      },
      {
        at: 445,
        text: 'Durante unos pasos, juega a nombrar la gratitud del momento. Cada vez que el pie derecho toque el suelo, di por dentro algo que veas, oigas o sientas, y agradécelo. Sigue así, sin prisa.',
      },
      {
        at: 510,
        text: 'Empieza a caminar un poco más despacio, como si el paseo se fuera posando. Siente el cuerpo entero en movimiento: los brazos que se balancean, el corazón que late con fuerza, la cara que recibe el aire.',
      },
      {
        at: 565,
        text: 'Detente en algún lugar, con los dos pies firmes en el suelo. Haz una respiración profunda y da las gracias a este paseo, a tu cuerpo y a todo lo que has visto. Sigue tu camino llevando esta mirada contigo.',
      },
    ],
  },
  {
    name: 'Las manos invisibles',
    description:
      'Descubre cuántas personas hicieron posible algo tan simple como tu desayuno o la ropa que llevas. Una práctica para sentir que nunca estás del todo a solas.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Relaciones', 'Abundancia'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿A qué persona anónima de tu cadena de gratitud te gustaría poder dar las gracias?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda erguida y los pies apoyados en el suelo. Cierra los ojos o baja la mirada. Durante estos minutos vas a seguir un hilo de gratitud que une tu vida con la de muchas personas.',
      },
      {
        at: 40,
        text: 'Respira con naturalidad. Siente el aire entrar y salir. Nota el peso de tu cuerpo y la superficie que te sostiene. Deja que los pensamientos del día se queden a un lado, como abrigos colgados en la entrada.',
      },
      {
        at: 95,
        text: 'Trae a la mente algo que hayas comido o bebido hoy. Quizá una taza de café, un trozo de pan, una fruta. Imagínalo delante de ti con todo detalle: su color, su olor, su textura.',
      },
      {
        at: 145,
        text: 'Ahora piensa de dónde vino. Alguien lo vendió; alguien lo llevó en un camión por la carretera, de madrugada; alguien lo envasó. Imagina a esas personas, con sus propias vidas y preocupaciones, haciendo su trabajo para que hoy esto llegara a tus manos.',
      },
      {
        at: 220,
        text: 'Ve más atrás. Alguien sembró, regó, cuidó y cosechó. Tal vez bajo el sol, en otro país, a miles de kilómetros. Y para que eso creciera hizo falta lluvia, tierra fértil y la luz del sol. Deja que la cadena se despliegue ante ti.',
      },
      {
        at: 290,
        text: 'Desde tu corazón, envía un gracias a lo largo de toda esa cadena. A cada persona, a cada gota de lluvia. No las conoces, pero forman parte de tu día.',
      },
      {
        at: 340,
        text: 'Ahora piensa en la ropa que llevas puesta. Siente la tela sobre la piel. Alguien diseñó esa prenda, alguien la cosió, alguien cultivó el algodón o fabricó el tejido. Más manos invisibles que te visten y te abrigan.',
      },
      {
        at: 395,
        text: 'Y piensa en este lugar donde estás: las paredes, la luz eléctrica, el agua que sale del grifo. Cientos de personas trabajaron para que hoy tengas todo esto. Quédate unos instantes con esta idea.',
      },
      {
        at: 450,
        text: 'Nota cómo cambia la sensación cuando te das cuenta de todo lo que recibes. Tu vida está tejida con el esfuerzo y el cuidado de muchas personas, cada día.',
      },
      {
        at: 515,
        text: 'Y recuerda que tú también eres una de esas manos invisibles para otros. Lo que haces en tu trabajo, en tu casa o en tu barrio llega a personas que nunca conocerás. Deja que esta idea te llene de sentido.',
      },
      {
        at: 570,
        text: 'Respira hondo y deja que la gratitud se extienda por todo tu cuerpo. Mueve suavemente las manos y abre los ojos. Hoy, cuando uses algo cotidiano, intenta recordar las manos que hay detrás.',
      },
    ],
  },
  {
    name: 'Carta a quien te ayudó',
    description:
      'Escribe, paso a paso, una carta de gratitud a alguien que marcó tu vida. Puedes enviarla o guardarla; lo importante es lo que despierta en ti al escribirla.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Relaciones'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué sentiste al poner en palabras lo que esa persona significa para ti?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica vas a escribir una carta de gratitud. Prepara papel y bolígrafo, o tu cuaderno, y busca un lugar donde nadie te interrumpa durante unos quince minutos. Siéntate frente a la hoja y deja las manos en reposo por ahora.',
      },
      {
        at: 35,
        text: 'Cierra los ojos unos momentos y respira despacio. Deja que el cuerpo llegue. Siente los pies en el suelo, la espalda, las manos sobre la mesa o sobre los muslos. Tres respiraciones lentas, sin prisa.',
      },
      {
        at: 80,
        text: 'Ahora pregúntate: ¿quién ha hecho algo importante por ti y quizá nunca ha sabido cuánto te ayudó? Puede ser alguien de tu familia, un maestro, una amistad, alguien que ya no está en tu vida. Deja que aparezca un rostro y confía en el primero que llegue.',
      },
      {
        at: 130,
        text: 'Visualiza a esa persona. Recuerda su voz, su manera de mirar, algún gesto suyo. Nota qué se mueve en tu cuerpo al recordarla.',
      },
      {
        at: 170,
        text: 'Antes de escribir, quédate un momento más con los ojos cerrados. Recuerda una ocasión concreta en la que esa persona estuvo ahí para ti. ¿Dónde ocurrió? ¿Qué estación del año era? ¿Qué dijo, cómo te miró? Deja que el recuerdo se vuelva nítido, con colores y sonidos. Después, abre los ojos y escribe su nombre arriba de la hoja, como el saludo de una carta.',
      },
      {
        at: 230,
        text: 'Primer párrafo: cuéntale qué hizo. Describe con detalle un momento, una escena, unas palabras. No hace falta que quede perfecto; escribe como si le hablaras. Tómate tu tiempo; te avisaré cuando pasemos al siguiente párrafo.',
      },
      {
        at: 325,
        text: 'Si en algún momento no sabes qué escribir, vuelve a cerrar los ojos y regresa a la escena. Las palabras nacen de la imagen, no de la cabeza. No importan la ortografía ni el estilo; importa que sea verdad.',
      },
      {
        at: 385,
        text: 'Vamos al segundo párrafo. Escribe cómo te afectó lo que hizo. ¿Qué cambió en ti? ¿Qué pudiste hacer, sentir o entender gracias a esa persona? ¿Dónde estarías hoy sin ese gesto? Deja que la mano escriba con libertad.',
      },
      {
        at: 480,
        text: 'Si aparecen emociones, deja que estén. Quizá nostalgia, ternura, alguna lágrima. Es natural. Haz una pausa, respira y sigue escribiendo cuando quieras.',
      },
      {
        at: 520,
        text: 'Tercer párrafo: cuéntale qué llevas de esa persona en tu vida de hoy. Una frase que todavía recuerdas, una costumbre, una forma de ver las cosas. Lo que sigue vivo gracias a ella.',
      },
      {
        at: 615,
        text: 'Y para terminar, escribe tu gratitud de forma directa. Un gracias sencillo y claro, con tus palabras. Si quieres, añade un deseo para su vida. Después, firma la carta.',
      },
      {
        at: 680,
        text: 'Deja el bolígrafo. Cierra los ojos un momento y respira. Imagina que esa persona lee tu carta. Mira su cara mientras la lee. ¿Qué ves en ella?',
      },
      {
        at: 725,
        text: 'Ahora lee la carta despacio, en voz baja o en silencio. Siente cada frase. Es posible que descubras que tu gratitud era más grande de lo que pensabas.',
      },
      {
        at: 775,
        text: 'Fíjate ahora en tu cuerpo. ¿Cómo están el pecho, la garganta, las manos? Escribir gratitud no solo hace bien a quien la recibe: también a quien la escribe. Respira y deja que esa sensación se asiente.',
      },
      {
        at: 825,
        text: 'Decide con calma qué hacer con ella. Puedes entregarla en persona, leerla en una llamada, enviarla o guardarla. Si esa persona ya no está, puedes leerla en voz alta en un lugar que te la recuerde. No hay una forma correcta.',
      },
      {
        at: 870,
        text: 'Respira hondo y siente el calor que ha dejado esta carta en el pecho. Lleva contigo esta certeza: has recibido mucho, y saber decirlo también es un regalo. Gracias por tomarte este tiempo.',
      },
    ],
  },
  {
    name: 'Una taza de gracias',
    description:
      'Prepara una infusión o un café y bébelo con todos los sentidos, agradeciendo cada paso desde la planta hasta tus manos. Un ritual lento para cualquier momento del día.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Calma'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué notaste en tu bebida que nunca habías notado antes?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este ritual de gratitud. Vas a preparar una bebida caliente: un té, una infusión, un café, lo que te guste. Ve a la cocina sin prisa y deja el teléfono a un lado. Durante los próximos minutos, esta taza será tu meditación.',
      },
      {
        at: 40,
        text: 'Llena el recipiente de agua y ponla a calentar. Mientras tanto, quédate de pie, con los pies bien apoyados. Escucha cómo empieza a calentarse el agua. Respira. Agradece que el agua salga limpia de un grifo cuando la necesitas.',
      },
      {
        at: 95,
        text: 'Prepara la taza y lo que vayas a poner en ella. Toca las hojas, los granos o la bolsita. Huélelos antes de usarlos. Piensa en la planta de la que vienen: creció al sol y a la lluvia, quizá en una ladera muy lejana. Gracias a esa planta.',
      },
      {
        at: 165,
        text: 'Cuando el agua esté a punto, viértela despacio y con cuidado. Observa el vapor que sube, el color que cambia, el aroma que se despierta. No hay prisa: deja que la bebida repose el tiempo que necesite, y tú con ella.',
      },
      {
        at: 240,
        text: 'Mientras la bebida reposa, mira tus manos. Son ellas las que preparan, sostienen y sirven. Agradéceles este cuidado, y agradece también tener tiempo para una pausa, algo que no siempre es fácil.',
      },
      {
        at: 290,
        text: 'Lleva la taza a un lugar donde puedas sentarte. Rodéala con las dos manos. Siente el calor que pasa a tus palmas y sube por las muñecas. Cierra los ojos un momento y quédate con ese calor.',
      },
      {
        at: 340,
        text: 'Abre los ojos y observa la taza: su forma, su peso, su color. Quizá tiene una historia, un regalo, un viaje. Alguien la diseñó, alguien la coció en un horno a alta temperatura. También ella merece tu gratitud.',
      },
      {
        at: 395,
        text: 'Acerca la taza a la cara y respira su aroma. Inhala despacio, como si quisieras conocerlo por primera vez. ¿Es dulce, amargo, floral, tostado? Solo huele, sin poner palabras si no hace falta.',
      },
      {
        at: 445,
        text: 'Ahora piensa en todas las personas que hicieron posible esta taza: quien cultivó la planta, quien la recogió a mano, quien la secó, la empaquetó, la transportó y la vendió. Envía un gracias silencioso a cada una de ellas.',
      },
      {
        at: 510,
        text: 'Da el primer sorbo, pequeño. Deja que el líquido se quede un momento en la boca antes de tragar. Nota la temperatura, el sabor en la lengua, cómo cambia. Siente cómo baja y calienta el pecho por dentro.',
      },
      {
        at: 580,
        text: 'Siente cómo el calor baja y se extiende por el cuerpo como una ola suave: el pecho, el abdomen, los brazos. Agradece a tu cuerpo que recibe esta bebida y la transforma en calor y en energía.',
      },
      {
        at: 635,
        text: 'Sigue bebiendo a tu ritmo, un sorbo cada vez. Entre sorbo y sorbo, deja la taza, respira y siente el cuerpo. Cada sorbo puede ser un pequeño gracias: por esta pausa, por este calor, por este rato que te regalas.',
      },
      {
        at: 720,
        text: 'Si la mente se va a las tareas pendientes, está bien. Nota adónde se fue y vuelve al calor de la taza entre tus manos. La taza siempre te devuelve al presente.',
      },
      {
        at: 770,
        text: 'Cuando quede poco, bebe el último sorbo con especial atención, como quien se despide de alguien a quien aprecia. Luego quédate unos momentos con la taza vacía entre las manos, sintiendo lo que queda en el cuerpo.',
      },
      {
        at: 820,
        text: 'Nota cómo estás ahora, comparado con el momento en que entraste en la cocina. Quizá hay más calma, más calor por dentro, un ritmo más lento. Solo obsérvalo.',
      },
      {
        at: 870,
        text: 'Deja la taza y respira hondo. Agradécete haberte dado este tiempo. Cada vez que prepares una bebida caliente, puedes volver a este ritual, aunque sea durante un solo sorbo.',
      },
    ],
  },
  {
    name: 'Lo difícil también enseña',
    description:
      'Una mirada amable hacia una dificultad del pasado para reconocer lo que te enseñó, sin negar el dolor. Para cuando te sientas con fuerzas de mirar atrás.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Sanación'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué fortaleza tuya descubriste gracias a aquel momento difícil?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica te invita a mirar con gratitud algo que fue difícil. No se trata de decir que el dolor estuvo bien ni de forzar nada, sino de reconocer lo que creció en ti a pesar de él. Busca una postura estable, con la espalda erguida, y cierra los ojos si te resulta agradable.',
      },
      {
        at: 45,
        text: 'Empieza por llegar al cuerpo. Siente los puntos de apoyo: los pies, las piernas, la pelvis. Deja que el suelo te sostenga. Respira con suavidad y nota que, aquí y ahora, estás a salvo.',
      },
      {
        at: 100,
        text: 'Lleva una mano al pecho o al abdomen, donde te resulte reconfortante. Siente el calor de la mano y el movimiento de la respiración debajo de ella. Esta mano te acompañará durante toda la práctica.',
      },
      {
        at: 155,
        text: 'Trae a la memoria una dificultad que ya quedó atrás. Te sugiero que no sea la más dolorosa de tu vida: elige algo moderado, una etapa que ya puedas mirar con cierta distancia. Si en algún momento sientes que es demasiado, vuelve a la respiración y a tu mano.',
      },
      {
        at: 215,
        text: 'Mira aquella situación como si la vieras desde la butaca de un cine, a cierta distancia. Observa dónde estabas, qué pasaba, qué sentías. Reconoce el dolor que hubo. Dile por dentro: sí, fue difícil.',
      },
      {
        at: 285,
        text: 'Ahora ofrece compasión a quien eras entonces. Mira a esa versión tuya y dile lo que habría necesitado oír: lo estás haciendo lo mejor que puedes. No tienes que poder con todo.',
      },
      {
        at: 340,
        text: 'Con suavidad, pregúntate: ¿qué aprendí de aquello? Quizá descubriste una fuerza que no sabías que tenías. Quizá aprendiste a pedir ayuda, a poner un límite, a cuidar de ti. Deja que la respuesta llegue a su ritmo.',
      },
      {
        at: 410,
        text: 'Piensa también en quién apareció en aquel momento. Alguien que te escuchó, que te abrazó, que te ayudó de forma práctica. Tal vez un gesto pequeño que todavía recuerdas. Agradece a esas personas.',
      },
      {
        at: 460,
        text: 'Y reconoce también tu propia parte. Las decisiones que tomaste, los días en que te levantaste aunque costaba, los pequeños gestos que hiciste para seguir. Quizá nadie lo vio, pero tú estabas ahí. Eso también merece reconocimiento.',
      },
      {
        at: 515,
        text: 'Ahora repite por dentro, despacio, dejando espacio entre cada frase. Gracias por lo que aprendí. Gracias a quienes me acompañaron. Gracias a mí por haber seguido adelante.',
      },
      {
        at: 585,
        text: 'Nota qué sientes en el cuerpo al decirlo. Quizá algo se afloja, quizá aparece emoción. Todo está bien. La gratitud y la tristeza pueden convivir en el mismo corazón.',
      },
      {
        at: 635,
        text: 'Imagina que aquella experiencia fue una semilla que cayó en tierra dura. De ella ha brotado algo: una planta pequeña, quizá todavía frágil, pero viva. Mírala con ternura. Esa planta es tu vida de hoy, con todo lo que has aprendido.',
      },
      {
        at: 710,
        text: 'Riega esa planta con tu respiración. Al inhalar, imagina que recibe luz. Al exhalar, que sus raíces se afianzan. No tiene que convertirse en un gran árbol hoy. Basta con que siga creciendo, a su ritmo.',
      },
      {
        at: 765,
        text: 'Vuelve a la respiración. Siente el aire que entra y el aire que sale. Deja la historia a un lado y quédate solo con el cuerpo y con la mano sobre el pecho. Tres respiraciones lentas.',
      },
      {
        at: 820,
        text: 'Si durante la práctica ha aparecido algo que todavía duele mucho, recuerda que pedir ayuda a alguien de confianza o a un profesional también es una forma de cuidarte.',
      },
      {
        at: 870,
        text: 'Empieza a volver. Mueve los dedos y los hombros, estira la espalda. Cuando abras los ojos, recuerda que no necesitas agradecer el dolor; basta con honrar a la persona en la que te has convertido. Cuídate mucho hoy.',
      },
    ],
  },
  {
    name: 'Círculo de gratitud por tu gente',
    description:
      'Rodéate, en la imaginación, de las personas que te sostienen y agradece a cada una lo que aporta a tu vida. Veinte minutos para sentir la red de afecto que te rodea.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Relaciones'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿A quién de tu círculo quieres decirle gracias esta semana, y cómo lo harás?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Durante los próximos veinte minutos vas a rodearte, con la imaginación, de las personas que forman parte de tu vida. Busca una postura estable, en una silla, en un cojín o en la cama, y deja que el cuerpo se acomode. Cierra los ojos.',
      },
      {
        at: 40,
        text: 'Haz tres respiraciones lentas, dejando que cada exhalación sea un poco más larga que la inhalación. Con cada una, suelta algo del día: las prisas, las listas, los ruidos.',
      },
      {
        at: 95,
        text: 'Siente tu corazón. Puedes llevar una mano al centro del pecho. Imagina que ahí hay una luz cálida y suave, como una vela encendida. Esa luz es tu capacidad de amar y de agradecer. Con cada respiración se hace un poco más grande.',
      },
      {
        at: 150,
        text: 'Ahora imagina que estás en un lugar agradable: un jardín, una playa, una sala llena de luz. Te encuentras en el centro. Poco a poco, irán llegando personas que formarán un círculo a tu alrededor.',
      },
      {
        at: 205,
        text: 'La primera persona que llega es alguien que te cuidó. Quizá tu madre o tu padre, una abuela, un maestro, alguien que te dio cariño cuando lo necesitabas. Mira cómo llega y se coloca frente a ti. Mira sus ojos.',
      },
      {
        at: 280,
        text: 'Recuerda un momento concreto en el que te cuidó: una comida preparada para ti, una mano en la frente cuando tenías fiebre, unas palabras de ánimo. Revívelo con detalle y nota el calor que aparece en tu pecho.',
      },
      {
        at: 350,
        text: 'Dile en silencio: gracias por cuidarme. Gracias por lo que me diste, incluso por lo que no supe ver en su momento. Deja que la luz de tu pecho llegue hasta esa persona y la envuelva.',
      },
      {
        at: 425,
        text: 'Llega ahora una amistad. Alguien con quien ríes, con quien puedes ser como eres. Recuerda un momento compartido: una conversación, un viaje, una tarde cualquiera. Dile: gracias por acompañarme. Gracias por quererme como soy.',
      },
      {
        at: 495,
        text: 'Ahora se acerca alguien que te enseñó algo importante: una maestra, un jefe, una entrenadora, el autor de un libro que te cambió. Dile: gracias por lo que me enseñaste. Gracias por confiar en mí cuando yo no lo hacía.',
      },
      {
        at: 570,
        text: 'Van llegando más personas: compañeros de trabajo, vecinos, quien te atiende en la tienda, quien te cuida cuando enfermas, quien te corta el pelo. Personas que forman parte de tu día a día y a las que rara vez das las gracias. Deja que se unan al círculo.',
      },
      {
        at: 630,
        text: 'Quizá quiera entrar también en el círculo algún animal que te ha acompañado, hoy o en el pasado. Su compañía silenciosa, su alegría al verte, su calor. Dale también un lugar y un gracias.',
      },
      {
        at: 680,
        text: 'Mira sus caras una a una. Cada una aporta algo a tu vida: un saludo, un servicio, una ayuda, una presencia. Envía tu luz a todas a la vez: gracias por estar ahí, aunque casi nunca se lo diga.',
      },
      {
        at: 755,
        text: 'Nota cómo se siente tu cuerpo rodeado de tantas presencias. Quizá los hombros bajan, quizá aparece una sonrisa. Quédate un momento en esa sensación de pertenecer.',
      },
      {
        at: 805,
        text: 'Si quieres, invita también a alguien con quien la relación sea complicada, solo si hoy tienes fuerzas para ello. Reconoce, sin forzar nada, algo que hayas aprendido a través de esa persona: paciencia, límites, claridad. Y si no es el momento, déjala fuera del círculo; está bien.',
      },
      {
        at: 865,
        text: 'Piensa también en quienes ya no están: personas que se fueron, que se alejaron o que murieron. También forman parte de tu historia. Ofréceles un lugar en el círculo y agradece lo que dejaron en ti.',
      },
      {
        at: 920,
        text: 'Ahora contempla el círculo completo. Todas estas personas, de distintas épocas y lugares, te rodean. Siente que la luz de tu pecho las une, como un hilo dorado que pasa de corazón en corazón. Y siente que ellas también te envían su luz.',
      },
      {
        at: 995,
        text: 'Recibe ese cariño. A veces es más fácil dar las gracias que dejarse querer. Respira y permite que la gratitud vuelva hacia ti. Tú también formas parte de la vida de cada una de estas personas.',
      },
      {
        at: 1065,
        text: 'Imagina que el círculo se hace más grande y abarca tu barrio, tu ciudad, a todas las personas que hacen que el mundo funcione cada día. Gracias a todas ellas.',
      },
      {
        at: 1115,
        text: 'Poco a poco, el círculo se disuelve con suavidad. Las personas se despiden, pero la luz que compartiste con ellas se queda en tu pecho. Respira con ella unos momentos más.',
      },
      {
        at: 1170,
        text: 'Vuelve a sentir tu cuerpo, su peso, sus apoyos. Mueve los dedos y abre los ojos cuando quieras. Antes de que acabe la semana, elige a una de estas personas y díselo de verdad: gracias.',
      },
    ],
  },
  {
    name: 'El tesoro de lo cotidiano',
    description:
      'Recorre tu casa con la imaginación, habitación por habitación, y descubre la abundancia escondida en lo que usas cada día. Para cuando sientas que te falta algo.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Abundancia'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué objeto cotidiano de tu casa miras ahora con otros ojos?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura en la que puedas estar a gusto durante un rato, con la espalda apoyada o erguida, y deja que las manos descansen. Cierra los ojos cuando quieras.',
      },
      {
        at: 35,
        text: 'Haz unas cuantas respiraciones lentas. Inhala contando hasta cuatro y exhala contando hasta seis. Deja que la exhalación larga te vaya trayendo aquí, a este momento, a este cuerpo.',
      },
      {
        at: 90,
        text: 'Muchas veces la mente se fija en lo que falta: lo que no tenemos, lo que no llega, lo que no sale bien. Es su costumbre, no hay nada malo en ello. Hoy vas a entrenar otra mirada: vas a buscar tesoros en lo que ya tienes.',
      },
      {
        at: 145,
        text: 'Imagina que estás frente a la puerta de tu casa. Mira la llave en tu mano, siente su peso y su forma. Esa llave abre un lugar al que puedes volver. Un refugio. Antes de entrar, da las gracias por tener un sitio donde cerrar la puerta.',
      },
      {
        at: 205,
        text: 'Entra y recorre la entrada. Quizá hay zapatos, abrigos, una bolsa. Piensa en los pies protegidos del frío y la lluvia, en la ropa que te abriga en invierno. Cosas tan normales que ya no las ves. Míralas ahora como si fueran nuevas.',
      },
      {
        at: 265,
        text: 'Recorre el pasillo y fíjate en los interruptores. Con un gesto mínimo, se hace la luz. Detrás de ese gesto hay centrales, cables, personas trabajando de noche. Hoy tienes luz cuando la necesitas. Gracias.',
      },
      {
        at: 320,
        text: 'Pasa a la cocina. Abre, con la imaginación, la nevera o la despensa. Mira lo que hay: quizá poco, quizá mucho, pero alimento para hoy. Mira el grifo, el fuego o los fogones que cocinan, los platos, las cucharas. Siente la abundancia de poder prepararte algo caliente.',
      },
      {
        at: 395,
        text: 'Mira la mesa donde comes. Piensa en las comidas que has compartido en ella, en las conversaciones, en las veces que has comido a solas y en silencio. Una mesa es un lugar donde la vida se alimenta.',
      },
      {
        at: 450,
        text: 'Detente un momento y nota dónde aparece la gratitud en tu cuerpo. Quizá un calor en el pecho, una sonrisa leve, los hombros que se sueltan. Respira ahí.',
      },
      {
        at: 500,
        text: 'Sigue hacia el lugar donde descansas durante el día: un sofá, una silla favorita, una ventana. Mira la luz que entra. Quizá hay libros, música, fotos, plantas. Cada objeto guarda un recuerdo, un momento, una persona. Recórrelos sin prisa.',
      },
      {
        at: 575,
        text: 'Entra en el baño. El agua caliente que sale cuando abres el grifo, el jabón, la toalla suave. En muchos lugares del mundo y durante gran parte de la historia, esto habría sido un lujo. Para ti es un martes cualquiera. Gracias.',
      },
      {
        at: 630,
        text: 'Mírate un momento en el espejo del baño y agradece también a quien aparece en él: la persona que cuida de esta casa y de esta vida, día tras día, incluso cuando cuesta.',
      },
      {
        at: 685,
        text: 'Ahora ve a tu dormitorio. Mira la cama, las sábanas, la almohada que recibe tu cabeza cada noche. Piensa en todas las noches de descanso que te ha dado este lugar. Un sitio donde puedes dormir a salvo. Siente el valor inmenso de algo tan sencillo.',
      },
      {
        at: 760,
        text: 'Abre el armario con la imaginación. Mira la ropa: para el frío, para el calor, para los días especiales. Cada prenda te ha acompañado a algún lugar. Elige una que te guste especialmente y agradece lo que has vivido con ella.',
      },
      {
        at: 815,
        text: 'Busca en tu casa un objeto pequeño que quieras de manera especial: una taza, un regalo, una planta, algo heredado. Tómalo en tus manos imaginarias. ¿Por qué es importante para ti? Deja que su historia te acompañe un momento.',
      },
      {
        at: 890,
        text: 'Repite por dentro, al ritmo de tu respiración. Al inhalar: tengo. Al exhalar: suficiente. Tengo, suficiente. No hace falta que lo creas del todo; solo deja que la frase se pose en ti, respiración tras respiración.',
      },
      {
        at: 960,
        text: 'Piensa ahora en la vida que ocurre en esta casa: las personas o los animales que la comparten contigo, o el silencio que es tuyo cuando vives a solas. Las conversaciones, las comidas, las risas, los días malos que también has atravesado aquí.',
      },
      {
        at: 1020,
        text: 'Sal con la imaginación por la ventana y mira desde fuera. Tu casa está en una calle, en un barrio, en una ciudad que te ofrece agua, luz, caminos. Más arriba, el cielo. El aire que respiras sin pedirlo. La abundancia no empieza en lo que compras: empieza aquí.',
      },
      {
        at: 1080,
        text: 'Quédate en silencio con esta sensación de tener. No hay que hacer nada con ella. Solo respirar y dejar que llene el cuerpo, como el sol llena una habitación cuando abres las cortinas.',
      },
      {
        at: 1165,
        text: 'Vuelve despacio a tu cuerpo. Mueve las manos y los pies, estírate si lo necesitas. Cuando abras los ojos, mira a tu alrededor como si fuera la primera vez que entras en tu casa, y elige un objeto al que dar las gracias hoy.',
      },
    ],
  },
  {
    name: 'Gratitud de la tierra al cielo',
    description:
      'Una meditación larga que agradece, en capas, a la tierra, al agua, al aire, al sol, a las personas y al universo que te sostiene. Para un domingo o un momento especial.',
    category: 'Gratitud',
    keywords: ['Gratitud', 'Conexión con el universo', 'Abundancia'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué elemento de la naturaleza sentiste más cerca de ti durante la práctica?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta meditación de gratitud. Durante los próximos veinticinco minutos vas a viajar desde la tierra que te sostiene hasta el cielo que te rodea, dando las gracias en cada paso. Busca una postura estable, en una silla, en un cojín o tumbándote en el suelo, y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Empieza por respirar sin prisa. Deja que el aire entre por la nariz y que salga con un suspiro suave. Tres veces. Con cada exhalación, permite que el cuerpo se haga un poco más pesado y que la mente se vaya aquietando.',
      },
      {
        at: 110,
        text: 'Siente el contacto de tu cuerpo con lo que te sostiene. Debajo del suelo o de la cama, hay cimientos, y debajo de los cimientos, la tierra. Imagina que tu peso baja hasta ella, como las raíces de un árbol que se hunden despacio.',
      },
      {
        at: 170,
        text: 'Da las gracias a la tierra. Ella te sostiene en cada paso, te da el alimento que comes, la madera, la piedra, el barro de las casas. Piensa en los campos, las montañas, los bosques. Siente que eres parte de ella y dile en silencio: gracias por sostenerme.',
      },
      {
        at: 255,
        text: 'Imagina que, desde la tierra, una sensación de firmeza sube por tus piernas y tu columna. Este suelo ha sostenido a millones de seres antes que tú y lo seguirá haciendo después. Respira con esa firmeza.',
      },
      {
        at: 315,
        text: 'Ahora lleva la atención al agua. Tu cuerpo es, en gran parte, agua. Siente la humedad de la boca, la saliva, la sangre que circula. Piensa en el agua que has bebido hoy, en la ducha, en la lluvia que llena los ríos y los embalses.',
      },
      {
        at: 375,
        text: 'Imagina un río que baja desde la montaña hasta el mar, limpio y vivo. Esa misma agua, en algún momento, pasó por las nubes, por la tierra, por los árboles, y hoy pasa por ti. Da las gracias al agua: gracias por limpiarme, por calmar mi sed, por mantenerme con vida.',
      },
      {
        at: 460,
        text: 'Al exhalar, imagina que sueltas aquello que te pesa, como un río que arrastra hojas secas hacia el mar. Al inhalar, recibe frescura y claridad. Deja que el agua haga su trabajo unas cuantas respiraciones.',
      },
      {
        at: 520,
        text: 'Pasa al aire. Nota cómo entra en tus pulmones sin que tengas que hacer nada. Cada inhalación es un regalo que recibes, cada exhalación es algo que devuelves. Los árboles respiran lo que tú sueltas, y tú respiras lo que ellos te dan.',
      },
      {
        at: 580,
        text: 'Respira unos momentos con esa idea. Inhala, y recibe el aire que te regalan los bosques y los mares. Exhala, y devuelve tu aliento al mundo. Gracias al aire, que te acompaña desde tu primer llanto hasta ahora.',
      },
      {
        at: 660,
        text: 'Piensa en el viento que mueve las nubes, que esparce las semillas, que refresca las tardes de verano. El mismo aire que ha rodeado el planeta durante millones de años llega ahora a tus pulmones.',
      },
      {
        at: 715,
        text: 'Ahora el fuego, la luz del sol. Imagina que el sol te toca la cara, tibio y amable. Esa luz viaja durante unos ocho minutos por el espacio para llegar hasta ti. Gracias a ella crecen las plantas, se calienta la tierra, amanece cada día.',
      },
      {
        at: 780,
        text: 'Siente su calor recorriendo tu cuerpo, desde la cabeza hasta los pies. Toda la energía que tienes hoy, la que te permitió levantarte, trabajar, abrazar, viene en último término de esa luz, transformada en alimento. Da las gracias al sol.',
      },
      {
        at: 860,
        text: 'Imagina que ese calor se concentra en tu pecho como un pequeño sol propio. Desde ahí puede calentar a quienes te rodean. La gratitud, como la luz, no se gasta cuando se comparte.',
      },
      {
        at: 915,
        text: 'Después de los elementos, las personas. Piensa en quienes vinieron antes que tú: abuelas, abuelos, generaciones enteras que trabajaron, amaron y sobrevivieron para que hoy tú estés aquí. No hace falta conocer sus nombres. Siente la larga cadena de vidas que desemboca en la tuya.',
      },
      {
        at: 980,
        text: 'Da las gracias a tus antepasados por lo que te dejaron; y si también heredaste heridas, reconoce que hoy tienes la oportunidad de sanarlas. Y da las gracias a quienes te acompañan hoy: familia, amistades, quienes te enseñan, quienes te cuidan. Deja que sus rostros pasen por tu mente como una procesión de luz.',
      },
      {
        at: 1065,
        text: 'Piensa también en las personas desconocidas que inventaron el pan, la música, la escritura, las medicinas. Hoy disfrutas de lo que miles de manos construyeron a lo largo de la historia. Gracias a todas ellas.',
      },
      {
        at: 1125,
        text: 'Ahora dirige la gratitud hacia ti. Hacia este cuerpo que reúne tierra, agua, aire y luz. Hacia tu corazón que late, tu mente que aprende, tu historia con todo lo vivido. Tú también eres un regalo para el mundo.',
      },
      {
        at: 1185,
        text: 'Y abre la mirada hacia arriba. Imagina el cielo sobre tu casa, y más allá, las estrellas. La Tierra es un pequeño planeta azul que gira despacio en el espacio, y tú estás en ella, respirando, en este preciso instante. Siente la inmensidad del universo que te contiene.',
      },
      {
        at: 1265,
        text: 'Da las gracias al universo por la vida, por la conciencia que te permite darte cuenta de todo esto. Quédate en silencio, en la inmensidad, sintiéndote parte de algo mucho más grande. No tienes que entenderlo. Solo sentirlo.',
      },
      {
        at: 1365,
        text: 'Descansa ahora en una gratitud sin palabras. Tierra, agua, aire, luz, personas, tú, el universo: todo respirando contigo. Permite que esta sensación llene cada rincón del cuerpo. Si la mente se va, vuelve a la respiración y a la palabra gracias.',
      },
      {
        at: 1465,
        text: 'Poco a poco, regresa. Siente de nuevo el peso del cuerpo sobre la tierra. Mueve los dedos, estira los brazos y abre los ojos despacio. Hoy, cada vez que bebas agua, sientas el sol o respires hondo, recuerda que estás recibiendo un regalo.',
      },
    ],
  },
];
