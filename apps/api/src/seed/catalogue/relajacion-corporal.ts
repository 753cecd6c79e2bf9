import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Suelta los hombros',
    description:
      'Cinco minutos de movimientos sencillos para devolver los hombros a su sitio: subir, soltar, rodar y respirar. Ideal entre tareas o después de muchas horas de pantalla.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt:
      '¿Cuánto se habían subido tus hombros antes de empezar, y qué los hace subir durante el día?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Puedes hacer esta práctica de pie o en una silla, con los pies apoyados en el suelo. Deja los brazos colgando a los lados, sin sujetar nada. Antes de mover nada, observa: ¿dónde están ahora tus hombros? ¿Cerca de las orejas? ¿Adelantados? Solo nótalo.',
      },
      {
        at: 35,
        text: 'Vamos a empezar exagerando la tensión. Al inhalar, sube los dos hombros hacia las orejas, todo lo que puedas sin dolor. Sostenlos ahí un instante, apretando un poco. Y al exhalar, déjalos caer de golpe, con un suspiro por la boca. Repítelo dos veces más a tu ritmo.',
      },
      {
        at: 70,
        text: 'Ahora haz círculos lentos con los hombros hacia atrás: suben, van hacia atrás, bajan y vuelven adelante. Que sean amplios y pausados, como si dibujaras una rueda grande. Cinco círculos, acompañándolos con la respiración.',
      },
      {
        at: 110,
        text: 'Cambia de dirección y haz otros cinco círculos hacia delante. Nota si un lado se mueve con más facilidad que el otro, si algo cruje o se resiste. No hace falta corregirlo; solo acompaña el movimiento con curiosidad.',
      },
      {
        at: 145,
        text: 'Deja los brazos quietos. Inclina la cabeza hacia el hombro derecho, sin subir el hombro a buscarla. Siente el estiramiento en el lado izquierdo del cuello. Respira ahí tres veces. Vuelve al centro despacio y repite hacia el lado izquierdo.',
      },
      {
        at: 190,
        text: 'Entrelaza las manos detrás de la espalda, o sujeta los codos si no llegas, y abre suavemente el pecho, llevando los hombros hacia atrás y hacia abajo. Mira un poco al frente y arriba. Inhala llenando el pecho. Exhala y suelta las manos.',
      },
      {
        at: 225,
        text: 'Quédate en quietud un momento y siente los hombros ahora. Con cada exhalación, imagina que pesan un poco más, que caen hacia el suelo. Son hombros que no tienen que cargar con nada en este instante.',
      },
      {
        at: 260,
        text: 'Antes de volver a lo tuyo, elige una señal para recordarlos: cada vez que mires el teléfono o empieces una tarea nueva, suéltalos. Haz una última respiración profunda, deja caer los hombros una vez más, y sigue con tu día.',
      },
    ],
  },
  {
    name: 'Mandíbula suave, rostro en paz',
    description:
      'Una pausa breve para soltar la tensión que se acumula en la mandíbula, la lengua, los ojos y la frente. Para cuando notas que aprietas los dientes sin darte cuenta.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿En qué momentos del día sueles apretar la mandíbula, y qué estaba pasando entonces?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate o recuéstate en una postura agradable, con la espalda apoyada. Cierra los ojos si te apetece. Durante estos minutos vamos a ocuparnos de una zona que trabaja mucho sin que lo notemos: el rostro.',
      },
      {
        at: 30,
        text: 'Empieza por la mandíbula. ¿Están los dientes en contacto? Sepáralos un poco. Deja que los labios se toquen apenas, sin presión, y que la mandíbula cuelgue ligeramente, como cuando estás a punto de bostezar.',
      },
      {
        at: 60,
        text: 'Si te apetece, bosteza de verdad: abre la boca despacio, estira la mandíbula hacia abajo y deja salir un sonido suave. Luego coloca las yemas de los dedos justo delante de las orejas, donde se articula la mandíbula, y haz círculos lentos, con una presión amable.',
      },
      {
        at: 110,
        text: 'Baja las manos. Ahora la lengua: suele estar pegada al paladar, empujando. Déjala descansar en el suelo de la boca, blanda y ancha. Nota cómo, al soltar la lengua, también se afloja la garganta.',
      },
      {
        at: 150,
        text: 'Sube a las mejillas y a los pómulos. Imagina que se ablandan y se derriten hacia abajo, como mantequilla al sol. Ahora los ojos: deja que se hundan un poco en sus cuencas, pesados, sin mirar nada en particular detrás de los párpados.',
      },
      {
        at: 190,
        text: 'La frente. Imagina que una mano cálida la alisa desde el centro hacia las sienes. Suelta el entrecejo, ese pequeño espacio que se frunce cuando te concentras o te preocupas. Déjalo ancho y liso.',
      },
      {
        at: 225,
        text: 'Ahora siente el rostro entero a la vez: blando, abierto, en reposo. Respira por la nariz y nota el aire fresco al entrar. Si quieres, deja que aparezca una sonrisa muy leve, casi invisible, solo en las comisuras.',
      },
      {
        at: 265,
        text: 'Lleva contigo esta sensación. Cada vez que notes los dientes apretados hoy, sepáralos, suelta la lengua y respira. Abre los ojos despacio, con el rostro todavía suave.',
      },
    ],
  },
  {
    name: 'Pies descalzos que se sueltan',
    description:
      'Cinco minutos para los pies, que sostienen todo el día y casi nunca reciben atención: estirar los dedos, balancearte, hacer círculos y masajear la planta. De pie o en una silla, sin calzado.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt:
      '¿Cómo sentías los pies al empezar, y qué cambió en tus piernas y en tu espalda cuando se soltaron?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Quítate los zapatos y los calcetines, si puedes, y ponte de pie junto a una pared o una silla por si necesitas apoyo. Separa los pies al ancho de las caderas. Antes de moverte, nota cómo los pies tocan el suelo: dónde cargas más peso, qué zonas apenas apoyan.',
      },
      {
        at: 40,
        text: 'Abre los dedos de los pies como si fueran un abanico, separándolos todo lo que puedas. Después apriétalos, como si quisieras agarrar el suelo. Ábrelos de nuevo. Repítelo varias veces, despacio, respirando con el movimiento.',
      },
      {
        at: 75,
        text: 'Ahora balancéate muy despacio hacia delante, hasta notar el peso en la parte delantera de los pies, y luego hacia atrás, hasta los talones. Reduce el balanceo poco a poco hasta encontrar el punto en el que el peso se reparte por igual.',
      },
      {
        at: 115,
        text: 'Levanta un poco el talón derecho, dejando apoyados los dedos, y vuelve a bajarlo. Luego el izquierdo. Alterna, como si caminaras sin moverte del sitio, y nota cómo se estiran la planta y la pantorrilla.',
      },
      {
        at: 150,
        text: 'Apoya el peso en el pie izquierdo y haz círculos lentos con el tobillo derecho, con la punta del pie rozando el suelo o en el aire. Hacia un lado y hacia el otro. Cambia de pie.',
      },
      {
        at: 190,
        text: 'Ahora siéntate, coloca el pie derecho sobre la rodilla izquierda y masajea la planta con los pulgares, desde el talón hasta la base de los dedos. Presiona con firmeza donde notes el pie cargado. Tira suavemente de cada dedo. Después, cambia de pie.',
      },
      {
        at: 235,
        text: 'Vuelve a ponerte de pie. Cierra los ojos si te sientes estable y nota los pies otra vez: quizá más anchos, más calientes, más apoyados en el suelo. Respira sintiendo que la tierra te sostiene.',
      },
      {
        at: 265,
        text: 'Camina unos pasos descalzos, despacio, sintiendo cada apoyo. Cuando vuelvas a calzarte, recuerda que puedes abrir los dedos de los pies dentro del zapato en cualquier momento del día.',
      },
    ],
  },
  {
    name: 'Reposo constructivo para la espalda',
    description:
      'Acuéstate con las rodillas dobladas y los pies en el suelo, y deja que la gravedad haga el trabajo. Una postura clásica de descanso para la espalda después de un día largo.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Sanación'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué zona de tu espalda se fue apoyando en el suelo a lo largo de la práctica?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica, acuéstate boca arriba sobre una esterilla, una alfombra o la cama, si es firme. Dobla las rodillas y apoya las plantas de los pies en el suelo, separadas al ancho de las caderas. Si te ayuda, coloca un libro fino o un cojín bajo la cabeza.',
      },
      {
        at: 45,
        text: 'Deja que las rodillas se apoyen una en la otra, o que miren al techo sin esfuerzo, lo que te resulte más fácil. Coloca las manos sobre el vientre o sobre las costillas, con los codos descansando en el suelo. Esta es la postura de reposo constructivo.',
      },
      {
        at: 90,
        text: 'No tienes que estirar nada ni corregir nada. En esta postura, la gravedad trabaja por ti. Solo observa cómo la espalda se va apoyando, poco a poco, sin que la empujes. Cierra los ojos y respira con naturalidad.',
      },
      {
        at: 145,
        text: 'Lleva la atención a la parte de atrás de la cabeza. Siente su peso sobre el suelo o el cojín. Deja que el cuello se alargue, como si alguien tirara suavemente de la nuca en dirección contraria a los pies.',
      },
      {
        at: 195,
        text: 'Ahora los omóplatos. Imagina que se ensanchan y se extienden sobre el suelo, como dos alas que se abren. Los hombros se separan de las orejas. El pecho se ensancha sin esfuerzo.',
      },
      {
        at: 250,
        text: 'Siente la parte media de la espalda y la zona de las costillas. Con cada inhalación, las costillas se abren hacia los lados y hacia atrás, presionando un poco el suelo. Con cada exhalación, se recogen y descansan.',
      },
      {
        at: 300,
        text: 'Baja a la zona lumbar. Quizá notes un pequeño hueco entre la espalda y el suelo. No intentes aplastarlo. Solo respira hacia esa zona e imagina que, con el tiempo, la espalda baja se alarga y se ablanda por sí sola.',
      },
      {
        at: 355,
        text: 'Ahora la pelvis y el sacro, ese hueso plano en la base de la columna. Siente su peso apoyado. Deja que las caderas se vuelvan pesadas y anchas. Las piernas se sostienen solas, sin apretar.',
      },
      {
        at: 410,
        text: 'Imagina toda la columna, desde la nuca hasta el coxis, como una cadena de perlas que descansa sobre el suelo. Cada perla se separa un poco de la siguiente, dejando espacio. Respira a lo largo de esa cadena.',
      },
      {
        at: 465,
        text: 'Si tu mente se va a otra cosa, vuelve a la sensación de la espalda contra el suelo. Es un punto de apoyo fiable. Siempre está ahí, sosteniéndote, aunque lo olvides durante el día.',
      },
      {
        at: 515,
        text: 'Quédate unas respiraciones más, sin hacer nada. Nota la diferencia entre cómo sentías la espalda al empezar y cómo la sientes ahora. Quizá más larga, más ancha, más apoyada.',
      },
      {
        at: 565,
        text: 'Para salir, rueda despacio hacia un lado y quédate ahí un momento. Después, ayúdate de las manos para incorporarte, dejando la cabeza para el final. Lleva contigo esta espalda más larga al resto del día.',
      },
    ],
  },
  {
    name: 'Masaje para manos que teclean',
    description:
      'Un automasaje guiado para manos, muñecas y antebrazos después de horas de teclado, ratón o teléfono. Diez minutos de cuidado para las partes del cuerpo que más usas.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Amor propio'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué descubriste en tus manos al dedicarles atención, y qué les agradecerías hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda apoyada y aparta el teclado y el teléfono. Si tienes a mano una crema o un aceite, puedes usarlo, pero no es necesario. Apoya las manos sobre los muslos, con las palmas hacia arriba, y míralas un momento.',
      },
      {
        at: 40,
        text: 'Estas manos han escrito, deslizado, sujetado y pulsado cientos de veces hoy. Respira hondo y, al exhalar, sacúdelas con suavidad en el aire, como si quisieras secarlas, durante unos segundos. Luego déjalas quietas y nota el hormigueo.',
      },
      {
        at: 80,
        text: 'Empieza con la mano izquierda. Con el pulgar derecho, presiona la palma izquierda haciendo pequeños círculos, desde la base de la mano hasta la base de los dedos. Encuentra los puntos que están más cargados y detente un poco más en ellos, respirando.',
      },
      {
        at: 135,
        text: 'Ahora toma cada dedo de la mano izquierda, uno por uno, entre el pulgar y el índice de la otra mano. Masajéalo desde la base hasta la punta, girando un poco, y al llegar al final, tira suavemente, como si lo alargaras.',
      },
      {
        at: 190,
        text: 'Presiona con el pulgar el espacio carnoso entre el pulgar y el índice de la mano izquierda. Mantén una presión agradable, sin dolor, durante unas respiraciones. Después suelta y acaricia toda la mano, de la muñeca a los dedos.',
      },
      {
        at: 240,
        text: 'Sube al antebrazo izquierdo. Rodéalo con la mano derecha y apriétalo suavemente, soltando, desde la muñeca hasta el codo, como si escurrieras una toalla con mucho cariño. Los músculos que mueven los dedos viven aquí.',
      },
      {
        at: 290,
        text: 'Cambia de lado. Con el pulgar izquierdo, haz círculos en la palma derecha, desde la base de la mano hasta los dedos. Nota si esta mano se siente distinta: quizá más cargada, si es la que más usas.',
      },
      {
        at: 330,
        text: 'Masajea cada dedo de la mano derecha, desde la base hasta la punta, y tira suavemente al final. Luego presiona el espacio entre el pulgar y el índice. Respira mientras lo haces.',
      },
      {
        at: 380,
        text: 'Recorre el antebrazo derecho con la mano izquierda, apretando y soltando desde la muñeca hasta el codo. Si encuentras un punto tenso, mantén la presión unos segundos y respira hacia él.',
      },
      {
        at: 425,
        text: 'Ahora estira las muñecas. Extiende el brazo derecho al frente con la palma hacia fuera y, con la otra mano, lleva los dedos suavemente hacia ti. Después gira la palma hacia abajo y lleva los dedos hacia el suelo. Repite con el brazo izquierdo.',
      },
      {
        at: 480,
        text: 'Haz círculos lentos con las muñecas, hacia un lado y hacia el otro. Abre y cierra las manos varias veces: un puño suave, y luego los dedos bien abiertos, como una estrella.',
      },
      {
        at: 530,
        text: 'Por último, junta las palmas frente al pecho y frótalas hasta que se calienten. Sepáralas un poco y siente el calor entre ellas. Déjalas descansar sobre los muslos, abiertas.',
      },
      {
        at: 565,
        text: 'Agradece a tus manos todo lo que hacen por ti. Cuando vuelvas al teclado, intenta mantenerlas blandas y hacer pequeñas pausas para abrirlas. Respira una vez más y vuelve a tu día.',
      },
    ],
  },
  {
    name: 'Bajo el agua de la ducha',
    description:
      'Convierte tu ducha en una pausa de relajación: sentir el agua, su temperatura y su sonido, y dejar que arrastre la tensión de los hombros, la espalda y la mente.',
    category: 'Relajación corporal',
    keywords: ['Sanación', 'Descanso'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué sensación del agua te hizo sentir más presente, y qué dejaste que se llevara?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Deja el teléfono fuera del alcance del agua, con el volumen suficiente para oír esta voz. Ajusta la temperatura del agua a tu gusto y, cuando estés bajo la ducha, planta bien los pies en el suelo. Si te resulta seguro, cierra los ojos un momento.',
      },
      {
        at: 45,
        text: 'Respira hondo. Siente el primer contacto del agua con la piel. Deja que caiga sobre la cabeza o sobre los hombros. Nota su temperatura: ¿caliente, templada? No la califiques. Solo siéntela.',
      },
      {
        at: 85,
        text: 'Escucha el sonido del agua. El golpeteo en el suelo, en los azulejos, sobre tu propia cabeza. Es un sonido continuo, como una lluvia. Deja que ocupe todo el espacio de la mente durante unas respiraciones.',
      },
      {
        at: 145,
        text: 'Ahora siente cómo el agua recorre el cuerpo. Baja por la nuca, resbala por la espalda, se desliza por el pecho, por los brazos, por las piernas, hasta los pies. Sigue su camino con la atención, como si fueras una de esas gotas.',
      },
      {
        at: 205,
        text: 'Ponte de espaldas al chorro y deja que el agua caiga sobre los hombros y la parte alta de la espalda. Inclina la cabeza hacia delante, un poco, para que el agua llegue a la nuca. Con cada exhalación, imagina que los hombros se funden bajo el calor.',
      },
      {
        at: 270,
        text: 'Si te apetece, usa las yemas de los dedos para masajear el cuero cabelludo mientras el agua cae. Círculos lentos, desde la frente hasta la nuca. Nota cómo se afloja la piel de la cabeza, y con ella, la frente y los ojos.',
      },
      {
        at: 330,
        text: 'Piensa en alguna tensión que traigas del día: una preocupación, una prisa, una conversación. Imagina que el agua la disuelve y se la lleva, resbalando por tu cuerpo hasta los pies y desapareciendo por el desagüe. No tienes que hacer nada. El agua hace el trabajo.',
      },
      {
        at: 395,
        text: 'Gira ahora de cara al agua, si es agradable. Deja que toque el rostro un momento: la frente, los párpados, las mejillas. Respira por la boca, despacio. Siente la frescura o el calor en la cara.',
      },
      {
        at: 450,
        text: 'Frota la piel de los brazos y del pecho con las manos, como si despertaras el cuerpo con cariño. Nota lo vivo que está, cómo responde al contacto. Agradece en silencio a este cuerpo que te lleva a todas partes.',
      },
      {
        at: 510,
        text: 'Quédate sin moverte unos segundos bajo el agua, solo respirando y escuchando. Siente el cuerpo entero, de la cabeza a los pies, limpio y más ligero.',
      },
      {
        at: 565,
        text: 'Cuando cierres el grifo, escucha el silencio repentino. Sécate despacio, como quien cuida algo valioso. Lleva contigo esta sensación de frescura y ligereza a lo que venga después.',
      },
    ],
  },
  {
    name: 'Relajación progresiva de Jacobson',
    description:
      'El método clásico de Edmund Jacobson, de los pies al rostro: aprende a reconocer la tensión en cada músculo para poder soltarla a voluntad, también fuera de la práctica.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué grupo de músculos te sorprendió por lo tenso que estaba antes de soltarlo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate boca arriba o siéntate en un sillón con buen respaldo. Vamos a practicar la relajación progresiva: tensarás un grupo de músculos durante unos cinco segundos, con una fuerza moderada, y después lo soltarás de golpe. Nunca aprietes hasta sentir dolor; si tienes alguna lesión, salta esa zona.',
      },
      {
        at: 45,
        text: 'Cierra los ojos y haz tres respiraciones lentas. La idea es sencilla: al notar con claridad cómo se siente un músculo tenso, tu cuerpo aprende a reconocer cómo se siente cuando se suelta. Empezamos por abajo.',
      },
      {
        at: 85,
        text: 'Los pies. Al inhalar, encoge los dedos de los pies con fuerza, como si quisieras agarrar algo con ellos. Mantén: uno, dos, tres, cuatro, cinco. Y suelta de golpe al exhalar. Siente cómo la tensión se disuelve. Quédate unos segundos notando la diferencia.',
      },
      {
        at: 140,
        text: 'Las pantorrillas. Lleva las puntas de los pies hacia ti, hacia la cara, y nota la tensión en la parte de atrás de las piernas. Mantén. Y suelta. Deja que los pies caigan hacia los lados, pesados y flojos.',
      },
      {
        at: 200,
        text: 'Los muslos. Aprieta los muslos, como si quisieras empujar las rodillas hacia el suelo o juntarlas con fuerza. Mantén, respirando. Y suelta. Siente el calor y el peso que quedan en las piernas.',
      },
      {
        at: 250,
        text: 'Los glúteos y la pelvis. Apriétalos con firmeza. Mantén, uno, dos, tres, cuatro, cinco. Y suelta por completo. Nota cómo la pelvis se asienta, más ancha y más pesada.',
      },
      {
        at: 300,
        text: 'El vientre. Contrae los músculos abdominales, como si fueras a recibir un pequeño empujón en la tripa. Mantén. Y suelta, dejando que el vientre se vuelva blando y se mueva libre con la respiración.',
      },
      {
        at: 355,
        text: 'Las manos y los antebrazos. Cierra las manos en dos puños firmes. Siente la tensión en los dedos, en las muñecas, en los antebrazos. Mantén. Y abre las manos de golpe, dejando los dedos sueltos. Nota el hormigueo.',
      },
      {
        at: 410,
        text: 'Los brazos. Dobla los codos y tensa los bíceps, como si mostraras la fuerza de tus brazos. Mantén. Y suelta, dejando caer los brazos a los lados, pesados como cuerdas.',
      },
      {
        at: 460,
        text: 'Los hombros. Súbelos hacia las orejas con fuerza, todo lo que puedas. Mantén, sintiendo la presión en el cuello. Y déjalos caer de golpe. Siente el alivio, el espacio que se abre entre los hombros y las orejas.',
      },
      {
        at: 515,
        text: 'El cuello. Presiona suavemente la parte de atrás de la cabeza contra la almohada o el respaldo. Mantén, sin forzar. Y suelta. Deja que la cabeza pese, sostenida por completo.',
      },
      {
        at: 565,
        text: 'El rostro. Aprieta los ojos, frunce la nariz, cierra la boca con fuerza y arruga la frente, como si probaras algo muy ácido. Mantén. Y suelta todo. Deja que la cara se vuelva lisa, blanda, serena.',
      },
      {
        at: 620,
        text: 'La mandíbula. Aprieta los dientes moderadamente, sintiendo los músculos a los lados de la cara. Mantén. Y suelta, dejando los labios apenas separados y la lengua descansando.',
      },
      {
        at: 670,
        text: 'Ahora todo el cuerpo a la vez. Al inhalar, tensa todo lo que puedas a la vez: pies, piernas, glúteos, vientre, puños, brazos, hombros, rostro. Mantén, uno, dos, tres. Y suelta con un gran suspiro por la boca.',
      },
      {
        at: 725,
        text: 'Quédate así, sin hacer nada. Recorre el cuerpo con la atención y nota cómo se siente ahora: quizá pesado, caliente, con un leve hormigueo. Si alguna zona sigue tensa, tensa solo esa zona una vez más y suéltala.',
      },
      {
        at: 795,
        text: 'Disfruta de esta sensación de cuerpo suelto. Memorízala. Es una sensación a la que puedes volver en cualquier momento del día, tensando y soltando solo los hombros o las manos, en unos segundos.',
      },
      {
        at: 865,
        text: 'Empieza a mover los dedos de las manos y de los pies. Estírate como te pida el cuerpo. Abre los ojos despacio y quédate un momento más antes de levantarte, con esta suavidad nueva en los músculos.',
      },
    ],
  },
  {
    name: 'Manos tibias sobre el vientre',
    description:
      'Con las manos sobre el abdomen, respira hacia ellas y deja que el calor ablande el centro del cuerpo, donde tantas veces se guardan los nervios y las prisas.',
    category: 'Relajación corporal',
    keywords: ['Sanación', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué emoción notaste guardada en tu vientre, y cómo cambió al respirar hacia ella?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate boca arriba, con las rodillas dobladas o con un cojín debajo de ellas, para que el vientre pueda soltarse del todo. Frota un poco las manos para calentarlas y colócalas sobre el abdomen, una encima del ombligo y otra un poco más abajo.',
      },
      {
        at: 50,
        text: 'Cierra los ojos. Siente el peso de las manos sobre el vientre y el calor que se transmite a través de la piel o de la ropa. Es un gesto sencillo y antiguo: poner las manos donde algo necesita cuidado.',
      },
      {
        at: 90,
        text: 'Observa cómo se mueve el vientre bajo las manos. Quizá apenas se mueve, porque respiras sobre todo con el pecho. Quizá está algo endurecido. No hay que corregir nada todavía. Solo escucha lo que las manos notan.',
      },
      {
        at: 155,
        text: 'Ahora, al inhalar, deja que el aire baje hasta empujar suavemente las manos hacia arriba, como si el vientre fuera un globo que se infla. Al exhalar, nota cómo las manos bajan. Sin forzar, sin hinchar demasiado. Solo invitando al aire a llegar más abajo.',
      },
      {
        at: 220,
        text: 'Sigue respirando así, con el vientre. Imagina que las manos irradian un calor suave, como una bolsa de agua tibia, y que ese calor entra en el abdomen con cada inhalación.',
      },
      {
        at: 300,
        text: 'Muchas veces guardamos en el vientre lo que no decimos: nervios, prisas, miedos pequeños. Por eso se endurece. Pregúntale con amabilidad: ¿qué llevas hoy? No busques una respuesta con la cabeza. Solo deja que la sensación se muestre.',
      },
      {
        at: 360,
        text: 'Si aparece alguna emoción, dale espacio. Puede ser inquietud, tristeza o simplemente cansancio. Respira hacia ella, como quien pone una mano en el hombro de alguien. No tienes que cambiarla; basta con acompañarla.',
      },
      {
        at: 420,
        text: 'Ahora imagina que el calor de tus manos se extiende en círculos, como las ondas en un estanque. Primero alrededor del ombligo. Después hacia los costados, hacia la parte baja de las costillas, hacia las caderas.',
      },
      {
        at: 485,
        text: 'Con cada exhalación, deja que el vientre se ablande un poco más. Los músculos abdominales no tienen que sostener nada ahora. Pueden dejarse ir, blandos, como la masa de pan que reposa.',
      },
      {
        at: 545,
        text: 'Si te apetece, mueve suavemente las manos en círculos lentos sobre el abdomen, en el sentido de las agujas del reloj, con una presión ligera. Es un masaje sencillo que el vientre suele agradecer.',
      },
      {
        at: 605,
        text: 'Deja las manos quietas otra vez. Siente la respiración profunda y serena que ahora mueve todo tu centro. El pecho descansa, el vientre trabaja, las manos acompañan.',
      },
      {
        at: 660,
        text: 'Lleva la atención también a la parte baja de la espalda. Al inhalar, nota cómo el aire la ensancha contra el suelo. El cuerpo se expande en todas direcciones desde el centro, como una flor que se abre.',
      },
      {
        at: 725,
        text: 'Si quieres, acompaña la respiración con dos palabras. Al inhalar: recibo. Al exhalar: suelto. Recibo calor, aire y calma. Suelto prisas, nudos y lo que ya no necesito llevar dentro. Deja que las palabras se vuelvan cada vez más lentas, hasta soltarlas también.',
      },
      {
        at: 790,
        text: 'Quédate aquí, sintiendo el calor, el movimiento y la suavidad. Si la mente se va, vuelve a las manos. Ellas siempre saben dónde estás.',
      },
      {
        at: 865,
        text: 'Antes de terminar, agradece a tu vientre todo lo que sostiene. Retira las manos despacio, gira hacia un lado y levántate sin prisa. Cuando notes tensión en el día, vuelve a poner una mano aquí.',
      },
    ],
  },
  {
    name: 'Estiramientos tras la pantalla',
    description:
      'Una secuencia suave de pie y en la silla para el cuello, la espalda, el pecho y las caderas después de muchas horas de silla frente a una pantalla. Sin ropa especial ni esterilla.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Energía'],
    type: 'Activa',
    minutes: 15,
    journalPrompt:
      '¿Qué postura descubriste que adopta tu cuerpo frente a la pantalla, y qué gesto te ayudó a deshacerla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Levántate de la silla, pero déjala cerca porque la usaremos. Aleja la vista de la pantalla. Vamos a deshacer, con movimientos suaves, la forma que el cuerpo adopta después de horas frente al teclado o al teléfono. Muévete siempre sin dolor.',
      },
      {
        at: 45,
        text: 'De pie, con los pies al ancho de las caderas, deja los brazos colgando. Haz tres respiraciones profundas. Observa tu postura: ¿la cabeza va adelantada? ¿Los hombros se cierran hacia el pecho? Solo obsérvalo.',
      },
      {
        at: 90,
        text: 'Empieza por el cuello. Lleva la barbilla hacia atrás, como si quisieras hacer una papada, alargando la nuca. Mantén un par de segundos y suelta. Repítelo varias veces. Este pequeño gesto devuelve la cabeza a su sitio sobre la columna.',
      },
      {
        at: 150,
        text: 'Ahora inclina la oreja derecha hacia el hombro derecho y deja que el peso de la cabeza estire el lado izquierdo del cuello. Si quieres más, apoya la mano derecha sobre la cabeza, sin tirar. Respira tres veces. Vuelve al centro y cambia de lado.',
      },
      {
        at: 215,
        text: 'Entrelaza los dedos, estira los brazos hacia el techo con las palmas hacia arriba y crece hacia arriba, como si quisieras tocar el techo. Respira. Después inclínate un poco hacia la derecha, respira, y luego hacia la izquierda.',
      },
      {
        at: 280,
        text: 'Abre el pecho. Lleva las manos detrás de la cabeza, con los codos abiertos, y al inhalar mira un poco hacia arriba llevando los codos hacia atrás. Al exhalar, vuelve al centro. Repite varias veces. Es el movimiento contrario al que hacemos al teclear.',
      },
      {
        at: 345,
        text: 'Ahora sitúate en un marco de puerta o junto a una pared. Apoya el antebrazo derecho en la pared, con el codo a la altura del hombro, y gira suavemente el cuerpo hacia la izquierda hasta notar el estiramiento en el pecho y en el hombro. Respira ahí y cambia de lado.',
      },
      {
        at: 415,
        text: 'Vuelve al centro. Coloca las manos en la parte baja de la espalda, con los dedos hacia abajo, y al inhalar arquea suavemente la espalda, mirando un poco hacia arriba. Al exhalar, vuelve. Solo una pequeña extensión, sin llevarla al límite.',
      },
      {
        at: 475,
        text: 'Ahora las caderas, que al estar en la silla se quedan cerradas. Da un paso largo hacia delante con la pierna derecha, con las manos en la cintura o apoyadas en el respaldo. Dobla un poco la rodilla de delante y lleva la cadera izquierda hacia delante, notando el estiramiento en la ingle. Respira y cambia de pierna.',
      },
      {
        at: 550,
        text: 'Siéntate en el borde de la silla. Apoya el tobillo derecho sobre la rodilla izquierda, si te resulta posible, y con la espalda recta inclínate un poco hacia delante. Notarás el estiramiento en el glúteo derecho. Respira hondo y cambia de lado.',
      },
      {
        at: 610,
        text: 'En la silla o de pie, como prefieras, gira el tronco hacia la derecha, apoyando la mano en el respaldo o en el muslo, con la espalda larga. Respira ahí. Vuelve al centro y gira hacia la izquierda. Las torsiones despiertan la columna.',
      },
      {
        at: 675,
        text: 'Ahora deja caer el tronco hacia delante desde la silla o de pie, con las rodillas dobladas, dejando que la cabeza y los brazos cuelguen. Balancéate un poco. Después sube muy despacio, vértebra a vértebra, con la cabeza al final.',
      },
      {
        at: 740,
        text: 'De pie otra vez, sacude el cuerpo entero: las manos, los brazos, los hombros, las piernas. Como si te quitaras el polvo. Da unos pequeños saltitos o rebota sobre los talones si te apetece.',
      },
      {
        at: 800,
        text: 'Quédate en quietud. Cierra los ojos y siente el cuerpo: la sangre que circula, el calor, el espacio en el pecho y en la espalda. Respira en esta postura más abierta.',
      },
      {
        at: 860,
        text: 'Antes de volver a la pantalla, ajusta su altura para que los ojos miren al frente, y recuerda levantarte cada hora, aunque sea un minuto. Haz una última respiración amplia y vuelve a tu tarea con el cuerpo despierto.',
      },
    ],
  },
  {
    name: 'Explorar el cuerpo con curiosidad',
    description:
      'Un escaneo corporal sin prisa y con curiosidad: recorre cada zona notando lo que hay, sin querer cambiarlo. Una práctica básica para volver a habitar el cuerpo.',
    category: 'Relajación corporal',
    keywords: ['Sanación', 'Descanso'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿Qué zona de tu cuerpo te pareció neutra o difícil de sentir, y qué descubriste al quedarte en ella?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate boca arriba sobre una superficie firme y agradable, o siéntate con la espalda recta y los pies en el suelo. Deja los brazos a los lados o las manos sobre los muslos. Durante estos minutos vas a recorrer tu cuerpo con la atención, como quien pasea despacio por un paisaje conocido que nunca ha mirado con calma.',
      },
      {
        at: 55,
        text: 'Esta práctica no busca que te relajes a la fuerza. Busca que notes lo que hay: calor o frío, presión, hormigueo, pulso, tensión, o incluso nada en absoluto. Todas esas respuestas son válidas. Si algo se afloja por el camino, mejor; si no, también.',
      },
      {
        at: 100,
        text: 'Cierra los ojos. Empieza sintiendo el cuerpo como un todo: su peso, su forma, los lugares donde toca el suelo o la silla. Respira unas cuantas veces con naturalidad, notando el movimiento del aire dentro de ti.',
      },
      {
        at: 145,
        text: 'Lleva la atención al dedo gordo del pie izquierdo. ¿Qué notas ahí? Quizá el roce del calcetín, quizá la temperatura, quizá nada. Amplía la atención a los otros dedos, uno a uno, y luego a la planta del pie, al talón, al empeine. Si no sientes nada en alguna zona, reconoce esa ausencia con la misma curiosidad.',
      },
      {
        at: 220,
        text: 'Sube al tobillo izquierdo y a la pantorrilla. Explora la parte de delante, la espinilla, y la de atrás. Después la rodilla: la rótula, los lados, el hueco de detrás. Luego el muslo entero. Tómate tu tiempo. No hay ninguna prisa por llegar arriba.',
      },
      {
        at: 285,
        text: 'Si quieres, prueba algo: al inhalar, imagina que el aire viaja hasta la zona que estás observando. Al exhalar, imagina que sale desde ahí. Respirar hacia una parte del cuerpo ayuda a sentirla con más claridad.',
      },
      {
        at: 350,
        text: 'Ahora cambia al pie derecho. Los dedos, la planta, el talón, el empeine. Nota si se siente distinto del izquierdo: más caliente, más pesado, más presente. Sube por el tobillo, la pantorrilla, la rodilla y el muslo derecho, con la misma curiosidad.',
      },
      {
        at: 415,
        text: 'Lleva la atención a la pelvis y a las caderas. Nota el peso de los glúteos contra el suelo o la silla, los huesos de la cadera, la zona del bajo vientre. Muchas personas sienten poco aquí; si es tu caso, quédate un momento más, sin forzar nada.',
      },
      {
        at: 485,
        text: 'Sube al abdomen. Siente cómo se mueve con la respiración, la piel, la ropa, quizá los sonidos de la digestión. Después, la parte baja de la espalda, la zona lumbar. Observa si hay tensión, calor, alguna molestia. Respira hacia ahí.',
      },
      {
        at: 550,
        text: 'Ahora recorre la espalda hacia arriba, vértebra a vértebra, hasta los omóplatos. Y por delante, el pecho: las costillas que se abren y se cierran, el latido del corazón si puedes notarlo, el esternón. No hay que buscar nada especial. Solo estar ahí.',
      },
      {
        at: 615,
        text: 'Los dedos de la mano izquierda. Siente cada uno, las yemas, las uñas, el espacio entre ellos. La palma, el dorso, la muñeca. Sube por el antebrazo, el codo, el brazo, hasta el hombro izquierdo. Nota el hombro con especial atención: ahí se guarda mucho.',
      },
      {
        at: 685,
        text: 'Los dedos de la mano derecha. Las yemas, la palma, el dorso, la muñeca. El antebrazo, el codo, el brazo, el hombro derecho. Compara un hombro con el otro, sin juzgar. Solo observa.',
      },
      {
        at: 745,
        text: 'Lleva la atención al cuello, por delante y por detrás. La garganta, al tragar. La nuca, que sostiene la cabeza todo el día. Y después la mandíbula, los dientes, la lengua, el interior de la boca.',
      },
      {
        at: 810,
        text: 'El rostro. La barbilla, los labios, las mejillas, la nariz y el aire que pasa por ella. Los ojos, los párpados, las cejas. La frente. Las sienes. Las orejas. Por último, la parte de arriba de la cabeza, la coronilla.',
      },
      {
        at: 875,
        text: 'Si durante el recorrido la mente se ha ido muchas veces, está bien. Cada vez que vuelves, entrenas la atención. Nota dónde estás ahora y regresa con amabilidad.',
      },
      {
        at: 935,
        text: 'Ahora amplía la atención al cuerpo entero, a la vez, de los pies a la cabeza. Como si una ola suave lo recorriera de abajo arriba al inhalar, y de arriba abajo al exhalar. Un solo cuerpo, vivo, respirando.',
      },
      {
        at: 1020,
        text: 'Descansa en esta sensación del cuerpo completo. Si alguna zona reclama atención, quédate con ella un momento y luego vuelve al todo. El cuerpo siempre está aquí, en el presente, esperando a que lo escuches.',
      },
      {
        at: 1105,
        text: 'Antes de terminar, piensa en alguna parte de tu cuerpo que hoy te haya pedido atención, por dolor, por tensión o por placer. Dale las gracias en silencio por hablarte.',
      },
      {
        at: 1165,
        text: 'Empieza a profundizar la respiración. Mueve suavemente los dedos y estírate como te apetezca. Abre los ojos. Llévate al día esta forma de escucharte: lenta, curiosa y amable.',
      },
    ],
  },
  {
    name: 'Peso y calor: entrenamiento autógeno',
    description:
      'Frases sencillas repetidas en silencio para invitar al cuerpo a sentir peso y calor, inspiradas en el entrenamiento autógeno. Un método clásico de relajación profunda.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿Qué frase te resultó más fácil de sentir en el cuerpo, el peso o el calor, y dónde lo notaste primero?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica está inspirada en el entrenamiento autógeno, un método de relajación que usa frases breves repetidas mentalmente. Acuéstate boca arriba, con los brazos un poco separados del cuerpo, o siéntate con la espalda apoyada y las manos sobre los muslos.',
      },
      {
        at: 45,
        text: 'La clave es una actitud pasiva: no intentes producir las sensaciones, solo repite las frases y observa lo que ocurre. Si no sientes nada, no pasa nada; con la práctica, el cuerpo aprende a responder. Cierra los ojos y respira con calma.',
      },
      {
        at: 90,
        text: 'Empieza con una frase de base. Repite mentalmente, despacio, varias veces: estoy en calma. Estoy en calma. Deja que las palabras se posen en ti sin esfuerzo, como hojas que caen sobre el agua.',
      },
      {
        at: 145,
        text: 'Ahora vamos con el peso. Lleva la atención al brazo derecho y repite en silencio: mi brazo derecho pesa. Mi brazo derecho pesa mucho. Dilo con lentitud, cada frase al ritmo de una exhalación, y deja que la imagen trabaje sola.',
      },
      {
        at: 185,
        text: 'Sigue repitiendo: mi brazo derecho pesa. Imagina, si te ayuda, que el brazo está lleno de arena húmeda, o que se hunde en el colchón. Entre frase y frase, intercala: estoy en calma.',
      },
      {
        at: 260,
        text: 'Ahora el brazo izquierdo: mi brazo izquierdo pesa. Mi brazo izquierdo pesa mucho. Y después ambos: mis brazos pesan. Repítelo varias veces, con calma.',
      },
      {
        at: 315,
        text: 'Pasa a las piernas. Mi pierna derecha pesa. Mi pierna izquierda pesa. Mis piernas pesan mucho. Y por último, el cuerpo entero: todo mi cuerpo pesa. Estoy en calma.',
      },
      {
        at: 365,
        text: 'Quédate con esta sensación de peso unos momentos, repitiendo la frase que mejor te funcione. Si la mente se va, vuelve a la frase sin reproches.',
      },
      {
        at: 440,
        text: 'Nota cómo esa pesadez no es una carga, sino un abandono. Los músculos ya no sostienen los brazos ni las piernas; lo hace el suelo. Es como dejar caer una bolsa muy pesada después de un largo camino. Respira en esa sensación.',
      },
      {
        at: 500,
        text: 'Ahora vamos con el calor. Lleva la atención otra vez al brazo derecho y repite: mi brazo derecho está caliente. Mi brazo derecho está agradablemente caliente. Puedes imaginar que lo acaricia el sol o que lo sumerges en agua templada.',
      },
      {
        at: 540,
        text: 'Sigue repitiendo la frase del calor en el brazo derecho. Después extiéndela al brazo izquierdo: mi brazo izquierdo está caliente. Y a los dos: mis brazos están agradablemente calientes.',
      },
      {
        at: 610,
        text: 'Observa si el calor se extiende por su cuenta, a veces primero hacia las manos o los pies, como un hormigueo tibio. Si no lo notas, no importa: basta con repetir la frase con paciencia y dejar que el cuerpo responda a su tiempo.',
      },
      {
        at: 675,
        text: 'Ahora las piernas: mi pierna derecha está caliente. Mi pierna izquierda está caliente. Mis piernas están calientes. Y el cuerpo entero: todo mi cuerpo está agradablemente caliente. Estoy en calma.',
      },
      {
        at: 745,
        text: 'Lleva la atención al pecho y a la respiración. Repite, sin cambiar nada: mi respiración es serena y regular. O, si lo prefieres: algo respira en mí. Deja que el aire entre y salga solo, sin dirigirlo.',
      },
      {
        at: 805,
        text: 'Si notas el latido del corazón, puedes añadir: mi corazón late con calma y regularidad. Si atender al corazón te inquieta, omite esta frase y quédate con la respiración. No hay nada que lograr.',
      },
      {
        at: 860,
        text: 'Lleva la atención a la zona del estómago, un poco por encima del ombligo. Repite: mi vientre irradia calor. Imagina un pequeño sol tibio en el centro de tu cuerpo, que extiende su calor hacia fuera.',
      },
      {
        at: 920,
        text: 'Por último, la frente. Repite: mi frente está agradablemente fresca. Imagina una brisa suave que la acaricia, mientras el resto del cuerpo sigue pesado y caliente. Cabeza fresca, cuerpo cálido.',
      },
      {
        at: 975,
        text: 'Ahora descansa en el conjunto. Puedes repetir las frases en orden, una sola vez cada una: mis brazos y piernas pesan. Están calientes. Mi respiración es serena. Mi vientre irradia calor. Mi frente está fresca. Estoy en calma. Y luego, silencio.',
      },
      {
        at: 1050,
        text: 'Quédate en esta relajación, sin frases, sintiendo lo que el cuerpo ha encontrado. Si vuelve alguna tensión, usa la frase que mejor te haya funcionado.',
      },
      {
        at: 1120,
        text: 'Para salir, vamos a hacer lo que en este método se llama la retirada. Cierra los puños con fuerza y dobla los codos, llevando los puños hacia los hombros. Estira los brazos con energía. Respira hondo.',
      },
      {
        at: 1160,
        text: 'Repite la retirada una vez más: puños, codos, brazos estirados y una respiración profunda. Abre los ojos. Quédate un momento en la postura antes de levantarte, y vuelve al día con el cuerpo en reposo y la mente despejada.',
      },
    ],
  },
  {
    name: 'Yoga nidra de media tarde',
    description:
      'Una práctica de yoga nidra para recargar sin dormirte: una intención, puntos de luz por el cuerpo, respiración alterna imaginada y un regreso lleno de energía.',
    category: 'Relajación corporal',
    keywords: ['Descanso', 'Energía'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt:
      '¿Con cuánta energía volviste de este descanso, y qué intención sembraste para el resto del día?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este yoga nidra de media tarde. Es un descanso profundo pensado para recargar, no para dormir. Acuéstate boca arriba sobre una esterilla o una alfombra, con las piernas separadas y los brazos a los lados, las palmas hacia arriba. Cúbrete con una manta ligera y pon un cojín bajo la cabeza o las rodillas si lo necesitas.',
      },
      {
        at: 65,
        text: 'Haz los últimos ajustes y luego quédate sin moverte. Cierra los ojos. La consigna de esta práctica es sencilla: mantener la atención despierta mientras el cuerpo descansa. Si notas que te vence el sueño, respira un poco más hondo y vuelve a mi voz.',
      },
      {
        at: 125,
        text: 'Toma conciencia de la habitación: su tamaño, la luz que atraviesa los párpados, la temperatura del aire sobre la piel. Escucha los sonidos de la tarde, dentro y fuera. Luego, siente el cuerpo sobre el suelo, quieto y apoyado. Di mentalmente: voy a practicar yoga nidra, y voy a estar presente.',
      },
      {
        at: 220,
        text: 'Es el momento de tu intención. Elige una frase breve y positiva para lo que queda de día o para tu vida, en presente. Por ejemplo: tengo la energía que necesito. O: avanzo con claridad. O: hago las cosas con calma. Repítela tres veces, con sentimiento.',
      },
      {
        at: 280,
        text: 'Ahora vamos a recorrer el cuerpo con puntos de luz. Cada vez que nombre un lugar, imagina que en él se enciende una pequeña estrella, brillante y tibia, y pasa enseguida al siguiente. Empezamos. El centro de la frente. La garganta. El hombro derecho. El codo derecho. La muñeca derecha.',
      },
      {
        at: 340,
        text: 'La punta del pulgar derecho. La punta del índice. Del dedo corazón. Del anular. Del meñique. La muñeca derecha. El codo derecho. El hombro derecho. La garganta. El hombro izquierdo. El codo izquierdo. La muñeca izquierda.',
      },
      {
        at: 365,
        text: 'La punta del pulgar izquierdo. Del índice. Del dedo corazón. Del anular. Del meñique. La muñeca izquierda. El codo izquierdo. El hombro izquierdo. La garganta. El centro del pecho. El pecho derecho. El centro del pecho. El pecho izquierdo. El centro del pecho. El ombligo.',
      },
      {
        at: 390,
        text: 'La base del tronco. La cadera derecha. La rodilla derecha. El tobillo derecho. La punta del dedo gordo del pie derecho. Del segundo dedo. Del tercero. Del cuarto. Del quinto. El tobillo. La rodilla. La cadera derecha. La base del tronco.',
      },
      {
        at: 415,
        text: 'La cadera izquierda. La rodilla izquierda. El tobillo izquierdo. La punta del dedo gordo del pie izquierdo. Del segundo. Del tercero. Del cuarto. Del quinto. El tobillo. La rodilla. La cadera izquierda. La base del tronco. El ombligo. El centro del pecho. La garganta. El centro de la frente.',
      },
      {
        at: 480,
        text: 'Ahora imagina todas las estrellas encendidas a la vez, como una constelación con la forma de tu cuerpo. Un cuerpo de luz, quieto y brillante, sobre el suelo. Todo el cuerpo. Todo el cuerpo. Despierto y en reposo.',
      },
      {
        at: 565,
        text: 'Lleva la atención a la respiración en las fosas nasales. Vamos a imaginar una respiración alterna, sin usar los dedos. Imagina que inhalas solo por la fosa izquierda y exhalas solo por la derecha. Luego inhalas por la derecha y exhalas por la izquierda. Es una ronda.',
      },
      {
        at: 625,
        text: 'Continúa a tu ritmo, solo con la imaginación: entra por la izquierda, sale por la derecha. Entra por la derecha, sale por la izquierda. Si quieres, cuenta las rondas hacia atrás desde diez. Si pierdes la cuenta, empieza de nuevo.',
      },
      {
        at: 745,
        text: 'Suelta la respiración alterna. Siente ahora el aire entrar por ambas fosas a la vez, formando un triángulo con el centro de la frente. Inhala y el aire sube hasta ese punto. Exhala y baja. Sencillo, fresco, claro.',
      },
      {
        at: 835,
        text: 'Ahora vamos a evocar sensaciones. Trae a tu cuerpo la sensación de cansancio, ese peso de media tarde: los párpados que se cierran, los brazos lentos, la cabeza espesa. Siéntelo sin resistirte, durante unos segundos.',
      },
      {
        at: 890,
        text: 'Y ahora la sensación contraria: energía. Imagina que acabas de despertar después de un sueño perfecto, en una mañana luminosa. El cuerpo ligero, la mente clara, ganas de moverte. Siente esa vitalidad en el pecho, en los brazos, en las piernas.',
      },
      {
        at: 980,
        text: 'Alterna unos momentos: cansancio. Energía. Cansancio. Energía. Y ahora deja las dos sensaciones juntas en el cuerpo, sin elegir. Después, suéltalas y vuelve a lo que sientes ahora, de verdad.',
      },
      {
        at: 1060,
        text: 'Voy a nombrar algunas imágenes. Deja que aparezcan y pasa a la siguiente. Un amanecer sobre el mar. Una cascada. Un campo de girasoles. Un tren que arranca. Una ventana abierta de par en par. Una montaña nevada al sol. Un río que corre con fuerza. Una semilla que brota.',
      },
      {
        at: 1125,
        text: 'Ahora imagina un sol pequeño y dorado en el centro de tu pecho. Con cada inhalación brilla un poco más y su calor se extiende por todo el cuerpo: los brazos, las piernas, la cabeza. No es un calor que adormece, sino uno que despierta, como el primer sol de la mañana.',
      },
      {
        at: 1220,
        text: 'Quédate con esa luz un momento. El cuerpo descansa por completo, y a la vez se llena de energía. Las dos cosas pueden ocurrir juntas. Es lo que estás aprendiendo ahora.',
      },
      {
        at: 1305,
        text: 'Vuelve a tu intención, la misma frase del principio. Repítela tres veces, despacio, sintiendo que el sol de tu pecho la ilumina y que ya es verdad en este momento.',
      },
      {
        at: 1355,
        text: 'La práctica de yoga nidra está terminando. Vuelve a sentir el cuerpo sobre el suelo, su peso y su forma. Escucha de nuevo los sonidos de la tarde. Recuerda la habitación en la que estás.',
      },
      {
        at: 1410,
        text: 'Empieza a profundizar la respiración. Mueve los dedos de las manos y de los pies. Rueda la cabeza de un lado a otro. Estírate de pies a cabeza, largo, como un gato después de la siesta.',
      },
      {
        at: 1465,
        text: 'Rueda hacia el lado derecho y quédate ahí un momento. Después incorpórate despacio. Abre los ojos y mira a tu alrededor con frescura. Vuelve a tu tarde con la energía y la intención que has sembrado.',
      },
    ],
  },
];
