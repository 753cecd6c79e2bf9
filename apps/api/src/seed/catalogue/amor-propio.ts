import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Pausa de autocompasión',
    description:
      'Tres frases sencillas para tratarte con amabilidad cuando algo duele: reconocer el momento, recordar que no es solo tuyo y ofrecerte cuidado. Para usar al instante.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Sanación'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué frase amable necesitabas oír hoy y de quién te habría gustado oírla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta es una pausa corta para los momentos en que algo duele: un error, una discusión, una preocupación que no se va. Quédate donde estés, apoya bien los pies y, si quieres, cierra los ojos.',
      },
      {
        at: 30,
        text: 'Trae a la mente la situación que te inquieta ahora. No la más grave de tu vida: algo de hoy, de intensidad media. Deja que aparezca y nota dónde la sientes en el cuerpo: quizá en el pecho, en la garganta, en el estómago.',
      },
      {
        at: 70,
        text: 'Ahora dite despacio: este es un momento difícil. Esto duele. Solo reconócelo, sin añadir juicios ni explicaciones. Nombrar lo que sientes ya es una forma de cuidarte.',
      },
      {
        at: 110,
        text: 'Segunda frase: el sufrimiento forma parte de la vida. Ahora mismo, en muchos lugares, otras personas sienten algo parecido a lo que sientes tú. No te pasa solo a ti, y no hay nada malo en ti por sentirlo.',
      },
      {
        at: 160,
        text: 'Lleva las dos manos al corazón, o a donde te resulte reconfortante: las mejillas, el abdomen, un brazo. Siente el calor y la presión suave del contacto. Tu cuerpo entiende este gesto aunque la mente dude.',
      },
      {
        at: 195,
        text: 'Y la tercera frase: que pueda ser amable conmigo. Que pueda darme lo que necesito. Si te sirve, busca tus propias palabras: que pueda aceptarme, que pueda perdonarme, que pueda tener paciencia conmigo.',
      },
      {
        at: 240,
        text: 'Quédate un momento con las manos donde están, respirando. Quizá la situación no ha cambiado, pero ya no la sostienes a solas: ahora te acompañas.',
      },
      {
        at: 270,
        text: 'Haz una respiración profunda y suelta las manos. Cuando abras los ojos, recuerda que puedes volver a estas tres frases en cualquier momento, incluso en medio de la gente, en silencio.',
      },
    ],
  },
  {
    name: 'Las palabras que mereces',
    description:
      'Una breve meditación con mantra que une la respiración a frases de cariño hacia ti. Para empezar el día o recuperar tu centro cuando te juzgas con dureza.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué frase del mantra te resultó más difícil de creer y por qué crees que fue así?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura en la que la espalda esté erguida pero sin rigidez, como si un hilo te sostuviera suavemente desde la coronilla. Deja las manos sobre los muslos y cierra los ojos.',
      },
      {
        at: 30,
        text: 'Siente tu respiración tal como es ahora. No la cambies. Nota el aire fresco que entra y el aire tibio que sale. Deja que el cuerpo se vaya aflojando con cada exhalación.',
      },
      {
        at: 65,
        text: 'En esta práctica vas a unir unas palabras a tu respiración, como quien canta en voz muy baja una canción conocida. Al inhalar, di por dentro: soy. Al exhalar: suficiente. Soy, suficiente.',
      },
      {
        at: 100,
        text: 'Sigue así a tu ritmo. Inhala: soy. Exhala: suficiente. Deja que las palabras viajen con el aire, sin esfuerzo.',
      },
      {
        at: 145,
        text: 'Si la mente responde que no es verdad, o que todavía te falta algo, no discutas con ella. Nota ese pensamiento, dale las gracias por intentar protegerte y vuelve a las palabras.',
      },
      {
        at: 180,
        text: 'Cambia ahora de frase. Al inhalar: me trato. Al exhalar: con cariño. Me trato, con cariño. Siente cómo suena en tu interior, como si alguien que te quiere te lo dijera al oído.',
      },
      {
        at: 230,
        text: 'Y una última frase. Al inhalar: merezco. Al exhalar: descanso. Merezco descanso. Deja que los hombros bajen al decirlo.',
      },
      {
        at: 270,
        text: 'Suelta las palabras y quédate unos instantes con la respiración libre. Elige una de las tres frases para llevarla contigo hoy. Abre los ojos despacio y repítela cada vez que te des cuenta de que te estás juzgando.',
      },
    ],
  },
  {
    name: 'Frente al espejo',
    description:
      'Ponte frente a un espejo y mírate con la amabilidad con la que mirarías a alguien que quieres. Un ejercicio breve y valiente para hablarte en voz alta con cariño.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Sanación'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué sentiste al mirarte a los ojos y decirte algo amable en voz alta?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas un espejo y un lugar donde puedas estar unos minutos sin que te interrumpan. Colócate frente a él, de pie o en una silla, a una distancia desde la que veas bien tu cara.',
      },
      {
        at: 30,
        text: 'Antes de mirarte, baja la vista un momento. Siente los pies en el suelo y haz dos respiraciones lentas. Es normal sentir algo de pudor; no tienes que hacerlo perfecto.',
      },
      {
        at: 65,
        text: 'Ahora levanta la mirada y mírate a los ojos. Solo a los ojos. Es probable que la mente quiera fijarse en el pelo, en la piel, en algún detalle que no te gusta. Si ocurre, nota el juicio, di por dentro «juzgando» y vuelve a tus ojos.',
      },
      {
        at: 115,
        text: 'Mírate como mirarías a una amistad que quieres mucho, o a alguien pequeño que necesita cariño. Esa cara ha reído, ha llorado, ha seguido adelante en días difíciles. Míralo todo con ternura.',
      },
      {
        at: 155,
        text: 'Ahora di en voz alta, con tu nombre: te veo. Y otra vez, despacio: te veo. Observa qué ocurre en tu cuerpo. Si aparece incomodidad, risa o emoción, está bien. Respira y sigue mirándote.',
      },
      {
        at: 200,
        text: 'Añade otras frases, en voz alta o en un susurro: estoy aquí para ti. Lo estás haciendo lo mejor que puedes. Te mereces cariño. Deja un espacio de silencio después de cada una.',
      },
      {
        at: 240,
        text: 'Ahora regálate una sonrisa, aunque sea pequeña. Nota cómo cambia la expresión de tu cara y cómo responde el resto del cuerpo.',
      },
      {
        at: 270,
        text: 'Lleva una mano al pecho y aparta la mirada del espejo con suavidad. Da las gracias por haberte mirado así. Hoy, cuando pases por delante de un espejo, intenta saludarte con la misma amabilidad.',
      },
    ],
  },
  {
    name: 'Perdonarte',
    description:
      'Una práctica suave para soltar la culpa por algo que hiciste o dejaste de hacer: reconocerlo, aprender de ello y ofrecerte el perdón que darías a otra persona.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Perdón', 'Sanación'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué necesitarías para perdonarte del todo, y qué pequeño paso puedes dar hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica te invita a perdonarte. No es olvidar ni quitar importancia a lo que pasó: es dejar de castigarte para poder aprender y seguir adelante. Busca una postura en la que puedas estar a gusto, con la espalda erguida, y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira despacio unas cuantas veces. Siente el peso del cuerpo, el contacto con el asiento o con el suelo. Lleva una mano al pecho y deja que su calor te recuerde que estás aquí para acompañarte, no para juzgarte.',
      },
      {
        at: 85,
        text: 'Trae a la mente algo por lo que sigas reprochándote. Para empezar, elige algo pequeño o mediano, no la herida más profunda. Una palabra dura que dijiste, una promesa que no cumpliste, algo que dejaste pasar.',
      },
      {
        at: 130,
        text: 'Mira la situación con claridad. ¿Qué ocurrió? ¿Qué hiciste o qué no hiciste? Reconócelo sin exagerarlo ni minimizarlo. Puedes decirte por dentro: sí, hice esto. Y me importa.',
      },
      {
        at: 185,
        text: 'Nota qué sientes al recordarlo: culpa, vergüenza, tristeza, rabia. Busca dónde vive en el cuerpo. Quizá un nudo en el estómago, un peso en los hombros. Respira alrededor de esa sensación, como si le dieras espacio.',
      },
      {
        at: 240,
        text: 'Ahora amplía la mirada. En aquel momento tenías cierto cansancio, ciertos miedos, cierta información, y no más. Hiciste lo que pudiste con lo que tenías. Esto no es una excusa: es comprensión. La misma que darías a alguien que quieres.',
      },
      {
        at: 300,
        text: 'Pregúntate qué has aprendido. ¿Qué harías de forma distinta hoy? Si hay algo que reparar, una disculpa o un gesto, tómalo como una tarea para más tarde. Ahora solo estás aquí para soltar el castigo.',
      },
      {
        at: 345,
        text: 'Imagina que la culpa es una piedra que llevas en las manos. Siente su peso, su forma, su frialdad. La has cargado mucho tiempo. Nota el esfuerzo que hacen tus brazos para sostenerla.',
      },
      {
        at: 390,
        text: 'Repite por dentro, despacio, dejando silencio entre cada frase. Reconozco lo que hice. Reconozco el daño. He aprendido. Me perdono. Me permito seguir adelante. Vuelve a decirlas una vez más, con calma.',
      },
      {
        at: 460,
        text: 'Ahora imagina que te agachas y dejas la piedra en el suelo. Siente cómo se aligeran las manos, los brazos, los hombros. Si todavía no puedes soltarla del todo, déjala al menos a tu lado. Perdonar es un camino, no un instante.',
      },
      {
        at: 520,
        text: 'Quédate unas respiraciones con esta nueva ligereza. Nota el espacio que queda cuando la culpa afloja. Ese espacio es para ti.',
      },
      {
        at: 570,
        text: 'Lleva de nuevo la mano al pecho y da las gracias por tu valentía. Mueve el cuerpo con suavidad y abre los ojos. Puedes volver a esta práctica tantas veces como necesites; cada vez será un poco más fácil.',
      },
    ],
  },
  {
    name: 'Diálogo con tu crítico interior',
    description:
      'Escucha a la voz que te juzga sin pelearte con ella, descubre qué intenta proteger y respóndele con una voz más sabia y amable. Para días de mucha autoexigencia.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué intenta proteger tu crítico interior cuando te habla con tanta dureza?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Todas las personas tenemos una voz interior que critica, exige y compara. Hoy no vas a intentar callarla, sino conocerla. Busca una postura estable, deja las manos en reposo y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Respira tres veces, dejando que la exhalación sea larga. Nota los pies, las piernas, la espalda. Siente que tienes un lugar firme desde el que observar lo que aparezca.',
      },
      {
        at: 85,
        text: 'Recuerda una situación reciente en la que te hablaste con dureza. Quizá cometiste un error o no llegaste a algo que esperabas. Vuelve a ese momento y escucha lo que te dijiste. Las palabras exactas.',
      },
      {
        at: 135,
        text: 'Observa esa voz con curiosidad, como si fuera la de otra persona. ¿Qué tono tiene? ¿Es fría, impaciente, burlona? ¿Se parece a alguien que conociste? Nota también lo que sientes en el cuerpo cuando te habla.',
      },
      {
        at: 200,
        text: 'Ahora dale una forma. Puede ser un personaje, un animal, una figura pequeña con un lápiz rojo y un cuaderno lleno de notas. Imagínala frente a ti. Al ponerle forma, ya no eres esa voz: eres quien la escucha.',
      },
      {
        at: 270,
        text: 'Pregúntale con calma: ¿qué te preocupa? ¿De qué intentas protegerme? Espera la respuesta. A menudo el crítico tiene miedo: al rechazo, al fracaso, a que te hagan daño. Escucha lo que tenga que decir.',
      },
      {
        at: 335,
        text: 'Si descubres su buena intención, agradécesela. Puedes decirle: gracias por querer cuidarme. Entiendo tu miedo. Pero tu manera de hablarme me hace daño, y ya no la necesito.',
      },
      {
        at: 380,
        text: 'Ahora invita a otra voz. Imagina a alguien sabio y amable, real o imaginario, que te conoce bien y te quiere sin condiciones. Mira cómo llega y se sienta a tu lado. Siente su presencia cálida.',
      },
      {
        at: 450,
        text: 'Pídele a esta voz que te hable sobre la misma situación. ¿Qué te diría? Quizá algo como: cometiste un error, como cualquier ser humano. Eso no define quién eres. Te quiero igual, y estoy aquí para ayudarte a aprender. Escucha sus palabras y deja que lleguen al cuerpo.',
      },
      {
        at: 520,
        text: 'Nota la diferencia en el cuerpo entre las dos voces. Con cuál respiras mejor, con cuál se sueltan los hombros. Esa voz amable también es tuya; solo necesita práctica para hacerse oír.',
      },
      {
        at: 570,
        text: 'Respira hondo y deja que las imágenes se disuelvan. Mueve los dedos y abre los ojos. Durante el día, cuando oigas al crítico, salúdalo sin pelearte y pregúntate: ¿qué me diría ahora la voz amable?',
      },
    ],
  },
  {
    name: 'Abrazo de mariposa',
    description:
      'Cruza los brazos sobre el pecho y date golpecitos alternos y lentos mientras te dices frases de cariño. Un gesto de autocuidado para calmar el cuerpo y acompañarte.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Dónde notaste en el cuerpo el efecto de abrazarte así?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica usa un gesto sencillo llamado abrazo de mariposa, que combina el contacto, el ritmo y la respiración. Siéntate con los pies apoyados en el suelo y la espalda erguida.',
      },
      {
        at: 35,
        text: 'Cruza los brazos sobre el pecho, de manera que la mano derecha quede sobre el hombro o la parte alta del brazo izquierdo, y la mano izquierda sobre el derecho. Si te resulta más agradable, puedes entrelazar los pulgares y apoyar las manos bajo las clavículas, como las alas de una mariposa.',
      },
      {
        at: 90,
        text: 'Antes de empezar, respira con los brazos así cruzados. Nota el calor de las manos, la presión suave, el abrazo. Deja que los ojos se cierren o que la mirada descanse en un punto del suelo.',
      },
      {
        at: 135,
        text: 'Ahora empieza a dar golpecitos alternos, lentos y suaves: primero una mano, luego la otra. Derecha, izquierda. Derecha, izquierda. Como el latido lento de un corazón en reposo. Deja que la respiración acompañe el ritmo.',
      },
      {
        at: 210,
        text: 'Si notas que el ritmo se acelera, vuelve a hacerlo más lento. Si algo en el cuerpo se incomoda, detén el movimiento y quédate solo con el abrazo quieto. Tú marcas el ritmo.',
      },
      {
        at: 260,
        text: 'Mientras sigues con los golpecitos, recuerda un lugar donde te sientas a salvo: real o imaginario. Una playa, una habitación, un bosque, un rincón de tu infancia. Imagínalo con detalle: colores, sonidos, temperatura.',
      },
      {
        at: 335,
        text: 'Sin dejar el ritmo, añade frases de cariño, una con cada serie de golpecitos: estoy aquí. Me acompaño. Puedo cuidarme. Elige la que más te llegue y repítela en silencio.',
      },
      {
        at: 405,
        text: 'Haz una pausa. Deja las manos quietas sobre el pecho y respira. Nota qué ha cambiado: la respiración, el pulso, la temperatura de las manos. Solo obsérvalo.',
      },
      {
        at: 450,
        text: 'Retoma los golpecitos durante un rato más. Esta vez imagina que quien te abraza es alguien que te quiere mucho, o tu propia versión más sabia. Recibe ese abrazo. Déjate sostener.',
      },
      {
        at: 525,
        text: 'Ve haciendo los golpecitos cada vez más lentos, más espaciados, hasta que las manos se detengan. Quédate en el abrazo quieto, sintiendo el latido bajo las palmas.',
      },
      {
        at: 570,
        text: 'Descruza los brazos despacio y deja las manos sobre los muslos. Respira hondo y abre los ojos. Recuerda que este abrazo está siempre disponible: en casa, en el trabajo, incluso en el baño si necesitas un momento a solas.',
      },
    ],
  },
  {
    name: 'Bondad amorosa hacia ti',
    description:
      'La práctica clásica de bondad amorosa dirigida esta vez a ti: frases de buenos deseos que se repiten con la respiración hasta que el cuerpo empieza a creerlas.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Sanación'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Cuál de los buenos deseos que te ofreciste te gustaría que se cumpliera primero?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta práctica de bondad amorosa, conocida también como metta. Durante quince minutos vas a cultivar buenos deseos hacia ti. Busca una postura estable y amable, con la espalda erguida y los hombros sueltos, y cierra los ojos.',
      },
      {
        at: 35,
        text: 'Empieza por el cuerpo. Siente los apoyos, el peso, la temperatura del aire en la piel. Haz tres respiraciones lentas y deja que cada exhalación suelte un poco de la tensión que traes.',
      },
      {
        at: 80,
        text: 'Lleva la atención a la zona del corazón, en el centro del pecho. Si quieres, apoya ahí una mano. Respira como si el aire entrara y saliera por ese lugar. Siente el calor que se va formando.',
      },
      {
        at: 125,
        text: 'A veces cuesta dirigirse buenos deseos directamente. Por eso vas a empezar por alguien a quien quieres sin complicaciones: una criatura pequeña, un animal de compañía, una amistad muy cercana. Imagina que está delante de ti y siente cómo se abre el corazón al ver su cara.',
      },
      {
        at: 190,
        text: 'Quédate con esa calidez y deséale bien: que seas feliz, que estés a salvo, que vivas en paz. Nota lo fácil que es querer a ese ser. Siente el calor en el pecho.',
      },
      {
        at: 245,
        text: 'Ahora, con suavidad, gira esa misma calidez hacia ti. Imagina que te ves en una foto de tu infancia, con esa cara de antes de que el mundo te enseñara a juzgarte. Mira a esa criatura con la misma calidez con la que miraste a quien quieres.',
      },
      {
        at: 310,
        text: 'Ofrécete las frases despacio, una con cada respiración. Que pueda estar a salvo. Que pueda tener paz. Que pueda tener salud. Que pueda vivir con ligereza. Deja espacio entre ellas, como quien deja caer semillas en la tierra.',
      },
      {
        at: 380,
        text: 'Sigue repitiéndolas a tu ritmo. No necesitas sentir nada especial. Las frases son como la lluvia: aunque no veas el efecto hoy, empapan la tierra poco a poco.',
      },
      {
        at: 450,
        text: 'Puedes acompasar las frases con la respiración. Al inhalar, di por dentro: que pueda. Al exhalar: estar a salvo. Inhala: que pueda. Exhala: tener paz. Deja que el ritmo te meza.',
      },
      {
        at: 490,
        text: 'Si aparece resistencia, un pensamiento como «no me lo merezco» o «esto es raro», nótalo con amabilidad. Es normal. Ofrécele también a esa parte un deseo: que tú también puedas estar en paz.',
      },
      {
        at: 535,
        text: 'Si la mente se va a otros asuntos, no pasa nada: es lo que hacen las mentes. Cuando te des cuenta, vuelve con suavidad a la siguiente frase, como quien retoma una canción.',
      },
      {
        at: 590,
        text: 'Ahora imagínate tal como eres hoy, con tu edad, tu cuerpo y tu historia. Con tus aciertos y tus errores. Mira a esa persona y dile: te deseo lo mejor. Que puedas tratarte con cariño. Que puedas aceptarte tal como eres.',
      },
      {
        at: 655,
        text: 'Lleva las frases al cuerpo. Imagina que la bondad recorre tus hombros, tus brazos, tu vientre, tus piernas. Cada parte recibe el deseo: que estés en paz. Especialmente aquellas partes con las que te cuesta reconciliarte.',
      },
      {
        at: 710,
        text: 'Deja que la bondad llegue también a tu historia: a los momentos en que te equivocaste, en que no supiste, en que tuviste miedo. Que también ellos reciban un deseo amable: que puedas sanar.',
      },
      {
        at: 755,
        text: 'Si quieres, deja que esta calidez desborde un poco. Piensa en alguien de tu vida y ofrécele una frase: que tú también estés bien. Amarte no te aleja de los demás; te da más que compartir.',
      },
      {
        at: 800,
        text: 'Ahora suelta las frases y quédate en silencio, descansando en la sensación que hayan dejado, sea cual sea. Quizá calma, quizá ternura, quizá nada en particular. Todo tiene cabida aquí.',
      },
      {
        at: 870,
        text: 'Haz una respiración profunda y deja que la mano baje del pecho. Mueve el cuerpo con suavidad y abre los ojos. Elige una de las frases y repítela hoy cada vez que te laves las manos.',
      },
    ],
  },
  {
    name: 'Carta desde tu mejor amistad',
    description:
      'Escribe una carta dirigida a ti desde los ojos de alguien que te quiere sin condiciones. Una práctica de escritura para mirar tus luchas con compasión en lugar de juicio.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Relaciones'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué te dijo la carta que todavía no te habías permitido decirte?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica vas a escribir una carta muy especial: una carta para ti, escrita desde la mirada de alguien que te quiere sin condiciones. Prepara papel y bolígrafo y busca un lugar donde escribir con calma.',
      },
      {
        at: 35,
        text: 'Cierra los ojos un momento. Siente los pies en el suelo y respira despacio. Deja que el cuerpo se asiente antes de empezar. Nada de lo que escribas hoy será juzgado.',
      },
      {
        at: 80,
        text: 'Piensa en algo de ti que te cuesta aceptar: un rasgo de tu carácter, algo de tu cuerpo, una situación que no sabes resolver, algo que te hace sentir insuficiente. Elige una sola cosa.',
      },
      {
        at: 135,
        text: 'Nota qué aparece en el cuerpo al pensar en ello. Quizá una tensión en el pecho, calor en la cara, ganas de cambiar de tema. Respira con eso un momento, sin apartarte.',
      },
      {
        at: 175,
        text: 'Abre los ojos y escríbela con sencillez en la parte de arriba de la hoja, en unas pocas líneas. Qué es y cómo te hace sentir. Sin adornos, con honestidad. Nadie más va a leerlo.',
      },
      {
        at: 245,
        text: 'Ahora cierra los ojos otra vez. Imagina a alguien que te quiere tal como eres: una amistad real, una abuela, un maestro, un ser imaginario lleno de sabiduría y de ternura. Alguien que conoce tus fortalezas y tus debilidades, y te acepta por completo.',
      },
      {
        at: 305,
        text: 'Imagina que esa persona ha leído lo que acabas de escribir. Mira su cara. No hay juicio en ella, solo comprensión y cariño. ¿Qué te diría?',
      },
      {
        at: 345,
        text: 'Fíjate en cómo te mira. Quizá con una sonrisa leve, quizá con los ojos húmedos de ternura. Esa persona ve tu lucha, pero también ve todo lo demás: tu esfuerzo, tu bondad, tu historia completa.',
      },
      {
        at: 390,
        text: 'Ahora escribe una carta desde su punto de vista, dirigida a ti. Empieza con tu nombre. Deja que esa voz hable: qué ve en ti, cómo entiende lo que te pasa, qué te recuerda de tu historia. Escribe sin parar, sin corregir.',
      },
      {
        at: 490,
        text: 'Si te atascas, pregúntate: ¿qué le diría a alguien a quien quiero mucho si me contara esto mismo? Y escribe eso, pero para ti.',
      },
      {
        at: 530,
        text: 'Si tu crítico interior aparece mientras escribes, déjalo a un lado de la hoja. Ahora no le toca hablar. Vuelve a la voz de quien te quiere y sigue escribiendo desde su cariño.',
      },
      {
        at: 570,
        text: 'Sigue escribiendo. Deja que la carta te recuerde que nadie es perfecto, que todas las personas tienen algo que les cuesta aceptar. Y que quizá eso que te pesa tiene una historia, un origen, una razón de ser.',
      },
      {
        at: 665,
        text: 'Para terminar, que esa voz te ofrezca algo concreto: un consejo amable, un permiso, un pequeño paso. Algo que puedas hacer hoy para cuidarte. Escríbelo y firma con su nombre.',
      },
      {
        at: 735,
        text: 'Deja el bolígrafo y respira. Ahora lee la carta despacio, si puedes en voz alta. Déjate recibir sus palabras. Nota qué sientes en el cuerpo al leerla.',
      },
      {
        at: 785,
        text: 'Observa si alguna parte de ti se resiste a creer lo que dice la carta. Es normal. No hace falta creérselo todo hoy; basta con dejar que una frase entre un poco.',
      },
      {
        at: 830,
        text: 'Si alguna frase te ha tocado especialmente, subráyala. Puedes copiarla en una nota y llevarla contigo, o ponerla en un lugar donde la veas cada mañana.',
      },
      {
        at: 870,
        text: 'Dobla la carta y guárdala. Vuelve a leerla cuando tu voz interior se vuelva dura. Y recuerda: esa mirada amable no es solo de otra persona; también vive en ti, porque has sido tú quien la ha escrito.',
      },
    ],
  },
  {
    name: 'Cuidar tu cuerpo con las manos',
    description:
      'Un automasaje lento, de la cabeza a los pies, guiado con ternura. Para reconciliarte con tu cuerpo a través del tacto y darle el cuidado que sueles dar a los demás.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Sanación'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué zona de tu cuerpo agradeció más el contacto de tus manos?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica vas a cuidar tu cuerpo con tus propias manos, con el mismo cariño con el que tocarías a alguien que quieres. Siéntate en una silla o en el suelo, en un lugar cálido, y si te apetece, cierra los ojos.',
      },
      {
        at: 40,
        text: 'Empieza frotando las palmas de las manos entre sí, con energía, hasta que notes que se calientan. Siente el calor que has creado. Ese calor es tuyo, y vas a ofrecérselo a tu cuerpo.',
      },
      {
        at: 90,
        text: 'Apoya las palmas calientes sobre los ojos cerrados, sin presionar. Deja que la oscuridad y el calor los descansen. Respira. Tus ojos trabajan todo el día; ahora pueden reposar un momento.',
      },
      {
        at: 160,
        text: 'Lleva las yemas de los dedos a la frente y haz pequeños círculos lentos, de dentro hacia fuera, hasta las sienes. Luego baja a las mejillas y a la mandíbula. Si la mandíbula está apretada, masajea justo delante de las orejas y deja que la boca se entreabra.',
      },
      {
        at: 230,
        text: 'Pasa las manos por el cuero cabelludo, como si te lavaras el pelo muy despacio. Presiona con las yemas, mueve la piel. Después baja a la nuca y masajea con suavidad la base del cráneo.',
      },
      {
        at: 300,
        text: 'Lleva la mano derecha al hombro izquierdo y aprieta con suavidad, como quien amasa pan. Busca los puntos tensos y quédate en ellos, respirando. Luego cambia de lado. Los hombros cargan con mucho; dales las gracias.',
      },
      {
        at: 370,
        text: 'Recorre ahora cada brazo con la mano contraria, desde el hombro hasta la muñeca, con pasadas largas y lentas, como si alisaras una tela. Después masajea cada mano: la palma con el pulgar, cada dedo desde la base hasta la punta.',
      },
      {
        at: 440,
        text: 'Detente un momento a sentir tus manos después del masaje: el hormigueo, el calor, la vida que hay en ellas. Son las mismas manos que cuidan a otras personas; hoy cuidan de ti.',
      },
      {
        at: 490,
        text: 'Mientras lo haces, puedes decirle a tu cuerpo, en silencio: te cuido. Te escucho. Gracias por todo lo que haces. Quizá notas algo de pudor o extrañeza. Es normal; muchas veces no estamos acostumbrados a tocarnos con cariño.',
      },
      {
        at: 545,
        text: 'Apoya ambas manos sobre el vientre y haz círculos amplios y lentos, en el sentido de las agujas del reloj. Siente cómo el abdomen sube y baja bajo tus manos con la respiración. Deja que se ablande.',
      },
      {
        at: 610,
        text: 'Baja a las piernas. Con las dos manos, recorre cada pierna desde el muslo hasta el tobillo, apretando suavemente. Detente en las rodillas y haz pequeños círculos alrededor de ellas.',
      },
      {
        at: 675,
        text: 'Si puedes llegar con comodidad, toma un pie entre las manos. Presiona la planta con los pulgares, estira con cuidado cada dedo, rodea el tobillo. Después el otro pie. Tus pies te han llevado por toda tu vida.',
      },
      {
        at: 745,
        text: 'Ahora deja las manos quietas sobre una zona de tu cuerpo que necesite especial cariño, una que te duela o que te cueste aceptar. Quédate ahí unas respiraciones, enviándole calor y comprensión.',
      },
      {
        at: 795,
        text: 'Recorre por última vez todo el cuerpo con pasadas suaves, de la cabeza a los pies, como si lo envolvieras en una manta. Luego deja las manos en reposo y siente el cuerpo entero, despierto y cuidado.',
      },
      {
        at: 865,
        text: 'Respira hondo y abre los ojos. Da las gracias a tus manos por este cuidado y a tu cuerpo por recibirlo. Puedes regalarte unos minutos de este masaje cualquier día, sobre todo en los días en que te cuesta quererte.',
      },
    ],
  },
  {
    name: 'Abrazar a quien fuiste',
    description:
      'Una visualización para encontrarte con la persona que fuiste en la infancia y darle lo que entonces necesitaba: escucha, protección y cariño. Para practicar con calma.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Sanación', 'Perdón'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué necesitaba oír tu yo de la infancia y cómo puedes dárselo hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta meditación vas a encontrarte con la persona que fuiste en la infancia. Es una práctica delicada; ve a tu ritmo y recuerda que puedes abrir los ojos y volver a la respiración en cualquier momento. Busca una postura en la que puedas estar a gusto y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Respira despacio y siente el cuerpo. Nota el peso, los apoyos, la temperatura. Con cada exhalación, deja que la frente se suavice, que la mandíbula se afloje, que los hombros bajen.',
      },
      {
        at: 90,
        text: 'Lleva una mano al pecho y la otra al vientre. Siente cómo se mueven con la respiración. Este es tu cuerpo de hoy, con todos los años que has vivido, con toda la fuerza y la experiencia que tienes ahora.',
      },
      {
        at: 145,
        text: 'Imagina un lugar en la naturaleza donde te sientas a salvo. Un prado, una playa en calma al atardecer, un claro del bosque. Mira los colores, escucha los sonidos, siente la temperatura del aire. Camina despacio por ese lugar.',
      },
      {
        at: 210,
        text: 'Busca en ese lugar un sitio donde sentarte: una roca lisa, un tronco, la arena tibia. Siéntate y respira el aire de ese lugar. Aquí nada puede hacerte daño.',
      },
      {
        at: 255,
        text: 'A lo lejos, ves acercarse a una figura pequeña. Poco a poco la reconoces: eres tú, con pocos años. Quizá cinco, quizá ocho, la edad que aparezca. Observa cómo va vestida esa pequeña persona, cómo camina, qué expresión tiene.',
      },
      {
        at: 320,
        text: 'Agáchate para quedar a su altura y mira sus ojos. ¿Qué hay en su cara: alegría, timidez, miedo, tristeza, curiosidad? No hace falta hacer nada todavía. Solo mira, y deja que sienta que por fin alguien le presta atención de verdad.',
      },
      {
        at: 385,
        text: 'Saluda con cariño a esa pequeña persona. Dile tu nombre, que también es el suyo. Dile: he venido a verte. Ya he crecido, y ahora puedo cuidarte. Observa cómo reacciona.',
      },
      {
        at: 435,
        text: 'Pregúntale con suavidad: ¿qué necesitas? Y escucha. Quizá necesita un abrazo, que alguien juegue, oír que no es su culpa, sentir protección, poder llorar. Deja que la respuesta llegue, aunque sea sin palabras.',
      },
      {
        at: 510,
        text: 'Si no responde, no insistas. A veces hace falta tiempo para confiar. Quédate a su lado en silencio, mostrando que no tienes prisa y que no te vas a marchar.',
      },
      {
        at: 560,
        text: 'Ahora dale eso que necesita. Si es un abrazo, dale un abrazo. Si son palabras, díselas. Si necesita protección, ponte a su lado y dile que ya no tendrá que enfrentarse a nada sin compañía.',
      },
      {
        at: 635,
        text: 'Nota cómo responde. Quizá se relaja, quizá sonríe, quizá se acurruca contra ti. Siente en tu propio cuerpo el efecto de ese cuidado: tal vez el pecho se calienta, tal vez algo se afloja en la garganta.',
      },
      {
        at: 700,
        text: 'Si aparecen emociones fuertes, respira y recuerda que eres la persona adulta de esta escena. Siente la mano sobre el pecho, los pies en el suelo. Tú sostienes, tú acompañas.',
      },
      {
        at: 750,
        text: 'Dile algunas frases que quizá no oyó lo suficiente: eres importante. Está bien sentir lo que sientes. No tienes que ganarte el cariño. Me alegra mucho que existas. Deja que cada frase le llegue despacio.',
      },
      {
        at: 815,
        text: 'Si hay algo que no salió bien en tu infancia, algo que te duele todavía, reconócelo ante esa pequeña persona. No fue tu culpa. Tenías muy pocos años y hacías lo que podías. Ahora hay alguien adulto que te cuida.',
      },
      {
        at: 865,
        text: 'Y si hay algo por lo que te has juzgado desde entonces, algo que hiciste o no supiste hacer cuando tenías pocos años, ofrécele ahora tu perdón. Dile: te perdono. No sabías más. Ya puedes soltarlo.',
      },
      {
        at: 930,
        text: 'Ahora propón un juego a esa pequeña persona: correr por el prado, buscar piedras bonitas, mirar las nubes. Imagina la risa, el movimiento, la alegría sin motivo. Deja que tu cuerpo recuerde cómo era jugar.',
      },
      {
        at: 995,
        text: 'Pregúntale si quiere venir contigo. Imagina que la pequeña figura se acerca y, poco a poco, se funde con tu pecho, como una luz cálida que entra en tu corazón. Desde ahora vive contigo, y puedes hablarle cuando quieras.',
      },
      {
        at: 1045,
        text: 'Recuerda que esta pequeña persona vive en ti cuando te asustas, cuando juegas, cuando te emocionas con algo sencillo. Cuidar de ti hoy es también cuidar de ella.',
      },
      {
        at: 1090,
        text: 'Quédate en silencio, con la mano en el pecho, sintiendo esa presencia. Respira. Nota la ternura, la tristeza o la alegría que haya. Todo tiene su lugar.',
      },
      {
        at: 1165,
        text: 'Poco a poco, deja que el paisaje se desvanezca. Siente de nuevo el cuerpo, el peso, los apoyos. Mueve los dedos y abre los ojos cuando quieras. Hoy, haz algo pequeño que le habría gustado a esa persona que fuiste: un juego, un dulce, un rato al sol.',
      },
    ],
  },
  {
    name: 'RAIN para los días difíciles',
    description:
      'Practica RAIN: reconocer lo que sientes, aceptarlo, investigarlo con curiosidad y nutrirte con amabilidad. Un método paso a paso para las emociones que pesan.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Sanación'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué descubriste al explorar la emoción con curiosidad en lugar de huir de ella?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación sigue un método llamado RAIN, por sus iniciales en inglés. En español podemos recordarlo así: reconocer, aceptar, investigar y nutrir. Es un camino para acompañar una emoción difícil sin ahogarte en ella. Busca una postura estable y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Antes de empezar, crea una base firme. Siente los pies en el suelo y las manos sobre los muslos. Haz cinco respiraciones lentas, contándolas en silencio. Este cuerpo, aquí y ahora, es tu refugio.',
      },
      {
        at: 90,
        text: 'Trae a la mente una situación que hoy te pese. Algo que te preocupa, te entristece o te irrita. Elige algo de intensidad moderada, que puedas mirar sin desbordarte. Revive un momento de esa situación durante unos instantes.',
      },
      {
        at: 140,
        text: 'Primer paso: reconocer. Pregúntate: ¿qué está pasando dentro de mí ahora mismo? Nombra lo que aparece con palabras sencillas: miedo, tristeza, rabia, vergüenza, cansancio. Quizá hay varias cosas a la vez. Solo reconócelas: aquí hay miedo, aquí hay tristeza.',
      },
      {
        at: 210,
        text: 'Nota también los pensamientos que acompañan a la emoción. Las historias que la mente cuenta: no voy a poder, siempre me pasa lo mismo. No hace falta creerlas ni discutirlas. Solo reconoce que están ahí.',
      },
      {
        at: 275,
        text: 'Si sientes que la emoción crece demasiado, vuelve a los pies y a la respiración. Puedes abrir los ojos un momento. Siempre puedes regresar a tu base firme y retomar cuando quieras.',
      },
      {
        at: 325,
        text: 'Segundo paso: aceptar, o permitir. Deja que lo que sientes esté aquí, sin intentar arreglarlo ni echarlo. Puedes decirte: sí, esto también. Es como abrir la puerta a un visitante incómodo y dejar que se siente un rato.',
      },
      {
        at: 395,
        text: 'Imagina que la emoción es una ola. No intentas detenerla ni te lanzas dentro: solo la dejas pasar, sabiendo que las olas suben, llegan a su punto más alto y vuelven a bajar.',
      },
      {
        at: 460,
        text: 'Si aparece resistencia, un no quiero sentir esto, permite también esa resistencia. No se trata de que te guste lo que sientes, sino de dejar de pelearte con ello. Respira y ablanda un poco el cuerpo alrededor de la emoción.',
      },
      {
        at: 530,
        text: 'Tercer paso: investigar con curiosidad amable. ¿Dónde sientes esto en el cuerpo? Quizá una presión en el pecho, un nudo en la garganta, calor en la cara, un vacío en el estómago. Lleva allí tu atención. ¿Qué forma tiene? ¿Se mueve o está quieto? ¿Cambia al respirar?',
      },
      {
        at: 615,
        text: 'Sigue investigando, con la delicadeza con la que te acercarías a un animal herido. Pregunta a esa zona del cuerpo: ¿qué crees sobre mí? ¿Qué necesitas? Escucha sin prisa. A veces la respuesta es una palabra, una imagen o una sensación.',
      },
      {
        at: 685,
        text: 'Pregúntate también: ¿cuándo he sentido esto antes? Quizá es una sensación antigua, conocida. No hace falta seguir el hilo del recuerdo; basta con notar que esta parte de ti lleva tiempo pidiendo atención.',
      },
      {
        at: 735,
        text: 'Quizá descubras que debajo de la rabia hay miedo, o que debajo del miedo hay un deseo profundo de sentirte a salvo y de recibir cariño. Deja que se muestre lo que hay debajo.',
      },
      {
        at: 785,
        text: 'Cuarto paso: nutrir. Ofrece a esa parte de ti lo que necesita. Quizá unas palabras: estoy aquí contigo. No estás a solas. Te quiero, incluso ahora. Lleva una mano a donde sientes la emoción y deja que tu calor la acompañe.',
      },
      {
        at: 870,
        text: 'Si te cuesta encontrar esa ternura, imagina a alguien que te quiere mucho, o a un ser sabio, y deja que te hable y te abrace. Permite que su cariño llegue hasta esa parte de ti que sufre.',
      },
      {
        at: 940,
        text: 'Quizá lo que necesitas no son solo palabras, sino un gesto: descanso, agua, salir a caminar, hablar con alguien. Toma nota para dártelo después de la práctica.',
      },
      {
        at: 985,
        text: 'Después de los cuatro pasos, descansa simplemente. Observa el espacio que queda. No hace falta que la emoción haya desaparecido. Quizá es un poco más pequeña, o quizá ahora hay más espacio a su alrededor. Quédate en ese espacio, respirando.',
      },
      {
        at: 1070,
        text: 'Nota que no has tenido que huir de lo que sentías ni dejar que te arrastrara. Has estado presente, con ternura. Es una capacidad que se fortalece cada vez que la practicas.',
      },
      {
        at: 1120,
        text: 'Date cuenta de que eres algo más que esta emoción. Eres la conciencia que la ha reconocido, la ha aceptado, la ha investigado y la ha cuidado. Ese espacio amplio y amable también eres tú.',
      },
      {
        at: 1170,
        text: 'Respira hondo tres veces. Siente el cuerpo entero, los pies, las manos. Vuelve a abrir los ojos despacio. Recuerda estas cuatro palabras para los días difíciles: reconocer, aceptar, investigar, nutrir.',
      },
    ],
  },
  {
    name: 'Volver a casa en ti',
    description:
      'Una práctica larga para reconciliarte con quien eres: recorrer el cuerpo con cariño, reconocer tus cualidades y aprender a quererte sin dejar de querer a los demás.',
    category: 'Amor Propio',
    keywords: ['Amor propio', 'Relaciones'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Cómo cambiaría tu forma de relacionarte si te trataras como tratas a quien más quieres?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta práctica larga de amor propio. Durante veinticinco minutos vas a volver a casa: no a un lugar, sino a ti. Busca una postura en la que puedas permanecer con facilidad, quizá tumbándote con una manta por encima o con la espalda apoyada. Cierra los ojos.',
      },
      {
        at: 45,
        text: 'Empieza por llegar. Haz unas respiraciones largas, dejando que el aire salga despacio, como un suspiro. Con cada exhalación, suelta el día: los mensajes, las tareas, las conversaciones. Por ahora, todo eso puede esperar.',
      },
      {
        at: 95,
        text: 'Siente el contacto del cuerpo con lo que te sostiene. Nota cómo el suelo o la cama reciben tu peso sin pedirte nada a cambio. Permite que algo te sostenga, sin tener que hacer nada para merecerlo.',
      },
      {
        at: 145,
        text: 'Lleva una mano al pecho y la otra al vientre. Siente el calor de tus propias manos. Es un gesto de cuidado que puedes ofrecerte siempre, sin depender de nadie.',
      },
      {
        at: 195,
        text: 'Vas a recorrer el cuerpo con una atención amable, como quien vuelve a la casa que ama después de un largo viaje. Empieza por los pies. Siéntelos desde dentro: el calor o el frío, el hormigueo, el contacto. Dales las gracias y ofréceles descanso.',
      },
      {
        at: 270,
        text: 'Sube por las piernas: tobillos, rodillas, muslos, caderas. Quizá hay partes de tu cuerpo que juzgas o que ignoras. Si aparece un juicio, nótalo y suavízalo. Este cuerpo no es un proyecto que arreglar: es tu hogar.',
      },
      {
        at: 335,
        text: 'Lleva la atención al vientre. Esta zona guarda muchas emociones: nervios, miedo, deseo. Deja que se ablande con la respiración. Pon una mano encima si te ayuda y dile: aquí puedes estar como estás.',
      },
      {
        at: 405,
        text: 'Sube al pecho y al corazón. Siente su latido, constante y fiel. Te ha acompañado en cada momento de tu vida, en los mejores y en los peores. Ofrécele tu gratitud y tu cariño.',
      },
      {
        at: 470,
        text: 'Recorre la espalda, los hombros, los brazos y las manos. Todo lo que cargas, todo lo que das. Deja que los hombros bajen, que los brazos pesen, que las manos se abran. Por un rato, no tienes que sostener a nadie.',
      },
      {
        at: 540,
        text: 'Ahora el cuello, la cara, la cabeza. Suaviza la frente, el espacio entre las cejas, los ojos, la mandíbula. Imagina una caricia que recorre tu rostro. Es la cara con la que el mundo te conoce; hoy la miras con ternura.',
      },
      {
        at: 610,
        text: 'Siente el cuerpo entero como una casa con todas las luces encendidas. Todas las habitaciones, también las que sueles cerrar, están iluminadas. Nada de ti queda fuera. Respira en esta totalidad.',
      },
      {
        at: 695,
        text: 'Ahora trae a la mente tres cualidades tuyas. Cosas buenas que de verdad hay en ti: quizá tu sentido del humor, tu forma de escuchar, tu constancia, tu sensibilidad. Si te cuesta encontrarlas, piensa en lo que otras personas valoran de ti.',
      },
      {
        at: 750,
        text: 'Quédate con cada una un momento. Recuerda una ocasión concreta en la que esa cualidad se mostró. Permítete reconocerlo sin falsa modestia: esto también soy yo.',
      },
      {
        at: 815,
        text: 'Nota qué ocurre en el cuerpo al reconocer lo bueno de ti. Quizá incomodidad, quizá una sonrisa leve. Muchas personas aprendieron que quererse era egoísta. No lo es: es la base desde la que cuidas a los demás.',
      },
      {
        at: 865,
        text: 'Piensa ahora en tus relaciones. En cómo cuidas a las personas que quieres: cómo les hablas cuando se equivocan, cómo las perdonas, cómo celebras lo que consiguen. Imagina a una de ellas delante de ti y siente ese cariño.',
      },
      {
        at: 935,
        text: 'Pregúntate con honestidad: ¿me trato de la misma manera? ¿Me hablo así cuando me equivoco? Quizá descubres una gran distancia entre cómo tratas a los demás y cómo te tratas. No te juzgues por ello; solo obsérvalo.',
      },
      {
        at: 1005,
        text: 'Imagina que ese mismo cariño que das a los demás da la vuelta y regresa a ti, como un río que vuelve a su fuente. Dite: yo también merezco esta ternura. Yo también formo parte de las personas a las que quiero cuidar.',
      },
      {
        at: 1075,
        text: 'Amarte no significa dejar de amar a los demás. Significa dar desde un lugar lleno, no vacío. Piensa en algún límite que necesites poner, en un no que te cuesta decir. Imagina que lo dices con calma y con cariño, hacia ti y hacia la otra persona.',
      },
      {
        at: 1150,
        text: 'Nota cómo se siente el cuerpo al imaginar ese límite. Quizá miedo al conflicto, quizá alivio. Respira con ambas cosas. Cuidarte también es proteger tu energía y tu tiempo.',
      },
      {
        at: 1200,
        text: 'Repite por dentro, con la respiración: me acepto como soy. Me cuido como cuido a quien quiero. Puedo querer sin perderme. Deja espacio entre cada frase. Repite las tres una vez más, despacio.',
      },
      {
        at: 1265,
        text: 'Ahora descansa en silencio en esta casa interior. No hace falta hacer nada más. Si la mente se va, vuelve a la sensación de la mano sobre el pecho o al ritmo de la respiración. Estás en casa.',
      },
      {
        at: 1350,
        text: 'Escucha qué necesita hoy esta casa. Quizá descanso, quizá movimiento, quizá una conversación pendiente, quizá simplemente un poco más de amabilidad. Deja que la respuesta llegue sin forzarla.',
      },
      {
        at: 1415,
        text: 'Imagina que la puerta de esa casa se abre. Puedes salir al mundo, encontrarte con otras personas, trabajar, cuidar. Y siempre puedes volver. Esta casa te acompaña a donde vayas.',
      },
      {
        at: 1465,
        text: 'Empieza a volver despacio. Respira más hondo, mueve los dedos de las manos y de los pies, estírate como te pida el cuerpo. Cuando abras los ojos, elige un gesto de cariño que vas a tener hoy contigo, tan concreto como el que tendrías con alguien a quien quieres.',
      },
    ],
  },
];
