import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Una mano sobre el corazón',
    description:
      'Respira a través del pecho, con una mano sobre el corazón, y evoca un momento en que te sentiste en buenas manos. Cinco minutos para llevar calidez a lo que hoy duele.',
    category: 'Sanación',
    keywords: ['Sanación', 'Amor propio'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt:
      '¿Qué recuerdo de cariño apareció al respirar desde el corazón, y adónde llevaste su calidez?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Si estás pasando por un momento difícil, gracias por darte estos minutos. Siéntate o recuéstate como te resulte más agradable y cierra los ojos si te sientes a salvo haciéndolo. Respira una vez, despacio.',
      },
      {
        at: 35,
        text: 'Frota las palmas de las manos hasta notar un poco de calor y coloca una sobre el centro del pecho, encima del corazón. Siente su peso y el calor que pasa a través de la ropa.',
      },
      {
        at: 65,
        text: 'Ahora imagina que respiras a través de esa zona del pecho, justo debajo de la mano. El aire entra por el corazón y sale por el corazón. Hazlo un poco más lento de lo habitual, contando hasta cinco al inhalar y hasta cinco al exhalar.',
      },
      {
        at: 110,
        text: 'Mientras respiras así, recuerda un momento en que te sentiste en buenas manos. Un abrazo, una tarde con alguien que te quería, un animal acurrucado a tu lado, un lugar donde todo estaba bien. Deja que el recuerdo llegue con sus detalles: la luz, los sonidos, el olor.',
      },
      {
        at: 155,
        text: 'Ahora suelta un poco la historia y quédate con la sensación. Ese calor, esa seguridad, esa ternura. Nota dónde aparece en el cuerpo. Con cada inhalación, deja que crezca un poco bajo tu mano.',
      },
      {
        at: 195,
        text: 'Lleva ahora esa calidez hacia lo que hoy te duele, como quien abre la ventana de una habitación oscura y deja entrar la luz. No tienes que arreglar nada. Solo dejar que el dolor reciba un poco de ese calor.',
      },
      {
        at: 235,
        text: 'Quédate unas respiraciones más, con la mano en el pecho y el recuerdo cerca. El dolor no tiene que desaparecer. Basta con que, por un momento, no lo sostengas a solas.',
      },
      {
        at: 265,
        text: 'Retira la mano despacio, o déjala un poco más si la necesitas. Puedes volver a este gesto en cualquier momento del día, aunque sea unos segundos. Abre los ojos cuando quieras.',
      },
    ],
  },
  {
    name: 'Vocales que resuenan en el pecho',
    description:
      'Canta cada vocal en un tono largo y suave, de la u a la i, y siente cómo resuena en distintas partes del cuerpo. Una práctica sonora y breve para mover lo que se ha quedado atascado.',
    category: 'Sanación',
    keywords: ['Sanación', 'Calma'],
    type: 'Activa',
    minutes: 5,
    journalPrompt: '¿Qué vocal resonó más en tu cuerpo, y qué emoción se movió con ella?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica vas a usar tu voz, así que busca un lugar donde puedas emitir sonidos sin preocuparte. Siéntate con la espalda erguida o ponte de pie, con los hombros sueltos y la boca y la garganta libres de tensión.',
      },
      {
        at: 35,
        text: 'Haz una inhalación profunda por la nariz. Al exhalar, deja salir un sonido largo y grave con la vocal u: uuuu. Como un viento lejano. Siente la vibración en la parte baja del vientre. Repítelo dos veces más, sin forzar la voz.',
      },
      {
        at: 70,
        text: 'Ahora la o, un poco más abierta: oooo. Imagina que el sonido llena el vientre y el estómago, redondo como la propia letra. Hazlo tres veces, dejando una respiración serena entre una y otra.',
      },
      {
        at: 110,
        text: 'Ahora la a, con la boca bien abierta: aaaa. Siente cómo resuena en el pecho, alrededor del corazón. Es un sonido de apertura, el que hacemos al sentir alivio. Repítelo tres veces y deja que el pecho se expanda.',
      },
      {
        at: 155,
        text: 'La e, algo más aguda: eeee. Nota la vibración en la garganta y en el cuello. Si hay palabras que no has dicho, deja que el sonido las acompañe sin necesidad de pronunciarlas. Tres veces.',
      },
      {
        at: 195,
        text: 'Y la i, la más aguda y fina: iiii. Siente cómo vibra en la cabeza, en la frente, quizá en la coronilla. Tres veces, suave.',
      },
      {
        at: 230,
        text: 'Vuelve a la a, la vocal del pecho, y hazla sonar dos o tres veces más, cada vez más suave, hasta que la última sea casi un susurro. Después, quédate en silencio y escucha el eco del sonido en el cuerpo.',
      },
      {
        at: 265,
        text: 'Respira con naturalidad y nota cómo está ahora tu pecho. Puedes volver a estas vocales siempre que algo se te quede atascado dentro. Abre los ojos y vuelve a tu día.',
      },
    ],
  },
  {
    name: 'Esto también pasará',
    description:
      'Observa cómo cada sensación, cada sonido y cada emoción aparecen, cambian y se van. Cinco minutos para recordar, sin negar el dolor, que nada permanece igual, tampoco lo difícil.',
    category: 'Sanación',
    keywords: ['Sanación', 'Calma'],
    type: 'Pasiva',
    minutes: 5,
    journalPrompt: '¿Qué cambió en tu emoción durante estos cinco minutos, aunque fuera un poco?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate o recuéstate, y cierra los ojos si te resulta agradable. Si estás atravesando algo difícil, esta práctica no busca quitarle importancia. Solo mirarlo desde otro lugar.',
      },
      {
        at: 30,
        text: 'Empieza por la respiración. Observa cómo llega una inhalación, crece y termina. Y cómo llega una exhalación, se alarga y termina. Ninguna respiración es igual a la anterior. Ninguna se queda.',
      },
      {
        at: 70,
        text: 'Ahora escucha los sonidos. Uno aparece, dura un poco y se apaga. Llega otro. Nota el principio y el final de cada sonido, como burbujas que suben y estallan en la superficie del agua.',
      },
      {
        at: 110,
        text: 'Lleva la atención al cuerpo. Busca una sensación concreta: un picor, una presión, un calor. Obsérvala de cerca. ¿Es siempre igual, o cambia de intensidad, de forma, de lugar? Quédate mirando cómo se transforma.',
      },
      {
        at: 155,
        text: 'Ahora acércate con suavidad a la emoción difícil que traes. Nota dónde vive en el cuerpo. Y obsérvala igual que las sensaciones: sube, baja, se aprieta, se afloja. Incluso el dolor más intenso tiene olas, no es un bloque fijo.',
      },
      {
        at: 200,
        text: 'Repite en silencio, al ritmo de la respiración: esto también pasará. No como una forma de apartarlo, sino como una verdad que acompaña. Lo que sientes ahora es real, y también está en movimiento.',
      },
      {
        at: 240,
        text: 'Recuerda otro momento difícil de tu vida que ya pasó. Entonces también parecía que no terminaría. Y aquí estás, respirando.',
      },
      {
        at: 265,
        text: 'Abre los ojos despacio. Lleva contigo estas palabras para el resto del día: esto también pasará. Y mientras pasa, puedes tratarte con cuidado.',
      },
    ],
  },
  {
    name: 'Dibujar lo que sientes',
    description:
      'Con papel y colores, da forma a una emoción difícil sin necesidad de palabras, y después dibuja lo que necesitaría para aliviarse. No hace falta saber dibujar: solo dejar que la mano hable.',
    category: 'Sanación',
    keywords: ['Sanación', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué forma y qué color tenía tu emoción en el primer dibujo, y qué cambió en el segundo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas dos hojas de papel y algo con lo que dibujar: lápices de colores, rotuladores, ceras o un simple bolígrafo. Siéntate a una mesa con los materiales a mano. No se trata de hacer algo bonito. Nadie va a ver estos dibujos.',
      },
      {
        at: 45,
        text: 'Cierra los ojos un momento y haz tres respiraciones lentas. Piensa en lo que te pesa hoy y busca dónde lo sientes en el cuerpo. Nota su tamaño, su temperatura, si se mueve o está quieto, si es denso o difuso.',
      },
      {
        at: 90,
        text: 'Abre los ojos y, sin pensarlo mucho, elige el color que te parezca que tiene esa emoción. El primero que te llame. Tómalo en la mano.',
      },
      {
        at: 125,
        text: 'Ahora dibuja la emoción en la primera hoja. No la dibujes como algo reconocible, sino como se siente: líneas, manchas, espirales, garabatos, trazos fuertes o débiles. Deja que la mano se mueva sola, con la presión y la velocidad que le pida el cuerpo. Cambia de color si lo necesitas.',
      },
      {
        at: 210,
        text: 'Sigue dibujando hasta que sientas que en el papel está más o menos lo que llevas dentro. Si aparece rabia, quizá los trazos se vuelvan duros. Si aparece tristeza, quizá lentos. Todo vale.',
      },
      {
        at: 285,
        text: 'Deja el color sobre la mesa. Mira el dibujo con cierta distancia, como si lo hubiera hecho otra persona. Observa sus formas, sus colores, sus espacios vacíos. Si tuvieras que ponerle un título, ¿cuál sería? Escríbelo en una esquina.',
      },
      {
        at: 330,
        text: 'Pon una mano sobre el dibujo y respira. Reconoce que esto es lo que sientes hoy, y que tiene derecho a estar. Ahora está fuera de ti, en el papel, y puedes mirarlo sin que te ocupe por completo.',
      },
      {
        at: 390,
        text: 'Toma la segunda hoja. Pregúntate: ¿qué necesitaría esta emoción para aliviarse un poco? ¿Espacio, calor, suavidad, luz, compañía, descanso? Elige los colores que asocies con eso.',
      },
      {
        at: 425,
        text: 'Dibuja ahora esa necesidad, también sin buscar formas reconocibles. Quizá son curvas suaves, un color que lo envuelve todo, un círculo que protege, unos trazos abiertos. Deja que la mano explore cómo sería el alivio.',
      },
      {
        at: 500,
        text: 'Pon las dos hojas una al lado de la otra. Míralas en silencio. No tienes que llegar a ninguna conclusión. Solo nota qué te transmite cada una, y qué sientes en el cuerpo al mirar la segunda.',
      },
      {
        at: 560,
        text: 'Decide qué hacer con los dibujos: guardarlos, colgar el segundo donde puedas verlo, o tirar el primero como gesto de soltar. Respira hondo una vez más y vuelve a tu día con un poco más de espacio dentro.',
      },
    ],
  },
  {
    name: 'Paseo lento tras la tormenta',
    description:
      'Una caminata consciente para después de una etapa o un día difícil: notar lo que sigue en pie, lo que sigue vivo y lo que empieza a brotar. Al aire libre, a tu ritmo.',
    category: 'Sanación',
    keywords: ['Sanación', 'Energía'],
    type: 'Activa',
    minutes: 10,
    journalPrompt:
      '¿Qué señal de vida encontraste en tu paseo que se parece a algo que también está brotando en ti?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica sal a caminar, si puedes, por un parque, una calle con árboles o cualquier lugar al aire libre donde te sientas a salvo. Lleva un calzado agradable y el teléfono en el bolsillo. Camina con los ojos abiertos, pendiente del camino y a tu propio ritmo.',
      },
      {
        at: 50,
        text: 'Empieza caminando a un ritmo algo más lento de lo normal. Siente los pies en el suelo, uno tras otro. Nota el aire en la cara, la temperatura, la luz. Has atravesado algo difícil, y aquí sigues, caminando.',
      },
      {
        at: 95,
        text: 'Respira con los pasos. Deja que la respiración se haga un poco más amplia. Con cada exhalación, suelta algo de la tensión que traes en los hombros, en la mandíbula, en las manos.',
      },
      {
        at: 155,
        text: 'Ahora, mientras caminas, busca con la mirada cosas que sigan en pie. Un árbol, un muro antiguo, un banco, una farola. Cosas que han resistido lluvias, vientos y años. Míralas con respeto, como a compañeras de camino.',
      },
      {
        at: 215,
        text: 'Piensa en lo que sigue en pie dentro de ti, a pesar de todo. Quizá tu capacidad de cuidar, tu humor, una amistad, tus ganas de seguir. No tiene que ser mucho. Nombra en silencio una o dos cosas.',
      },
      {
        at: 275,
        text: 'Busca ahora señales de vida: una hoja nueva, una flor entre las piedras, un pájaro, una persona que ríe, el sol sobre un charco. La vida sigue abriéndose paso en los lugares más inesperados.',
      },
      {
        at: 340,
        text: 'Si encuentras algo que te llame la atención, detente un momento frente a ello. Obsérvalo de verdad, como si lo vieras por primera vez. Respira con eso. Quizá te recuerda algo que también está empezando a brotar en ti.',
      },
      {
        at: 400,
        text: 'Vuelve a caminar. Si te apetece, aumenta un poco el ritmo. Siente la fuerza de las piernas, el corazón que bombea, la respiración más viva. Tu cuerpo tiene energía para seguir, aunque sea poco a poco.',
      },
      {
        at: 460,
        text: 'Con cada paso, repite en silencio: sigo aquí. Sigo aquí. Sin prisa. Cada paso es una pequeña afirmación de que la tormenta no lo ha llevado todo.',
      },
      {
        at: 520,
        text: 'Poco a poco, ve frenando. Busca un lugar donde detenerte. Quédate de pie, con los pies bien plantados, y cierra los ojos un momento si es seguro hacerlo. Siente el cuerpo después de caminar.',
      },
      {
        at: 560,
        text: 'Abre los ojos y mira a tu alrededor una vez más. Elige una imagen de este paseo para llevártela: una hoja, una luz, un árbol. Vuelve con ella a tu día, con el paso un poco más firme.',
      },
    ],
  },
  {
    name: 'El oro de tus grietas',
    description:
      'Inspirada en el kintsugi, el arte japonés de reparar la cerámica con oro, esta visualización te invita a mirar tus heridas como parte valiosa de tu historia, no como algo que esconder.',
    category: 'Sanación',
    keywords: ['Sanación', 'Amor propio'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt: '¿Qué grieta de tu historia estás empezando a mirar con oro en lugar de con vergüenza?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate en una postura estable, con las manos abiertas sobre las piernas, y cierra los ojos. Haz tres respiraciones lentas, dejando que cada exhalación sea un poco más larga que la anterior.',
      },
      {
        at: 40,
        text: 'En Japón existe un arte llamado kintsugi. Cuando un cuenco de cerámica se rompe, en lugar de tirarlo o de esconder las grietas, se reparan con una laca mezclada con polvo de oro. El cuenco queda atravesado por líneas doradas, y se considera más bello y valioso que antes de romperse.',
      },
      {
        at: 85,
        text: 'Imagina ahora un cuenco entre tus manos. Siente su peso, su forma, su textura. Este cuenco representa tu historia. Obsérvalo con calma. Quizá tiene grietas, marcas, algún trozo que un día se desprendió.',
      },
      {
        at: 140,
        text: 'Deja que aparezca una de tus grietas: una pérdida, una decepción, una etapa que te rompió un poco. No es necesario entrar en los detalles. Solo reconoce que esa grieta existe y que forma parte de ti.',
      },
      {
        at: 195,
        text: 'Quizá durante mucho tiempo intentaste esconderla, disimularla, hacer como que no estaba. Es comprensible. Respira con lo que sientes al mirarla ahora de frente, con suavidad.',
      },
      {
        at: 245,
        text: 'Ahora imagina que tomas un pincel fino y lo mojas en oro líquido, cálido y brillante. Ese oro está hecho de todo lo que aprendiste al atravesar esa herida: la fuerza que encontraste, la compasión que ganaste, las personas que te sostuvieron.',
      },
      {
        at: 300,
        text: 'Con mucha paciencia, recorre la grieta con el pincel. Siente cómo el oro la llena, la une, la vuelve visible y luminosa. No borra lo que pasó. Lo honra. Respira mientras el oro se asienta.',
      },
      {
        at: 375,
        text: 'Si aparecen otras grietas, puedes repararlas también, o dejarlas para otro día. Algunas necesitan más tiempo antes de recibir el oro, y eso está bien. La reparación tiene su propio ritmo.',
      },
      {
        at: 425,
        text: 'Mira ahora el cuenco entero, con sus líneas doradas. Es único. Ningún otro cuenco en el mundo tiene esas mismas grietas ni ese mismo oro. Su belleza está precisamente en su historia.',
      },
      {
        at: 480,
        text: 'Lleva el cuenco al pecho, como quien sostiene algo muy valioso. Dite en silencio: mis heridas forman parte de mí. No me hacen menos; me hacen quien soy. Sigo en pie, y merezco cariño.',
      },
      {
        at: 535,
        text: 'Deja que la imagen se desvanezca poco a poco. Siente de nuevo tus manos sobre las piernas, tu respiración, tu cuerpo.',
      },
      {
        at: 565,
        text: 'Abre los ojos. Cuando hoy notes el impulso de esconder alguna parte de tu historia, recuerda el oro. Lleva contigo esta mirada más amable hacia ti.',
      },
    ],
  },
  {
    name: 'Luz dorada que repara',
    description:
      'Una visualización serena en la que una luz dorada, que llega del universo, recorre tu cuerpo y se detiene allí donde algo necesita cuidado. Para cuerpos y corazones que piden descanso.',
    category: 'Sanación',
    keywords: ['Sanación', 'Conexión con el universo'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Dónde se detuvo la luz dorada más tiempo, y qué crees que necesitaba esa parte de ti?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate boca arriba o siéntate con la espalda apoyada, en un lugar tranquilo donde nadie te interrumpa. Deja las manos abiertas, con las palmas hacia arriba, como quien se prepara para recibir algo. Cierra los ojos.',
      },
      {
        at: 45,
        text: 'Respira despacio. Con cada inhalación, imagina que entra aire limpio y fresco. Con cada exhalación, deja salir el cansancio, las preocupaciones, el ruido del día. Haz así varias respiraciones, sin prisa.',
      },
      {
        at: 80,
        text: 'Siente el cuerpo apoyado. Nota las zonas que están a gusto y las que están tensas, doloridas o cargadas. No intentes cambiar nada todavía. Solo haz un pequeño mapa de cómo estás hoy.',
      },
      {
        at: 140,
        text: 'Ahora imagina que, muy por encima de ti, en el cielo, hay una fuente de luz dorada. Es una luz cálida y suave, como la del sol al atardecer. Viene del universo, de la vida, de aquello más grande que tú en lo que confías. Es una luz que solo sabe cuidar.',
      },
      {
        at: 190,
        text: 'Esa luz empieza a descender lentamente hacia ti, como un rayo de sol que atraviesa las nubes. Siente cómo se posa en la coronilla, en lo alto de la cabeza. Nota su calor suave, un leve cosquilleo, una sensación de apertura.',
      },
      {
        at: 250,
        text: 'La luz entra por la coronilla y llena la cabeza. Recorre la frente, alisándola. Los ojos, que descansan. Las mejillas, la mandíbula, que se aflojan. Todo el rostro se baña en oro.',
      },
      {
        at: 305,
        text: 'Desciende por el cuello y la garganta, donde a veces se quedan las palabras no dichas. Deja que la luz las envuelva con suavidad. Después se extiende por los hombros y baja por los brazos hasta las palmas abiertas, que se llenan de calor.',
      },
      {
        at: 370,
        text: 'Ahora la luz llena el pecho. Rodea el corazón y los pulmones. Si en el pecho hay tristeza, dolor o un nudo antiguo, deja que la luz se detenga ahí todo el tiempo que necesite. No tiene prisa. Respira hacia ese lugar y recibe.',
      },
      {
        at: 430,
        text: 'Siente cómo la luz dorada entra en los espacios más pequeños, como el agua que empapa la tierra seca. No fuerza nada. Solo acompaña, calienta y suaviza. Tu única tarea es permitirlo.',
      },
      {
        at: 505,
        text: 'La luz desciende al vientre, al estómago, a todos los órganos que trabajan en silencio para ti. Llena la parte baja de la espalda, las caderas, la pelvis. Allí donde haya tensión o dolor, la luz se vuelve un poco más intensa, más cálida.',
      },
      {
        at: 570,
        text: 'Ahora baja por las piernas: los muslos, las rodillas, las pantorrillas. Llega a los tobillos y a los pies, hasta la punta de cada dedo. Todo tu cuerpo está ahora lleno de esta luz dorada, de la cabeza a los pies.',
      },
      {
        at: 630,
        text: 'Imagina que la luz sale por las plantas de los pies y se hunde en la tierra como raíces doradas. Así, la luz que viene del cielo atraviesa tu cuerpo y llega al suelo. Estás entre el cielo y la tierra, y los dos te sostienen.',
      },
      {
        at: 695,
        text: 'Quédate en esta sensación. Respira la luz. Si quieres, repite en silencio: me abro a recibir lo que me hace bien. Mi cuerpo sabe cuidarse. Estoy en manos amables.',
      },
      {
        at: 765,
        text: 'Ahora deja que la luz se expanda un poco más allá de tu piel, formando un halo dorado a tu alrededor. Esta luz permanece contigo, aunque ya no la imagines. Te acompaña durante el día.',
      },
      {
        at: 825,
        text: 'Da las gracias en silencio a esa fuente de luz, al universo, a la vida, a tu propio cuerpo. Y empieza a volver despacio: siente de nuevo el suelo, los sonidos, tu respiración.',
      },
      {
        at: 865,
        text: 'Mueve suavemente los dedos de las manos y de los pies. Estírate si te apetece. Abre los ojos con calma y lleva contigo un poco de esta luz dorada a todo lo que hagas hoy.',
      },
    ],
  },
  {
    name: 'Escribir para sanar una herida',
    description:
      'Escritura expresiva guiada en tres rondas: lo que pasó, lo que sentiste y lo que hoy comprendes. Papel y bolígrafo para poner en palabras algo que todavía duele.',
    category: 'Sanación',
    keywords: ['Sanación', 'Claridad'],
    type: 'Activa',
    minutes: 15,
    journalPrompt: '¿Qué comprendiste hoy sobre esa herida que no habías visto antes de escribirla?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas papel y bolígrafo, o un cuaderno que puedas guardar en un lugar privado. Siéntate a una mesa, con los pies en el suelo. Lo que escribas es solo para ti: no importan la letra, la ortografía ni el orden.',
      },
      {
        at: 50,
        text: 'Elige una experiencia difícil sobre la que quieras escribir. Puede ser reciente o antigua. Si es la primera vez que haces esta práctica, elige algo que te importe pero que no te desborde. Siempre puedes parar, respirar y volver otro día.',
      },
      {
        at: 100,
        text: 'Antes de empezar, haz tres respiraciones lentas y pon una mano sobre el papel. Date permiso para escribir con total honestidad. Nadie va a leerlo.',
      },
      {
        at: 140,
        text: 'Primera ronda: lo que pasó. Escribe durante unos minutos, sin parar, sobre lo que ocurrió. Los hechos, tal como los recuerdas. Dónde estabas, quién estaba, qué se dijo, qué se hizo. Si te quedas sin palabras, escribe la última frase otra vez hasta que llegue la siguiente.',
      },
      {
        at: 190,
        text: 'Sigue escribiendo. No corrijas, no taches, no releas todavía. Deja que la mano vaya un poco por delante del pensamiento. Si notas que evitas algún detalle, pregúntate con suavidad si puedes escribirlo hoy o si prefieres dejarlo para otro momento.',
      },
      {
        at: 305,
        text: 'Deja el bolígrafo un momento. Respira. Sacude las manos. Nota cómo está tu cuerpo después de escribir esto. Si necesitas beber agua o mirar por la ventana, hazlo.',
      },
      {
        at: 350,
        text: 'Segunda ronda: lo que sentiste. Ahora escribe sobre tus emociones, entonces y ahora. Qué sentiste en aquel momento. Qué sientes hoy al recordarlo. Miedo, rabia, vergüenza, tristeza, alivio. Ponles nombre, y escribe también dónde las notas en el cuerpo.',
      },
      {
        at: 395,
        text: 'Sigue escribiendo sobre lo que sientes. Si aparecen emociones que no esperabas, escríbelas también. Si llegan lágrimas, déjalas. El papel puede sostener lo que a veces no sabemos decir en voz alta.',
      },
      {
        at: 505,
        text: 'Para de nuevo. Pon una mano sobre el pecho y respira tres veces. Reconoce el esfuerzo que estás haciendo. Mirar de frente algo que duele requiere valentía.',
      },
      {
        at: 550,
        text: 'Tercera ronda: lo que hoy comprendes. Escribe sobre lo que esta experiencia significa para ti ahora. Qué te enseñó sobre ti, sobre tus límites, sobre lo que necesitas. Cómo te ha cambiado. Qué cualidades tuyas aparecieron para atravesarla.',
      },
      {
        at: 595,
        text: 'Sigue escribiendo. Si te cuesta encontrar un sentido, está bien. No todo tiene que tener un porqué. Puedes escribir simplemente: todavía no lo entiendo, y estoy aquí, sigo aquí.',
      },
      {
        at: 705,
        text: 'Ahora lee en silencio lo que has escrito, de principio a fin, como si lo hubiera escrito alguien a quien quieres mucho. Con la misma ternura. Si alguna frase te conmueve, subráyala.',
      },
      {
        at: 750,
        text: 'Al final de la hoja, escribe una frase para ti, desde la persona que eres hoy hacia la que vivió aquello. Quizá: lo hiciste lo mejor que pudiste. O: ya no estás en ese lugar. O: gracias por seguir. Lo que te salga del corazón.',
      },
      {
        at: 820,
        text: 'Cierra el cuaderno o dobla la hoja, y guárdala en un lugar seguro, o deshazte de ella si lo prefieres. Lo importante ya ha pasado: las palabras han salido de dentro.',
      },
      {
        at: 865,
        text: 'Levántate, estira el cuerpo y respira hondo. Es normal sentir cansancio o emoción después de escribir así. Trátate con cuidado el resto del día, y vuelve a escribir cuando lo necesites.',
      },
    ],
  },
  {
    name: 'Presencias que te quieren bien',
    description:
      'Imagina a tu alrededor a las personas y presencias que te quieren bien, y recibe sus deseos de paz. Una práctica de compasión para días en que te sientes sin fuerzas o sin compañía.',
    category: 'Sanación',
    keywords: ['Sanación', 'Relaciones', 'Amor propio'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt: '¿Quién apareció en tu círculo de cuidado, y qué te dijo que necesitabas escuchar hoy?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Siéntate o recuéstate en una postura que te resulte agradable y cierra los ojos. Lleva una mano al pecho si te reconforta. Esta es una práctica para recibir, algo que a veces nos cuesta más que dar.',
      },
      {
        at: 45,
        text: 'Respira despacio unas cuantas veces. Siente el cuerpo tal como está hoy, con su cansancio, su dolor o su tristeza. No tienes que estar bien para hacer esta práctica. Precisamente es para cuando no lo estás.',
      },
      {
        at: 90,
        text: 'Imagina que estás en un lugar agradable y seguro: un jardín, una habitación cálida, un claro en el bosque, la orilla del mar. Instálate ahí. Siente el suelo bajo tu cuerpo, la temperatura, la luz.',
      },
      {
        at: 155,
        text: 'Ahora piensa en alguien que te quiera bien, o que te haya cuidado en algún momento de tu vida. Puede ser una persona de tu familia, una amistad, un maestro o una maestra, alguien que ya no está. También puede ser un animal que te acompañó. Imagina que aparece y se sienta cerca de ti.',
      },
      {
        at: 230,
        text: 'Deja que aparezca otra presencia amable. Y otra. Poco a poco, forman un círculo a tu alrededor. No tienen que ser muchas. Pueden estar también figuras que te inspiran, un ángel, un ser sabio, la naturaleza misma. Quien tú sientas que te cuida.',
      },
      {
        at: 295,
        text: 'Mira sus rostros, uno por uno. Nota cómo te miran: sin juicio, sin exigencias, con cariño. Para ellas no tienes que demostrar nada, ni ser de ninguna manera concreta. Te aceptan tal como eres hoy.',
      },
      {
        at: 360,
        text: 'Ahora imagina que todas esas presencias te envían, al mismo tiempo, sus buenos deseos. Escucha sus voces, o siente sus palabras: que estés bien. Que estés en paz. Que te sientas a salvo. Que tu dolor se alivie.',
      },
      {
        at: 405,
        text: 'Deja que esas palabras lleguen a ti como una lluvia tibia. Que estés bien. Que estés en paz. Que te sientas a salvo. Que tu dolor se alivie. Recíbelas. Si aparece resistencia, o la sensación de no merecerlo, nota eso también, con suavidad, y sigue recibiendo.',
      },
      {
        at: 495,
        text: 'Quizá alguien del círculo se acerca y te dice algo concreto, algo que necesitas escuchar hoy. Escucha. No lo busques con la cabeza; deja que llegue. Puede ser una frase, una imagen, un gesto.',
      },
      {
        at: 560,
        text: 'Siente el calor del círculo a tu alrededor, como una manta hecha de cariño. Nota si algo se afloja en el pecho, en los hombros, en el vientre. Respira ese cuidado hacia dentro, hacia los lugares que más lo necesitan.',
      },
      {
        at: 625,
        text: 'Ahora, si te apetece, devuelve el cariño. Mira a cada presencia del círculo y envíale, en silencio, tus propios deseos: que tú también estés bien. Que estés en paz. Gracias por cuidarme.',
      },
      {
        at: 690,
        text: 'Por último, imagina que el círculo se abre un poco y te deja en el centro, mirándote a ti. Y que tú, con la misma voz amable que has escuchado, te dices: que yo esté bien. Que yo esté en paz. Que me trate con cariño.',
      },
      {
        at: 760,
        text: 'Quédate en silencio, en el centro del círculo. Este cuidado no desaparece cuando abras los ojos. Las personas que te quieren bien, las que están y las que estuvieron, siguen formando parte de ti.',
      },
      {
        at: 825,
        text: 'Despídete del círculo como quieras: con una sonrisa, una inclinación, un gracias. Deja que la imagen se disuelva poco a poco. Siente de nuevo tu cuerpo y tu respiración.',
      },
      {
        at: 865,
        text: 'Abre los ojos cuando quieras. Si hoy vuelves a sentir que te faltan fuerzas, recuerda este círculo: basta con cerrar los ojos un momento para volver a él.',
      },
    ],
  },
  {
    name: 'La infancia que llevas dentro',
    description:
      'Una visualización para reencontrarte con la niña o el niño que fuiste, escuchar lo que necesitó y ofrecerle hoy el cuidado que quizá no recibió. Tierna, lenta y a tu ritmo.',
    category: 'Sanación',
    keywords: ['Sanación', 'Amor propio'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿Qué necesitaba escuchar tu versión pequeña, y cómo puedes dárselo esta semana en algo concreto?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Busca un lugar donde puedas estar sin interrupciones durante un rato. Siéntate o recuéstate, tápate con una manta si quieres, y cierra los ojos. Esta práctica puede remover recuerdos; ve a tu ritmo, y si algo pesa demasiado, abre los ojos y respira. Siempre puedes parar.',
      },
      {
        at: 50,
        text: 'Haz unas cuantas respiraciones lentas. Siente el apoyo bajo tu cuerpo. Recuerda que estás aquí, en el presente, como la persona adulta que eres hoy, con todos los recursos que has ido reuniendo a lo largo de los años.',
      },
      {
        at: 90,
        text: 'Imagina un lugar donde te sientas a salvo. Puede ser un sitio de tu infancia que te gustaba, o un lugar inventado: un jardín, una playa, una habitación luminosa. Obsérvalo con detalle. Los colores, los olores, los sonidos. Instálate en él.',
      },
      {
        at: 155,
        text: 'Antes de seguir, imagina que a tu lado aparece una presencia que te da fuerza: una persona sabia, un animal, un ángel, una luz. Estará contigo durante toda la práctica, por si en algún momento necesitas apoyo. Siente su compañía.',
      },
      {
        at: 220,
        text: 'Ahora imagina que, a cierta distancia, aparece la niña o el niño que fuiste. Deja que la edad llegue sola; quizá tiene cinco años, quizá ocho, quizá doce. Observa sin acercarte todavía. ¿Qué ropa lleva esa criatura? ¿Qué expresión tiene? ¿Qué está haciendo?',
      },
      {
        at: 280,
        text: 'Nota cómo se siente al verte. Quizá se muestra con timidez, quizá corre hacia ti, quizá no se fía al principio. Cualquier reacción está bien. Respeta su ritmo, igual que respetarías el de cualquier criatura pequeña.',
      },
      {
        at: 345,
        text: 'Acércate despacio. Agáchate para quedar a su altura, o siéntate en el suelo a su lado. Busca su mirada con toda la ternura que tienes hoy. Dile tu nombre y dile, con sencillez: he venido a verte.',
      },
      {
        at: 405,
        text: 'Pregúntale cómo está. Y escucha. Quizá te habla con palabras, quizá con un gesto, quizá solo con una emoción que sientes en tu propio pecho. No interpretes ni corrijas. Solo escucha, como quizá nadie supo escuchar entonces.',
      },
      {
        at: 465,
        text: 'Pregúntale qué necesitó y no tuvo. Tal vez atención, protección, juego, alguien que le explicara lo que pasaba, alguien que le dijera que no era culpa suya. Deja que la respuesta llegue cuando quiera llegar.',
      },
      {
        at: 545,
        text: 'Ahora ofrécele eso que necesitó. Con tus palabras de hoy, con tu presencia. Quizá: te veo. Te escucho. No fue culpa tuya. Estás a salvo conmigo. Eres importante. Tienes derecho a jugar, a equivocarte, a estar triste.',
      },
      {
        at: 605,
        text: 'Si te lo permite, dale un abrazo. O toma su mano. Siente el contacto. Deja que descanse en ti. Por un momento, no tiene que ser fuerte, ni portarse bien, ni cuidar de nadie. Solo recibir.',
      },
      {
        at: 685,
        text: 'Quizá aparecen lágrimas, en ti o en esa criatura. Déjalas salir. Son lágrimas antiguas que por fin encuentran un lugar seguro. Respira con ellas, y sigue sosteniendo.',
      },
      {
        at: 740,
        text: 'Ahora pregúntale qué le gusta, qué le hace reír, con qué le gustaría jugar. Quizá te enseña algo: un dibujo, un juguete, un lugar secreto. Déjate contagiar un poco por su alegría y su curiosidad.',
      },
      {
        at: 805,
        text: 'Si te apetece, comparte un juego con esa criatura en tu imaginación: construir algo, dibujar, saltar en los charcos. Nota cómo se siente en tu cuerpo ese juego sin propósito, sin prisa y sin nadie que mire el reloj.',
      },
      {
        at: 865,
        text: 'Hazle una promesa sencilla y realista, algo que puedas cumplir. Quizá: voy a escucharte más. Voy a dejarte descansar. Voy a darte tiempo para jugar. Voy a hablarte con más cariño. Elige una sola promesa.',
      },
      {
        at: 925,
        text: 'Ahora imagina que esa criatura se vuelve pequeña y luminosa, y que entra en tu pecho, junto a tu corazón. No se va: vive ahí, contigo. Cada vez que te trates con cariño, también cuidarás de ella.',
      },
      {
        at: 985,
        text: 'Pon una mano sobre el corazón y siente su presencia. Respira. Eres la persona adulta que puede cuidar de esa parte de ti. Y ella te recuerda la capacidad de asombrarte, de jugar, de sentir.',
      },
      {
        at: 1045,
        text: 'Despídete del lugar seguro. Sabes que puedes volver cuando quieras. Deja que la imagen se desvanezca poco a poco, y vuelve a sentir el cuerpo sobre su apoyo, la respiración, los sonidos de la habitación.',
      },
      {
        at: 1110,
        text: 'Es posible que esta práctica deje emociones removidas. Es normal. Bebe un poco de agua, muévete con suavidad, y date un tiempo antes de volver a tus tareas.',
      },
      {
        at: 1165,
        text: 'Abre los ojos cuando quieras. Recuerda la promesa que hiciste y busca hoy o mañana un pequeño gesto para cumplirla. Esa criatura te lo agradecerá.',
      },
    ],
  },
  {
    name: 'Un lugar para tu duelo',
    description:
      'Una meditación para acompañar la pérdida de una persona, un animal o una etapa: dar espacio a la pena, recordar con amor y sentir que el vínculo sigue vivo de otra manera.',
    category: 'Sanación',
    keywords: ['Sanación', 'Relaciones'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿Qué te gustaría seguir llevando contigo de quien has perdido, y cómo puedes honrarlo en tu día a día?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Si estás atravesando un duelo, gracias por darte este tiempo. No hay una forma correcta de hacer esta práctica, igual que no hay una forma correcta de vivir una pérdida. Siéntate o recuéstate como te resulte más fácil, y cierra los ojos si quieres.',
      },
      {
        at: 50,
        text: 'Antes de empezar, un recordatorio: esta meditación no busca que dejes de sentir dolor. Busca darle un lugar donde pueda estar, con cuidado. Si en algún momento es demasiado, abre los ojos, mira a tu alrededor y respira. Y si el dolor te desborda durante mucho tiempo, busca también el apoyo de otras personas o de un profesional.',
      },
      {
        at: 105,
        text: 'Respira con naturalidad. Siente el cuerpo tal como está hoy. El duelo vive también en el cuerpo: en el pecho apretado, en el cansancio, en el nudo en la garganta, en la falta de hambre o de sueño. Nota dónde lo sientes tú, sin juzgarlo.',
      },
      {
        at: 175,
        text: 'Pon una mano sobre el lugar donde más lo notes. Respira hacia ahí. Puedes decirle en silencio: te veo. Tienes derecho a estar aquí. El dolor de la pérdida es la forma que toma el amor cuando no encuentra a quien iba dirigido.',
      },
      {
        at: 240,
        text: 'Deja que la pena sea como una ola. Quizá crece, quizá baja. No tienes que detenerla ni provocarla. Solo respira con ella, como quien se sienta en la orilla y deja que el mar llegue y se retire.',
      },
      {
        at: 330,
        text: 'Ahora, si te sientes con fuerzas, trae a tu mente a quien has perdido. Puede ser una persona, un animal que amaste, una relación, una etapa de tu vida. Deja que aparezca su imagen, su voz, su olor, su forma de moverse. Tómate el tiempo que necesites.',
      },
      {
        at: 380,
        text: 'Recuerda un momento compartido que te haga sonreír, aunque duela. Una tarde, una broma, una costumbre. Deja que ese recuerdo se despliegue con detalle. Nota lo que sientes: quizá ternura y tristeza a la vez. Las dos pueden convivir.',
      },
      {
        at: 465,
        text: 'Ahora imagina que tienes la oportunidad de decirle algo. Lo que quedó sin decir, lo que dirías si tuvieras un último encuentro. Quizá gracias. Quizá perdón. Quizá te echo de menos. Quizá simplemente su nombre. Díselo en silencio, con todo tu corazón.',
      },
      {
        at: 535,
        text: 'Quédate un momento en silencio, como si esperaras su respuesta. No fuerces nada. A veces llega una sensación, una imagen, una frase que reconoces. Y a veces solo hay silencio, y ese silencio también puede ser compañía.',
      },
      {
        at: 620,
        text: 'Piensa ahora en lo que esta presencia te dejó. Algo que aprendiste, una manera de reír, una receta, un gesto, un valor, una forma de mirar el mundo. Eso no se ha ido. Vive en ti.',
      },
      {
        at: 685,
        text: 'Imagina que ese legado es una pequeña luz en tu pecho. Con cada inhalación, brilla un poco. Es la forma en que el vínculo continúa: ya no como antes, pero de verdad. El amor no termina con la pérdida; cambia de forma.',
      },
      {
        at: 755,
        text: 'Si aparece culpa, por lo que hiciste o no hiciste, por lo que dijiste o callaste, recíbela con suavidad. Es parte frecuente del duelo. Pregúntate qué te diría esa presencia si pudiera verte ahora. Probablemente, algo mucho más amable de lo que tú te dices.',
      },
      {
        at: 825,
        text: 'Ahora vuelve a ti. Pon las dos manos sobre el pecho. Tú también estás aquí, atravesando esto. Mereces cuidado mientras tanto. Dite: estoy haciendo lo que puedo. Me doy permiso para sentir. Me doy permiso para descansar.',
      },
      {
        at: 910,
        text: 'Piensa en una cosa pequeña que puedas hacer hoy para cuidarte en este duelo: comer algo caliente, llamar a alguien, salir a caminar, dormir un poco más, escribir. Algo sencillo. Elígelo.',
      },
      {
        at: 975,
        text: 'Y si quieres, piensa en un pequeño gesto para honrar a quien perdiste: encender una vela, poner su música, cocinar su plato favorito, visitar un lugar que guarde recuerdos compartidos. Lo que tenga sentido para ti.',
      },
      {
        at: 1040,
        text: 'Respira una vez más con la luz en el pecho. El duelo no tiene calendario. Habrá días más ligeros y días más pesados. Lo que has hecho hoy es darle un lugar, y eso ya es cuidarlo.',
      },
      {
        at: 1105,
        text: 'Empieza a volver poco a poco. Siente el apoyo bajo tu cuerpo, los sonidos de alrededor, la temperatura de la habitación. Mueve suavemente las manos.',
      },
      {
        at: 1165,
        text: 'Abre los ojos cuando quieras. Quédate unos minutos sin prisa antes de seguir. Y recuerda que no tienes que atravesar esto a solas: el amor que sientes también te sostiene.',
      },
    ],
  },
  {
    name: 'Sostén del cielo estrellado',
    description:
      'Acuéstate bajo un cielo nocturno imaginado y siente que formas parte de algo inmenso que te sostiene. Una meditación larga para tiempos difíciles, cuando el dolor ocupa demasiado espacio.',
    category: 'Sanación',
    keywords: ['Sanación', 'Conexión con el universo'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt:
      '¿Qué cambió en tu manera de ver lo que te duele cuando lo miraste bajo la inmensidad del cielo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate boca arriba en un lugar donde puedas estar a gusto durante un buen rato, con una manta si la necesitas. Deja los brazos a los lados, con las palmas hacia arriba, y cierra los ojos. Hoy vamos a mirar el cielo, aunque estés bajo un techo.',
      },
      {
        at: 50,
        text: 'Haz unas cuantas respiraciones lentas y profundas. Siente la espalda apoyada, el peso de las piernas, la cabeza que descansa. Con cada exhalación, deja que el suelo reciba un poco más de tu peso. No tienes que sostenerte. Algo te sostiene.',
      },
      {
        at: 95,
        text: 'Si estás pasando por un momento difícil, trae a la mente, solo por un instante, aquello que te duele. No entres en la historia. Solo reconoce que está ahí, como una piedra que llevas en el pecho. Nota su peso, su forma, su lugar en el cuerpo. Y déjala estar.',
      },
      {
        at: 165,
        text: 'Ahora imagina que estás en un prado, en una noche templada de verano, lejos de las luces de la ciudad. Estás sobre la hierba, o sobre una manta gruesa. Siente el frescor de la hierba, el olor de la tierra, el canto lejano de los grillos.',
      },
      {
        at: 230,
        text: 'Escucha la noche. El viento suave entre las hojas de algún árbol cercano, el roce de la hierba, quizá el agua de un arroyo a lo lejos. El aire huele a heno y a flores que se cierran. Todo a tu alrededor descansa.',
      },
      {
        at: 300,
        text: 'Abre los ojos de la imaginación y mira hacia arriba. El cielo está despejado y lleno de estrellas. Miles de ellas. Algunas brillan con fuerza, otras apenas se distinguen. Y atravesando el cielo, como un río de leche, la Vía Láctea.',
      },
      {
        at: 365,
        text: 'Quédate mirando. No busques nada concreto. Deja que la mirada se pierda en la inmensidad. Respira despacio y nota lo que sientes al contemplar algo tan grande, tan antiguo, tan silencioso.',
      },
      {
        at: 445,
        text: 'La luz de muchas de esas estrellas lleva viajando miles de años para llegar hasta tus ojos esta noche. Algunas de esas estrellas quizá ya ni existen, y su luz sigue llegando. Todo lo que brilla deja una huella que perdura.',
      },
      {
        at: 510,
        text: 'Piensa que los átomos de tu cuerpo, el hierro de tu sangre, el calcio de tus huesos, se formaron hace mucho tiempo en el interior de estrellas como esas. Tu cuerpo está hecho de la misma materia que el cielo que contemplas. Perteneces a él.',
      },
      {
        at: 575,
        text: 'Respira con esa idea. No eres algo separado del universo que lo mira desde fuera. Eres una parte del universo que se mira a sí misma. Deja que esa sensación de pertenencia se asiente en el cuerpo.',
      },
      {
        at: 660,
        text: 'Ahora vuelve a sentir la piedra que llevas en el pecho, eso que te duele. Mírala bajo este cielo. No desaparece, pero quizá cambia de tamaño. Bajo tanta inmensidad, el dolor sigue siendo real, y a la vez ocupa su justo lugar.',
      },
      {
        at: 725,
        text: 'Imagina que la luz de las estrellas cae suavemente sobre ti, como un rocío plateado. Se posa sobre tu frente, tus ojos, tus labios. Sobre el pecho, justo encima de la piedra. Sobre las manos abiertas. Es una luz fría y a la vez amable.',
      },
      {
        at: 795,
        text: 'Deja que esa luz envuelva la piedra del pecho. No intenta quitártela. La acompaña. Siente que lo que te duele también está sostenido por el universo, igual que tú. No tienes que cargarlo a solas.',
      },
      {
        at: 875,
        text: 'Piensa en todas las personas que, en este mismo momento, en otros lugares del planeta, están mirando este mismo cielo. Algunas están felices, otras sufren como tú. Todas bajo las mismas estrellas. Envíales, si quieres, un deseo silencioso: que encuentren paz.',
      },
      {
        at: 940,
        text: 'Y piensa en quienes vinieron antes que tú: tus abuelas, tus abuelos, todas las generaciones que miraron este cielo y atravesaron sus propios tiempos difíciles. Siente su fuerza detrás de ti, como una larga cadena que te sostiene.',
      },
      {
        at: 1025,
        text: 'Ahora suelta los pensamientos y quédate solo con el cielo. La oscuridad inmensa, los puntos de luz, el silencio. Deja que la mente se vuelva tan amplia como ese espacio. Si aparece un pensamiento, míralo como una estrella fugaz: brilla un instante y desaparece.',
      },
      {
        at: 1090,
        text: 'Descansa en esta amplitud. No hay nada que hacer ni que resolver. Solo estar, respirar y dejarte sostener por la tierra debajo y el cielo encima. Cada exhalación te hunde un poco más en la hierba.',
      },
      {
        at: 1175,
        text: 'Nota cómo está ahora tu cuerpo. Quizá más suelto, más pesado, más en paz. Quizá igual que al principio. Todo está bien. El simple hecho de haberte dado este espacio ya es un acto de cuidado.',
      },
      {
        at: 1235,
        text: 'Si quieres, elige una estrella, la que más te llame, y hazla tuya. Será un recordatorio de esta noche. Cuando en los próximos días el dolor ocupe demasiado espacio, podrás recordar esta estrella y la inmensidad que la rodea.',
      },
      {
        at: 1300,
        text: 'Antes de irte, da las gracias en silencio al cielo, a la tierra, a la vida. Por sostenerte, incluso cuando no lo notas. Por la luz que llega de lejos. Por este momento de calma.',
      },
      {
        at: 1365,
        text: 'Poco a poco, deja que el prado y el cielo se desvanezcan. Vuelve a sentir el suelo bajo tu espalda, la habitación a tu alrededor, los sonidos cercanos. Respira más hondo.',
      },
      {
        at: 1425,
        text: 'Mueve suavemente los dedos de las manos y de los pies. Estira los brazos por encima de la cabeza si te apetece. Rueda hacia un lado y quédate ahí unas respiraciones.',
      },
      {
        at: 1465,
        text: 'Cuando quieras, incorpórate despacio y abre los ojos. Lleva contigo la sensación de pertenecer a algo inmenso. Tu dolor importa, y no tienes que sostenerlo a solas. Sigue tu camino bajo las estrellas.',
      },
    ],
  },
];
