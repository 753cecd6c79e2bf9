import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'El puño que se abre',
    description:
      'Aprieta en un puño aquello a lo que te aferras y ábrelo despacio, respiración a respiración. Un gesto sencillo para sentir en el cuerpo qué significa soltar.',
    category: 'Soltar',
    keywords: ['Sanación', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué pusiste dentro del puño hoy, y qué sentiste en la mano cuando por fin se abrió?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda recta y apoya las manos sobre los muslos, con las palmas hacia arriba. Haz dos respiraciones profundas y deja que los hombros bajen. Para esta práctica solo necesitas tus manos.',
      },
      {
        at: 30,
        text: 'Piensa en algo a lo que te estés aferrando hoy. Puede ser una preocupación, una expectativa, un enfado o una idea de cómo deberían ser las cosas. No hace falta que sea lo más grande de tu vida. Elige algo concreto y nómbralo en silencio.',
      },
      {
        at: 75,
        text: 'Ahora imagina que lo pones en la palma de tu mano derecha y cierra la mano alrededor, formando un puño. Apriétalo con fuerza. Siente la tensión en los dedos, en la muñeca, en el antebrazo. Así se siente aferrarse. Mantén el puño cerrado unas respiraciones.',
      },
      {
        at: 120,
        text: 'Observa lo que ocurre en el resto del cuerpo mientras aprietas: quizá los hombros suben, quizá la mandíbula se endurece, quizá la respiración se corta. Aferrarse cuesta energía, aunque no lo notemos.',
      },
      {
        at: 155,
        text: 'Ahora, con cada exhalación, vas a abrir el puño un poco, muy despacio. Primero aflojas la presión. En la siguiente exhalación, los dedos empiezan a separarse. Luego un poco más. No tengas prisa: soltar de verdad suele ser lento.',
      },
      {
        at: 195,
        text: 'Deja la mano completamente abierta, con la palma hacia arriba. Lo que sostenías sigue ahí, pero ya no lo aprietas. Puede quedarse o irse. Siente el aire sobre la palma, el hormigueo en los dedos, el alivio en el brazo.',
      },
      {
        at: 235,
        text: 'Si quieres, gira la mano hacia abajo y deja que caiga lo que queda, como si dejaras caer arena. Luego vuelve a poner ambas palmas hacia arriba, abiertas, disponibles para lo que venga.',
      },
      {
        at: 265,
        text: 'Cuando hoy notes que vuelves a apretar, mira tu mano y ábrela. Ese pequeño gesto te recordará esta práctica. Haz una última respiración con las palmas abiertas y vuelve a tu día.',
      },
    ],
  },
  {
    name: 'Exhalar el control',
    description:
      'Una pausa de respiración con exhalaciones largas para soltar la necesidad de controlarlo todo. Para esos momentos en que quieres que las cosas salgan exactamente como habías planeado.',
    category: 'Soltar',
    keywords: ['Calma', 'Claridad'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué situación intentas controlar ahora mismo, y qué parte de ella no depende de ti?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca una postura estable, en una silla o de pie, con los pies bien apoyados. Cierra los ojos o baja la mirada. Durante estos minutos no vas a resolver nada. Solo vas a respirar y a aflojar un poco las riendas.',
      },
      {
        at: 35,
        text: 'Trae a la mente la situación que te preocupa, esa que quisieras tener bajo control. Obsérvala sin entrar en detalles. Nota dónde la sientes en el cuerpo: quizá en el pecho, en el estómago, en la frente.',
      },
      {
        at: 70,
        text: 'Ahora respira por la nariz contando hasta cuatro. Y exhala por la boca, despacio, contando hasta seis u ocho, como si soplaras sobre una taza de té caliente. La exhalación larga le dice al cuerpo que puede aflojar la guardia.',
      },
      {
        at: 110,
        text: 'Sigue así. Con cada exhalación, repite mentalmente: suelto. Inhala: cuatro. Exhala: suelto. No sueltas la situación ni a las personas que hay en ella. Sueltas la idea de que todo depende de ti.',
      },
      {
        at: 155,
        text: 'Pregúntate con calma: ¿qué parte de esto sí está en mis manos? Quizá es solo el próximo paso, o tu forma de responder. Y el resto, lo que no depende de ti, déjalo ir con la próxima exhalación larga.',
      },
      {
        at: 200,
        text: 'Imagina que llevas las riendas de un caballo y que las tienes muy apretadas. Afloja los dedos. El caballo sigue caminando, quizá incluso mejor. Tú sigues ahí, presente, pero sin tirar.',
      },
      {
        at: 235,
        text: 'Vuelve a respirar con naturalidad. Nota cómo está ahora el lugar del cuerpo donde sentías la preocupación. No tiene que haber desaparecido. Basta con que tenga un poco más de espacio.',
      },
      {
        at: 265,
        text: 'Abre los ojos. Elige una sola acción, la que sí depende de ti, y deja el resto al tiempo y a la vida. Lleva contigo esta exhalación larga para cuando vuelvas a apretar.',
      },
    ],
  },
  {
    name: 'Cuatro frases para reconciliarte',
    description:
      'Una práctica de repetición inspirada en la tradición hawaiana del hoʻoponopono: lo siento, perdóname, gracias, te quiero. Para suavizar un vínculo dañado o una culpa que pesa.',
    category: 'Soltar',
    keywords: ['Perdón', 'Relaciones'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿A quién dirigiste hoy las cuatro frases, y cuál de ellas te costó más pronunciar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda recta, en una postura que te resulte estable, y lleva una mano al centro del pecho. Cierra los ojos y respira despacio unas cuantas veces.',
      },
      {
        at: 30,
        text: 'Esta práctica usa cuatro frases sencillas: lo siento, perdóname, gracias, te quiero. Vienen de la tradición hawaiana del hoʻoponopono y se repiten con calma, como una forma de limpiar lo que se ha enredado entre tú y alguien, o entre tú y tu historia.',
      },
      {
        at: 65,
        text: 'Piensa en una persona con la que haya algo pendiente, un desencuentro, una distancia, un daño. Si hoy es demasiado difícil, elige a alguien con quien el conflicto sea pequeño. También puedes dirigir las frases hacia ti.',
      },
      {
        at: 110,
        text: 'Imagina a esa persona delante de ti, o simplemente siente su presencia. Y repite en silencio, despacio, dejando que cada frase resuene: lo siento. Perdóname. Gracias. Te quiero. Sigue repitiéndolas a tu ritmo.',
      },
      {
        at: 155,
        text: 'No tienes que creer cada palabra ahora mismo. Las frases trabajan como una semilla. Lo siento, por la parte que me toca. Perdóname, por lo que no supe hacer mejor. Gracias, por lo que me enseñas. Te quiero, porque compartimos la misma humanidad.',
      },
      {
        at: 200,
        text: 'Si aparece resistencia, rabia o tristeza, no la empujes. Inclúyela. Dile también a esa emoción: lo siento, perdóname, gracias, te quiero. Respira con ella.',
      },
      {
        at: 235,
        text: 'Ahora dirige las cuatro frases hacia ti, con la mano en el pecho. Lo siento. Perdóname. Gracias. Te quiero. Nota qué se mueve por dentro al escucharlas con tu propia voz interior.',
      },
      {
        at: 265,
        text: 'Deja que las palabras se apaguen poco a poco. Respira una vez más con la mano en el pecho. Puedes volver a estas cuatro frases siempre que un vínculo te duela. Abre los ojos cuando quieras.',
      },
    ],
  },
  {
    name: 'Dos columnas: lo mío y lo que no',
    description:
      'Con papel y bolígrafo, separa lo que depende de ti de lo que no, y decide qué hacer con cada parte. Para cuando una situación te ocupa la cabeza y no sabes por dónde empezar.',
    category: 'Soltar',
    keywords: ['Claridad', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt:
      '¿Qué cosa pasó de la columna de lo tuyo a la de lo que no depende de ti, y cómo te sentiste al moverla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas una hoja de papel y un bolígrafo. Siéntate a una mesa, con los pies en el suelo. Antes de escribir, haz tres respiraciones lentas y nota el contacto del papel bajo tus manos.',
      },
      {
        at: 45,
        text: 'Piensa en una situación que te esté pesando: en el trabajo, en la familia, en tu salud, en algún proyecto. Escribe arriba de la hoja una frase que la resuma, tal como te salga. No busques la frase perfecta.',
      },
      {
        at: 90,
        text: 'Ahora traza una línea vertical en el centro de la hoja. A la izquierda escribe: lo que depende de mí. A la derecha: lo que no depende de mí. Esta idea es muy antigua; la usaban ya los filósofos estoicos para vivir con más serenidad.',
      },
      {
        at: 135,
        text: 'Empieza por la columna de la derecha. Escribe todo lo que, en esta situación, está fuera de tu control: lo que piensan o hacen otras personas, el pasado, el resultado final, el tiempo que tardará, la suerte. Escribe sin filtrar, una cosa debajo de otra.',
      },
      {
        at: 220,
        text: 'Ahora la columna de la izquierda. Escribe lo que sí depende de ti: tus acciones, tus palabras, tu forma de responder, pedir ayuda, descansar, poner un límite, prepararte. Pequeñas cosas concretas.',
      },
      {
        at: 300,
        text: 'Lee las dos columnas despacio. Quizá descubras que estabas gastando mucha energía en la derecha. Es muy humano. Queremos controlar lo que no se puede controlar porque nos importa. Respira un momento con eso.',
      },
      {
        at: 360,
        text: 'Vuelve a la columna de la derecha y, junto a cada cosa, escribe una palabra pequeña: suelto. O traza una línea suave sobre ella, no para borrarla, sino para recordarte que no te corresponde cargarla.',
      },
      {
        at: 420,
        text: 'Mira ahora la columna de la izquierda y rodea con un círculo una sola acción, la más sencilla, que puedas hacer en las próximas veinticuatro horas. Escríbela debajo, en grande, con una fecha o una hora.',
      },
      {
        at: 485,
        text: 'Deja el bolígrafo. Cierra los ojos y pon una mano sobre la hoja. Repite en silencio: hago lo que está en mis manos y suelto lo que no. Respira así unas cuantas veces.',
      },
      {
        at: 525,
        text: 'Nota cómo se siente el cuerpo ahora. Quizá un poco más ligero, quizá igual. Lo importante es que la preocupación tiene ahora una forma, unos límites y un primer paso.',
      },
      {
        at: 565,
        text: 'Dobla la hoja y guárdala donde puedas verla mañana. Cuando la situación vuelva a ocupar tu mente, pregúntate: ¿esto está en mi columna o en la otra? Y actúa en consecuencia.',
      },
    ],
  },
  {
    name: 'Decir sí a lo que es',
    description:
      'Nota cómo el cuerpo se tensa al decir no a una situación que no puedes cambiar, y prueba a decirle sí, sin aprobarla. Para dejar de pelear con lo que ya ocurrió y recuperar energía.',
    category: 'Soltar',
    keywords: ['Calma', 'Sanación'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt:
      '¿Qué notaste en tu cuerpo al decirle sí a esa situación, y qué se volvió posible después?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda erguida y los hombros sueltos, o recuéstate si lo prefieres. Cierra los ojos. Haz unas cuantas respiraciones lentas y deja que el cuerpo se asiente en su apoyo.',
      },
      {
        at: 40,
        text: 'Trae a la mente algo que no puedes cambiar y que te cuesta aceptar. Puede ser un hecho del pasado, una pérdida, una situación de tu vida actual, la forma de ser de otra persona o algo de tu cuerpo. Elige algo de tamaño mediano para empezar.',
      },
      {
        at: 90,
        text: 'Observa qué ocurre en el cuerpo al pensar en ello. Quizá la mandíbula se aprieta, el pecho se cierra o el estómago se encoge. Es la forma en que el cuerpo dice no. Nótalo con curiosidad, sin juzgarlo.',
      },
      {
        at: 150,
        text: 'Ahora haz un pequeño experimento. Repite mentalmente, mirando esa situación: no, no, no. Varias veces, con firmeza. Y observa lo que pasa en el cuerpo mientras lo dices. Quizá más tensión, más calor, más cansancio.',
      },
      {
        at: 210,
        text: 'Ahora cambia la palabra. Mirando la misma situación, repite mentalmente: sí. Sí, esto está pasando. Sí, esto ocurrió. Dilo con suavidad, varias veces, y observa lo que pasa ahora en el cuerpo.',
      },
      {
        at: 265,
        text: 'Decir sí no significa que te guste, ni que lo apruebes, ni que renuncies a actuar. Significa dejar de gastar fuerzas peleando con algo que ya es así. Desde ese sí, suele ser más fácil decidir qué hacer.',
      },
      {
        at: 310,
        text: 'Sigue respirando y dile sí a cada cosa que aparezca. Sí a este nudo en el pecho. Sí a esta tristeza. Sí a este enfado. Sí a no entenderlo del todo. Un sí amable con cada exhalación.',
      },
      {
        at: 390,
        text: 'Si en algún momento el sí es imposible, si algo en ti se rebela, no lo fuerces. Di sí a esa resistencia: sí, ahora mismo no puedo aceptar esto. También eso forma parte de lo que es.',
      },
      {
        at: 450,
        text: 'Nota el espacio que se abre cuando dejas de empujar. Quizá aparece un poco de cansancio, o de alivio, o de tristeza limpia. Quizá surge una idea sobre el siguiente paso. Deja que llegue lo que tenga que llegar.',
      },
      {
        at: 510,
        text: 'Repite en silencio una frase para llevarte: acepto lo que no puedo cambiar, y cambio lo que sí puedo. Respira con ella unas cuantas veces.',
      },
      {
        at: 565,
        text: 'Abre los ojos despacio. Cuando hoy notes que aprietas contra algo que ya es así, prueba a decirle sí por dentro y observa qué cambia.',
      },
    ],
  },
  {
    name: 'El error que no te deja en paz',
    description:
      'Cuatro pasos para perdonarte un error sin negarlo: asumir lo que te toca, sentir un remordimiento sano, reparar lo que se pueda y renovarte con lo aprendido. Para cuando la culpa no se va.',
    category: 'Soltar',
    keywords: ['Perdón', 'Amor propio'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt:
      '¿Qué reparación, grande o pequeña, está en tus manos después de ese error, y cuándo vas a hacerla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate con la espalda apoyada o recuéstate, y cierra los ojos. Haz unas cuantas respiraciones lentas. Esta práctica es para ese error que vuelve una y otra vez a tu cabeza, grande o pequeño, reciente o antiguo.',
      },
      {
        at: 45,
        text: 'Trae a la mente lo que ocurrió. Sin revivir cada detalle, solo lo suficiente para sentir un poco el malestar. Nota dónde se instala en el cuerpo: en el estómago, en el pecho, en la garganta. Respira hacia ahí.',
      },
      {
        at: 90,
        text: 'Primer paso: asumir lo que te toca. Dilo en silencio, con claridad y sin adornos: hice esto, y tuvo este efecto. Ni más ni menos. Sin excusas que lo empequeñezcan y sin exageraciones que lo conviertan en una condena.',
      },
      {
        at: 150,
        text: 'Segundo paso: distinguir dos voces. Una dice: he hecho algo que no está de acuerdo con lo que valoro. La otra dice: soy un desastre, no tengo remedio. La primera es un remordimiento sano, que te ayuda a crecer. La segunda es una culpa que castiga y no repara nada. Nota cuál de las dos habla más alto.',
      },
      {
        at: 225,
        text: 'Quédate con el remordimiento sano. Pon una mano sobre el pecho y deja que aparezca la tristeza de haber fallado o de haber herido. Esa tristeza muestra lo que te importa. No tienes que huir de ella; solo acompañarla un momento.',
      },
      {
        at: 285,
        text: 'Tercer paso: reparar. Pregúntate qué está en tus manos: una disculpa sincera, una conversación, devolver algo, cambiar una costumbre. Imagina ese gesto con detalle, hecho con calma. Si no es posible reparar directamente, piensa en una forma indirecta de aportar algo bueno.',
      },
      {
        at: 350,
        text: 'Cuarto paso: renovarte. Pregúntate qué has aprendido. Qué harías distinto si volviera a pasar. Formula una frase que empiece por: la próxima vez. Repítela mentalmente, como un compromiso contigo.',
      },
      {
        at: 410,
        text: 'Ahora ofrécete perdón, con las palabras que te resulten verdaderas. Quizá: asumo lo que me toca y suelto el castigo. O: me perdono, y sigo aprendiendo. Dilo despacio, varias veces.',
      },
      {
        at: 465,
        text: 'Con cada exhalación, imagina que dejas ir un poco del peso de la culpa, mientras conservas la lección. Lo que aprendiste se queda. El castigo ya no es necesario.',
      },
      {
        at: 525,
        text: 'Imagina el día de mañana. Te ves caminando con menos carga, con la reparación hecha o en camino y la lección guardada. Nota cómo se siente esa versión de ti.',
      },
      {
        at: 565,
        text: 'Abre los ojos despacio. Si la voz que castiga vuelve hoy, recuerda los cuatro pasos: asumir, sentir, reparar y renovarte. Y date el mismo trato justo que darías a cualquier otra persona.',
      },
    ],
  },
  {
    name: 'Carta que no enviarás',
    description:
      'Escribe a mano una carta a alguien que te hirió o con quien quedó algo sin decir, sabiendo que nunca la enviarás. Un espacio seguro para vaciar, comprender y empezar a perdonar.',
    category: 'Soltar',
    keywords: ['Perdón', 'Relaciones'],
    type: 'Activa',
    minutes: 15,
    journalPrompt:
      '¿Qué frase de tu carta no sabías que necesitabas escribir hasta que apareció en el papel?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y bolígrafo, y un lugar donde nadie te interrumpa. Siéntate a una mesa y haz tres respiraciones lentas. Esta carta no se va a enviar nunca. Nadie la leerá. Por eso puedes escribir con total libertad.',
      },
      {
        at: 50,
        text: 'Piensa en la persona a la que quieres escribir: alguien que te hizo daño, alguien con quien discutiste, alguien que ya no está, alguien con quien quedó algo pendiente. Si es la primera vez que haces esta práctica, elige una herida que no sea la más profunda.',
      },
      {
        at: 100,
        text: 'Escribe arriba de la hoja su nombre, como en cualquier carta. Nota lo que sientes al ver ese nombre escrito. Quizá tensión, quizá ternura, quizá las dos cosas. Respira.',
      },
      {
        at: 140,
        text: 'Empieza contando lo que pasó, desde tu lado. Qué ocurrió, cómo lo viviste, qué te dolió. En esta parte no hace falta buscar la justicia ni el equilibrio. Escribe lo que sentiste tal como lo sentiste, con tus palabras, sin pulirlas.',
      },
      {
        at: 230,
        text: 'Ahora escribe lo que nunca le dijiste. Lo que te callaste en su momento, lo que te hubiera gustado que supiera. Si aparece rabia, deja que salga al papel. Si aparecen lágrimas, deja que vengan. El papel lo aguanta todo.',
      },
      {
        at: 320,
        text: 'Haz una pausa. Deja el bolígrafo un momento y respira. Pon una mano en el pecho. Reconoce lo que has escrito y el valor que hace falta para mirarlo de frente.',
      },
      {
        at: 365,
        text: 'Ahora, si te sientes capaz, escribe un párrafo diferente. Intenta imaginar qué estaba viviendo esa persona entonces: sus miedos, sus límites, su historia. No para justificar lo que pasó, sino para ver a un ser humano detrás del daño. Si hoy no es posible, sáltate este paso.',
      },
      {
        at: 455,
        text: 'Escribe qué necesitas tú ahora. Quizá una disculpa que nunca llegará, quizá distancia, quizá cerrar esta historia. Pon tus necesidades en el papel, con claridad. Tienes derecho a ellas.',
      },
      {
        at: 540,
        text: 'Si sientes que es el momento, escribe una frase de perdón. No tiene que ser total ni definitiva. Puede ser tan pequeña como: estoy empezando a soltar esto. O: te perdono por lo que puedo perdonar hoy. Perdonar no significa aprobar ni volver a acercarte. Significa dejar de cargar.',
      },
      {
        at: 615,
        text: 'Cierra la carta como quieras: con una despedida, con tu nombre, con una sola palabra. Después, léela en silencio de principio a fin. Si una frase te toca especialmente, subráyala: dice algo importante sobre lo que esta historia significa para ti.',
      },
      {
        at: 680,
        text: 'Ahora decide qué harás con ella. Puedes guardarla en un sobre, romperla en trozos pequeños, o quemarla con cuidado en un lugar seguro. Cualquier gesto vale si para ti significa: esto ya no tiene que vivir solo dentro de mí.',
      },
      {
        at: 730,
        text: 'Haz ese gesto ahora, o déjalo preparado para después. Y cuando lo hayas hecho, vuelve a sentarte. Cierra los ojos y respira hondo tres veces, notando el espacio que queda en el pecho.',
      },
      {
        at: 795,
        text: 'Es posible que el dolor no se haya ido del todo. Perdonar es un camino, no un instante. Lo que has hecho hoy es un paso real en ese camino, y merece reconocimiento. Si en los próximos días vuelven recuerdos o emociones, recíbelos con la misma paciencia.',
      },
      {
        at: 865,
        text: 'Agradécete el valor de esta práctica. Bebe un poco de agua, estira el cuerpo y, si lo necesitas, date un rato tranquilo antes de volver a tus tareas. Has soltado algo importante.',
      },
    ],
  },
  {
    name: 'Un viejo rencor, paso a paso',
    description:
      'Cuatro pasos, reconocer, aceptar, investigar y nutrir, para acercarte con cuidado a un resentimiento antiguo y aflojar su nudo sin forzar el perdón.',
    category: 'Soltar',
    keywords: ['Perdón', 'Relaciones', 'Sanación'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Qué necesidad descubriste escondida bajo tu rencor al llegar al paso de investigar?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate en una postura estable y digna, con la espalda erguida y el pecho abierto. Cierra los ojos y respira despacio. Vamos a practicar RAIN, una forma de acercarse a una emoción difícil en cuatro pasos: reconocer, aceptar, investigar y nutrir.',
      },
      {
        at: 50,
        text: 'Trae a la mente un rencor que llevas tiempo cargando. Una herida de alguien, una injusticia, algo que no has podido perdonar. Elige uno que puedas mirar hoy sin que te desborde. Recuerda la situación solo lo justo para sentir el rencor en el cuerpo.',
      },
      {
        at: 95,
        text: 'Primer paso: reconocer. Pregúntate qué está pasando dentro de ti ahora mismo. Ponle nombre a lo que aparece: rabia, tristeza, decepción, humillación, miedo. Quizá hay varias cosas a la vez. Nómbralas en silencio, una por una, sin juzgarlas.',
      },
      {
        at: 160,
        text: 'Segundo paso: aceptar. Esto significa dejar que esté. No estás aprobando lo que pasó, ni dándole la razón a nadie. Solo permites que la emoción exista en este momento, porque ya existe. Puedes decirte: esto también tiene permiso para estar aquí.',
      },
      {
        at: 225,
        text: 'Respira con lo que sientes. Si el cuerpo quiere tensarse para no sentir, nota esa resistencia y suavízala un poco, solo un poco. Deja que el rencor ocupe su espacio sin pelear con él.',
      },
      {
        at: 310,
        text: 'Tercer paso: investigar, con curiosidad amable. ¿Dónde sientes el rencor en el cuerpo? ¿En la mandíbula, en el estómago, en el pecho, en los puños? ¿Qué forma tiene? ¿Es caliente, frío, duro, pesado? Explóralo como quien examina una piedra extraña.',
      },
      {
        at: 375,
        text: 'Sigue investigando, y pregúntale a esa parte de ti: ¿qué crees sobre ti, o sobre la vida, desde esta herida? Quizá: no importo. O: no se puede confiar en nadie. O: tengo que protegerme. Escucha la respuesta sin discutirla.',
      },
      {
        at: 440,
        text: 'Y pregúntale: ¿qué necesitas? A menudo, bajo el rencor, hay una necesidad que no fue atendida: respeto, cuidado, justicia, reconocimiento, estar a salvo. Deja que aparezca la palabra. Respira con ella.',
      },
      {
        at: 520,
        text: 'Cuarto paso: nutrir. Ahora vas a ofrecerte lo que esa parte necesita. Pon una mano donde sientas el rencor, o sobre el corazón. Imagina que le hablas con la ternura con que hablarías a una criatura pequeña que se ha hecho daño.',
      },
      {
        at: 585,
        text: 'Dile lo que necesita escuchar: lo que te pasó no estuvo bien. Tu dolor es válido. Mereces respeto. Estoy aquí contigo. O imagina a alguien sabio y amoroso, una persona, un ser de luz, la naturaleza, que te ofrece ese cuidado. Recíbelo.',
      },
      {
        at: 675,
        text: 'Nota si algo cambia. Quizá el nudo se afloja, quizá aparece tristeza donde había rabia, quizá no cambia nada visible. Todo está bien. El rencor a menudo es una armadura que protege algo tierno. Hoy has mirado lo que protegía.',
      },
      {
        at: 740,
        text: 'Después de RAIN, descansa en la conciencia que ha estado presente en todo el proceso. Esa parte de ti, amplia y serena, es más grande que cualquier rencor. No eres la herida; eres quien la cuida.',
      },
      {
        at: 800,
        text: 'Si en algún momento sientes que puedes ofrecer un poco de perdón, hazlo con una frase pequeña. Y si todavía no, confía en que este cuidado es el suelo en el que algún día podrá crecer.',
      },
      {
        at: 865,
        text: 'Vuelve a sentir tu respiración y el apoyo del cuerpo. Mueve suavemente los hombros. Abre los ojos cuando quieras, y trátate con delicadeza durante el resto del día.',
      },
    ],
  },
  {
    name: 'Pasos que dejan atrás',
    description:
      'Una meditación caminando en la que cada paso deja atrás algo que ya no necesitas llevar. Para hacer al aire libre o en un pasillo, cuando el cuerpo pide mover lo que la mente no suelta.',
    category: 'Soltar',
    keywords: ['Sanación', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué dejaste atrás en tu camino de hoy, y qué paso sentiste más ligero?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica vas a caminar despacio. Busca un lugar seguro: un parque, una calle sin mucho tráfico, un pasillo o una habitación donde puedas ir y venir unos diez pasos. Lleva los auriculares si estás fuera y mantén los ojos abiertos, mirando unos metros por delante.',
      },
      {
        at: 45,
        text: 'Antes de dar el primer paso, quédate de pie un momento. Siente el peso del cuerpo en las plantas de los pies. Balancéate un poco hacia delante y hacia atrás hasta encontrar el centro. Respira hondo.',
      },
      {
        at: 90,
        text: 'Comienza a caminar más despacio de lo habitual. Siente cada fase del paso: el talón que se levanta, el pie que avanza por el aire, el talón que toca el suelo, el peso que se desplaza. Levantar, avanzar, apoyar. Sin prisa.',
      },
      {
        at: 150,
        text: 'Deja que la respiración encuentre su ritmo con los pasos. Quizá dos pasos al inhalar y dos al exhalar, o el ritmo que te salga natural. Sigue caminando así, solo sintiendo los pies y el aire.',
      },
      {
        at: 225,
        text: 'Ahora piensa en algo que llevas encima y que pesa: una preocupación, un resentimiento, una expectativa, una culpa. Dale un nombre sencillo. Imagina que lo llevas en una mochila sobre la espalda. Siente el peso mientras caminas.',
      },
      {
        at: 280,
        text: 'Con cada paso, imagina que dejas caer una piedra de esa mochila detrás de ti. Un paso, una piedra. No tienes que ver dónde cae. Solo la sueltas y sigues adelante. Paso. Suelto. Paso. Suelto.',
      },
      {
        at: 355,
        text: 'Si estás en un pasillo y llegas al final, gira despacio, con atención, como parte de la práctica. Y al girar, nota que lo que soltaste se queda en el suelo. No necesitas recogerlo de vuelta.',
      },
      {
        at: 430,
        text: 'Puedes acompañar los pasos con palabras. Al apoyar el pie izquierdo: dejo. Al apoyar el derecho: atrás. Dejo. Atrás. Que las palabras sean suaves, casi un susurro interior.',
      },
      {
        at: 485,
        text: 'Nota si la mochila se va haciendo más ligera. Quizá los hombros bajan un poco, quizá el paso se vuelve más fluido. O quizá todavía pesa, y eso también está bien. Soltar es un camino que se recorre paso a paso.',
      },
      {
        at: 560,
        text: 'Ahora amplía la atención a lo que te rodea mientras caminas. Los colores, los sonidos, el aire en la cara, la luz. Lo que dejas atrás libera espacio para lo que tienes delante.',
      },
      {
        at: 620,
        text: 'Si aparece de nuevo aquello que querías soltar, y es probable que aparezca, no te desanimes. Salúdalo, reconoce su peso y vuelve a dejarlo caer en el siguiente paso. Cada vez que lo sueltas, el gesto se vuelve un poco más fácil.',
      },
      {
        at: 695,
        text: 'Camina un poco más rápido si te apetece, a un ritmo natural, y siente la libertad del movimiento. El cuerpo sabe avanzar. Cada paso es una oportunidad nueva de no cargar con lo de antes.',
      },
      {
        at: 770,
        text: 'Vuelve a un ritmo lento. Siente de nuevo cada paso: levantar, avanzar, apoyar. Agradece a tus pies que te lleven, y a la tierra que te sostenga.',
      },
      {
        at: 825,
        text: 'Poco a poco, detente. Quédate de pie en silencio. Siente el cuerpo después de caminar: el calor en las piernas, el pulso, la respiración. Mira un momento hacia atrás, hacia el camino que has recorrido.',
      },
      {
        at: 865,
        text: 'Ahora mira hacia delante. Lo que soltaste se queda atrás; lo que necesitas viene contigo. Respira una vez más y continúa tu día con este paso más ligero.',
      },
    ],
  },
  {
    name: 'Perdón en tres direcciones',
    description:
      'Una meditación clásica de perdón en tres movimientos: pedir perdón a quien heriste, perdonar a quien te hirió y perdonarte. Con paciencia, sin forzar nada que aún no esté listo.',
    category: 'Soltar',
    keywords: ['Perdón', 'Relaciones', 'Sanación'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿Cuál de las tres direcciones del perdón te resultó más difícil hoy, y qué crees que la bloquea?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate en una postura estable, con la espalda erguida y las manos descansando sobre los muslos o en el regazo. Cierra los ojos. Esta es una práctica tradicional de perdón que recorre tres direcciones: pedir perdón, perdonar a otros y perdonarte.',
      },
      {
        at: 50,
        text: 'Antes de empezar, una aclaración importante: perdonar no es olvidar, ni justificar lo que pasó, ni obligarte a retomar una relación. Perdonar es dejar de cargar con el peso del resentimiento, para tu propia libertad. Y es un proceso que lleva tiempo. Aquí solo vamos a abrir la puerta.',
      },
      {
        at: 100,
        text: 'Respira con calma unas cuantas veces. Lleva la atención al centro del pecho y nota cómo se siente. Quizá hay apertura, quizá hay un nudo. Deja que sea como es, y respira hacia ese lugar.',
      },
      {
        at: 160,
        text: 'Imagina tu corazón como una casa con puertas y ventanas. Algunas llevan tiempo cerradas para protegerte, y eso tuvo sentido. Hoy solo vamos a abrir una rendija, lo suficiente para que entre un poco de aire.',
      },
      {
        at: 225,
        text: 'Primera dirección: pedir perdón. En algún momento, todas las personas herimos a otras, a veces sin querer, a veces desde nuestro propio dolor o miedo. Deja que aparezca en tu mente alguien a quien hayas hecho daño, de palabra, de obra o por omisión.',
      },
      {
        at: 275,
        text: 'Recuerda lo que ocurrió, sin castigarte. Siente el dolor que pudiste causar. Y luego, en silencio, dile a esa persona: te pido perdón por el daño que te causé, por lo que hice desde mi miedo, mi confusión o mi dolor. Te pido perdón.',
      },
      {
        at: 340,
        text: 'Repite esa frase despacio, varias veces, dejando que llegue a donde tenga que llegar. Si aparecen otras personas a las que heriste, inclúyelas también. Respira con lo que sientas.',
      },
      {
        at: 425,
        text: 'Segunda dirección: perdonar a quien te hirió. Igual que tú heriste, también te han herido. Deja que aparezca alguien que te hizo daño. Si es la primera vez, elige un daño mediano, no el más grande de tu vida.',
      },
      {
        at: 470,
        text: 'Recuerda lo que pasó y siente el dolor que todavía llevas. No lo apartes. Ese dolor es real. Y mientras lo sientes, intenta ver a esa persona como alguien que también carga con su propio miedo, su propia historia, sus propios límites.',
      },
      {
        at: 535,
        text: 'Ahora, si te es posible, dile en silencio: te perdono por el daño que me causaste, por lo que hiciste desde tu miedo, tu confusión o tu dolor. Te perdono, en la medida en que hoy puedo. Repítelo despacio.',
      },
      {
        at: 605,
        text: 'Quizá esta frase se siente vacía o imposible. Está bien. Puedes decir en su lugar: todavía no puedo perdonarte, pero deseo algún día poder soltar este peso. Esa intención ya es un paso. No te fuerces.',
      },
      {
        at: 690,
        text: 'Observa lo que pasa en el cuerpo. Quizá aparece rabia, quizá tristeza, quizá un alivio pequeño. Deja que todo pase, como nubes. Si la emoción es intensa, vuelve un momento a la respiración o a las plantas de los pies antes de seguir. Sigue respirando hacia el corazón.',
      },
      {
        at: 760,
        text: 'Tercera dirección: perdonarte. Muchas veces nos tratamos con más dureza que a nadie. Trae a la mente algo por lo que te cuesta perdonarte: un error, una decisión, algo que no hiciste o que no supiste ver.',
      },
      {
        at: 800,
        text: 'Pon una mano sobre el corazón. Y dite, con tu nombre si quieres: por las formas en que me he herido, me he fallado o me he abandonado, por miedo, por confusión o por dolor, me ofrezco perdón. Me perdono.',
      },
      {
        at: 870,
        text: 'Repite esas palabras varias veces, dejando que se suavicen. Imagina que le hablas a la persona que eras en aquel momento, que hizo lo que pudo con lo que tenía. Ofrécele la misma comprensión que ofrecerías a alguien a quien quieres.',
      },
      {
        at: 955,
        text: 'Ahora suelta las palabras y descansa. Siente el corazón. Las tres direcciones del perdón están conectadas: cuanto más comprendes tu propia fragilidad, más fácil resulta comprender la de los demás.',
      },
      {
        at: 1020,
        text: 'Imagina que de tu pecho sale una luz suave que llega a todas las personas que han aparecido hoy, y también a ti. Que todos los seres puedan ser libres del peso del resentimiento. Que todos puedan encontrar la paz.',
      },
      {
        at: 1105,
        text: 'Quédate en silencio con lo que haya quedado. No juzgues cuánto has perdonado hoy. El perdón madura despacio, como una fruta, y esta práctica lo riega.',
      },
      {
        at: 1165,
        text: 'Vuelve a sentir la respiración y el cuerpo. Mueve suavemente los dedos. Abre los ojos. Puedes repetir esta práctica muchas veces, con las mismas personas o con otras; cada vez, el corazón se ablanda un poco más.',
      },
    ],
  },
  {
    name: 'La casa del pasado',
    description:
      'Una visualización para recorrer las habitaciones de etapas que ya terminaron, agradecer lo vivido, perdonar lo que dolió y cerrar la puerta con cariño. Para duelos de etapas, mudanzas y finales.',
    category: 'Soltar',
    keywords: ['Perdón', 'Sanación'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿Qué habitación de tu pasado te costó más cerrar, y qué te llevaste contigo al salir de ella?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate o recuéstate en un lugar donde puedas estar sin interrupciones, con algo de abrigo a mano. Cierra los ojos. Vamos a hacer un recorrido imaginado por tu pasado, con calma y con cuidado. Si en algún momento algo pesa demasiado, abre los ojos y respira; siempre puedes parar.',
      },
      {
        at: 50,
        text: 'Respira profundamente tres veces. Con cada exhalación, siente que te asientas más en el presente, en este cuerpo, en este día. Desde aquí, desde un lugar seguro, vas a mirar hacia atrás.',
      },
      {
        at: 95,
        text: 'Imagina que estás frente a una casa. No tiene que ser una casa real. Es la casa de tu pasado, y cada habitación guarda una etapa de tu vida. Observa su fachada, su puerta, el camino que lleva hasta ella. Acércate sin prisa.',
      },
      {
        at: 160,
        text: 'Abre la puerta y entra. Dentro hay un pasillo con varias puertas. Algunas están abiertas, otras cerradas. No tienes que entrar en todas. Hoy vas a visitar solo una habitación: la de una etapa que terminó y que todavía te cuesta soltar.',
      },
      {
        at: 225,
        text: 'Quizá es una relación, un trabajo, una casa donde viviste, una ciudad, una versión de ti que ya no existe. Deja que tu intuición elija la puerta. Ponle la mano en el picaporte, respira, y ábrela.',
      },
      {
        at: 290,
        text: 'Entra en la habitación. Observa lo que hay: los objetos, la luz, los colores, los olores. Quizá aparecen personas, o escenas. Quizá solo hay una sensación. Recorre el espacio con la mirada, como quien vuelve, después de mucho tiempo, a un lugar que amó.',
      },
      {
        at: 375,
        text: 'Deja que vuelvan los momentos buenos de esta etapa. Lo que aprendiste, lo que disfrutaste, las personas que te acompañaron, la persona que eras. Detente en uno o dos recuerdos luminosos y siente su calor.',
      },
      {
        at: 440,
        text: 'Agradece en voz baja, dentro de ti, todo lo bueno de este tiempo. Gracias por lo que me diste. Gracias por lo que aprendí aquí. Deja que la gratitud llene un poco la habitación.',
      },
      {
        at: 505,
        text: 'Ahora permite que aparezca también lo que dolió. Las pérdidas, los errores, lo que no salió como esperabas, lo que te hicieron o lo que hiciste. No lo revivas entero. Solo reconoce que también estuvo aquí.',
      },
      {
        at: 565,
        text: 'Respira con ese dolor. Y si puedes, ofrece perdón. Dirígete a cada persona de esta etapa, de una en una: te perdono por lo que no supiste darme. Y a ti: me perdono por lo que no supe hacer mejor. Solo lo que hoy sea posible.',
      },
      {
        at: 655,
        text: 'Mira a la persona que fuiste en esa etapa. Quizá la ves en un rincón de la habitación. Acércate a ella. Obsérvala con ternura: hizo lo que pudo, con lo que sabía, con lo que tenía. Dile lo que necesita oír.',
      },
      {
        at: 720,
        text: 'Ahora elige un objeto de esta habitación que quieras llevarte: algo que simbolice lo que esta etapa te dio y que quieres conservar. Una cualidad, un aprendizaje, un recuerdo. Tómalo en tus manos y guárdalo en el pecho.',
      },
      {
        at: 785,
        text: 'Lo demás se queda aquí. Los muebles, las discusiones, las esperanzas que no se cumplieron, lo que ya no te sirve. No lo destruyes: lo dejas en su lugar, en el pasado, que es donde pertenece.',
      },
      {
        at: 850,
        text: 'Si te cuesta dejar algo, no lo fuerces. Puedes decirle: sé que sigues ahí, y volveré a visitarte si lo necesito. A veces soltar no es un solo gesto, sino muchas despedidas pequeñas.',
      },
      {
        at: 910,
        text: 'Camina hacia la puerta. Antes de salir, date la vuelta y mira la habitación una última vez. Despídete como quieras: con una palabra, una inclinación de cabeza, una sonrisa, unas lágrimas.',
      },
      {
        at: 975,
        text: 'Sal y cierra la puerta con suavidad. No con un portazo, sino con cariño, como se cierra la puerta de una habitación donde alguien duerme. Siente el gesto de cerrar. Esta etapa está completa.',
      },
      {
        at: 1035,
        text: 'Recorre el pasillo hacia la salida de la casa. Al salir, siente el aire fresco en la cara y la luz del presente. Detrás queda la casa, en paz. Delante se abre el camino de hoy.',
      },
      {
        at: 1100,
        text: 'Lleva la atención al objeto que guardaste en el pecho. Siente que te acompaña. El pasado no desaparece: se convierte en raíz, en suelo firme para lo que viene.',
      },
      {
        at: 1160,
        text: 'Vuelve poco a poco a tu cuerpo y a la habitación en la que estás. Mueve los dedos, estírate. Abre los ojos cuando estés a punto. Sé amable contigo durante el resto del día: has hecho un trabajo profundo.',
      },
    ],
  },
  {
    name: 'Hilos que se desatan',
    description:
      'Visualiza los hilos que te unen a las personas de tu vida y aprende a desatar los nudos de culpa, deuda o rencor sin cortar el cariño. Una práctica larga para relaciones que pesan.',
    category: 'Soltar',
    keywords: ['Perdón', 'Relaciones', 'Sanación'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt:
      '¿Qué nudo desataste hoy en el hilo que te une a esa persona, y qué quedó del vínculo después?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate en una postura estable o recuéstate, y tápate si sueles tener frío. Cierra los ojos. Durante esta práctica vas a mirar tus vínculos con otras personas y a soltar lo que los enreda, sin romper lo que los hace valiosos.',
      },
      {
        at: 45,
        text: 'Empieza por llegar al cuerpo. Siente los puntos de apoyo, el peso de las manos, la temperatura del aire. Haz tres respiraciones lentas, y en cada exhalación deja caer un poco más los hombros.',
      },
      {
        at: 90,
        text: 'Lleva la atención al centro del pecho. Imagina que ahí hay una luz suave, del color que te transmita calma. Con cada inhalación, la luz se vuelve un poco más clara. Con cada exhalación, se expande por el tronco. Este es tu centro, tu lugar seguro durante la práctica.',
      },
      {
        at: 155,
        text: 'Ahora imagina que desde ese centro salen hilos hacia las personas de tu vida. Algunos son finos y brillantes, otros gruesos, otros enredados o tensos. Son los vínculos: familia, amistades, parejas, el trabajo, personas que ya no están. No tienes que verlos con claridad. Basta con intuirlos.',
      },
      {
        at: 220,
        text: 'Observa esos hilos sin juzgarlos. Nota cuáles se sienten ligeros, cálidos, nutritivos. Y cuáles tiran de ti, pesan, aprietan o están llenos de nudos. Respira con lo que aparezca.',
      },
      {
        at: 300,
        text: 'Quizá te sorprenda que algunos hilos pesados lleguen a personas a las que quieres mucho. El cariño y el peso pueden convivir en el mismo vínculo. Hoy no vas a cortar nada: solo vas a aprender a aflojar lo que aprieta.',
      },
      {
        at: 360,
        text: 'Elige uno de los hilos que pesan. Un vínculo en el que haya algo pendiente: un rencor, una culpa, una deuda, una expectativa que no se cumplió, una conversación que nunca ocurrió. Sigue ese hilo con la mirada interior hasta la persona que está al otro lado.',
      },
      {
        at: 410,
        text: 'Imagina a esa persona a cierta distancia, la suficiente para sentirte a salvo. Si te resulta difícil imaginarla cerca, puedes ponerla detrás de un cristal o muy lejos. Tú decides la distancia. Respira.',
      },
      {
        at: 470,
        text: 'Mira el hilo que va de tu pecho al suyo. Observa sus nudos. Cada nudo es algo concreto: una frase que te dolió, algo que no le perdonas, algo que te reprochas, algo que esperas de esa persona y que no llega.',
      },
      {
        at: 535,
        text: 'Elige el nudo más cercano a ti. Ponle nombre en silencio. Y pregúntate: ¿qué me cuesta llevar este nudo? ¿Cuánta energía, cuánto descanso, cuánta alegría? Siente su peso en el cuerpo.',
      },
      {
        at: 610,
        text: 'Ahora imagina que tus manos, con mucha paciencia, empiezan a aflojar ese nudo. No lo cortas con unas tijeras; lo desatas, como se desata un cordón que lleva años apretado. Con cada exhalación, el nudo cede un poco.',
      },
      {
        at: 675,
        text: 'Mientras lo desatas, puedes decir en silencio lo que corresponda: te perdono por esto. O: te pido perdón por esto. O: te libero de la expectativa de que cambies y seas otra persona. Elige la frase que sea verdad para ti hoy.',
      },
      {
        at: 735,
        text: 'Si el nudo no cede, no tires. Algunos nudos necesitan más tiempo, más práctica, o quizá una conversación real. Puedes decir: todavía no, pero estoy en ello. Y eso ya afloja algo.',
      },
      {
        at: 815,
        text: 'Si el nudo se ha soltado, aunque sea un poco, siente la diferencia en el hilo. Se vuelve más ligero, más flexible. Ya no tira de ti de la misma manera. El vínculo sigue ahí, pero sin el peso de ese nudo.',
      },
      {
        at: 880,
        text: 'Si hay más nudos en este hilo, puedes desatar otro, con la misma paciencia. O puedes dejarlo por hoy. No hay prisa. Los hilos llevan años formándose; pueden tardar en aflojarse.',
      },
      {
        at: 940,
        text: 'Ahora mira a la persona al otro lado del hilo. Sin los nudos, ¿cómo la ves? Quizá más humana, más pequeña, más frágil. Quizá sigues sin querer acercarte, y eso está bien. Soltar no significa volver a confiar; significa dejar de cargar.',
      },
      {
        at: 1000,
        text: 'Si el vínculo ya no es sano para ti, puedes imaginar que el hilo se vuelve muy fino, casi transparente, y que se queda así: un recuerdo, no una atadura. Con cariño, con respeto, y a la distancia que necesites.',
      },
      {
        at: 1065,
        text: 'Y si el vínculo es valioso, imagina que, sin los nudos, el hilo se llena de luz. El cariño puede circular otra vez en ambas direcciones, más libre, más limpio.',
      },
      {
        at: 1145,
        text: 'Despídete de esa persona por ahora. Déjala volver a su lugar. Y lleva la atención de nuevo a la luz en tu pecho. Siente que sigue ahí, entera, sin que ningún hilo la haya apagado.',
      },
      {
        at: 1205,
        text: 'Mira una vez más todos los hilos que salen de ti. Quizá otros nudos esperan. Promete volver a ellos cuando puedas, con la misma paciencia. Hoy has desatado lo que era posible desatar.',
      },
      {
        at: 1265,
        text: 'Ahora imagina que la luz de tu pecho recorre suavemente todos los hilos, los brillantes y los enredados, y que en cada uno deja un deseo: que estés en paz. Que yo esté en paz. Que podamos vivir con menos peso.',
      },
      {
        at: 1345,
        text: 'Descansa en silencio. Siente tu cuerpo, tu respiración, tu centro. Tu vida está unida a muchas otras, y a la vez eres un ser entero en ti. Las dos cosas son verdad.',
      },
      {
        at: 1405,
        text: 'Si durante los próximos días vuelve a apretar algún nudo, recuerda este gesto: no cortar, sino desatar. Respirar, nombrar y aflojar.',
      },
      {
        at: 1460,
        text: 'Vuelve poco a poco a la habitación. Mueve los dedos de las manos y de los pies. Estírate si lo necesitas. Abre los ojos y date un momento antes de seguir con tu día. Gracias por tu valentía.',
      },
    ],
  },
];
