import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Lo que ya está aquí',
    description:
      'La abundancia empieza por ver lo que ya tienes. Cinco minutos para recorrer con la atención lo que te sostiene ahora mismo: el aire, el cuerpo, un techo, un vínculo.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Gratitud'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué tenías ya hoy que no habías contado como riqueza?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura estable, apoya las manos en los muslos con las palmas hacia arriba y cierra los ojos. Respira hondo y suelta el aire despacio.',
      },
      {
        at: 30,
        text: 'A menudo pensamos en la abundancia como algo que falta, algo que llegará más adelante. Hoy vas a mirar en la otra dirección: hacia lo que ya está aquí.',
      },
      {
        at: 65,
        text: 'Empieza por el aire. Entra en ti sin que tengas que pedirlo, una y otra vez, sin coste. Siente tres respiraciones como un regalo que se renueva.',
      },
      {
        at: 95,
        text: 'Ahora el cuerpo: las manos que trabajan, los ojos que ven, el corazón que late sin descanso. Elige una parte que hoy haga bien su trabajo y dale las gracias.',
      },
      {
        at: 125,
        text: 'Lleva la atención a lo que te rodea: el suelo bajo tus pies, el lugar donde estás, la ropa que te abriga, el alimento que hoy has tomado o vas a tomar.',
      },
      {
        at: 165,
        text: 'Y ahora a las personas: alguien que te quiere, alguien que te ha ayudado, alguien con quien compartes la vida. Los vínculos también son riqueza.',
      },
      {
        at: 200,
        text: 'Quizá aparezca la voz de lo que falta. Escúchala sin discutir y después vuelve a mirar lo que hay. Las dos cosas pueden ser verdad a la vez: deseas más y ya tienes mucho.',
      },
      {
        at: 235,
        text: 'Descansa unos instantes en esta sensación de suficiencia. Repite en silencio: «Ahora mismo, aquí, tengo lo que necesito».',
      },
      {
        at: 270,
        text: 'Vuelve poco a poco, moviendo los dedos, y abre los ojos. Durante el día, cada vez que pienses en lo que te falta, añade una cosa de lo que ya tienes.',
      },
    ],
  },
  {
    name: 'Manos abiertas para recibir',
    description:
      'Una práctica con las manos, los brazos y la respiración para aprender a recibir ayuda, cariño y oportunidades. Para quien da con facilidad y recibe con dificultad.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Amor propio'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué te cuesta más recibir y de quién podrías aceptarlo esta semana?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica moverás las manos y los brazos al ritmo de la respiración. Puedes hacerla en una silla o de pie. Empieza con las manos apoyadas en los muslos, con las palmas hacia abajo.',
      },
      {
        at: 35,
        text: 'Nota este gesto de palmas hacia abajo: es el gesto de sostener, de hacer, de controlar. Así pasamos gran parte del día, resolviendo y cargando. No es un error; es como aprendimos a cuidar de todo.',
      },
      {
        at: 70,
        text: 'Al inhalar, gira despacio las palmas hacia arriba. Al exhalar, déjalas descansar así. Nota la diferencia: las manos hacia arriba no hacen nada; simplemente están disponibles.',
      },
      {
        at: 100,
        text: 'Junta ahora las manos formando un cuenco, como si fueras a recoger agua de una fuente. Siente el hueco entre las palmas: un espacio preparado para recibir.',
      },
      {
        at: 135,
        text: 'Ahora separa las manos, con las palmas abiertas. Al inhalar, sube los brazos por delante hasta la altura del pecho, como si recibieras algo valioso. Al exhalar, lleva las manos al corazón.',
      },
      {
        at: 165,
        text: 'Sigue con este movimiento: recibir con los brazos, llevar al corazón. Con cada inhalación, imagina que recibes algo que necesitas: descanso, ayuda, reconocimiento, cariño.',
      },
      {
        at: 210,
        text: 'Si aparece la incomodidad de recibir, esa sensación de tener que devolver algo enseguida, obsérvala sin juzgarla. Recibir también es un regalo para quien da.',
      },
      {
        at: 240,
        text: 'Deja las manos en el corazón y repite en silencio: «Me permito recibir. Lo que llega a mí también puede quedarse».',
      },
      {
        at: 270,
        text: 'Suelta los brazos y quédate un momento con las palmas hacia arriba. Hoy, cuando alguien te ofrezca algo, aunque sea un cumplido, prueba a recibirlo con un simple «gracias».',
      },
    ],
  },
  {
    name: 'Mantra de lo suficiente',
    description:
      'Cuando aparece el miedo a que no alcance, este mantra te devuelve a tierra firme. Cinco minutos de respiración y frases sencillas para sentir que hay suficiente.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt:
      '¿En qué momento de tu día aparece la sensación de escasez y qué frase te ayudaría entonces?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica es para los momentos en que sientes que no hay suficiente: dinero, tiempo, energía. Apoya los pies en el suelo, endereza la espalda y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Nota si ahora mismo hay alguna preocupación por la falta. Sin analizarla, localiza dónde vive en el cuerpo: quizá un nudo en el estómago, la respiración corta, los hombros arriba.',
      },
      {
        at: 65,
        text: 'Respira hacia esa zona con exhalaciones largas. Inhala en cuatro tiempos y exhala en seis. Deja que el cuerpo entienda que, en este momento, estás a salvo.',
      },
      {
        at: 100,
        text: 'Vas a usar un mantra de tres frases unidas a la respiración. Al inhalar: «Hay suficiente». Al exhalar: «Soy suficiente». En la siguiente inhalación: «Doy y recibo». Y al exhalar, una pausa en silencio.',
      },
      {
        at: 135,
        text: 'Repite el mantra a tu ritmo. Hay suficiente. Soy suficiente. Doy y recibo. No tienes que creerlo del todo; deja que las palabras trabajen como el agua sobre la piedra.',
      },
      {
        at: 195,
        text: 'El mantra no niega las cuentas por pagar ni las decisiones pendientes. Te ayuda a mirarlas desde la calma y no desde el miedo, y desde la calma se decide mejor.',
      },
      { at: 230, text: 'Sigue unas respiraciones más. Hay suficiente. Soy suficiente. Doy y recibo.' },
      {
        at: 270,
        text: 'Deja ir las palabras y siente el cuerpo. Abre los ojos. Si el miedo vuelve durante el día, basta una sola respiración con el mantra para recordar dónde está tu suelo.',
      },
    ],
  },
  {
    name: 'Tu valor no se negocia',
    description:
      'Una meditación para separar lo que vales de lo que produces o ganas. Diez minutos para reconocer tu valor y sostenerlo al pedir, cobrar o poner límites.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Amor propio'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿En qué situación te cuesta reconocer tu valor y qué dirías si lo tuvieras claro?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación es para ti si alguna vez has sentido que solo vales lo que produces, lo que ganas o lo que los demás aprueban. Busca tu postura y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira con calma unas cuantas veces. Siente el peso del cuerpo y el apoyo que te sostiene. Nada de lo que tienes que hacer hoy necesita entrar en este momento.',
      },
      {
        at: 80,
        text: 'Trae a la mente a un bebé recién nacido. No sabe hacer nada útil: no trabaja, no gana dinero, no ayuda a nadie. Y aun así, nadie duda de su valor. Su valor está en existir.',
      },
      {
        at: 120,
        text: 'Tú también fuiste ese bebé. Tu valor no se perdió por el camino; solo se fue cubriendo de exigencias, comparaciones y expectativas.',
      },
      {
        at: 155,
        text: 'Lleva una mano al pecho y siente tu latido. Repite en silencio: «Mi valor no depende de lo que hago. Mi valor está antes que todo lo que hago».',
      },
      {
        at: 215,
        text: 'Ahora piensa en lo que aportas, no para justificar tu valor, sino para reconocerlo: tus habilidades, tu forma de escuchar, tu experiencia, tu esfuerzo. Nombra en silencio tres de ellas.',
      },
      {
        at: 250,
        text: 'Nota cómo responde el cuerpo al reconocerlas. Quizá con incomodidad, quizá con una vergüenza antigua. Está bien. Respira y deja que el reconocimiento se quede un poco más.',
      },
      {
        at: 310,
        text: 'Imagina ahora una situación concreta en la que te cuesta sostener tu valor: pedir un aumento, poner un precio, decir que no, pedir ayuda.',
      },
      {
        at: 345,
        text: 'Mírate en esa situación con la espalda erguida y la respiración lenta. Hablas con calma. No pides un favor; propones un intercambio justo. Observa cómo te sientes.',
      },
      {
        at: 405,
        text: 'Si aparece el miedo al rechazo, dale las gracias por intentar protegerte y recuérdale que tu valor no está en juego. Lo que está en juego es una respuesta, no quién eres.',
      },
      {
        at: 440,
        text: 'Vuelve a la respiración y al latido. Repite: «Merezco recibir de forma justa por lo que doy. Puedo pedir sin disculparme».',
      },
      {
        at: 495,
        text: 'Siente la amplitud de esa frase en el cuerpo. Quizá la espalda se alarga, el pecho se abre y la mirada interior se vuelve más firme.',
      },
      {
        at: 535,
        text: 'Piensa en una sola acción de esta semana en la que vas a cuidar tu valor: una tarifa que revisar, una conversación pendiente, un «no» que llevas tiempo aplazando.',
      },
      {
        at: 570,
        text: 'Abre los ojos poco a poco y lleva contigo esta firmeza serena. La próxima vez que hables de tu trabajo o de tus necesidades, hazlo desde aquí.',
      },
    ],
  },
  {
    name: 'Escribir tu historia con el dinero',
    description:
      'Una meditación con papel y bolígrafo para descubrir las creencias sobre el dinero que heredaste y escribir otras más sanas y realistas. Diez minutos de claridad.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Claridad'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué creencia sobre el dinero descubriste hoy y de quién la aprendiste?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y bolígrafo. Siéntate a una mesa, con el papel delante, y respira hondo un par de veces antes de empezar.',
      },
      {
        at: 40,
        text: 'Cierra los ojos un momento y nota qué aparece en el cuerpo cuando piensas en la palabra «dinero». Quizá tensión, quizá indiferencia, quizá ilusión. No hay respuesta correcta.',
      },
      {
        at: 75,
        text: 'Vuelve a un recuerdo de la infancia relacionado con el dinero: una conversación en casa, una preocupación, una alegría. Quédate con ese recuerdo unos instantes.',
      },
      {
        at: 110,
        text: 'Abre los ojos y escribe, sin pensarlo mucho, las frases sobre el dinero que oías en tu infancia. Por ejemplo: «El dinero no crece en los árboles», «Hay que sufrir para ganarlo», «De eso no se habla». Escribe al menos tres.',
      },
      {
        at: 175,
        text: 'Lee despacio lo que has escrito. Junto a cada frase, pregúntate: ¿esto es del todo verdad? ¿Me ayuda o me limita hoy?',
      },
      {
        at: 210,
        text: 'Ahora escribe cómo aparecen esas creencias en tu vida actual: en cómo gastas, en cómo ahorras, en lo que te atreves a pedir o en lo que evitas mirar.',
      },
      {
        at: 270,
        text: 'Deja el bolígrafo un momento y respira. Mirar esto requiere valentía. No se trata de culpar a nadie: tu familia hizo lo que pudo con lo que sabía.',
      },
      {
        at: 305,
        text: 'Toma de nuevo el bolígrafo. Junto a cada creencia antigua, escribe una nueva, realista y amable. Nada mágico, sino algo que puedas creer. Por ejemplo: «Puedo aprender a manejar el dinero con calma» o «Puedo ganar bien y vivir con generosidad».',
      },
      {
        at: 370,
        text: 'Lee en voz baja tus nuevas frases. Nota cuál resuena más en el cuerpo, cuál te da un poco más de aire.',
      },
      {
        at: 405,
        text: 'Quizá una parte de ti se resista: «esto no es verdad para mí». Escúchala. Puedes suavizar la frase hasta que te resulte creíble, por ejemplo empezando por «Estoy aprendiendo a…».',
      },
      {
        at: 445,
        text: 'Escribe una acción pequeña y concreta para esta semana que vaya en la dirección de esa nueva frase: revisar una cuenta, poner un precio, apartar una cantidad pequeña, hacer una pregunta que tenías pendiente.',
      },
      {
        at: 505,
        text: 'Rodea con un círculo la frase nueva que más te guste. Será tu compañera estos días.',
      },
      {
        at: 535,
        text: 'Cierra los ojos y repite esa frase por dentro tres veces, despacio, respirando entre una y otra. Nota cómo la recibe el cuerpo.',
      },
      {
        at: 570,
        text: 'Cierra los ojos un momento, respira y agradece tu honestidad. Guarda el papel donde puedas verlo. Cambiar una historia lleva tiempo; hoy has escrito las primeras líneas.',
      },
    ],
  },
  {
    name: 'Lluvia dorada',
    description:
      'Una visualización en la que una lluvia de luz dorada cae sobre ti, lava la sensación de escasez y despierta la confianza. Diez minutos para abrirte a recibir.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Conexión con el universo'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué soltaste bajo la lluvia dorada y qué sentiste que recibías?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca un lugar donde puedas estar a gusto, en una silla o en la cama, con las palmas de las manos hacia arriba. Cierra los ojos y deja que la respiración se vuelva lenta.',
      },
      {
        at: 40,
        text: 'Siente el cuerpo pesado y sostenido. Con cada exhalación, suelta un poco de las prisas del día: los hombros, la mandíbula, el vientre.',
      },
      {
        at: 75,
        text: 'Imagina que estás en un lugar abierto: un prado, una playa, una colina. Un lugar en el que te sientes a salvo. Nota el suelo bajo tus pies y el aire templado en la piel.',
      },
      {
        at: 115,
        text: 'Sobre ti, el cielo se ilumina con un resplandor suave. No es una tormenta: es una luz cálida que empieza a caer, gota a gota, como una lluvia dorada.',
      },
      {
        at: 155,
        text: 'Las primeras gotas tocan tu cabeza. Son templadas, ligeras, brillantes. Siente cómo la luz dorada se desliza por el pelo, la frente y las mejillas.',
      },
      {
        at: 210,
        text: 'La lluvia baja por el cuello y los hombros. Donde toca, la tensión se disuelve. Siente cómo se ablanda todo lo que estaba duro.',
      },
      {
        at: 245,
        text: 'Deja que la lluvia dorada recorra los brazos hasta las manos abiertas. Las palmas se llenan de luz. Nota cómo recibes sin esfuerzo, sin tener que ganártelo.',
      },
      {
        at: 300,
        text: 'La luz baja por el pecho y el vientre, por la espalda, por las piernas, hasta los pies. Todo tu cuerpo brilla bajo la lluvia.',
      },
      {
        at: 335,
        text: 'Ahora la lluvia lava lo que ya no necesitas: el miedo a que no alcance, la comparación, la sensación de no ser suficiente. Míralo deslizarse hacia la tierra, que lo recibe y lo transforma.',
      },
      {
        at: 395,
        text: 'Con cada inhalación, la luz dorada entra en ti. Con cada exhalación, se expande un poco más allá de tu piel, como un halo cálido a tu alrededor.',
      },
      {
        at: 430,
        text: 'Esta luz representa la abundancia que ya te rodea: la vida que te sostiene, las oportunidades que aún no has visto, el apoyo del universo. Repite en silencio: «Me abro a recibir. Hay abundancia para mí y para los demás».',
      },
      {
        at: 495,
        text: 'Imagina que la lluvia dorada se extiende más allá de ti: cae sobre tu casa, sobre las personas que quieres, sobre tu barrio, sobre quien más la necesita. No se agota por compartirla.',
      },
      {
        at: 535,
        text: 'Poco a poco, la lluvia se vuelve más fina, hasta que solo quedan unas gotas brillantes. La luz se queda dentro de ti, serena y cálida.',
      },
      {
        at: 570,
        text: 'Respira hondo y empieza a mover los dedos de las manos y de los pies. Abre los ojos. Lleva contigo este brillo: hoy, cuando des o recibas algo, recuerda la lluvia dorada.',
      },
    ],
  },
  {
    name: 'Cocinar como acto de abundancia',
    description:
      'Prepara algo sencillo con atención plena, una ensalada, una sopa o un plato de fruta, y reconoce en cada ingrediente la abundancia de la tierra. Cocina para nutrir y compartir.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Gratitud'],
    type: 'Activa',
    minutes: 15,
    journalPrompt:
      '¿Qué ingrediente te hizo sentir más la abundancia de la tierra y con quién compartirías ese plato?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a la cocina. Durante quince minutos vas a preparar algo sencillo con atención plena: una ensalada, una sopa, un plato de fruta o una tostada. Ten a mano los ingredientes y los utensilios, y ten cuidado con los cuchillos y el fuego.',
      },
      {
        at: 50,
        text: 'Antes de empezar, quédate de pie frente a donde vas a cocinar. Apoya las manos en la superficie, siente los pies en el suelo y haz tres respiraciones. Pon una intención: «Cocino para nutrir, con gratitud».',
      },
      {
        at: 95,
        text: 'Mira los ingredientes que tienes delante. Cada uno es el resultado de meses de sol, lluvia y tierra, y del trabajo de muchas personas. Hay abundancia en esta mesa, aunque sea sencilla.',
      },
      {
        at: 140,
        text: 'Toma el primer ingrediente con las dos manos. Nota su peso, su textura, su temperatura, su olor. Si es una verdura o una fruta, imagina la planta de la que viene y el campo donde creció.',
      },
      {
        at: 210,
        text: 'Lávalo despacio bajo el agua. Siente el agua fresca en las manos y observa cómo brilla la piel del alimento. Lavar también puede ser un gesto de cuidado.',
      },
      {
        at: 250,
        text: 'Empieza a cortar, más despacio de lo habitual. Siente el peso del cuchillo, la resistencia del alimento, el sonido al cortar. Mantén la atención en tus dedos y en el filo.',
      },
      {
        at: 320,
        text: 'Observa el interior de lo que cortas: los colores, las semillas, los dibujos que forman. Cuántas semillas en una sola fruta. La naturaleza nunca produce solo lo justo.',
      },
      {
        at: 360,
        text: 'Sigue con los demás ingredientes, uno a uno, a tu ritmo. Si la mente se va a la lista de tareas, vuelve a las manos, al olor, al sonido.',
      },
      {
        at: 425,
        text: 'Nota los aromas que se despiertan: hierbas, cítricos, tostado, especias. Respira hondo por la nariz y deja que el olor te llene el pecho.',
      },
      {
        at: 465,
        text: 'Si usas el fuego, escucha el chisporroteo, mira el vapor que sube y cómo cambia el color de los alimentos. Remueve despacio, como quien acompaña un cambio.',
      },
      {
        at: 530,
        text: 'Mientras cocinas, piensa en quién va a comer este plato: tú, tu familia, una amistad. Pon en cada gesto un deseo: «Que este alimento nutra y dé alegría».',
      },
      {
        at: 575,
        text: 'Si aparece la prisa o el juicio, como «esto no es cocinar de verdad» o «no me va a salir», obsérvalo con una sonrisa. No hace falta un plato perfecto; basta un plato hecho con atención.',
      },
      {
        at: 645,
        text: 'Piensa en lo que tienes hoy en tu cocina. Quizá no sea mucho, pero hoy alcanza para preparar algo que alimenta. Reconocer lo que alcanza también es abundancia.',
      },
      {
        at: 685,
        text: 'Cuando termines, sirve el plato con cuidado. Colócalo de forma que te guste mirarlo. Presentar la comida con belleza es una forma de honrar lo que tienes.',
      },
      {
        at: 725,
        text: 'Antes de probarlo, míralo unos instantes. Da las gracias en silencio a la tierra, al agua, al sol y a todas las manos que han hecho posible este plato, también las tuyas.',
      },
      {
        at: 795,
        text: 'Toma el primer bocado despacio. Saborea cada matiz y nota cómo el cuerpo recibe el alimento.',
      },
      {
        at: 830,
        text: 'Si has preparado de más, piensa con quién podrías compartirlo hoy. La abundancia de una cocina se multiplica cuando se sirve a otra persona.',
      },
      {
        at: 870,
        text: 'Cuando recojas, hazlo también con atención: lavar, secar, guardar. La próxima vez que cocines, aunque sea deprisa, recuerda un solo gesto de esta práctica y vuelve a la gratitud.',
      },
    ],
  },
  {
    name: 'El círculo de dar y recibir',
    description:
      'Una meditación sobre la generosidad como un flujo: recibes al inhalar, das al exhalar, y descubres que dar y recibir forman parte del mismo movimiento.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Relaciones', 'Conexión con el universo'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué diste hoy sin esperar nada y qué recibiste sin pedirlo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acomoda el cuerpo en una postura estable, con las manos sobre los muslos: una palma hacia arriba y la otra hacia abajo. Cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira con calma unas cuantas veces. Nota que la respiración ya es un círculo: recibes el aire y lo devuelves. Nada se queda, todo circula, y así la vida continúa.',
      },
      {
        at: 80,
        text: 'Siente tus manos. La palma que mira hacia arriba recibe; la que mira hacia abajo da. Las dos forman parte de ti. Las dos son necesarias.',
      },
      {
        at: 120,
        text: 'Muchas personas aprendieron que dar es bueno y recibir es egoísta o, al revés, que hay que guardar por si acaso. Hoy no vas a juzgar ninguna de esas ideas; solo vas a sentir el movimiento.',
      },
      {
        at: 165,
        text: 'Al inhalar, lleva la atención a la mano que recibe e imagina que recibes lo que necesitas: aire, alimento, cuidado, oportunidades. Al exhalar, lleva la atención a la mano que da.',
      },
      {
        at: 230,
        text: 'Sigue así unos momentos: recibir al inhalar, dar al exhalar. Nota si uno de los dos gestos te resulta más fácil. Solo obsérvalo, sin juzgar.',
      },
      {
        at: 270,
        text: 'Recuerda a alguien que te dio algo importante: tiempo, una oportunidad, un consejo, un abrazo. Deja que su imagen aparezca y siente la gratitud de haberlo recibido.',
      },
      {
        at: 335,
        text: 'Piensa en todo lo que esa persona puso en marcha en tu vida. Un solo gesto generoso se convierte en muchas cosas con el tiempo.',
      },
      {
        at: 370,
        text: 'Ahora recuerda una vez en la que diste algo de corazón, sin esperar nada a cambio. Siente cómo fue dar así, la alegría serena de hacerlo.',
      },
      {
        at: 435,
        text: 'Observa que en los dos recuerdos hay abundancia. Al recibir, algo se llenó en ti. Al dar, también. La generosidad no vacía: hace circular.',
      },
      {
        at: 475,
        text: 'Imagina un círculo de luz que sale de la mano que da, recorre a las personas de tu vida y vuelve a la mano que recibe. Míralo pasar de mano en mano, creciendo.',
      },
      {
        at: 540,
        text: 'Ese círculo se extiende a tu barrio, a tu ciudad y al mundo entero: personas que cultivan, que enseñan, que cuidan, que construyen. Tú formas parte de esa red, recibiendo y dando.',
      },
      {
        at: 580,
        text: 'Piensa en lo que te ha llegado hoy gracias a personas que no conoces: la ropa que llevas, el agua corriente, la luz que te ilumina. Cuánta generosidad invisible sostiene un solo día de tu vida.',
      },
      {
        at: 625,
        text: 'Pregúntate con honestidad: ¿qué puedo dar hoy desde lo que tengo, sin quedarme sin nada? Quizá tiempo, atención, una palabra amable, un recurso. Elige un gesto concreto.',
      },
      {
        at: 685,
        text: 'Pregúntate también: ¿qué ayuda necesito y no me atrevo a pedir? Dejar que otras personas te den también es una forma de generosidad.',
      },
      {
        at: 725,
        text: 'Imagina que pides esa ayuda y que alguien te responde con alegría. Observa cómo te sientes al recibirla sin sentir que debes nada. En un círculo, nadie lleva la cuenta.',
      },
      {
        at: 765,
        text: 'Dar desde el vacío agota; dar desde la abundancia alimenta. Si sueles dar hasta quedarte sin fuerzas, permítete hoy recibir primero, como se llena un pozo antes de sacar agua.',
      },
      {
        at: 810,
        text: 'Vuelve a la respiración: recibir, dar. Deja que el movimiento sea suave y natural, como las mareas que van y vienen sin esfuerzo.',
      },
      {
        at: 870,
        text: 'Junta las manos frente al pecho y agradece ser parte de este círculo. Abre los ojos y haz hoy el gesto que elegiste. Lo que das vuelve al mundo de muchas formas.',
      },
    ],
  },
  {
    name: 'Confiar en el cauce del río',
    description:
      'Para momentos de incertidumbre económica o vital: una visualización junto a un río que sigue su cauce, para soltar el control, confiar y dar el siguiente paso posible.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Conexión con el universo', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué parte de tu situación está en tus manos y cuál puedes confiar al cauce?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación te acompaña en los momentos de incertidumbre, cuando no sabes cómo va a salir algo importante. Busca tu postura, cierra los ojos y respira despacio.',
      },
      {
        at: 40,
        text: 'Nota cómo está el cuerpo con esa incertidumbre. Quizá el pecho apretado, el estómago inquieto, la mente adelantándose al futuro. Reconócelo con amabilidad: «Esto es incertidumbre, y es difícil».',
      },
      {
        at: 85,
        text: 'Alarga la exhalación unas cuantas veces, que el aire salga despacio, como el agua que se desliza. Siente los puntos de apoyo del cuerpo. Ahora mismo, aquí, estás a salvo.',
      },
      {
        at: 125,
        text: 'Imagina que caminas por un sendero hasta la orilla de un río. Escucha el sonido del agua, siente la humedad del aire, el olor de la tierra y de las plantas de la ribera.',
      },
      {
        at: 170,
        text: 'Mira el agua: su color, los reflejos de la luz, la espuma que se forma junto a las piedras. Nunca es la misma agua, y sin embargo el río sigue siendo el mismo.',
      },
      {
        at: 210,
        text: 'Siéntate en una piedra junto al agua y obsérvala. El río no sabe qué hay después de la siguiente curva, y aun así sigue avanzando. Rodea las piedras, se adapta, encuentra el camino.',
      },
      {
        at: 275,
        text: 'Fíjate en cómo el agua, cuando encuentra un obstáculo, no se pelea con él. Espera, se acumula, busca una grieta, lo rodea. Su fuerza está en su constancia, no en su prisa.',
      },
      {
        at: 320,
        text: 'Junta las manos en forma de cuenco y mételas en el agua. Sácalas llenas. Si aprietas los dedos para retener el agua, se escapa. Si mantienes las manos abiertas y quietas, el agua se queda en ellas.',
      },
      {
        at: 390,
        text: 'Así ocurre a menudo con lo que nos preocupa: cuanto más apretamos para controlarlo, más se escurre. Sostén tu situación así, con las manos abiertas. Suelta un poco la fuerza de los dedos, y también la de los hombros y el pecho.',
      },
      {
        at: 435,
        text: 'Si la preocupación vuelve, como suele pasar, no te enfades. Vuelve a abrir las manos. Confiar no se hace de una vez; se practica, gesto a gesto.',
      },
      {
        at: 475,
        text: 'Observa lo que el río nutre a su paso: árboles, pájaros, campos, pueblos. No guarda el agua para sí; la deja pasar, y por eso todo florece a su alrededor.',
      },
      {
        at: 540,
        text: 'Pregúntate: ¿qué depende de mí en esta situación? Quizá una llamada, una cuenta que revisar, una conversación, pedir consejo. Deja que aparezca un solo paso posible.',
      },
      {
        at: 580,
        text: 'Imagina que das ese paso. Visualízalo con detalle: dónde estás, qué dices o qué haces, cómo respiras. Nota que es posible, que cabe en tu día.',
      },
      {
        at: 620,
        text: 'Y ¿qué no depende de mí? Eso puedes confiarlo al cauce, a la vida, al universo, a la sabiduría que sostiene las cosas. Repite en silencio: «Hago mi parte y confío en el resto».',
      },
      {
        at: 685,
        text: 'Devuelve el agua al río y deja las manos un momento en la corriente. Siente su frescor y su movimiento entre los dedos. Deja que esa confianza sencilla entre en ti: el agua siempre encuentra su camino.',
      },
      {
        at: 730,
        text: 'Recuerda otros momentos de tu vida en los que no sabías cómo iba a salir todo, y de alguna manera salió. Tú también, como el río, has encontrado caminos que no veías.',
      },
      {
        at: 775,
        text: 'Quédate un poco más junto al río, respirando a su ritmo. Inhala con su corriente, exhala con su calma.',
      },
      {
        at: 835,
        text: 'Levántate de la piedra y vuelve por el sendero, llevando contigo el sonido del agua y ese único paso posible.',
      },
      {
        at: 870,
        text: 'Siente de nuevo el cuerpo, el suelo y la respiración. Abre los ojos. Hoy da ese paso, por pequeño que sea, y confía el resto al cauce.',
      },
    ],
  },
  {
    name: 'El tiempo también es abundancia',
    description:
      'Para quien siente que nunca le alcanza el tiempo: una meditación para salir de la prisa, descubrir cuánto cabe en un minuto presente y elegir en qué poner tus horas.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Calma', 'Gratitud'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿A qué quieres dedicar una hora protegida esta semana y qué dejarás fuera para hacerle sitio?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación es para ti si a menudo sientes que no te alcanza el tiempo. Durante veinte minutos no vas a correr detrás de nada. Busca una postura en la que puedas estar a gusto y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Empieza por notar la prisa, si está. Quizá la sientes en el pecho, en la mandíbula o en una ligera inclinación del cuerpo hacia delante, como si ya estuvieras en lo siguiente. No la juzgues; solo reconócela.',
      },
      {
        at: 90,
        text: 'Alarga la exhalación. Inhala contando hasta cuatro y exhala contando hasta seis. Con cada exhalación larga, el cuerpo recibe un mensaje: ahora no hace falta correr.',
      },
      {
        at: 155,
        text: 'Siente los puntos de apoyo del cuerpo: el asiento, la espalda, los pies. Este momento ya está aquí. No tienes que llegar a él.',
      },
      {
        at: 190,
        text: 'Solemos hablar del tiempo como del dinero: lo gastamos, lo perdemos, nos falta. Hoy vas a mirarlo de otra manera, como algo que se te da, un minuto tras otro, cada día.',
      },
      {
        at: 235,
        text: 'Hay quien dice que el tiempo es un regalo del universo: cada mañana recibes un día entero sin haberlo pedido. Nadie recibe más horas que otra persona; lo que cambia es cómo las vivimos.',
      },
      {
        at: 280,
        text: 'Vas a sentir un solo minuto, completo. Durante el próximo minuto, no hagas nada más que respirar y notar lo que ocurre: sonidos, sensaciones, la respiración. Empieza ahora.',
      },
      {
        at: 340,
        text: 'Ese minuto ha tenido muchas cosas: decenas de sonidos, quizá quince respiraciones, cientos de pequeñas sensaciones. Un minuto presente es más amplio de lo que parece cuando vivimos con prisa.',
      },
      {
        at: 380,
        text: 'Recuerda ahora un momento de tu vida en el que el tiempo pareció ensancharse: una tarde de vacaciones, una conversación con alguien a quien quieres, un paseo por la naturaleza. Vuelve a ese momento con los sentidos.',
      },
      {
        at: 425,
        text: '¿Qué tenía ese momento? Probablemente no duró más que otros; había más presencia. La abundancia de tiempo no depende solo del reloj, sino también de la atención.',
      },
      {
        at: 490,
        text: 'Trae ahora a la mente tu semana. Imagina que es un frasco de cristal. Muchas veces lo llenamos primero de arena: pequeñas tareas, mensajes, urgencias. Y después no caben las piedras grandes.',
      },
      {
        at: 530,
        text: '¿Cuáles son tus piedras grandes? Lo que de verdad importa para ti: descansar, estar con tu gente, tu salud, un proyecto, la calma. Nombra dos o tres en silencio.',
      },
      {
        at: 595,
        text: 'Imagina que colocas primero esas piedras en el frasco. Después, la grava de las tareas necesarias. Y al final, la arena de todo lo demás, en los huecos. Todo cabe mejor en ese orden.',
      },
      {
        at: 640,
        text: 'Observa qué sientes al imaginarlo. Quizá alivio, quizá resistencia: «no puedo dejar de hacer tanto». Escucha esa voz con amabilidad. No tienes que cambiarlo todo hoy.',
      },
      {
        at: 700,
        text: 'Piensa también en el tiempo que otras personas te han regalado: alguien que te escuchó sin mirar el reloj, alguien que te enseñó algo con paciencia. Siente gratitud por ese tiempo recibido.',
      },
      {
        at: 745,
        text: 'Y en el tiempo que tú has regalado: una tarde de ayuda, una llamada larga, una espera por alguien. El tiempo compartido no se pierde; se convierte en vínculo.',
      },
      {
        at: 785,
        text: 'Siente que formas parte de esa red de tiempo compartido: lo que das y lo que recibes circula, como el agua, de unas vidas a otras.',
      },
      {
        at: 825,
        text: 'Vuelve a la respiración. Deja que cada inhalación sea un momento nuevo que llega y cada exhalación, un momento que se va sin que tengas que retenerlo.',
      },
      {
        at: 890,
        text: 'Repite en silencio: «Tengo el tiempo de este momento. Elijo en qué lo pongo. Lo que importa, cabe».',
      },
      {
        at: 925,
        text: 'Quédate unos minutos en silencio, sin hacer nada útil. Solo estar. Si aparece la sensación de estar perdiendo el tiempo, sonríele: descansar también es una buena forma de usarlo.',
      },
      {
        at: 990,
        text: 'Elige ahora una hora de esta semana que vas a proteger para una de tus piedras grandes. Imagina el día, el momento, lo que harás. Y decide qué dejarás fuera para hacerle sitio.',
      },
      {
        at: 1030,
        text: 'Piensa también en un pequeño hábito que te devuelva tiempo: dejar el teléfono lejos durante las comidas, decir que no a algo, hacer una sola cosa a la vez.',
      },
      {
        at: 1070,
        text: 'Imagina cómo te sentirías al final de esa semana si hubieras protegido esa hora. Deja que la imagen sea concreta y amable.',
      },
      {
        at: 1110,
        text: 'Vuelve a sentir el cuerpo entero, respirando a su ritmo, sin prisa. Así se siente el tiempo cuando lo habitas.',
      },
      {
        at: 1170,
        text: 'Mueve los dedos, estira el cuerpo y abre los ojos despacio. Levántate con calma, sin salir corriendo. Hoy, cuando aparezca la prisa, recuerda: un minuto presente es un minuto abundante.',
      },
    ],
  },
  {
    name: 'Ordenar con gratitud un rincón de casa',
    description:
      'Ordena un cajón, una estantería o un armario con atención plena: da las gracias a cada objeto, quédate con lo que usas y deja ir lo que puede servir a otra persona.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Gratitud', 'Claridad'],
    type: 'Activa',
    minutes: 20,
    journalPrompt: '¿Qué objeto te costó más soltar y qué te enseñó sobre lo que valoras?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta es una meditación en acción. Elige un espacio pequeño para ordenar: un cajón, una estantería, una caja o una parte del armario. Algo que puedas terminar en unos veinte minutos.',
      },
      {
        at: 40,
        text: 'Prepara tres zonas cerca de ti: una para lo que te quedas, otra para lo que puedes regalar o donar y otra para lo que ya no sirve. Si quieres, ten una bolsa a mano.',
      },
      {
        at: 80,
        text: 'Si puedes, abre una ventana o enciende una luz agradable. Prepararte así ya es una forma de decirle a tu casa, y a ti, que este momento importa.',
      },
      {
        at: 120,
        text: 'Antes de tocar nada, quédate de pie frente a ese espacio y respira tres veces. Observa lo que ves sin juzgarlo, ni «qué desorden» ni «qué vergüenza». Solo mira.',
      },
      {
        at: 160,
        text: 'Pon una intención: «Ordeno para dar espacio a lo que importa». Ordenar no es deshacerte de todo; es reconocer lo que tienes y decidir con consciencia.',
      },
      {
        at: 195,
        text: 'Piensa por un momento en la sensación que buscas: ligereza, claridad, facilidad para encontrar las cosas. Deja que esa sensación te guíe más que cualquier regla.',
      },
      {
        at: 235,
        text: 'Vacía el espacio por completo, objeto a objeto, despacio. Nota el peso de cada cosa, su textura, su temperatura. Déjalo todo sobre la mesa o el suelo.',
      },
      {
        at: 295,
        text: 'Limpia el espacio vacío con un paño, como si prepararas un lugar para algo valioso. Siente el movimiento del brazo y la respiración mientras limpias.',
      },
      {
        at: 330,
        text: 'Mientras limpias, observa el hueco. A veces nos da miedo el vacío, como si algo faltara. Respira frente a él. El vacío no es escasez; es sitio para respirar.',
      },
      {
        at: 370,
        text: 'Toma el primer objeto entre las manos y sostenlo unos segundos. Pregúntate: ¿lo uso? ¿Me gusta? ¿Me sirve hoy, en la vida que tengo ahora?',
      },
      {
        at: 405,
        text: 'Si la respuesta es sí, dale las gracias y ponlo en la zona de lo que te quedas. Si es no, dale también las gracias por lo que te dio y decide si puede servir a alguien.',
      },
      {
        at: 470,
        text: 'Sigue así, objeto a objeto, a tu ritmo. No hay prisa. Si aparece la duda, respira y escucha al cuerpo: a veces sabe antes que la mente.',
      },
      {
        at: 550,
        text: 'Observa los pensamientos que aparecen: «por si acaso», «me lo regalaron», «costó mucho dinero». Son voces del miedo a que falte. Escúchalas con cariño y decide desde el presente.',
      },
      {
        at: 590,
        text: 'También puede aparecer lo contrario: las ganas de tirarlo todo deprisa para terminar antes. Si notas esa prisa, afloja el ritmo. Aquí importa la atención, no la velocidad.',
      },
      {
        at: 625,
        text: 'Continúa. Nota el tacto en las manos, el sonido de los objetos al dejarlos, tu respiración. Cada decisión es una pequeña práctica de confianza.',
      },
      {
        at: 705,
        text: 'Si encuentras algo que despierta un recuerdo, haz una pausa y deja que la emoción pase. Puedes quedarte con el recuerdo aunque sueltes el objeto.',
      },
      {
        at: 745,
        text: 'Si un objeto es muy importante para ti pero ya no lo usas, puedes hacerle una foto antes de dejarlo ir, o darle un lugar especial donde se vea. Quedarte con algo a conciencia también es una buena decisión.',
      },
      {
        at: 785,
        text: 'Sigue hasta terminar de clasificarlo todo. Si no te da tiempo, está bien: acaba el grupo que tienes entre manos y deja el resto para otro día.',
      },
      {
        at: 865,
        text: 'Ahora vuelve a colocar lo que te quedas, con cuidado, dejando espacio entre las cosas. Que cada objeto tenga su sitio y pueda verse.',
      },
      {
        at: 900,
        text: 'Hazlo más despacio que de costumbre. Siente cómo apoyas cada cosa y el espacio que queda entre una y otra. Colocar con cuidado es una forma de honrar lo que tienes.',
      },
      {
        at: 940,
        text: 'Mira el espacio ordenado. Nota cómo responde el cuerpo al ver orden y aire. El espacio vacío también es abundancia: es posibilidad.',
      },
      {
        at: 1000,
        text: 'Mira ahora el montón de lo que vas a dar. Imagina a la persona que lo recibirá y lo que puede significar para ella. Lo que tú ya no usas puede ser abundancia en otra casa.',
      },
      {
        at: 1040,
        text: 'Lo que va a la basura o al reciclaje, despídelo también con gratitud. Si puedes, sepáralo bien para que los materiales vuelvan a circular.',
      },
      {
        at: 1075,
        text: 'Decide cuándo llevarás esas cosas a donde puedan servir y ponle fecha, para que no se queden olvidadas en un rincón.',
      },
      {
        at: 1110,
        text: 'Vuelve a ponerte de pie frente al espacio y respira tres veces, como al principio. Siente gratitud por lo que tienes y por lo que has dejado ir.',
      },
      {
        at: 1170,
        text: 'Ordenar un rincón también ordena un poco por dentro. Cuando vuelvas a abrir este cajón o esta estantería, recuerda: tienes suficiente, y aún te queda para compartir.',
      },
    ],
  },
  {
    name: 'El jardín de la prosperidad',
    description:
      'Una visualización larga en la que siembras una intención, la riegas con acciones concretas y esperas con paciencia su cosecha, bajo la luz del universo.',
    category: 'Abundancia',
    keywords: ['Abundancia', 'Conexión con el universo', 'Gratitud'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué semilla sembraste en tu jardín y cuál es la primera acción para regarla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta meditación larga. Durante veinticinco minutos vas a cultivar un jardín interior. Busca una postura en la que puedas estar a gusto mucho rato, en una silla o en la cama, y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Empieza por el cuerpo. Siente su peso y su apoyo. Deja que los pies, las piernas y la espalda se suelten. Nota las manos, la cara, la mandíbula. Suelta un poco más con cada exhalación.',
      },
      {
        at: 90,
        text: 'Lleva la atención a la respiración. Inhala en cuatro tiempos y exhala en seis, unas cuantas veces, sin forzar. Después deja que la respiración encuentre su ritmo natural.',
      },
      {
        at: 155,
        text: 'Imagina que caminas por un sendero de tierra suave. Es temprano y el aire huele a hierba húmeda. Al final del sendero hay una puerta de madera. Detrás está tu jardín.',
      },
      {
        at: 200,
        text: 'Escucha los pájaros que despiertan y siente la tierra suave bajo los pies descalzos. Con cada paso te alejas un poco más de las prisas y te acercas a ti.',
      },
      {
        at: 240,
        text: 'Abre la puerta y entra. Quizá el jardín esté muy cuidado, o quizá esté algo abandonado, con hierbas altas y tierra seca. Sea como sea, es tuyo, y puede florecer.',
      },
      {
        at: 305,
        text: 'Recorre el jardín despacio. Mira lo que ya crece en él: plantas fuertes, árboles, flores. Son lo que ya tienes en tu vida: relaciones, habilidades, logros, cosas que has cuidado durante años.',
      },
      {
        at: 350,
        text: 'Fíjate también en los rincones que necesitan cuidado: quizá una planta algo seca o una zona olvidada. No los juzgues. Un jardín siempre tiene partes en flor y partes en reposo.',
      },
      {
        at: 390,
        text: 'Detente junto a la planta más hermosa y obsérvala. ¿Qué representa para ti? Siente gratitud por ella y por todo el cuidado que ha hecho falta para que crezca.',
      },
      {
        at: 460,
        text: 'Ahora busca un rincón con tierra libre y arrodíllate junto a él. Toca la tierra con las manos: está fresca, oscura, fértil, preparada para recibir.',
      },
      {
        at: 500,
        text: 'Antes de sembrar, prepara la tierra. Quita las piedras y las malas hierbas: la creencia de no merecer, la comparación con otras personas, el miedo a fracasar. Sácalas con cuidado y déjalas a un lado.',
      },
      {
        at: 565,
        text: 'En tu mano aparece una semilla. Es una intención de abundancia para tu vida: quizá estabilidad económica, un trabajo que te llene, tiempo para ti, relaciones más sanas. Deja que aparezca la que de verdad importa ahora.',
      },
      {
        at: 610,
        text: 'Sostén la semilla y dale un nombre sencillo. Siente su peso en la palma. Dentro de algo tan pequeño ya está todo lo que puede llegar a ser.',
      },
      {
        at: 675,
        text: 'Haz un hueco en la tierra y siembra la semilla. Cúbrela con suavidad. Pon las manos encima y dile en silencio: «Te voy a cuidar».',
      },
      {
        at: 715,
        text: 'Un jardín no crece solo con desear: necesita agua. A tu lado hay una regadera. El agua son tus acciones, pasos pequeños y concretos. Piensa en la primera acción que regaría esta semilla.',
      },
      {
        at: 785,
        text: 'Riega la tierra despacio. Mientras el agua cae, imagina esa acción ya hecha: la llamada, el curso, la conversación, el ahorro, el descanso. Siente lo sencillo que puede ser empezar.',
      },
      {
        at: 825,
        text: 'Piensa también en la segunda acción, y en la tercera. No tienes que hacerlas todas hoy. Un jardín se riega poco a poco, con constancia, no con una sola inundación.',
      },
      {
        at: 865,
        text: 'Ahora levanta la vista. Sobre el jardín brilla una luz suave: el sol o, si lo prefieres, la luz del universo que sostiene todo lo que crece. No hace crecer las plantas por ti, pero las acompaña cada día.',
      },
      {
        at: 935,
        text: 'Siente esa luz sobre la cabeza y los hombros. Te recuerda que no cultivas en soledad: hay fuerzas más grandes que tú, personas que te ayudarán, ciclos que trabajan a tu favor.',
      },
      {
        at: 980,
        text: 'Respira con esa luz unos momentos. Con cada inhalación, la luz llena tu pecho. Con cada exhalación, cae sobre la tierra donde sembraste tu semilla.',
      },
      {
        at: 1020,
        text: 'Observa el paso del tiempo en tu jardín. Las estaciones cambian. Hay días de lluvia y días de sol. La semilla trabaja bajo tierra aunque no la veas. Repite: «Confío en los tiempos de lo que crece».',
      },
      {
        at: 1090,
        text: 'Imagina el primer brote asomando. Es pequeño y frágil, pero es real. Siente la alegría de verlo, sin prisa por que ya sea un árbol.',
      },
      {
        at: 1130,
        text: 'Fíjate en que el brote no crece en línea recta: se inclina hacia la luz y se adapta al viento. Tus planes también pueden cambiar de forma sin perder su dirección.',
      },
      {
        at: 1170,
        text: 'Adelántate en el tiempo y mira la planta crecida, dando frutos. ¿Qué ha cambiado en tu vida? ¿Cómo te sientes? Quédate un momento en esa imagen, sin aferrarte a cómo tiene que ser exactamente.',
      },
      {
        at: 1240,
        text: 'Recoge un fruto y ofrécelo. Imagina a quién se lo darías: a alguien de tu familia, a una amistad, a alguien que lo necesita. La verdadera cosecha es la que se comparte.',
      },
      {
        at: 1280,
        text: 'Siente la alegría de dar desde lo que ha crecido en ti. Y nota que, al dar, el árbol no se queda vacío: al año siguiente vuelve a florecer.',
      },
      {
        at: 1325,
        text: 'Recorre una vez más tu jardín: las plantas antiguas, la semilla nueva, la luz sobre todo. Siente gratitud por lo que ya ha crecido y confianza en lo que crecerá.',
      },
      {
        at: 1390,
        text: 'Camina hacia la puerta de madera. Antes de salir, mira atrás y dile a tu jardín: «Volveré a regarte». Cierra la puerta con suavidad y vuelve por el sendero.',
      },
      {
        at: 1430,
        text: 'Siente de nuevo el cuerpo: su peso, su apoyo, la respiración. Mueve despacio las manos y los pies.',
      },
      {
        at: 1470,
        text: 'Abre los ojos cuando quieras. Hoy, lleva a cabo la primera acción que elegiste para regar tu semilla. Un jardín abundante se cultiva así: con intención, con constancia y con confianza.',
      },
    ],
  },
];
