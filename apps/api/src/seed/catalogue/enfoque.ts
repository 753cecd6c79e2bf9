import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Mente clara',
    description:
      'Cinco minutos para que la mente se asiente como el agua turbia de un vaso que deja de agitarse. Para antes de una tarea importante o cuando todo parece confuso.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué pensamiento se hizo más nítido cuando la mente empezó a asentarse?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda erguida, los pies apoyados en el suelo y las manos sobre los muslos. Cierra los ojos o deja la mirada baja, sin fijarla en nada.',
      },
      {
        at: 25,
        text: 'Haz una respiración profunda por la nariz y suelta el aire despacio por la boca. Otra más. Después deja que la respiración siga su propio ritmo, sin intervenir.',
      },
      {
        at: 60,
        text: 'Imagina un vaso de agua en el que alguien ha removido arena. El agua está turbia, las partículas giran sin parar. Así está a veces tu mente: llena de pensamientos que dan vueltas. No tienes que sacarlos; solo dejar de remover.',
      },
      {
        at: 110,
        text: 'Deja el vaso quieto sobre una mesa. Observa cómo, poco a poco, la arena empieza a bajar. No hace falta hacer nada: el simple reposo hace el trabajo. Con cada exhalación, imagina que un poco más de arena se posa en el fondo.',
      },
      {
        at: 160,
        text: 'Ahora cuenta las exhalaciones del uno al cinco. Inhala, y al exhalar, uno. Inhala, y al exhalar, dos. Así hasta cinco, y vuelve a empezar. Si pierdes la cuenta, sonríe y vuelve al uno. Cada vuelta, el agua se aclara un poco más.',
      },
      {
        at: 220,
        text: 'Mira el vaso de nuevo. El agua está más transparente. Puedes ver a través de ella. Si hay algo que necesitas decidir o hacer, pregúntate con calma: ¿qué es lo más importante ahora? Deja que la respuesta suba, clara, a la superficie.',
      },
      {
        at: 270,
        text: 'Respira hondo una vez más y siente la quietud del agua dentro de ti. Abre los ojos despacio y empieza tu siguiente tarea desde esta claridad, una sola cosa cada vez.',
      },
    ],
  },
  {
    name: 'Un solo sonido como ancla',
    description:
      'Elige un único sonido de tu entorno y úsalo como ancla para la atención, volviendo a él cada vez que la mente se escape. Para centrarte incluso en lugares ruidosos.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué sonido elegiste como ancla y qué te apartaba de él con más frecuencia?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica sirve incluso en lugares con ruido, porque convierte el sonido en tu aliado. Siéntate con la espalda erguida, apoya las manos y cierra los ojos.',
      },
      {
        at: 25,
        text: 'Haz dos respiraciones lentas y después abre los oídos. Deja que lleguen todos los sonidos a la vez: cercanos, lejanos, fuertes, suaves. No los juzgues; solo escucha el paisaje sonoro durante unos momentos.',
      },
      {
        at: 60,
        text: 'Ahora elige un solo sonido. Lo ideal es uno continuo o que se repita: el murmullo de un aparato, el tráfico a lo lejos, el viento, el tictac de un reloj. Si hay mucho silencio, puedes elegir el sonido suave de tu propia respiración.',
      },
      {
        at: 105,
        text: 'Deja que ese sonido sea tu ancla. Escúchalo con todo detalle: su volumen, su tono, si sube o baja, si tiene pausas. Los demás sonidos siguen ahí, pero quedan en segundo plano, como el fondo de una fotografía.',
      },
      {
        at: 155,
        text: 'Cuando la mente se vaya a un pensamiento, o cuando otro sonido te atrape, nótalo sin reproche y vuelve a tu sonido elegido. Cada regreso entrena exactamente la capacidad que necesitas para concentrarte.',
      },
      {
        at: 190,
        text: 'Quizá descubres matices que antes no oías: pequeñas variaciones, ecos, un ritmo escondido. Escuchar con tanta atención vuelve interesante incluso el sonido más corriente.',
      },
      {
        at: 225,
        text: 'Sigue escuchando en silencio. Si tu sonido desaparece, elige otro y continúa. La atención no necesita un mundo silencioso; necesita un lugar al que volver.',
      },
      {
        at: 270,
        text: 'Suelta el sonido y vuelve a escuchar todo el paisaje a la vez. Haz una respiración profunda y abre los ojos. Cuando trabajes en un lugar ruidoso, recuerda que cualquier sonido puede ayudarte a volver.',
      },
    ],
  },
  {
    name: 'Dedos que vuelven al presente',
    description:
      'Toca con el pulgar cada dedo de la mano, en orden y al ritmo de la respiración. Un ejercicio sencillo de coordinación que reúne la atención dispersa en pocos minutos.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Energía'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué le ocurrió a tu mente cuando el movimiento de los dedos se volvió más difícil?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica usa las manos para reunir la atención. Puedes hacerla en tu mesa, en el transporte o antes de una reunión. Siéntate con la espalda erguida y apoya el dorso de las manos sobre los muslos, con las palmas hacia arriba.',
      },
      {
        at: 30,
        text: 'Haz dos respiraciones lentas. Nota las manos: su peso, su temperatura, el aire entre los dedos. Deja que toda la atención baje hasta ellas.',
      },
      {
        at: 60,
        text: 'Con la mano derecha, toca con la yema del pulgar la yema del índice. Después la del dedo corazón, la del anular y la del meñique. Y vuelta a empezar por el índice. Hazlo despacio, sintiendo cada contacto, y acompáñalo por dentro con las palabras: uno, dos, tres, cuatro.',
      },
      {
        at: 110,
        text: 'Añade la mano izquierda, haciendo el mismo recorrido a la vez que la derecha. Las dos manos, como en un espejo. Uno, dos, tres, cuatro. Si te pierdes, detente, sonríe y vuelve a empezar por el índice.',
      },
      {
        at: 150,
        text: 'Ahora sube un poco la dificultad: la mano derecha va del índice al meñique y la izquierda, al mismo tiempo, del meñique al índice. Ve muy despacio. Nota cómo la mente no tiene espacio para nada más.',
      },
      {
        at: 195,
        text: 'Vuelve al movimiento sencillo, con las dos manos iguales, y únelo a la respiración: dos contactos al inhalar, dos al exhalar. Cierra los ojos si te resulta agradable y siente solo las yemas de los dedos.',
      },
      {
        at: 235,
        text: 'Haz los últimos recorridos cada vez más lentos, hasta que las manos se detengan con el pulgar y el índice unidos. Quédate un momento en ese gesto, sintiendo el pequeño pulso en las yemas.',
      },
      {
        at: 270,
        text: 'Abre los ojos y suelta las manos. Nota la claridad que queda: una atención recogida, a punto para lo que sigue. Puedes repetir este gesto con discreción siempre que la mente se disperse.',
      },
    ],
  },
  {
    name: 'Preparar la mente para estudiar',
    description:
      'Antes de abrir los apuntes o el libro, ordena tu atención: cuerpo estable, respiración clara, una intención concreta y una imagen de ti estudiando con calma.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Energía'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué intención concreta te marcaste para esta sesión de estudio?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica te ayuda a preparar la mente antes de estudiar. Si puedes, siéntate ya en el lugar donde vas a estudiar. Pon el teléfono en silencio y fuera de tu vista: esta es la primera decisión de foco.',
      },
      {
        at: 40,
        text: 'Acomódate en la silla con los pies apoyados y la espalda erguida, como si quisieras estar a la vez con calma y con la mente despierta. Deja las manos sobre la mesa o sobre los muslos y cierra los ojos.',
      },
      {
        at: 90,
        text: 'Haz tres respiraciones profundas. Al inhalar, llena el abdomen y el pecho. Al exhalar, suelta el aire por la boca, despacio. Con cada exhalación, deja que las prisas de antes se queden atrás.',
      },
      {
        at: 140,
        text: 'Recorre brevemente el cuerpo buscando tensión. La frente, la mandíbula, los hombros, las manos. Allí donde encuentres rigidez, respira y suelta un poco. Un cuerpo sin tensiones innecesarias deja más energía para la mente.',
      },
      {
        at: 205,
        text: 'Quizá aparecen preocupaciones: el examen, el tiempo que falta, lo mucho que queda. Es natural. Imagina que colocas cada preocupación en una caja, cierras la tapa y la dejas en una estantería. No la tiras: estará ahí cuando termines. Ahora no la necesitas.',
      },
      {
        at: 275,
        text: 'Ahora concreta tu intención. No «estudiar mucho», sino algo claro y alcanzable. Por ejemplo: durante los próximos cuarenta minutos voy a leer este capítulo y hacer un resumen. Dítelo por dentro con precisión.',
      },
      {
        at: 340,
        text: 'Visualiza la sesión. Imagina que abres el libro o los apuntes, que lees con atención, que subrayas lo importante. Imagina también el momento en que aparece una distracción o una parte difícil, y cómo respiras y vuelves, sin enfado, a la página.',
      },
      {
        at: 410,
        text: 'Recuerda por qué estudias esto. Quizá por un objetivo, por una profesión, por curiosidad, por alguien. Conecta un momento con ese motivo. Siente cómo te da un poco más de energía.',
      },
      {
        at: 460,
        text: 'Ahora, tres respiraciones para activar. Inhala un poco más largo de lo normal, llenando bien los pulmones, y exhala de forma breve y decidida. Siente cómo se despierta la atención, como una lámpara que se enciende.',
      },
      {
        at: 525,
        text: 'Crea un gesto ancla: junta la yema del pulgar y la del índice y presiona suavemente mientras respiras. Asocia ese gesto con este estado de atención. Durante el estudio, podrás repetirlo cuando la mente se disperse.',
      },
      {
        at: 575,
        text: 'Abre los ojos despacio. Mira tu mesa, tu material. Haz una última respiración y empieza por la primera línea, solo por la primera. El resto irá llegando.',
      },
    ],
  },
  {
    name: 'Del caos a la lista',
    description:
      'Escribe sin filtro todo lo que ocupa tu cabeza y después ordénalo en tres grupos. Una práctica de escritura para cuando tienes demasiadas cosas en mente y no sabes por dónde empezar.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué pendiente dejó de pesar en cuanto lo escribiste en el papel?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas una hoja grande y un bolígrafo. La idea es sencilla: sacar de la cabeza todo lo que da vueltas para poder verlo con claridad. Siéntate frente a la hoja y haz una respiración lenta.',
      },
      {
        at: 35,
        text: 'Cierra los ojos un momento y nota cómo está tu mente. ¿Se siente llena, acelerada, saltando de un tema a otro? No lo juzgues. Solo reconoce: ahora mismo hay mucho aquí dentro.',
      },
      {
        at: 80,
        text: 'Abre los ojos y empieza a escribir todo lo que ocupa tu mente. Tareas, preocupaciones, ideas, recados, conversaciones pendientes, cosas que no quieres olvidar. Una línea para cada una. No ordenes ni corrijas. Si algo parece tonto, escríbelo igual.',
      },
      {
        at: 180,
        text: 'Sigue escribiendo. Cuando creas que has terminado, espera un momento: suele aparecer algo más. Pregúntate: ¿qué más me preocupa? ¿Qué tengo pendiente en casa, en el trabajo, con otras personas? Anótalo también.',
      },
      {
        at: 245,
        text: 'Deja el bolígrafo y respira. Mira la hoja. Todo eso estaba en tu cabeza a la vez. Nota si sientes algo distinto ahora que está fuera, sobre el papel.',
      },
      {
        at: 290,
        text: 'Ahora vas a ordenar. Lee cada línea y márcala con una letra. Una H si es algo que puedes hacer hoy. Una D si puede esperar a otro día. Y una N si no depende de ti: cosas que te preocupan pero que no puedes controlar.',
      },
      {
        at: 365,
        text: 'Mira las que has marcado con N. Léelas una por una y, al exhalar, imagina que las sueltas. Puedes decirte: esto no está en mis manos. Si hay algo pequeño que sí puedes hacer al respecto, conviértelo en una tarea con H o con D.',
      },
      {
        at: 430,
        text: 'Mira ahora las tareas con H. De todas ellas, elige solo una, la más importante o la que más alivio te daría. Rodéala con un círculo. Ese es tu siguiente paso.',
      },
      {
        at: 485,
        text: 'Las tareas con D pueden ir a tu agenda o a tu lista de la semana. Ya no tienes que recordarlas en la cabeza; están escritas y a salvo.',
      },
      {
        at: 525,
        text: 'Cierra los ojos y haz tres respiraciones. Siente el espacio que ha quedado en la mente. No está vacía, pero está más ordenada, como una mesa después de recoger.',
      },
      {
        at: 570,
        text: 'Abre los ojos, mira la tarea que has rodeado y empieza por ella ahora mismo, sin pensar en el resto. Puedes repetir esta práctica siempre que sientas que la cabeza se llena demasiado.',
      },
    ],
  },
  {
    name: 'Una sola cosa a la vez',
    description:
      'Elige una tarea sencilla, como lavar los platos, ordenar la mesa o doblar ropa, y hazla con toda tu atención. Un entrenamiento práctico contra la multitarea que dispersa la mente.',
    category: 'Enfoque',
    keywords: ['Claridad'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Cuántas veces quiso tu mente hacer otra cosa, y qué la atraía?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación se hace con las manos. Elige una tarea sencilla que puedas hacer durante diez minutos: lavar los platos, ordenar tu mesa, doblar ropa, regar las plantas. Deja el teléfono en otra habitación y prepara lo necesario.',
      },
      {
        at: 40,
        text: 'Antes de empezar, quédate de pie frente a la tarea. Siente los pies en el suelo y haz tres respiraciones. Di por dentro: durante los próximos minutos, solo voy a hacer esto.',
      },
      {
        at: 85,
        text: 'Empieza despacio, más despacio de lo normal. Fíjate en el primer movimiento: la mano que coge un plato, una prenda, un papel. Nota su peso, su temperatura, su textura. Como si fuera la primera vez que lo haces.',
      },
      {
        at: 155,
        text: 'Sigue con la tarea y lleva la atención a las sensaciones. Si es agua, nota su temperatura y su sonido. Si es tela, su suavidad y cómo se pliega. Si son papeles, el roce y el orden que aparece. Deja que los sentidos te mantengan aquí.',
      },
      {
        at: 225,
        text: 'Pronto la mente querrá irse: a una conversación, a una tarea pendiente, a comprobar el teléfono. Cuando ocurra, nótalo con amabilidad y di por dentro: «pensando». Después vuelve a las manos. Cada regreso es una repetición que fortalece tu atención.',
      },
      {
        at: 290,
        text: 'Observa también la prisa. ¿Notas el impulso de terminar rápido para pasar a otra cosa? Es un hábito muy común. Respira y vuelve a bajar el ritmo. No hay otra cosa que hacer ahora.',
      },
      {
        at: 340,
        text: 'Sigue trabajando en silencio durante un rato. Movimiento, sensación, respiración. Si te distraes, vuelve. Si te impacientas, vuelve. Una sola cosa a la vez.',
      },
      {
        at: 415,
        text: 'Nota la satisfacción sencilla de ver el avance: un plato limpio, una prenda doblada, una superficie despejada. Tu atención ha dejado una huella visible.',
      },
      {
        at: 460,
        text: 'Continúa unos minutos más. Esta vez, intenta notar el principio y el final de cada movimiento: cuándo empieza a moverse la mano, cuándo se detiene. Entre un gesto y otro, una pequeña pausa.',
      },
      {
        at: 525,
        text: 'Ve terminando la tarea, aunque no la completes. Detente, deja las manos quietas y mira lo que has hecho. Respira y siente el cuerpo de pie.',
      },
      {
        at: 570,
        text: 'Haz una última respiración profunda. A lo largo del día, cuando notes que saltas de una cosa a otra, recuerda esta sensación: hacer una sola cosa también es descansar. Vuelve a ella siempre que puedas.',
      },
    ],
  },
  {
    name: 'Contar respiraciones hasta diez',
    description:
      'El método clásico de contar las exhalaciones del uno al diez y volver a empezar cada vez que te pierdes. Entrena la atención con paciencia, sin exigencia.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Hasta qué número llegabas antes de distraerte, y qué te distraía?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta es una de las prácticas de atención más antiguas y sencillas: contar respiraciones. Siéntate en una silla o en un cojín, con la espalda erguida y el cuerpo estable. Deja las manos descansando sobre los muslos o en el regazo y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Empieza por notar el cuerpo. El peso sobre el asiento, los pies en el suelo, las manos. Haz unos pequeños ajustes hasta encontrar una postura en la que puedas quedarte quince minutos sin moverte demasiado.',
      },
      {
        at: 85,
        text: 'Lleva la atención a la respiración. Busca el lugar donde la notas con más claridad: la punta de la nariz, el pecho o el abdomen. Quédate con ese lugar. Observa varias respiraciones sin contar todavía.',
      },
      {
        at: 125,
        text: 'Ahora empieza a contar. Al final de cada exhalación, di por dentro un número. Inhala, exhala: uno. Inhala, exhala: dos. Así hasta diez. Al llegar a diez, vuelve a empezar por el uno. No cambies la respiración; solo cuéntala.',
      },
      {
        at: 185,
        text: 'Sigue contando. Si te das cuenta de que la mente se ha ido, o de que has pasado del diez sin notarlo, no pasa nada. Vuelve al uno. Volver no es fracasar: es exactamente el ejercicio.',
      },
      {
        at: 255,
        text: 'Fíjate en el momento exacto en que te das cuenta de que te has distraído. Ese instante es un pequeño despertar. Celébralo en silencio, en lugar de reprocharte nada, y vuelve al uno.',
      },
      {
        at: 300,
        text: 'Nota la calidad de tu atención. A veces es fina y ligera, otras pesada y somnolienta. Si notas somnolencia, endereza un poco la espalda y abre los ojos con la mirada baja. Si notas inquietud, alarga un poco la exhalación.',
      },
      {
        at: 375,
        text: 'Es muy habitual no pasar del tres o del cuatro al principio. Algunas personas no llegan al diez en muchos días. La atención se entrena como un músculo: cada regreso al uno es una repetición.',
      },
      {
        at: 420,
        text: 'Continúa en silencio. Uno con cada exhalación, hasta diez, y otra vez al uno. Deja que los números sean suaves, casi un susurro interior.',
      },
      {
        at: 485,
        text: 'Presta atención a cada respiración completa: cómo empieza la inhalación, cómo llega a su punto más alto, cómo se vacía el cuerpo al exhalar. El número es solo la etiqueta final de todo ese recorrido.',
      },
      {
        at: 540,
        text: 'Ahora cambia la forma de contar. Cuenta en la inhalación en lugar de la exhalación. Inhala: uno, exhala. Inhala: dos, exhala. Nota cómo este pequeño cambio despierta de nuevo la atención.',
      },
      {
        at: 595,
        text: 'Sigue así unos minutos. Observa el espacio que hay entre un número y el siguiente. En ese espacio hay solo respiración y presencia.',
      },
      {
        at: 660,
        text: 'Si te resulta útil, imagina que cada número es un escalón de una escalera que bajas despacio. Con cada escalón, un poco más de quietud. Al llegar al diez, vuelves arriba, sin prisa.',
      },
      {
        at: 705,
        text: 'Si notas que cuentas de forma mecánica, sin sentir la respiración, ve más despacio. Que cada número llegue solo cuando la exhalación haya terminado del todo.',
      },
      {
        at: 745,
        text: 'Ahora deja de contar. Simplemente sigue la respiración, sin números, con la misma atención. Si la mente se dispersa, vuelve a contar unas cuantas veces hasta recuperar la estabilidad, y luego suelta los números otra vez.',
      },
      {
        at: 815,
        text: 'Quédate unos momentos en silencio, en esta atención más estable. Observa cómo está ahora la mente comparada con el principio. No la juzgues; solo nota la diferencia, si la hay.',
      },
      {
        at: 870,
        text: 'Haz una respiración profunda y abre los ojos. Antes de levantarte, decide a qué vas a dedicar tu atención ahora. Y recuerda que, durante el día, puedes contar diez respiraciones siempre que necesites volver a centrarte.',
      },
    ],
  },
  {
    name: 'Decidir con calma',
    description:
      'Una meditación para cuando tienes que elegir entre dos caminos: calma la mente, imagina cada opción y escucha lo que responde tu cuerpo antes de decidir.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué te dijo el cuerpo sobre cada una de las opciones que imaginaste?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica es para cuando te encuentras ante una decisión y la mente da vueltas sin llegar a ninguna parte. No vas a pensar más, sino de otra manera. Busca una postura estable, apoya bien los pies y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Empieza por calmar el ruido. Haz cinco respiraciones con una exhalación más larga que la inhalación: inhala contando hasta cuatro, exhala contando hasta seis. Las decisiones importantes se ven mejor desde la calma.',
      },
      {
        at: 95,
        text: 'Siente el cuerpo. Nota el peso, la postura, la temperatura. Haz un breve recorrido: la cabeza, el pecho, el abdomen. Fíjate en cómo están ahora, antes de pensar en la decisión. Este será tu punto de referencia.',
      },
      {
        at: 150,
        text: 'Ahora formula la decisión con claridad, en una sola frase. Por ejemplo: ¿acepto este trabajo o me quedo donde estoy? ¿Me mudo o no? Dila por dentro despacio. Nota qué ocurre en el cuerpo solo con nombrarla.',
      },
      {
        at: 205,
        text: 'Elige la primera opción. Imagina que ya la has tomado. Es dentro de un mes. Despiertas por la mañana y tu vida es la de esta elección. ¿Dónde estás? ¿Qué haces durante el día? ¿Con quién? Recorre ese día imaginario con detalle.',
      },
      {
        at: 300,
        text: 'Mientras vives esa opción, escucha el cuerpo. ¿Cómo está el pecho? ¿Se abre o se cierra? ¿Hay ligereza o peso en el abdomen? ¿Los hombros se sueltan o se tensan? No interpretes todavía; solo registra las sensaciones.',
      },
      {
        at: 370,
        text: 'Ahora suelta esa imagen. Haz tres respiraciones lentas y vuelve a tu punto de referencia. Deja que el cuerpo se neutralice, como quien se enjuaga la boca entre un sabor y otro.',
      },
      {
        at: 425,
        text: 'Elige la segunda opción. Imagina igualmente que ya la has tomado y que ha pasado un mes. Despiertas en esa vida. ¿Dónde estás? ¿Qué haces? ¿Con quién compartes tu día? Recórrelo con el mismo detalle.',
      },
      {
        at: 515,
        text: 'Escucha otra vez el cuerpo. El pecho, el abdomen, los hombros, la respiración. ¿Qué es diferente respecto a la primera opción? Quizá hay más expansión en una, más contracción en la otra. O quizá ambas mezclan alivio y miedo.',
      },
      {
        at: 590,
        text: 'Recuerda que el miedo no siempre indica que una opción es mala. A veces aparece simplemente porque algo es nuevo. Intenta distinguir entre el miedo a lo desconocido y una incomodidad más profunda, de las que dicen: esto no es para mí.',
      },
      {
        at: 645,
        text: 'Ahora imagina a una persona sabia que te conoce bien y te quiere. Puede ser real o imaginaria, o tu propia versión dentro de diez años. Cuéntale las dos opciones y pregúntale: ¿qué ves tú? Escucha su respuesta sin prisa.',
      },
      {
        at: 740,
        text: 'Pregúntate también: ¿qué opción está más de acuerdo con lo que valoro? ¿Cuál elegiría si no tuviera miedo? ¿Cuál elegiría si no me importara lo que piensen los demás? Deja que las preguntas resuenen sin forzar respuestas.',
      },
      {
        at: 795,
        text: 'Suelta todo y descansa en la respiración. No tienes que decidir ahora. Las decisiones maduran como la fruta; a veces la claridad llega horas después, en la ducha o caminando. Confía en que has dado a tu mente y a tu cuerpo la información que necesitaban.',
      },
      {
        at: 870,
        text: 'Vuelve despacio. Mueve las manos y abre los ojos. Si quieres, anota lo que has sentido con cada opción. Y date permiso para decidir con calma, cuando la respuesta esté lista.',
      },
    ],
  },
  {
    name: 'La llama de la vela',
    description:
      'Fija la mirada en la llama de una vela y después obsérvala con los ojos cerrados. Una antigua técnica de concentración para entrenar una atención estable y luminosa.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Energía'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué ocurrió con tus pensamientos mientras la mirada descansaba en la llama?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica, llamada trataka en la tradición del yoga, usa la llama de una vela como punto de concentración. Coloca una vela encendida sobre una superficie estable, a un brazo de distancia y a la altura de los ojos, lejos de cortinas o papeles. Si no tienes una vela, puedes usar un punto pequeño en la pared.',
      },
      {
        at: 45,
        text: 'Siéntate con la espalda erguida y el cuerpo quieto. Apaga otras luces si puedes, para que la llama destaque. Cierra los ojos un momento y haz unas respiraciones lentas para llegar.',
      },
      {
        at: 90,
        text: 'Siente el cuerpo estable: los apoyos, las manos en reposo, los hombros sueltos. La quietud del cuerpo ayuda a la quietud de la mirada, y la quietud de la mirada ayuda a la quietud de la mente.',
      },
      {
        at: 140,
        text: 'Abre los ojos y mira la llama. Fíjate sobre todo en la punta, o en la zona más brillante. Mira con suavidad, sin tensión, como si los ojos descansaran en la luz. Parpadea siempre que lo necesites; no se trata de aguantar.',
      },
      {
        at: 220,
        text: 'Observa los detalles de la llama: sus colores, el azul de la base, el amarillo, el blanco. Cómo se mueve y vuelve a su forma. Si la mente se va, nota adónde fue y vuelve a la llama.',
      },
      {
        at: 285,
        text: 'Nota también lo que ocurre a su alrededor: el halo de luz, la cera que se derrite, el pequeño temblor cuando el aire se mueve. Todo eso forma parte de la llama. Mira sin nombrar, solo viendo.',
      },
      {
        at: 330,
        text: 'Ahora cierra los ojos. Quizá veas la imagen de la llama en la oscuridad, como una huella luminosa. Obsérvala en el centro de la frente. Si cambia de color o se desplaza, síguela con suavidad. Cuando desaparezca, quédate en la oscuridad serena, respirando.',
      },
      {
        at: 395,
        text: 'Abre los ojos de nuevo y vuelve a mirar la llama. Esta vez deja que la respiración sea lenta y regular mientras miras. Nota si la llama parece moverse al ritmo de tu respiración.',
      },
      {
        at: 470,
        text: 'Si aparecen pensamientos, imagina que la llama los consume suavemente. Cada pensamiento se acerca a la luz, se transforma y desaparece. La llama sigue ahí, constante.',
      },
      {
        at: 515,
        text: 'Es posible que los ojos se humedezcan. Es normal y no tiene importancia. Parpadea con suavidad y vuelve a mirar. Si sientes cualquier molestia, cierra los ojos y continúa solo con la imagen interior.',
      },
      {
        at: 565,
        text: 'Cierra otra vez los ojos y observa la imagen interior. Quédate con ella todo el tiempo que dure, con una atención suave y despierta. Cuando se desvanezca, sigue mirando ese punto en el espacio oscuro.',
      },
      {
        at: 625,
        text: 'Última ronda. Abre los ojos y contempla la llama una vez más. Deja que toda tu atención se recoja en ese punto de luz, como los rayos de sol que una lupa concentra en un solo punto. Así es una mente enfocada.',
      },
      {
        at: 705,
        text: 'Cierra los ojos y cubre los ojos con las palmas de las manos, después de frotarlas para calentarlas. Deja que descansen en la oscuridad y el calor. Observa la luz interior que aún queda.',
      },
      {
        at: 765,
        text: 'Baja las manos y quédate con los ojos cerrados. Siente la claridad que ha dejado la práctica: una mente más recogida, más luminosa. Respira en esa claridad.',
      },
      {
        at: 825,
        text: 'Pregúntate: ¿qué es lo más importante que tengo que hacer hoy? Deja que la pregunta caiga en esta mente recogida, como una piedra en agua quieta, y observa qué respuesta sube.',
      },
      {
        at: 870,
        text: 'Abre los ojos, apaga la vela con cuidado y observa el humo que se eleva. Lleva esa atención concentrada a lo que hagas a continuación. Nunca dejes una vela encendida sin vigilancia.',
      },
    ],
  },
  {
    name: 'Anotar sin perderte',
    description:
      'Aprende la práctica de anotar: poner una palabra sencilla a lo que aparece, como «pensando», «oyendo» o «planeando», para verlo con distancia y volver al presente.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué etiqueta tuviste que usar más veces y qué te dice eso de tu mente hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta meditación vas a aprender una técnica llamada anotar. Consiste en poner una etiqueta sencilla, una sola palabra, a lo que aparece en tu experiencia. Así dejas de perderte en ello y puedes verlo con cierta distancia. Siéntate con la espalda erguida y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Empieza por el cuerpo. Siente el peso, los apoyos, el contacto de la ropa con la piel. Haz tres respiraciones profundas y después deja que la respiración vuelva a su ritmo natural.',
      },
      {
        at: 85,
        text: 'Antes de empezar a anotar, date unos momentos para observar sin etiquetas. Nota cuánto se mueve la mente y qué tipo de pensamientos aparecen. No tienes que cambiar nada; solo conocer el terreno.',
      },
      {
        at: 130,
        text: 'Tu punto de partida será la respiración en el abdomen. Siente cómo sube al inhalar y baja al exhalar. Para empezar, anota con suavidad: «subiendo», «bajando». Una palabra en voz interior, muy suave, que acompaña a la sensación.',
      },
      {
        at: 180,
        text: 'Sigue así. Subiendo, bajando. La etiqueta ocupa solo una pequeña parte de tu atención; la mayor parte está en la sensación misma. La palabra es como un dedo que señala: lo importante es lo que señala.',
      },
      {
        at: 255,
        text: 'Tarde o temprano, la mente se irá. Cuando te des cuenta de que estabas pensando, anota «pensando», con un tono neutro, amable, casi divertido. Y vuelve al abdomen: subiendo, bajando.',
      },
      {
        at: 300,
        text: 'Fíjate en el tono de tu voz interior al anotar. Si suena a regañina, suavízalo. Imagina que lo dices como quien avisa de que está lloviendo: un simple dato, sin drama.',
      },
      {
        at: 345,
        text: 'Practica así unos minutos. La respiración como base, y una etiqueta cada vez que algo te saque de ella. No hace falta analizar el pensamiento ni saber de qué trataba. Solo «pensando», y de vuelta.',
      },
      {
        at: 415,
        text: 'Puedes afinar las etiquetas si te resulta útil. Si la mente está organizando el futuro: «planeando». Si vuelve al pasado: «recordando». Si critica o evalúa: «juzgando». Si imagina escenas: «imaginando». Pero si dudas, «pensando» siempre sirve.',
      },
      {
        at: 465,
        text: 'No busques la etiqueta perfecta. Si tardas en encontrar la palabra, ya te has perdido en otro pensamiento. Elige rápido, aunque sea aproximada, y vuelve a la respiración.',
      },
      {
        at: 505,
        text: 'Sigue con tu práctica. Anota lo que aparece y vuelve a la respiración. Notarás que algunas etiquetas se repiten mucho. Eso es información valiosa sobre los hábitos de tu mente.',
      },
      {
        at: 580,
        text: 'Ahora abre la práctica a los sonidos. Si un sonido capta tu atención, anota «oyendo». No hace falta identificar qué es: un coche, una voz, un pájaro. Solo «oyendo». Después, vuelve a la respiración.',
      },
      {
        at: 625,
        text: 'Observa que los sonidos llegan solos, sin que los llames. Del mismo modo llegan los pensamientos. Ni unos ni otros son un problema: son solo acontecimientos que anotas y dejas pasar.',
      },
      {
        at: 670,
        text: 'Haz lo mismo con las sensaciones del cuerpo. Un picor, una tensión, un hormigueo: anota «sintiendo». Si notas el impulso de moverte, anota «queriendo moverme» antes de hacerlo. A menudo el impulso se disuelve sin más.',
      },
      {
        at: 730,
        text: 'Continúa en silencio. La respiración, y cuando algo aparezca con fuerza: pensando, oyendo, sintiendo. Un ritmo suave, sin prisa, con una etiqueta solo cuando haga falta.',
      },
      {
        at: 800,
        text: 'Las emociones también pueden anotarse. Si aparece aburrimiento, anota «aburrimiento». Si hay impaciencia, «impaciencia». Si hay calma, «calma». Nombrar una emoción con suavidad suele reducir su intensidad y te devuelve la perspectiva.',
      },
      {
        at: 845,
        text: 'Si aparece una emoción intensa, puedes anotarla varias veces seguidas, despacio: tristeza, tristeza. Y si resulta demasiado, deja la técnica y vuelve simplemente a sentir los pies en el suelo y la respiración.',
      },
      {
        at: 890,
        text: 'Observa la diferencia entre estar dentro de un pensamiento y verlo como un pensamiento. Cuando anotas, dejas de ser la película y pasas a ser quien la mira. Ese pequeño espacio es la claridad.',
      },
      {
        at: 950,
        text: 'Quizá notas que algunas etiquetas se repiten: planeando, planeando, planeando. Tal vez hoy tu mente está ocupada con el futuro. No lo juzgues; es información útil para entender qué te preocupa.',
      },
      {
        at: 995,
        text: 'Sigue practicando, cada vez con más ligereza. Si la práctica se vuelve tensa o mecánica, suaviza. Anotar no es una tarea de control, sino una forma amable de prestar atención.',
      },
      {
        at: 1065,
        text: 'Ahora, durante un rato, deja que las etiquetas sean más escasas. Anota solo cuando algo te arrastre con fuerza. El resto del tiempo, simplemente observa, sin palabras, lo que va apareciendo y desapareciendo.',
      },
      {
        at: 1110,
        text: 'Quédate en esta atención abierta y silenciosa. Pensamientos, sonidos, sensaciones, respiración: todo va y viene. Tú observas sin perderte.',
      },
      {
        at: 1165,
        text: 'Haz una respiración profunda. Antes de abrir los ojos, recuerda qué etiqueta apareció más hoy. Durante el día, cuando te arrastre una preocupación, puedes nombrarla por dentro: «preocupación». Esa sola palabra ya te devuelve un poco de espacio. Abre los ojos cuando quieras.',
      },
    ],
  },
  {
    name: 'Antes del trabajo profundo',
    description:
      'Prepara cuerpo y mente para un bloque largo de trabajo concentrado: aparca los pendientes, define una única tarea, anticipa las distracciones y conecta con su sentido.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Energía'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué distracción anticipaste y cómo piensas responder cuando aparezca?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica prepara cuerpo y mente para un bloque largo de trabajo concentrado. Si puedes, hazla en tu lugar de trabajo, con la mesa ya despejada. Silencia las notificaciones y deja el teléfono lejos. Siéntate con la espalda erguida y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Haz tres respiraciones amplias. Al inhalar, siente cómo se expande el tronco. Al exhalar, suelta los hombros. Deja que la agitación de las últimas horas vaya bajando, como el polvo que se posa.',
      },
      {
        at: 95,
        text: 'Recorre el cuerpo brevemente. Los pies firmes en el suelo. Las piernas. La pelvis estable. La espalda larga. Los hombros lejos de las orejas. La cara suave. Un cuerpo estable es el soporte de una atención estable.',
      },
      {
        at: 150,
        text: 'Ajusta también tu espacio si lo necesitas: la altura de la pantalla, la luz, la temperatura. Son pequeños detalles que, a lo largo de una hora, marcan la diferencia.',
      },
      {
        at: 200,
        text: 'Observa ahora tu mente. ¿Cuántas cosas abiertas hay en ella? Correos sin responder, llamadas, recados, preocupaciones. Nómbralas una por una, en silencio, como quien cuenta las pestañas abiertas de un navegador.',
      },
      {
        at: 250,
        text: 'Para cada una, decide: esto puede esperar hasta después. Imagina que la escribes en una nota y la pegas en una pared fuera de la habitación. Sigue ahí, no se pierde. Pero no entra contigo en este bloque de trabajo.',
      },
      {
        at: 325,
        text: 'Si alguna te inquieta demasiado, haz un pacto: le dedicarás unos minutos al terminar. Abre los ojos un instante, anótala en un papel si lo necesitas, y vuelve a cerrarlos. La mente suelta con más facilidad lo que sabe que está a salvo.',
      },
      {
        at: 380,
        text: 'Ahora define tu tarea. Una sola. No «trabajar en el proyecto», sino algo concreto: escribir el primer borrador de la introducción, resolver este problema, revisar estas veinte páginas. Formula la tarea en una frase clara.',
      },
      {
        at: 435,
        text: 'Define también el tiempo. ¿Cuánto va a durar este bloque? Quizá cincuenta minutos, quizá noventa. Imagina el reloj y el momento en que terminarás. Un final claro ayuda a la mente a comprometerse con el presente.',
      },
      {
        at: 490,
        text: 'Piensa también en lo que necesitas tener a mano: agua, el material, las notas. Si falta algo, lo prepararás antes de empezar, no durante. Así no habrá motivos para levantarte a mitad del bloque.',
      },
      {
        at: 540,
        text: 'Visualiza el inicio. Imagina que abres el documento o el material, que lees la primera línea, que haces el primer movimiento. Siente la pequeña resistencia de empezar, y cómo la atraviesas con una respiración.',
      },
      {
        at: 615,
        text: 'Ahora anticipa las distracciones. ¿Qué suele apartarte del trabajo? Quizá el impulso de mirar el teléfono, de consultar algo en internet, de levantarte. Elige la más probable y prepara una respuesta: cuando sienta ese impulso, haré una respiración y volveré a la última frase.',
      },
      {
        at: 685,
        text: 'Imagina ese momento con detalle. Aparece el impulso. Lo notas. Respiras. Vuelves. Repítelo mentalmente dos o tres veces, como un ensayo. Así el cerebro reconocerá el camino cuando llegue el momento real.',
      },
      {
        at: 740,
        text: 'Anticipa también el momento de dificultad: esa parte en la que la tarea se vuelve confusa o aburrida. Imagina que, en lugar de huir, te quedas un poco más y das un paso pequeño. A menudo, justo después de la dificultad, llega el avance.',
      },
      {
        at: 815,
        text: 'Conecta con el sentido. ¿Por qué importa este trabajo? ¿A quién ayuda? ¿Qué te aporta? Busca una razón que te toque, aunque sea pequeña, y siéntela en el pecho. El sentido es el combustible más duradero de la concentración.',
      },
      {
        at: 885,
        text: 'Imagina el final del bloque. Te levantas de la silla después de haber trabajado con foco. ¿Qué has conseguido? ¿Cómo se siente tu cuerpo? Deja que esa satisfacción anticipada te dé impulso.',
      },
      {
        at: 935,
        text: 'Activa la energía. Haz cinco respiraciones con una inhalación profunda por la nariz, llenando los pulmones, y una exhalación algo más corta. Siente cómo se despierta el cuerpo y cómo se aviva la mirada detrás de los párpados.',
      },
      {
        at: 995,
        text: 'Ahora, durante unas respiraciones, sostén la atención en un solo punto: la sensación del aire en la punta de la nariz. Nada más. Así será la atención durante tu trabajo: recogida en una sola cosa, sin tensión.',
      },
      {
        at: 1065,
        text: 'Si durante el trabajo notas cansancio, no lo combatas con más esfuerzo. Haz una pausa breve, estira el cuerpo, bebe agua, mira a lo lejos. La concentración profunda se sostiene con descansos, no con tensión.',
      },
      {
        at: 1115,
        text: 'Repite por dentro tu compromiso: durante los próximos minutos, me dedico a esta tarea. Lo demás puede esperar. Siente la firmeza de esa decisión en el cuerpo, como los pies bien plantados en la tierra.',
      },
      {
        at: 1170,
        text: 'Abre los ojos despacio. Mira tu espacio de trabajo y haz el primer movimiento concreto antes de que pasen diez segundos: abrir el archivo, escribir la primera palabra. Empieza ahora, con calma y con determinación.',
      },
    ],
  },
  {
    name: 'Atención como un foco',
    description:
      'Entrena tu atención como la lente de una cámara: enfoca un punto muy pequeño, ábrete a todo el cuerpo, a los sonidos y al espacio, y vuelve a cerrar. Para una mente flexible y clara.',
    category: 'Enfoque',
    keywords: ['Claridad', 'Calma'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt:
      '¿Te resultó más fácil la atención estrecha o la amplia, y en qué momentos de tu vida usas cada una?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta meditación larga vas a entrenar algo muy valioso: la flexibilidad de la atención. Igual que una cámara puede enfocar un detalle o abrirse a todo el paisaje, tu atención puede estrecharse y ampliarse a voluntad. Siéntate con la espalda erguida y el cuerpo estable, y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Empieza por llegar. Haz unas respiraciones lentas y siente cómo el cuerpo se asienta. Deja que los hombros bajen, que la cara se suavice, que las manos descansen.',
      },
      {
        at: 90,
        text: 'Nota tu atención tal como está ahora, antes de dirigirla. ¿Está dispersa, saltando entre pensamientos? ¿Está somnolienta, o ágil? No la corrijas. Solo obsérvala, como quien mira el cielo antes de salir de casa.',
      },
      {
        at: 140,
        text: 'Primer ejercicio: el foco estrecho. Lleva la atención a un punto muy pequeño: la zona justo debajo de la nariz, encima del labio superior. Busca allí el roce del aire al entrar y al salir. Quizá notas frescor al inhalar y calor al exhalar.',
      },
      {
        at: 195,
        text: 'Mantén la atención ahí, en ese pequeño punto, como un foco estrecho e intenso. Todo lo demás queda en penumbra. Cada vez que la atención se vaya, tráela de vuelta a ese punto, con paciencia.',
      },
      {
        at: 270,
        text: 'Observa los detalles. ¿El aire entra más por un lado de la nariz que por el otro? ¿En qué momento exacto empieza la inhalación? ¿Hay una pausa entre la inhalación y la exhalación? Cuanto más fino es el detalle, más estable se vuelve la atención.',
      },
      {
        at: 325,
        text: 'Si el roce del aire es tan sutil que cuesta notarlo, puedes respirar un poco más fuerte durante unas respiraciones. Cuando lo encuentres, deja que la respiración vuelva a ser natural y sigue sintiendo ese punto.',
      },
      {
        at: 375,
        text: 'Sigue con este foco estrecho un rato más, en silencio. Solo este punto. Solo esta respiración.',
      },
      {
        at: 450,
        text: 'Ahora abre poco a poco el foco, como si giraras la lente de una cámara. De la punta de la nariz pasa a toda la cara. Después, a la cabeza entera. Después, al cuello y a los hombros.',
      },
      {
        at: 500,
        text: 'Sigue abriendo hasta incluir todo el cuerpo. Siente el cuerpo entero a la vez, como un solo campo de sensaciones: presión, calor, hormigueo, respiración. No vayas de una parte a otra; percíbelo todo de una vez.',
      },
      {
        at: 565,
        text: 'Descansa en esta atención corporal amplia. Si la mente se va, vuelve a sentir el cuerpo entero. Nota que la atención amplia tiene otra calidad: más suave, más espaciosa.',
      },
      {
        at: 645,
        text: 'Si te cuesta sentir el cuerpo entero a la vez, imagina su contorno, como si una luz suave dibujara tu silueta desde fuera. Dentro de esa silueta, deja que todas las sensaciones estén presentes.',
      },
      {
        at: 695,
        text: 'Ahora abre aún más e incluye los sonidos. Los de la habitación, los de fuera, los más lejanos. No los busques; deja que lleguen. El cuerpo y los sonidos en un mismo campo de atención.',
      },
      {
        at: 745,
        text: 'Escucha los sonidos como si fueran música: aparecen, duran un momento y desaparecen. Nota también el silencio entre ellos. No hace falta nombrarlos ni decidir si te gustan. Solo recibirlos.',
      },
      {
        at: 820,
        text: 'Nota cómo la mente quiere poner nombres: coche, voz, viento. Deja que los nombres aparezcan y se vayan, y vuelve al sonido puro: su textura, su volumen, su distancia.',
      },
      {
        at: 870,
        text: 'Abre más todavía. Incluye el espacio que te rodea: la habitación entera, el aire, la distancia hasta las paredes. Imagina que tu atención es tan amplia como el cielo, y que el cuerpo, los sonidos y los pensamientos aparecen dentro de ella como nubes.',
      },
      {
        at: 920,
        text: 'Descansa en esta atención abierta, sin un objeto fijo. Deja que todo venga y se vaya. Si aparece un pensamiento, no lo sigas ni lo apartes: es una nube más en el cielo. Tú eres el espacio.',
      },
      {
        at: 1000,
        text: 'Quizá esta atención abierta te resulta extraña o te da algo de vértigo. Si es así, apóyate un momento en la sensación de las manos y, cuando recuperes la estabilidad, vuelve a abrir.',
      },
      {
        at: 1050,
        text: 'Ahora vas a practicar el movimiento. Vuelve, de golpe, al punto pequeño bajo la nariz. Foco estrecho. Siente el roce del aire. Nota lo rápido que puede cambiar la atención cuando se lo pides.',
      },
      {
        at: 1100,
        text: 'Y ahora, otra vez, abre a todo: cuerpo, sonidos, espacio. Foco amplio. Siente el cambio de calidad, de la precisión a la amplitud.',
      },
      {
        at: 1160,
        text: 'Alterna a tu ritmo unas cuantas veces: estrecho, durante unas respiraciones; amplio, durante otras. Como quien estira los músculos, pero con la mente. Nota cuál te cuesta más, sin juzgarlo.',
      },
      {
        at: 1225,
        text: 'Observa qué ocurre con los pensamientos en cada modo. En el foco estrecho, quizá hay menos espacio para ellos. En el foco amplio, quizá aparecen pero pasan sin atraparte. Las dos formas son valiosas.',
      },
      {
        at: 1285,
        text: 'Piensa en tu vida cotidiana. Hay momentos que piden un foco estrecho: escribir, estudiar, escuchar a alguien con atención. Y otros que piden un foco amplio: conducir, crear, planificar, compartir tiempo con otras personas. La claridad es saber cuál necesitas y poder elegirlo.',
      },
      {
        at: 1340,
        text: 'Recuerda también que una atención demasiado estrecha durante mucho tiempo cansa, y una demasiado amplia puede dispersarse. Como en la respiración, lo sano es el movimiento entre ambas.',
      },
      {
        at: 1385,
        text: 'Para terminar, elige tú el modo en que quieres descansar estos últimos minutos: estrecho o amplio. Quédate en él en silencio, con suavidad, volviendo cada vez que te disperses.',
      },
      {
        at: 1465,
        text: 'Suelta la práctica y deja que la atención vuelva a ser libre. Siente el cuerpo, mueve los dedos, abre los ojos. A lo largo del día, juega con este foco: cuando necesites concentrarte, estréchalo; cuando te agobies, ábrelo al espacio.',
      },
    ],
  },
];
