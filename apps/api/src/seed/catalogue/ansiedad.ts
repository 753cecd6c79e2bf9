import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Anclarte con los cinco sentidos',
    description:
      'La técnica 5-4-3-2-1 para cuando sube la ansiedad: nombra lo que ves, tocas, oyes, hueles y saboreas, y vuelve al presente paso a paso.',
    category: 'Ansiedad',
    keywords: ['Protección', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Cuál de los cinco sentidos te trajo de vuelta al presente con más fuerza?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Si ahora mismo sientes ansiedad o nervios, has hecho bien en parar. Esta práctica se hace con los ojos abiertos. Apoya los pies en el suelo y deja que la espalda encuentre un respaldo o una pared.',
      },
      {
        at: 35,
        text: 'Antes de empezar, suelta el aire despacio por la boca, como si soplaras una vela sin llegar a apagarla. Inhala por la nariz, sin forzar, y suelta otra vez, despacio. No tienes que calmarte ahora; solo vas a mirar a tu alrededor.',
      },
      {
        at: 70,
        text: 'Busca cinco cosas que puedas ver. Nómbralas en silencio, una a una, con detalle: el color de una pared, la forma de una lámpara, la luz en una ventana. Tómate tu tiempo con cada una.',
      },
      {
        at: 110,
        text: 'Ahora busca cuatro cosas que puedas sentir con el tacto. La ropa sobre la piel, el suelo bajo los pies, la textura del asiento, el aire en las manos. Si quieres, toca algo cercano y nota su temperatura.',
      },
      {
        at: 150,
        text: 'Después, escucha. Identifica tres sonidos, aunque sean muy pequeños: el zumbido de un aparato, el tráfico a lo lejos, tu propia respiración. Deja que cada sonido te recuerde dónde estás.',
      },
      {
        at: 185,
        text: 'Ahora, dos cosas que puedas oler. Si no notas ningún olor, acerca la muñeca o la manga a la nariz, o siente simplemente el aire al entrar. Y, por último, una cosa que puedas saborear: el gusto de tu boca, o un sorbo de agua si la tienes cerca.',
      },
      {
        at: 230,
        text: 'Fíjate en cómo estás ahora. Quizá la inquietud sigue ahí, pero algo ha cambiado: tu atención está aquí, en este lugar, en este momento. Respira una vez más, despacio, alargando la exhalación.',
      },
      {
        at: 260,
        text: 'Puedes volver a esta técnica siempre que la ansiedad apriete, en cualquier sitio y sin que nadie lo note: cinco, cuatro, tres, dos, uno. Cuando quieras, vuelve a lo que estabas haciendo, con los pies bien apoyados en el suelo.',
      },
    ],
  },
  {
    name: 'Pies en la tierra ante la ansiedad',
    description:
      'Una práctica de pie para los momentos de nervios: empuja el suelo, presiona las palmas y siente la fuerza de tus músculos. El cuerpo ayuda a la mente a recuperar suelo firme.',
    category: 'Ansiedad',
    keywords: ['Protección', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué movimiento te dio más sensación de suelo firme cuando aparecieron los nervios?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Ponte de pie, con los pies separados a la anchura de las caderas y las rodillas un poco flexionadas. Si notas nervios, inquietud o el corazón algo acelerado, esta práctica te ayudará a sentir el suelo bajo ti.',
      },
      {
        at: 40,
        text: 'Empuja el suelo con las plantas de los pies, como si quisieras hundirlo un poco. Mantén la presión mientras cuentas hasta cinco, sintiendo la fuerza de las piernas. Después suelta. Repítelo dos veces más, a tu ritmo.',
      },
      {
        at: 75,
        text: 'Ahora balancea el peso, despacio, de un pie al otro. Derecha, izquierda. Nota cómo cada pie recibe el peso y lo devuelve. Es un movimiento sencillo y rítmico, como mecerse. Sigue así unos momentos.',
      },
      {
        at: 110,
        text: 'Junta las palmas de las manos delante del pecho y presiónalas con fuerza, una contra otra, durante cinco segundos. Siente los brazos, los hombros y el pecho trabajando. Suelta de golpe y nota el hormigueo. Repítelo una vez más.',
      },
      {
        at: 150,
        text: 'Cruza los brazos y apoya las manos en la parte alta de los brazos, como si te dieras un abrazo firme. Aprieta un poco y suelta, alternando, a tu ritmo. Que sea una presión segura y contenida.',
      },
      {
        at: 185,
        text: 'Ahora deja de moverte. Brazos sueltos, pies firmes. Inhala por la nariz contando hasta cuatro y exhala por la boca contando hasta seis, como si empañaras un cristal. Repite este ritmo unas cuantas veces.',
      },
      {
        at: 230,
        text: 'Siente tu cuerpo de pie: sólido, pesado, vivo. La ansiedad puede seguir presente, pero ahora también está esta otra sensación: la de tus pies en la tierra, sosteniéndote.',
      },
      {
        at: 260,
        text: 'Para terminar, empuja el suelo una última vez y suelta. Recuerda que tus pies siempre están contigo: puedes presionar el suelo en una reunión, en una fila o en el transporte, y nadie lo notará.',
      },
    ],
  },
  {
    name: 'La exhalación que afloja los nervios',
    description:
      'Alarga la exhalación poco a poco para que el cuerpo reciba una señal de calma. Cinco minutos sencillos para los nervios antes de un examen, una cita o una llamada importante.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Protección'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Cuánto pudo alargarse tu exhalación sin esfuerzo, y qué notaste al hacerlo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Si estás sintiendo nervios, inquietud o un nudo en el estómago, esta práctica es para ti. Apoya la espalda en el respaldo y los pies en el suelo. Puedes cerrar los ojos o dejar la mirada baja.',
      },
      {
        at: 40,
        text: 'Primero, observa tu respiración tal como está, sin juzgarla. Quizá es rápida, quizá corta, quizá se queda en el pecho. Está bien. Tu cuerpo está intentando protegerte.',
      },
      {
        at: 70,
        text: 'Pon una mano sobre el vientre. Inhala por la nariz contando mentalmente hasta cuatro. Y exhala, por la nariz o por la boca entreabierta, contando también hasta cuatro. Repite este ritmo igualado unas cuantas veces.',
      },
      {
        at: 105,
        text: 'Ahora vas a alargar solo la exhalación. Inhala en cuatro tiempos y exhala en cinco. Sin forzar, como si dejaras salir el aire por una pajita. Sigue así varias respiraciones.',
      },
      {
        at: 140,
        text: 'Si te resulta fácil, alarga un poco más: inhala en cuatro, exhala en seis. La exhalación larga es como decirle al cuerpo: no hay peligro, puedes bajar el ritmo. Si en algún momento te falta aire, vuelve a cuatro y cuatro.',
      },
      {
        at: 195,
        text: 'Sigue contando en silencio. Inhala, dos, tres, cuatro. Exhala, dos, tres, cuatro, cinco, seis. Nota cómo, al final de cada exhalación, los hombros bajan un poco y el vientre se ablanda.',
      },
      {
        at: 225,
        text: 'Ahora deja de contar y permite que la respiración siga a su aire. Observa si el ritmo ha cambiado, si hay un poco más de espacio dentro, aunque sea pequeño.',
      },
      {
        at: 260,
        text: 'Antes de abrir los ojos, recuerda: cuando aparezcan los nervios, puedes alargar la exhalación en cualquier lugar, y nadie tiene que saberlo. Abre los ojos y vuelve a tu día con este pequeño recurso en el bolsillo.',
      },
    ],
  },
  {
    name: 'Cuatro gestos para la inquietud',
    description:
      'Reconocer, permitir, investigar y cuidar: la práctica RAIN para mirar la ansiedad con amabilidad en lugar de pelear con ella. Diez minutos para cuando algo te inquieta.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Sanación'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué necesitaba la parte de ti que sentía inquietud, y cómo se lo diste?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica te ayudará a relacionarte de otra manera con la ansiedad o la inquietud que puedas sentir hoy. Busca una postura estable, apoya las manos donde te resulte natural y cierra los ojos si lo deseas.',
      },
      {
        at: 45,
        text: 'Respira unas cuantas veces sin prisa, sin forzar nada. Siente el apoyo bajo tu cuerpo. Deja que la respiración te traiga a este momento y a este lugar.',
      },
      {
        at: 85,
        text: 'Vas a practicar cuatro gestos internos, que en inglés se conocen por sus iniciales como RAIN: reconocer, permitir, investigar y cuidar. No hace falta recordarlos; te los iré guiando uno a uno.',
      },
      {
        at: 125,
        text: 'Piensa en una situación que te esté generando preocupación. Empieza por algo moderado, no lo más difícil de tu vida. Trae a la mente la escena, las personas, lo que temes que ocurra.',
      },
      {
        at: 165,
        text: 'El primer gesto es reconocer. Pregúntate: ¿qué está pasando dentro de mí ahora mismo? Quizá sea miedo, nervios, inquietud o tensión. Ponle nombre con sencillez: esto es ansiedad. Esto es preocupación.',
      },
      {
        at: 215,
        text: 'El segundo gesto es permitir. En lugar de empujar la emoción fuera, dile en silencio: puedes estar aquí. No significa que te guste ni que estés de acuerdo. Solo dejas de pelear con ella por un momento. Respira con eso.',
      },
      {
        at: 285,
        text: 'El tercer gesto es investigar, con curiosidad amable. ¿Dónde sientes esta inquietud en el cuerpo? Quizá en el pecho, en la garganta, en el estómago, en la mandíbula. ¿Es presión, calor, vibración, un nudo? Observa sin analizar.',
      },
      {
        at: 350,
        text: 'Ahora pregunta a esa parte de ti que siente miedo: ¿qué necesitas de mí? Escucha la respuesta sin forzarla. Quizá necesite seguridad, compañía, paciencia, o simplemente que la escuches.',
      },
      {
        at: 400,
        text: 'El cuarto gesto es cuidar. Pon una mano en el lugar donde sientes la inquietud, o sobre el corazón. Deja que llegue su calor. Ofrécete unas palabras amables, las que dirías a alguien que quieres: esto es difícil, y estoy aquí contigo.',
      },
      {
        at: 470,
        text: 'Quédate con ese cuidado unos momentos. No tienes que hacer desaparecer la ansiedad. Solo acompañarla, como se acompaña a un niño asustado: con presencia, con paciencia, con ternura.',
      },
      {
        at: 520,
        text: 'Ahora suelta la situación y vuelve a la respiración. Observa cómo te sientes después de estos cuatro gestos. Quizá algo se haya aflojado, quizá no. En cualquier caso, has practicado tratarte con amabilidad.',
      },
      {
        at: 560,
        text: 'Para cerrar, respira hondo y mueve suavemente el cuerpo. Cuando la inquietud vuelva, recuerda los cuatro gestos: reconocer, permitir, investigar y cuidar. Abre los ojos cuando quieras.',
      },
    ],
  },
  {
    name: 'Tiempo para la preocupación',
    description:
      'Un rato de escritura para dar a tus preocupaciones un lugar y una hora: las anotas, las separas y eliges un paso pequeño. Para mentes que dan vueltas y vueltas.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Claridad'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué preocupación de tu lista resultó ser algo que sí está en tus manos?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y algo para escribir, o una nota en tu teléfono. Vas a dedicar unos minutos a tus preocupaciones, a propósito, para que no te acompañen todo el día. Busca un lugar donde puedas escribir a gusto.',
      },
      {
        at: 45,
        text: 'Antes de empezar, haz tres respiraciones lentas. Siente el apoyo de la silla y el lápiz o el teléfono en tu mano. Este es un tiempo acotado: cuando termine, la preocupación podrá esperar hasta mañana.',
      },
      {
        at: 85,
        text: 'Ahora escribe todas las preocupaciones que tengas en la cabeza, grandes o pequeñas, sin ordenarlas ni explicarlas. Una por línea. El trabajo, la salud, el dinero, una conversación pendiente, algo que dijiste. Todo vale. Escribe sin detenerte.',
      },
      {
        at: 150,
        text: 'Sigue escribiendo. Si la mente dice que ya está, pregúntate: ¿y qué más? A menudo, debajo de las preocupaciones evidentes hay otras más calladas. Déjalas salir también al papel.',
      },
      {
        at: 210,
        text: 'Deja el lápiz un momento y respira. Mira tu lista. Lo que estaba dando vueltas dentro ahora está fuera, delante de ti, quieto en el papel. Ya no tienes que sostenerlo todo de memoria.',
      },
      {
        at: 255,
        text: 'Ahora lee cada preocupación y pregúntate: ¿puedo hacer algo con esto? Marca con un círculo las que dependen, al menos en parte, de ti. Marca con una raya las que no puedes controlar: el tiempo, lo que piensen otros, lo que aún no ha pasado.',
      },
      {
        at: 320,
        text: 'Mira las que has marcado con un círculo. Elige una y escribe a su lado un paso muy pequeño que puedas dar, algo concreto y posible: enviar un mensaje, pedir una cita, buscar un dato. No tienes que resolverla entera.',
      },
      {
        at: 385,
        text: 'Ahora mira las que llevan una raya. Lee cada una y, al exhalar, di en silencio: esto no está en mis manos ahora. Puedes dejarlo aquí, en el papel. Si vuelve a aparecer durante el día, recuerda que ya tiene su lugar.',
      },
      {
        at: 440,
        text: 'Quizá alguna preocupación no encaja en ningún lado, o te cuesta decidir. Está bien. Anota a su lado un signo de interrogación y déjala ahí. No todo necesita respuesta hoy.',
      },
      {
        at: 480,
        text: 'Dobla la hoja o cierra la nota. Decide una hora para tu próximo tiempo de preocupación, quizá mañana a esta misma hora. Si la mente insiste antes, puedes decirle con amabilidad: ahora no; a su hora.',
      },
      {
        at: 520,
        text: 'Cierra los ojos un momento y siente el cuerpo. Nota si hay un poco más de espacio en la cabeza o en el pecho. Respira hacia ese espacio.',
      },
      {
        at: 560,
        text: 'Para terminar, vuelve al paso pequeño que elegiste. Si puedes darlo hoy, imagina el momento de hacerlo. Abre los ojos y sigue tu día sabiendo que tus preocupaciones tienen un lugar, y que no tienes que cargar con todas a la vez.',
      },
    ],
  },
  {
    name: 'Hojas en el río para la mente acelerada',
    description:
      'Coloca cada pensamiento sobre una hoja y deja que el río se la lleve. Una visualización para pensamientos acelerados, rumiaciones y preocupaciones que no paran.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué pensamiento se resistió a subirse a la hoja, y qué hiciste con él?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Si tu mente va muy deprisa, con pensamientos que se pisan unos a otros, esta práctica te ayudará a mirarlos desde la orilla. Adopta una postura estable, deja las manos en reposo y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Respira unas cuantas veces un poco más despacio de lo habitual. Siente el peso de tu cuerpo y el apoyo bajo él. No intentes parar los pensamientos; solo vas a cambiar el lugar desde donde los miras.',
      },
      {
        at: 85,
        text: 'Imagina que estás a la orilla de un río de aguas mansas, una tarde templada. Puedes sentir la hierba bajo ti, oír el murmullo del agua, ver cómo la corriente avanza despacio.',
      },
      {
        at: 140,
        text: 'Sobre el agua flotan hojas grandes, de todos los colores: verdes, amarillas, rojizas. Bajan con la corriente, una tras otra, sin prisa, y desaparecen río abajo.',
      },
      {
        at: 190,
        text: 'Ahora, cada vez que aparezca un pensamiento, colócalo sobre una hoja. Si es una imagen, pon la imagen. Si son palabras, escríbelas en la hoja. Y observa cómo la corriente se la lleva.',
      },
      {
        at: 250,
        text: 'No importa de qué trate el pensamiento: una preocupación, un recuerdo, una lista de tareas, una duda. Todos van a una hoja, también los agradables. No eliges cuáles se van; solo los dejas flotar.',
      },
      {
        at: 315,
        text: 'Si la mente se queda en blanco, observa el agua. Si aparece el pensamiento «esto no funciona», colócalo también en una hoja. Si aparece la impaciencia, también.',
      },
      {
        at: 355,
        text: 'Quizá descubras que, de pronto, te has metido en el agua y vas río abajo con un pensamiento. Es normal; le pasa a todo el mundo. Cuando te des cuenta, sal con suavidad, vuelve a la orilla y sigue observando.',
      },
      {
        at: 420,
        text: 'Nota que algunas hojas vuelven. El mismo pensamiento reaparece una y otra vez. Está bien: vuelve a ponerlo en una hoja, tantas veces como haga falta, con la misma paciencia.',
      },
      {
        at: 470,
        text: 'Fíjate en el ritmo del río. No lo aceleras ni lo frenas. Tu tarea es estar en la orilla, respirando, mirando. Los pensamientos pasan; tú te quedas.',
      },
      {
        at: 520,
        text: 'Ahora deja que la imagen del río se desvanezca poco a poco. Vuelve a sentir tu respiración, el apoyo del cuerpo y los sonidos del lugar donde estás.',
      },
      {
        at: 560,
        text: 'Cuando la mente se acelere a lo largo del día, puedes recordar la orilla: un pensamiento, una hoja, la corriente. Mueve suavemente el cuerpo y abre los ojos cuando quieras.',
      },
    ],
  },
  {
    name: 'Mano en el pecho, mano en el vientre',
    description:
      'El calor de tus propias manos y unas palabras amables para acompañar la ansiedad en lugar de combatirla. Una pausa de autocompasión para los días que pesan.',
    category: 'Ansiedad',
    keywords: ['Protección', 'Sanación', 'Calma'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué frase amable te resultó más difícil, o más fácil, de decirte hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Durante estos quince minutos vas a practicar algo que quizá no haces a menudo: tratarte con la misma ternura con que tratarías a alguien que quieres. Busca una postura acogedora, en una silla o sobre la cama, y cierra los ojos.',
      },
      {
        at: 50,
        text: 'Respira unas cuantas veces sin prisa. Nota cómo está tu cuerpo ahora mismo: si hay tensión, si el corazón late deprisa, si la respiración es corta. No hace falta cambiar nada todavía.',
      },
      {
        at: 95,
        text: 'Ahora coloca una mano sobre el centro del pecho y la otra sobre el vientre. Siente el calor de tus palmas a través de la ropa. Siente el leve peso de las manos. Este gesto sencillo es una forma de decirle al cuerpo: estoy aquí.',
      },
      {
        at: 160,
        text: 'Respira debajo de tus manos. Nota cómo el vientre empuja suavemente la mano de abajo al inhalar, y cómo se retira al exhalar. Nota el pecho, más arriba, moviéndose un poco menos. Deja que tus manos acompañen ese vaivén.',
      },
      {
        at: 235,
        text: 'Si quieres, mueve un poco las manos: pequeños círculos sobre el pecho, o una presión suave y firme. Busca el contacto que más te reconforte. Puede que sea distinto cada día.',
      },
      {
        at: 295,
        text: 'Ahora trae a la mente aquello que te está causando ansiedad o preocupación estos días. No lo más grave; algo que puedas mirar sin que te desborde. Nota cómo responde el cuerpo bajo tus manos.',
      },
      {
        at: 340,
        text: 'Di en silencio la primera frase: esto es un momento difícil. O con tus propias palabras: esto duele, esto me inquieta, esto es ansiedad. Reconocer lo que sientes, sin exagerarlo ni quitarle importancia, es el primer paso del cuidado.',
      },
      {
        at: 415,
        text: 'La segunda frase: la dificultad forma parte de la vida. No eres la única persona que se siente así. En este mismo momento, muchas personas en el mundo sienten lo mismo que tú: nervios, miedo, inquietud. No estás fuera de lo humano; estás dentro.',
      },
      {
        at: 490,
        text: 'La tercera frase: que pueda tratarme con amabilidad. O busca la que necesites oír hoy: que pueda darme lo que necesito, que pueda aceptarme tal como estoy, que pueda tener paciencia conmigo. Repítela despacio, al ritmo de la respiración.',
      },
      {
        at: 570,
        text: 'Si te cuesta encontrar palabras amables para ti, piensa en qué le dirías a una persona amiga que estuviera pasando por esto. Probablemente no la criticarías; le dirías algo cálido. Dite ahora eso mismo.',
      },
      {
        at: 625,
        text: 'Quédate con las manos sobre el cuerpo, respirando, dejando que las frases resuenen. Si aparece resistencia o incomodidad, también tiene sitio aquí. No tienes que sentir nada especial; basta con la intención de cuidarte.',
      },
      {
        at: 700,
        text: 'Imagina que tus manos irradian un calor suave que se extiende por el pecho, el vientre y la espalda, como una manta que te envuelve desde dentro. Deja que te proteja y te sostenga mientras la respiración sigue su curso.',
      },
      {
        at: 775,
        text: 'Observa si algo ha cambiado. Quizá la inquietud sigue, pero ahora está acompañada. Quizá hay un poco más de suavidad. Todo lo que encuentres está bien.',
      },
      {
        at: 820,
        text: 'Empieza a despedirte de la práctica. Da las gracias a tus manos por este cuidado. Deja que se queden donde están o apóyalas en los muslos.',
      },
      {
        at: 860,
        text: 'Respira hondo, mueve el cuerpo con suavidad y abre los ojos. Recuerda que este gesto está siempre a tu alcance: una mano en el pecho, una respiración y una frase amable, estés donde estés.',
      },
    ],
  },
  {
    name: 'Toques suaves para los nervios',
    description:
      'Golpecitos suaves con las yemas de los dedos, el abrazo de mariposa y respiraciones lentas para descargar nervios e inquietud a través del cuerpo. De pie o en una silla.',
    category: 'Ansiedad',
    keywords: ['Protección', 'Calma'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿En qué punto del cuerpo te reconfortó más el golpeteo suave?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. En esta práctica vas a usar tus manos para ayudar al cuerpo a soltar nervios e inquietud mediante golpecitos suaves. Puedes hacerla en una silla o de pie. Los toques siempre deben ser ligeros y agradables, nunca dolorosos.',
      },
      {
        at: 50,
        text: 'Empieza con tres respiraciones lentas. Inhala por la nariz y exhala por la boca, un poco más largo. Observa, del cero al diez, cuánta inquietud hay ahora en tu cuerpo. No hay un número correcto; solo toma nota.',
      },
      {
        at: 100,
        text: 'Empieza por la cabeza. Con las yemas de los dedos de ambas manos, da golpecitos suaves por toda la parte alta, como una lluvia ligera. Baja por la parte de atrás, hacia la nuca, y vuelve a subir. Respira mientras lo haces.',
      },
      {
        at: 170,
        text: 'Ahora la cara. Con dos o tres dedos, da toques suaves en el entrecejo, luego en las sienes, debajo de los ojos sobre el hueso y en la barbilla. Ve despacio, unos segundos en cada punto.',
      },
      {
        at: 235,
        text: 'Baja a las clavículas. Busca el hueco justo debajo de ellas, a cada lado del esternón, y golpea suavemente con las yemas de los dedos. Después, con la mano abierta, da toquecitos en el centro del pecho. Nota la vibración y deja salir el aire.',
      },
      {
        at: 300,
        text: 'Sigue por los brazos. Con la mano derecha, da palmaditas suaves por el brazo izquierdo, desde el hombro hasta la mano, por fuera y por dentro. Luego cambia de lado. Es como despertar y apaciguar la piel al mismo tiempo.',
      },
      {
        at: 370,
        text: 'Si estás de pie, inclínate un poco y da palmaditas por las piernas: los muslos, las rodillas, las pantorrillas, y vuelve a subir. Si estás en una silla, hazlo por los muslos y las rodillas. Siente cómo el cuerpo se llena de sensaciones.',
      },
      {
        at: 435,
        text: 'Detente y deja las manos en reposo. Cierra los ojos y nota el cosquilleo, el calor, el pulso en la piel. Respira hacia todas esas sensaciones y obsérvalas cambiar.',
      },
      {
        at: 480,
        text: 'Ahora vas a hacer el abrazo de mariposa. Cruza los brazos sobre el pecho, de modo que la mano derecha quede sobre la parte alta del brazo izquierdo y la izquierda sobre el derecho. Si te resulta natural, engancha los pulgares.',
      },
      {
        at: 550,
        text: 'Da toques alternos con las manos, suaves y lentos: izquierda, derecha, izquierda, derecha, como el aleteo pausado de una mariposa. Mientras tanto, respira despacio. Si aparece una preocupación, déjala estar y sigue con el ritmo.',
      },
      {
        at: 625,
        text: 'Mientras sigues con el abrazo de mariposa, puedes repetir en silencio una frase que te dé seguridad: estoy aquí, en este momento estoy a salvo. O simplemente: aquí, ahora. Deja que las palabras se acompasen con los toques.',
      },
      {
        at: 705,
        text: 'Poco a poco, haz los toques más lentos y más espaciados, hasta detenerte. Deja las manos quietas sobre los brazos, como un abrazo. Siente su calor y su peso.',
      },
      {
        at: 755,
        text: 'Vuelve a preguntarte, del cero al diez, cuánta inquietud hay ahora. No importa si ha bajado mucho o poco. Lo importante es que has dedicado este tiempo a cuidar tu cuerpo con tus propias manos.',
      },
      {
        at: 815,
        text: 'Suelta los brazos y respira hondo. Con la exhalación, deja caer los hombros. Vuelve a sentir los pies en el suelo.',
      },
      {
        at: 860,
        text: 'Puedes usar estos toques en cualquier momento: unos golpecitos en las clavículas antes de una reunión, un abrazo de mariposa antes de dormir. Abre los ojos y vuelve a tu día con más suelo bajo los pies.',
      },
    ],
  },
  {
    name: 'Caminar con la inquietud',
    description:
      'Cuando la inquietud no te deja estar en una silla, sal a caminar. Una meditación al aire libre que empieza con paso vivo y se va calmando al ritmo de la respiración.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Cómo cambió tu paso desde el principio hasta el final del paseo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este paseo. Puedes hacerlo por la calle, en un parque o incluso en un pasillo largo. Mantén los ojos abiertos y la atención en el entorno en todo momento. Si notas nervios o mucha energía inquieta, este es un buen lugar para dejarla moverse.',
      },
      {
        at: 55,
        text: 'Empieza a caminar a un ritmo algo rápido, el que te pida el cuerpo. No tienes que calmarte todavía. Deja que los brazos se balanceen y que los pies marquen el paso. Siente cómo la energía se va gastando en el movimiento.',
      },
      {
        at: 105,
        text: 'Mientras caminas, nota el impacto de cada pisada: el talón que toca el suelo, el peso que avanza, el pie que empuja. Cuenta en silencio los pasos, de uno a diez, y vuelve a empezar.',
      },
      {
        at: 165,
        text: 'Ahora une la respiración a los pasos. Inhala durante cuatro pasos y exhala durante cuatro. Si te resulta difícil, prueba con tres y tres. Encuentra el ritmo que encaje con tu paso.',
      },
      {
        at: 225,
        text: 'Si la mente se va a la preocupación, vuelve a contar los pasos. Uno, dos, tres, cuatro al inhalar. Uno, dos, tres, cuatro al exhalar. Los pies siempre están en el presente; son tu ancla.',
      },
      {
        at: 300,
        text: 'Ahora alarga un poco la exhalación: inhala durante cuatro pasos y exhala durante seis, sin forzar. Nota cómo, casi sin darte cuenta, el paso empieza a hacerse algo más lento.',
      },
      {
        at: 375,
        text: 'Deja que el ritmo baje un poco más. Camina a un paso normal, sin prisa. Suelta los hombros y la mandíbula. Deja que las manos cuelguen sueltas.',
      },
      {
        at: 430,
        text: 'Abre ahora la atención hacia fuera. Mira lo que te rodea como si fuera la primera vez que pasas por aquí: los colores, la luz, los árboles o los edificios, el cielo. Elige una cosa y obsérvala con calma mientras caminas.',
      },
      {
        at: 495,
        text: 'Deja que tu mirada se amplíe. En lugar de fijarte en un punto, percibe todo el campo visual a la vez, incluidos los bordes. Esta mirada amplia y suave suele ayudar a que el cuerpo se sienta más a salvo.',
      },
      {
        at: 560,
        text: 'Escucha los sonidos del entorno: tus pasos, el viento, voces, pájaros, tráfico. No tienes que seguirlos; solo deja que lleguen. Siente también el aire en la cara y en las manos.',
      },
      {
        at: 620,
        text: 'Si vuelve la inquietud, nótala en el cuerpo: quizá en el pecho, en el estómago o en las piernas. Y deja que los pasos la acompañen. No hace falta que desaparezca. Tú sigues caminando, y ella camina contigo, cada vez con menos prisa.',
      },
      {
        at: 685,
        text: 'Ahora camina todavía más despacio, casi a la mitad de tu ritmo normal. Siente el pie entero rodando por el suelo: talón, planta, dedos. Respira de forma natural, sin contar.',
      },
      {
        at: 755,
        text: 'Busca un lugar donde puedas detenerte un momento sin molestar. Quédate de pie, con los dos pies bien apoyados. Cierra los ojos si es seguro hacerlo, o baja la mirada.',
      },
      {
        at: 800,
        text: 'Siente el cuerpo después del paseo: el calor en las piernas, el pulso, la respiración. Compara este momento con el principio. Quizá haya algo más de calma, o simplemente más presencia.',
      },
      {
        at: 860,
        text: 'Para terminar, toma una respiración amplia y deja salir el aire despacio. Cuando vuelvas a sentir inquietud, recuerda que tus pies pueden ayudarte: un paseo, unos pasos contados, una exhalación larga. Sigue tu camino a tu ritmo.',
      },
    ],
  },
  {
    name: 'Un escudo de luz serena',
    description:
      'Una visualización de protección: rodéate de una luz serena que deja pasar lo que te hace bien y mantiene fuera la ansiedad ajena. Con el apoyo del arcángel Miguel, si lo deseas.',
    category: 'Ansiedad',
    keywords: ['Protección', 'Calma', 'Sanación'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿De qué color era tu escudo de luz y qué decidiste dejar fuera de él?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta meditación es para los días en que todo te afecta demasiado: el ruido, las prisas, los nervios de los demás y los tuyos propios. Busca una postura estable y acogedora, y cierra los ojos.',
      },
      {
        at: 45,
        text: 'Respira hondo y suelta el aire despacio. Otra vez. Y una tercera, dejando que con cada exhalación el cuerpo se apoye un poco más. No tienes que sostener nada ahora mismo.',
      },
      {
        at: 90,
        text: 'Siente el contacto de tu cuerpo con lo que te sostiene: los pies en el suelo, la espalda, las manos. Imagina que desde la base de tu columna y desde las plantas de los pies salen raíces que se hunden en la tierra, firmes y profundas.',
      },
      {
        at: 150,
        text: 'Con cada exhalación, las raíces bajan un poco más. Con cada inhalación, sube desde la tierra una sensación de estabilidad. Tienes raíces. Tienes suelo.',
      },
      {
        at: 205,
        text: 'Tómate un momento para sentir esas raíces con detalle. Quizá las imaginas como las de un árbol antiguo, o como hilos de luz que bajan hacia el centro de la tierra. Lo que elijas está bien. Lo importante es la sensación de sostén.',
      },
      {
        at: 265,
        text: 'Ahora lleva la atención al centro del pecho. Imagina allí una pequeña luz, del tamaño de una llama. Puede ser blanca, dorada, azul o del color que aparezca. Es tu luz: tu calma, tu fuerza, tu bondad.',
      },
      {
        at: 325,
        text: 'Con cada inhalación, esa luz crece un poco. Se extiende por el pecho, sube a los hombros y baja por los brazos hasta las manos. Con cada exhalación, se vuelve más estable, más serena.',
      },
      {
        at: 395,
        text: 'Deja que la luz llene el vientre, la pelvis y las piernas, hasta los pies. Que suba por el cuello y llene la cabeza. Tu cuerpo entero está ahora lleno de esa luz serena.',
      },
      {
        at: 465,
        text: 'Ahora la luz empieza a salir de tu cuerpo, a unos centímetros de la piel. Se expande hasta formar a tu alrededor una burbuja luminosa que te rodea por delante, por detrás, por arriba y por debajo.',
      },
      {
        at: 535,
        text: 'Observa los bordes de esa burbuja. Son suaves pero firmes. Es un escudo hecho de tu propia calma. No te aísla del mundo: te da un espacio propio dentro de él.',
      },
      {
        at: 590,
        text: 'Este escudo tiene una cualidad especial: deja pasar todo lo que te nutre, el amor, la alegría, el aire limpio, las palabras amables. Y deja fuera lo que no te pertenece: la prisa ajena, el juicio, la tensión de otras personas, el ruido.',
      },
      {
        at: 665,
        text: 'Piensa en alguna situación que suele provocarte ansiedad: un lugar lleno de gente, una reunión, una conversación. Imagina que estás en ella, dentro de tu burbuja de luz. Observa cómo los estímulos llegan al borde del escudo y se suavizan antes de alcanzarte.',
      },
      {
        at: 740,
        text: 'Puedes sentir lo que ocurre, pero desde tu centro. Respira dentro de tu escudo. Si notas que la inquietud atraviesa el borde, no pasa nada: inhala, deja que la luz se haga más densa y luminosa, y vuelve a cerrar el círculo.',
      },
      {
        at: 810,
        text: 'Practica un poco más: imagina una voz alterada, una noticia inquietante, un mensaje urgente. Mira cómo llegan al borde de la luz. Llegan, pero no te invaden. Tú decides qué dejas entrar y cuándo.',
      },
      {
        at: 870,
        text: 'Si lo deseas, puedes invocar la presencia del arcángel Miguel, a quien muchas tradiciones asocian con la protección. Imagina una luz azul intensa que se une a la tuya, y una presencia fuerte y amorosa que permanece a tu lado.',
      },
      {
        at: 915,
        text: 'Puedes decir en silencio: arcángel Miguel, acompáñame, protege mi espacio y mi calma. O, si prefieres no invocar a nadie, simplemente: estoy a salvo en mi luz. Deja que las palabras se asienten en el cuerpo.',
      },
      {
        at: 985,
        text: 'Quédate ahora descansando dentro del escudo. No tienes que hacer nada. Solo respirar, sentir la luz a tu alrededor y la calma que crece dentro. Si aparece algún pensamiento, obsérvalo pasar por fuera, al otro lado del borde luminoso.',
      },
      {
        at: 1060,
        text: 'Este escudo no se apaga al abrir los ojos. Puedes llevarlo contigo. Cada vez que lo necesites, haz una respiración profunda e imagina la burbuja de luz a tu alrededor, aunque solo sea un segundo.',
      },
      {
        at: 1115,
        text: 'Da las gracias a tu luz, y a la presencia que te ha acompañado si la has invitado. Empieza a volver a tu cuerpo: siente el peso, la temperatura, los sonidos de la habitación.',
      },
      {
        at: 1160,
        text: 'Mueve despacio las manos y los pies, estírate si lo necesitas y abre los ojos. Vuelves a tu día con raíces abajo, luz alrededor y calma en el centro.',
      },
    ],
  },
  {
    name: 'Surfear la ola de la ansiedad',
    description:
      'Aprende a acompañar las oleadas de ansiedad sin pelear con ellas: notar cómo suben, llegan a su punto más alto y bajan. Para quien conoce los momentos de angustia intensa.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Sanación'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Qué notaste en tu cuerpo cuando la ola empezó a bajar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica te enseña a acompañar la ansiedad cuando llega como una ola: el corazón que se acelera, la respiración corta, el calor, el miedo. Es mejor aprenderla en un momento de relativa calma, para tenerla a mano cuando la necesites. Busca una postura estable y deja los ojos cerrados o entreabiertos, como prefieras.',
      },
      {
        at: 55,
        text: 'Primero, una nota de cuidado: si en algún momento la práctica se vuelve demasiado intensa, abre los ojos, apoya bien los pies y mira a tu alrededor. Tú marcas el ritmo. Siempre puedes parar.',
      },
      {
        at: 105,
        text: 'Empieza sintiendo lo que es estable: el peso del cuerpo, los pies en el suelo, las manos sobre las piernas. Nómbralo en silencio: suelo, apoyo, manos. Estas sensaciones serán tu playa, el lugar seguro al que puedes volver.',
      },
      {
        at: 165,
        text: 'Respira con naturalidad. Después, alarga un poco la exhalación, como si soltaras el aire por una pajita. Hazlo unas cuantas veces. No buscas relajarte a la fuerza; solo darle al cuerpo un ritmo amable.',
      },
      {
        at: 225,
        text: 'Ahora piensa en la ansiedad como una ola en el mar. Las olas crecen, alcanzan su punto más alto y luego, inevitablemente, descienden. Ninguna ola sube para siempre. Tampoco la ansiedad, aunque en el momento pueda parecerlo.',
      },
      {
        at: 275,
        text: 'Trae a la mente una situación que te cause algo de inquietud, algo moderado, un tres o un cuatro sobre diez. Deja que aparezca la imagen, solo lo justo para notar cómo responde el cuerpo.',
      },
      {
        at: 335,
        text: 'Observa dónde aparece la ola. Quizá en el pecho, en el estómago, en la garganta o en las manos. Describe en silencio lo que sientes, como quien da el parte del tiempo: presión en el pecho, calor en la cara, hormigueo en las manos.',
      },
      {
        at: 415,
        text: 'En lugar de resistirte, prueba a decirle a la sensación: te veo, puedes estar aquí. Respira hacia ella, rodeándola de espacio. Imagina que tu respiración es una tabla de surf que te mantiene a flote sobre la ola, sin que tengas que detenerla.',
      },
      {
        at: 495,
        text: 'Observa con curiosidad cómo cambia. ¿Sube? ¿Se mantiene? ¿Se mueve de sitio? Las sensaciones nunca están quietas del todo. Sigue cada cambio con atención, como quien mira el mar desde su tabla.',
      },
      {
        at: 570,
        text: 'Puedes ponerle un número a la intensidad, del cero al diez, y ver cómo cambia cada pocas respiraciones. Cinco, seis, quizá cinco otra vez. Los números suben y bajan, como el agua. Ese movimiento es la señal de que la ola está viva y de que pasará.',
      },
      {
        at: 635,
        text: 'Si aparecen pensamientos como «y si me pasa algo» o «no puedo con esto», reconócelos como parte de la ola: pensamientos de ansiedad. No tienes que creerlos ni discutirlos. Vuelve a la sensación del cuerpo y a la exhalación larga.',
      },
      {
        at: 700,
        text: 'Quizá notes que la ola ha llegado a su punto más alto. Quédate ahí, respirando, sin hacer nada más. Recuerda: desde aquí, el único camino posible es hacia abajo. Deja que el tiempo haga su trabajo.',
      },
      {
        at: 775,
        text: 'Observa ahora cómo la ola empieza a descender. Quizá el pecho se afloja un poco, quizá el calor se reparte, quizá la respiración se vuelve algo más lenta. Nota cada pequeño signo de alivio, por pequeño que sea.',
      },
      {
        at: 850,
        text: 'Vuelve a tu playa: los pies en el suelo, el peso del cuerpo, las manos. Nombra de nuevo los apoyos: suelo, apoyo, manos. Mira a tu alrededor si lo necesitas y elige tres objetos que puedas ver.',
      },
      {
        at: 900,
        text: 'Descansa un rato aquí. Respira con naturalidad. Acabas de comprobar algo importante: puedes sentir la ola, estar con ella y verla bajar. Tu cuerpo sabe volver a la calma; solo necesita que no le pongas más obstáculos.',
      },
      {
        at: 975,
        text: 'Si quieres, repite el proceso con una segunda ola, quizá un poco más suave o un poco más intensa, siempre dentro de lo que puedas sostener. Si lo prefieres, quédate simplemente en la playa, respirando.',
      },
      {
        at: 1035,
        text: 'Ofrécete unas palabras de reconocimiento. Acompañar la ansiedad requiere valentía. Puedes decirte: lo estoy haciendo bien, estoy aprendiendo a surfear. Pon una mano en el pecho si te ayuda.',
      },
      {
        at: 1110,
        text: 'Un último recordatorio para cuando llegue una ola real: pies en el suelo, exhalación larga, nombra lo que sientes y recuerda que las olas bajan. Si la ansiedad se vuelve muy frecuente o muy intensa, buscar el apoyo de un profesional también es una forma de cuidarte.',
      },
      {
        at: 1160,
        text: 'Respira hondo una vez más. Mueve los dedos, los hombros, el cuello. Abre los ojos del todo y mira a tu alrededor. Vuelves a tierra firme, con una nueva habilidad en tu equipaje.',
      },
    ],
  },
  {
    name: 'Reposo para una mente inquieta',
    description:
      'Una práctica larga inspirada en el yoga nidra: recorre el cuerpo punto por punto, siente sensaciones opuestas y descansa en una conciencia serena. Para cuando la inquietud no te deja descansar.',
    category: 'Ansiedad',
    keywords: ['Calma', 'Descanso', 'Sanación'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué intención sembraste en tu descanso, y cómo sonaba al repetirla al final?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este descanso profundo. Durante los próximos veinticinco minutos, tu única tarea es escuchar mi voz y seguirla sin esfuerzo. Colócate boca arriba sobre una esterilla o sobre la cama, con una manta si hace falta, los brazos a los lados y las palmas hacia arriba. Cierra los ojos.',
      },
      {
        at: 55,
        text: 'Haz los pequeños ajustes que necesites para no tener que moverte durante un rato: la almohada, la ropa, la posición de las piernas. Después, toma la decisión de permanecer sin moverte, en la medida de lo posible.',
      },
      {
        at: 105,
        text: 'Toma una respiración profunda y suspira. Otra. Y deja que la respiración vuelva a ser natural. Di en silencio: estoy aquí para descansar, manteniendo un hilo de conciencia. Si el sueño llega, no pasa nada.',
      },
      {
        at: 170,
        text: 'Escucha los sonidos más lejanos que puedas percibir. Después, los más cercanos. Luego, los sonidos dentro de la habitación. Y por último, el sonido de tu propia respiración. No los analices; solo deja que pasen.',
      },
      {
        at: 230,
        text: 'Ahora elige una intención breve, una frase en presente que hable de lo que deseas para ti. Por ejemplo: estoy en paz, mi mente descansa, estoy a salvo. Dila tres veces en silencio, con convicción y sin esfuerzo, como quien planta una semilla.',
      },
      {
        at: 310,
        text: 'Ahora vas a recorrer el cuerpo punto por punto. No necesitas moverte ni relajar nada. Solo lleva la atención al lugar que nombre, siéntelo un instante y pasa al siguiente, como una luz que va saltando.',
      },
      {
        at: 360,
        text: 'Mano derecha. Pulgar, índice, dedo corazón, anular, meñique. La palma, el dorso, la muñeca. El antebrazo, el codo, el brazo, el hombro. La axila, el costado derecho, la cadera, el muslo, la rodilla, la pantorrilla, el tobillo, el talón, la planta del pie. Los dedos del pie derecho, uno a uno.',
      },
      {
        at: 430,
        text: 'Mano izquierda. Pulgar, índice, dedo corazón, anular, meñique. La palma, el dorso, la muñeca. El antebrazo, el codo, el brazo, el hombro. La axila, el costado izquierdo, la cadera, el muslo, la rodilla, la pantorrilla, el tobillo, el talón, la planta del pie. Los dedos del pie izquierdo, uno a uno.',
      },
      {
        at: 500,
        text: 'La espalda. El omóplato derecho, el izquierdo. La zona lumbar. Toda la columna, de abajo arriba. La nuca, la parte de atrás de la cabeza, la coronilla. La frente, la ceja derecha, la ceja izquierda, el espacio entre las cejas.',
      },
      {
        at: 565,
        text: 'El ojo derecho, el ojo izquierdo. La nariz, la mejilla derecha, la mejilla izquierda. El labio superior, el labio inferior, la barbilla, la garganta. El pecho, el vientre, el ombligo, la pelvis.',
      },
      {
        at: 625,
        text: 'Ahora el cuerpo entero. Todo el lado derecho. Todo el lado izquierdo. Los dos lados juntos. La parte de delante, la parte de atrás. Todo el cuerpo a la vez, descansando.',
      },
      {
        at: 700,
        text: 'Siente los puntos de contacto entre tu cuerpo y el suelo. Los talones, las pantorrillas, la parte de atrás de los muslos, las nalgas, la espalda, los codos, las manos, la cabeza. Cada punto de apoyo, soltando su peso.',
      },
      {
        at: 765,
        text: 'Lleva la atención a la respiración, en las fosas nasales. Vas a contar hacia atrás, desde veintisiete hasta cero, así: inhalo, veintisiete; exhalo, veintisiete; inhalo, veintiséis; exhalo, veintiséis. Si te pierdes, vuelve a empezar desde veintisiete. No importa llegar al final.',
      },
      {
        at: 845,
        text: 'Ahora deja de contar. Evoca la sensación de pesadez. Tu cuerpo se vuelve muy pesado, como si se hundiera en el suelo. Los brazos pesan, las piernas pesan, la cabeza pesa. Todo el cuerpo, pesado.',
      },
      {
        at: 925,
        text: 'Y ahora, la sensación contraria: ligereza. El cuerpo se vuelve ligero, tan ligero que podría elevarse del suelo como una pluma. Los brazos ligeros, las piernas ligeras, todo el cuerpo ligero.',
      },
      {
        at: 985,
        text: 'Evoca ahora la sensación de frío, como si tocaras nieve o bebieras agua fresca en invierno. Y después, la de calor: el sol en la piel, una manta de lana, un baño tibio. Frío. Calor. Y ahora, los dos a la vez.',
      },
      {
        at: 1050,
        text: 'Recuerda ahora, solo por un instante, una sensación de inquietud, una pequeña prisa interior. Obsérvala sin entrar en ella. Y ahora, su contrario: un momento de calma profunda que hayas vivido. Inquietud. Calma. Deja que las dos se disuelvan en el espacio.',
      },
      {
        at: 1115,
        text: 'Vas a ver unas imágenes. Deja que aparezcan sin esfuerzo, un instante cada una. Una vela encendida. Un bosque al amanecer. Una taza de té humeante. Un lago en calma. La luna llena sobre el mar. Un pájaro que vuela despacio. Un camino entre flores. Una puerta abierta a un jardín.',
      },
      {
        at: 1200,
        text: 'Ahora no hay imágenes. Solo un espacio oscuro y amplio detrás de los ojos, como un cielo nocturno. Descansa en ese espacio. Si aparecen pensamientos, son como estrellas fugaces: aparecen y se van. Tú sigues en el espacio, en calma.',
      },
      {
        at: 1280,
        text: 'Quédate aquí, sin hacer nada. Solo siendo. Este descanso es tuyo. La inquietud puede esperar fuera mientras la mente se toma este respiro.',
      },
      {
        at: 1350,
        text: 'Vuelve ahora a tu intención, la misma frase que elegiste al principio. Repítela tres veces en silencio, con sentimiento. Ahora la semilla cae en una tierra más blanda y receptiva.',
      },
      {
        at: 1395,
        text: 'Poco a poco, empieza a volver. Toma conciencia de tu respiración, más profunda. Del cuerpo sobre el suelo o la cama. De los sonidos de la habitación. Recuerda dónde estás y qué hora del día es.',
      },
      {
        at: 1460,
        text: 'Mueve suavemente los dedos de las manos y de los pies. Estírate como te apetezca y, cuando te parezca bien, gírate hacia un lado y quédate ahí unas respiraciones antes de incorporarte. Abre los ojos despacio. Llevas contigo el descanso y la intención que has sembrado.',
      },
    ],
  },
];
