import type { CatalogueEntry } from './catalogue-entry';

export const meditations: CatalogueEntry[] = [
  {
    name: 'Barajar imágenes para dormir',
    description:
      'Una técnica sencilla para la mente que da vueltas: eliges una palabra y, letra a letra, imaginas objetos sueltos y sin relación, como hace el cerebro justo antes de dormir.',
    category: 'Sueño',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 10,
    journalPrompt:
      '¿Qué palabra elegiste para barajar imágenes, y hasta qué letra llegaste antes de que el sueño la desordenara?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate en tu postura habitual para dormir, apaga la luz y cierra los ojos. Esta práctica es para esas noches en que la mente sigue repasando el día, o adelantando el de mañana, y no encuentra la forma de apagarse.',
      },
      {
        at: 40,
        text: 'Haz dos o tres respiraciones un poco más lentas, soltando el aire despacio. Siente el peso de la cabeza en la almohada y el del cuerpo sobre el colchón. No hace falta relajarse del todo antes de empezar; el ejercicio se encarga de eso.',
      },
      {
        at: 80,
        text: 'Vamos a darle a la mente un juego tranquilo y un poco aburrido: barajar imágenes sueltas, sin ninguna relación entre sí. Justo antes de dormir, el cerebro produce imágenes así, desordenadas. Si se las ofrecemos a propósito, le resulta más fácil cruzar ese umbral.',
      },
      {
        at: 120,
        text: 'Elige una palabra sencilla, sin carga emocional, de cinco o seis letras. Por ejemplo: cielo. Vamos a recorrerla letra a letra. Con cada letra, pensarás en cosas que empiecen por ella y las imaginarás unos segundos, una detrás de otra.',
      },
      {
        at: 160,
        text: 'Empezamos por la C de cielo. Una cereza, roja y brillante. Un caracol que avanza sobre una hoja. Una cuchara de madera. Un camino de tierra entre campos. Una cometa en el aire. Imagina cada una durante unos segundos y deja que se disuelva antes de pasar a la siguiente.',
      },
      {
        at: 215,
        text: 'Sigue tú con la C, a tu ritmo. Una palabra, una imagen, unos segundos, y la siguiente. No busques una historia ni un orden. Si una imagen te lleva a algo que te preocupa, cámbiala por otra más neutra: una caja, una cebolla, un columpio.',
      },
      {
        at: 295,
        text: 'Cuando se te acaben las palabras con C, pasa a la siguiente letra, la I. Un iglú en la nieve. Una isla pequeña. Un imán de colores. Y sigue tú, sin prisa, dejando que cada imagen aparezca y se vaya.',
      },
      {
        at: 355,
        text: 'Si te das cuenta de que has vuelto a pensar en el día, no pasa nada. Es lo que hacen las mentes. Vuelve a la letra en la que estabas y busca la siguiente imagen, con la misma calma.',
      },
      {
        at: 420,
        text: 'Continúa con la E, la L y la O. Las imágenes pueden ir haciéndose más lentas, más borrosas. Si empiezan a mezclarse solas o a volverse raras, es buena señal: el sueño se está acercando. Déjate llevar.',
      },
      {
        at: 495,
        text: 'Si terminas la palabra y sigues sin sueño, elige otra y empieza de nuevo, sin ninguna prisa. Una palabra cualquiera. Una imagen. Otra imagen.',
      },
      {
        at: 565,
        text: 'Deja que las imágenes se deshagan cuando quieran. No tienes que terminar la palabra. Suelta el juego y deja que la noche siga sola. Buenas noches.',
      },
    ],
  },
  {
    name: 'Estiramientos lentos en la cama',
    description:
      'Movimientos muy suaves, sin salir de la cama, para soltar la espalda, las caderas y el cuello antes de dormir. Sin esfuerzo y sin prisa.',
    category: 'Sueño',
    keywords: ['Descanso', 'Calma'],
    type: 'Activa',
    minutes: 10,
    journalPrompt: '¿Qué estiramiento le sentó mejor a tu cuerpo esta noche, y por qué crees que fue ese?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica se hace en la cama, sobre el colchón, boca arriba. Aparta la almohada si te molesta o déjala bajo la cabeza. Vamos a movernos muy despacio, siempre dentro de lo que te resulte agradable. Si algo duele, hazlo más pequeño o sáltalo.',
      },
      {
        at: 45,
        text: 'Empieza con las piernas estiradas y los brazos a los lados. Toma una respiración profunda y, al soltar el aire, deja que el cuerpo entero se afloje un poco más sobre la cama.',
      },
      {
        at: 85,
        text: 'Al inhalar, lleva los brazos por encima de la cabeza y estírate como cuando despiertas, alargándote desde los dedos de las manos hasta los talones. Al exhalar, suelta. Repítelo dos o tres veces, bostezando si te apetece.',
      },
      {
        at: 150,
        text: 'Ahora dobla las rodillas y acércalas al pecho. Rodéalas con los brazos, o sujeta cada rodilla con una mano. Balancéate muy poco de un lado a otro, como si te mecieras. Siente cómo la zona lumbar se apoya y masajea contra el colchón.',
      },
      {
        at: 210,
        text: 'Deja caer ambas rodillas juntas hacia la derecha, sin forzar, y abre los brazos en cruz. Si te apetece, gira la cabeza suavemente hacia la izquierda. Respira hacia el costado que se estira.',
      },
      {
        at: 250,
        text: 'Quédate aquí unas cuantas respiraciones. Cada vez que exhales, deja que las rodillas pesen un poco más y que el hombro contrario se acerque al colchón. No hace falta que llegue.',
      },
      {
        at: 310,
        text: 'Con una inhalación, vuelve a traer las rodillas al centro. Y al exhalar, déjalas caer hacia la izquierda, girando la cabeza hacia la derecha si es agradable para tu cuello.',
      },
      {
        at: 345,
        text: 'Respira aquí, en este lado. Observa si se siente distinto del otro. Tu cuerpo no es simétrico, y no necesita serlo. Solo acompáñalo.',
      },
      {
        at: 400,
        text: 'Vuelve al centro. Apoya las plantas de los pies sobre el colchón, con las rodillas dobladas. Coloca las manos sobre el vientre y siente cómo sube al inhalar y baja al exhalar.',
      },
      {
        at: 440,
        text: 'Para terminar de mover, haz círculos lentos con los tobillos, primero hacia un lado y luego hacia el otro. Después, mueve los dedos de las manos como si tocaras un piano muy suave. Pequeños movimientos que avisan al cuerpo de que el día se está cerrando.',
      },
      {
        at: 505,
        text: 'Ahora estira las piernas y deja los brazos donde estén a gusto. Ya no hay nada más que hacer. Siente el cuerpo entero tendido, un poco más largo y más suelto que hace unos minutos.',
      },
      {
        at: 565,
        text: 'Acomódate en tu postura favorita para dormir. Coloca la almohada como más te guste y deja que la respiración siga sola. Buenas noches.',
      },
    ],
  },
  {
    name: 'Cuaderno para la almohada',
    description:
      'Escribe a mano lo que te ronda la cabeza, separa lo de mañana de lo que no depende de ti y cierra el cuaderno. Para las noches en que la mente no quiere apagarse.',
    category: 'Sueño',
    keywords: ['Descanso', 'Claridad', 'Calma'],
    type: 'Activa',
    minutes: 15,
    journalPrompt:
      '¿Qué preocupación dejaste escrita esta noche que ya no necesitas repasar antes de dormir?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Para esta práctica necesitas un cuaderno o unas hojas y un bolígrafo. Siéntate en la cama o junto a ella, con una luz tenue que te deje ver el papel. Deja el teléfono lejos, boca abajo y en silencio.',
      },
      {
        at: 50,
        text: 'Antes de escribir, haz tres respiraciones lentas. Nota el peso del bolígrafo en la mano y la textura del papel. Esta es una conversación contigo, no un examen: nadie más va a leerlo, y no importa la letra ni la ortografía.',
      },
      {
        at: 100,
        text: 'Vamos a empezar vaciando la cabeza. Escribe todo lo que te esté dando vueltas: tareas, conversaciones pendientes, dudas, cosas que te inquietan, ideas sueltas. Una debajo de otra, sin ordenarlas y sin juzgarlas. Si algo parece pequeño, escríbelo igualmente.',
      },
      {
        at: 145,
        text: 'Sigue escribiendo a tu ritmo. Cuando creas que ya está, pregúntate: ¿qué más? A menudo lo más pesado aparece al final. Deja que la mano siga un poco más.',
      },
      {
        at: 260,
        text: 'Ahora para y lee la lista despacio. Vas a marcar con un círculo lo que puedes hacer mañana o en los próximos días. Lo que dependa de ti, aunque sea en parte.',
      },
      {
        at: 305,
        text: 'Al lado de cada cosa marcada, escribe el siguiente paso más pequeño posible. No el plan completo: solo el primer gesto. Por ejemplo, escribir un mensaje, hacer una llamada, mirar una fecha. Eso es todo lo que necesitas saber esta noche.',
      },
      {
        at: 375,
        text: 'Mira ahora lo que ha quedado sin marcar. Son cosas que no se pueden resolver desde la cama ni a esta hora, o que no dependen de ti. Debajo de la lista, escribe con tus palabras algo como: esto no se resuelve esta noche, y puede esperar.',
      },
      {
        at: 430,
        text: 'Para terminar de escribir, anota tres cosas del día que estuvieron bien, aunque sean mínimas: un café caliente, una conversación amable, un rato de sol. No tienen que compensar lo difícil; solo acompañarlo.',
      },
      {
        at: 495,
        text: 'Lee en silencio lo que has escrito. Ahí está todo, fuera de tu cabeza y a salvo en el papel. Mañana seguirá en el mismo sitio, esperándote. Tu mente ya no necesita sostenerlo.',
      },
      {
        at: 540,
        text: 'Cierra el cuaderno con un gesto consciente, como quien cierra una puerta con suavidad. Déjalo lejos de la almohada, sobre una mesa o en otra habitación. Apaga la luz.',
      },
      {
        at: 585,
        text: 'Ahora acuéstate en la postura en la que sueles dormir. Haz una inhalación por la nariz y una exhalación larga por la boca. Otra vez. Y una más, dejando que la última exhalación dure todo lo que quiera durar.',
      },
      {
        at: 655,
        text: 'Si durante la noche vuelve alguno de esos pensamientos, dile en silencio: ya está apuntado. No hace falta discutir con él. Solo recuérdale dónde lo has dejado y vuelve a la respiración.',
      },
      {
        at: 725,
        text: 'Siente el peso de tu cuerpo en el colchón. Los hombros, las caderas, los talones. Cada exhalación te acerca un poco más al descanso, sin que tengas que hacer nada para conseguirlo.',
      },
      {
        at: 795,
        text: 'Si quieres, recuerda una de las tres cosas buenas que escribiste. Quédate con esa imagen un momento: el lugar, la luz, la sensación que te dejó. Deja que sea lo último que mira tu mente antes de entrar en la noche.',
      },
      {
        at: 865,
        text: 'Has hecho tu parte por hoy. El resto queda en el cuaderno y en el día de mañana. Deja que la noche haga la suya. Que descanses.',
      },
    ],
  },
  {
    name: 'Cuando despiertas de madrugada',
    description:
      'Para cuando abres los ojos a las tres de la mañana y la mente se enciende. Sin pelear con la vigilia: descansar también es descanso, aunque el sueño tarde en volver.',
    category: 'Sueño',
    keywords: ['Descanso', 'Calma', 'Protección'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt:
      '¿Qué pensamiento apareció con más fuerza en la madrugada, y cómo cambió cuando le pusiste nombre?',
    script: [
      {
        at: 0,
        text: 'Hola. Si estás escuchando esto en mitad de la noche, no pasa nada. Despertarse de madrugada es más común de lo que parece. No mires la hora; no cambia nada saberla. Quédate en la cama, en la postura que tengas, y deja la voz a bajo volumen.',
      },
      {
        at: 45,
        text: 'Lo primero es quitarle urgencia al momento. No tienes que dormirte ya. Solo tienes que estar aquí, en la oscuridad, con el cuerpo apoyado. Descansar con los ojos cerrados también repara, aunque el sueño tarde en volver.',
      },
      {
        at: 90,
        text: 'Siente los puntos donde tu cuerpo toca el colchón: la cabeza en la almohada, los hombros, la espalda o el costado, las piernas. Deja que cada uno pese un poco más. No hay ningún sitio al que ir.',
      },
      {
        at: 150,
        text: 'Es probable que la mente esté activa. A esta hora los pensamientos suelen parecer más grandes y más oscuros de lo que son. No es que la vida haya empeorado en un rato; es la noche, que todo lo amplía.',
      },
      {
        at: 195,
        text: 'Vamos a observarlos sin seguirlos. Cada vez que aparezca un pensamiento, ponle una etiqueta breve y amable, como si lo anotaras en el margen: planear, recordar, preocuparme, imaginar. Solo la palabra. Y vuelve al cuerpo.',
      },
      {
        at: 255,
        text: 'Planear. Recordar. Preocuparme. No importa cuántas veces aparezcan. Cada etiqueta es un pequeño paso atrás, y desde ahí el pensamiento se ve más pequeño. Sigue así un rato, en silencio.',
      },
      {
        at: 330,
        text: 'Lleva la atención a tus manos. Siente su temperatura, el peso de los dedos, quizá un leve hormigueo. Las manos son un buen lugar para que la mente descanse, porque siempre están aquí, en el presente, y no saben nada de mañana.',
      },
      {
        at: 390,
        text: 'Ahora lleva la atención a la respiración en el vientre. No la cambies todavía. Siente cómo se eleva con la entrada del aire y cómo desciende con la salida.',
      },
      {
        at: 430,
        text: 'Poco a poco, haz que cada exhalación sea un poco más larga que la inhalación. Inhala contando hasta cuatro y exhala contando hasta seis. Sin forzar. Si el conteo te activa, suéltalo y quédate solo con la sensación de soltar el aire.',
      },
      {
        at: 510,
        text: 'Imagina que la oscuridad de la habitación es una manta suave que te rodea. No es algo que temer, sino un refugio. Todo el mundo a tu alrededor descansa. La ciudad, el campo, las casas. Tú formas parte de esa quietud.',
      },
      {
        at: 575,
        text: 'Si vuelve una preocupación, recuérdale con cariño que de noche no se toman decisiones. Mañana, con luz y con un café, la mirarás mejor. Ahora le toca esperar. Vuelve a la exhalación larga.',
      },
      {
        at: 650,
        text: 'Recorre el rostro con la atención y afloja lo que encuentres tenso: la frente, el espacio entre las cejas, los ojos, la mandíbula. Deja que la lengua descanse en el suelo de la boca.',
      },
      {
        at: 730,
        text: 'Un consejo para otras noches: si después de un buen rato sigues sin sueño y la inquietud crece, puedes levantarte, ir a otra habitación con luz tenue y hacer algo tranquilo hasta que el sueño vuelva a llamar. La cama seguirá esperándote.',
      },
      {
        at: 790,
        text: 'Por ahora, quédate. Respira. No hay nada que conseguir. Solo este descanso, esta oscuridad amable y el ritmo lento de tu propio aire.',
      },
      {
        at: 865,
        text: 'Voy a dejarte en silencio. Pase lo que pase, estás descansando. Si el sueño vuelve, recíbelo. Y si no, sigue aquí, con suavidad. Buenas noches.',
      },
    ],
  },
  {
    name: 'Repaso amable del día',
    description:
      'Recorre tu día hacia atrás, de la noche a la mañana, como una película que se rebobina. Agradece lo que fue bueno, suelta lo que pesó y deja el día terminado.',
    category: 'Sueño',
    keywords: ['Descanso', 'Gratitud'],
    type: 'Pasiva',
    minutes: 15,
    journalPrompt:
      '¿Qué momento pequeño del día apareció al rebobinarlo y merecía más gratitud de la que le diste?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este momento de cierre. Acuéstate en la cama, en la postura que prefieras, y deja que la cabeza se hunda en la almohada. Cierra los ojos. Durante unos minutos vas a mirar tu día con ojos amables, sin juzgarlo, y después lo dejarás ir.',
      },
      {
        at: 45,
        text: 'Empieza con tres respiraciones un poco más hondas de lo normal. Al inhalar, siente cómo se expanden las costillas. Al exhalar, deja que el cuerpo se afloje un poco más. Con la tercera, suelta también la idea de que todavía queda algo por hacer hoy.',
      },
      {
        at: 95,
        text: 'Imagina que tu día es una película y que tienes el mando en la mano. Vamos a verla hacia atrás, empezando por ahora mismo. Mírate aquí, en la cama, preparándote para dormir. Y un poco antes: ¿qué estabas haciendo? ¿Dónde estabas? Observa la escena como quien mira desde una butaca.',
      },
      {
        at: 160,
        text: 'Sigue rebobinando hacia la tarde y la cena. ¿Con quién estuviste? ¿Qué comiste? No hace falta recordarlo todo. Deja que aparezcan las imágenes que quieran aparecer, con su luz y sus colores, y deja que pasen.',
      },
      {
        at: 235,
        text: 'Si en alguna escena aparece algo que te incomodó, una palabra, un error, un momento tenso, no te detengas a analizarlo. Reconócelo con un gesto interior, como quien dice: sí, esto también pasó. Y sigue rebobinando.',
      },
      {
        at: 275,
        text: 'Ve ahora hacia el mediodía. El trabajo, los estudios, los recados, las personas con las que te cruzaste. Tal vez alguien te sonrió, o te ayudó, o simplemente compartió el mismo espacio que tú. Obsérvalo sin prisa.',
      },
      {
        at: 355,
        text: 'Y ahora la mañana. El momento de despertar, la primera luz, el primer sorbo de algo caliente, el camino que hiciste. Qué lejos parece ya, ¿verdad? Todo eso ha sido hoy, y hoy ya se está cerrando.',
      },
      {
        at: 435,
        text: 'Has llegado al principio del día. Ahora vamos a recoger lo que vale la pena guardar. Piensa en un momento del día por el que sientas gratitud. Puede ser algo muy pequeño: una canción, un mensaje, un rato de silencio.',
      },
      {
        at: 475,
        text: 'Quédate con ese momento. Siente dónde lo notas en el cuerpo, quizá un calor en el pecho o una suavidad en la cara. Dale las gracias en silencio, a la vida o a quien te lo regaló.',
      },
      {
        at: 535,
        text: 'Si aparece otro momento por el que dar gracias, recíbelo también. Y otro más, si llega. No hace falta buscar mucho. A veces basta con agradecer que el cuerpo te ha llevado hasta aquí.',
      },
      {
        at: 595,
        text: 'Ahora piensa en algo del día que preferirías no llevarte a la cama. Una tensión, algo que salió distinto de lo esperado, una conversación que se quedó a medias. Míralo un momento, con honestidad y sin dureza.',
      },
      {
        at: 635,
        text: 'Con la próxima exhalación, imagina que lo dejas sobre una mesa, fuera de tu cuarto. No lo tiras ni lo olvidas: solo lo dejas ahí, para mañana. Esta noche no te corresponde cargarlo. Respira y siente el hueco que deja.',
      },
      {
        at: 715,
        text: 'Ahora el día está completo. Lo bueno, guardado. Lo difícil, en su sitio. Lo que falta, para mañana. Siente el cuerpo en la cama, pesado y entero, sin nada más que hacer.',
      },
      {
        at: 790,
        text: 'Deja que la respiración vaya sola, cada vez más lenta. Si aparece otra imagen del día, salúdala y déjala pasar, como el último fotograma de una película que termina.',
      },
      {
        at: 865,
        text: 'Este día ya terminó, y lo has vivido lo mejor que has sabido. Gracias por hoy. Deja que llegue el sueño. Buenas noches.',
      },
    ],
  },
  {
    name: 'La cuenta atrás hacia el sueño',
    description:
      'Cuenta tus respiraciones hacia atrás, desde cien, con la voz cada vez más espaciada. Un ancla sencilla para la mente que no se calla cuando quieres dormir.',
    category: 'Sueño',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿Hasta qué número llegaste antes de perder la cuenta, y qué te distrajo en ese momento?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta práctica es para hacerla en la cama, con la luz apagada y el cuerpo listo para el descanso. Acomódate boca arriba o de lado, ajusta la almohada y las mantas, y haz cualquier último movimiento que necesites. Después, quédate sin moverte el tiempo que puedas, sin exigirte nada.',
      },
      {
        at: 45,
        text: 'Cierra los ojos. Respira por la nariz y siente el aire fresco al entrar y un poco más templado al salir. No cambies el ritmo: solo obsérvalo durante unas cuantas respiraciones.',
      },
      {
        at: 75,
        text: 'Ahora deja caer los hombros, suelta la mandíbula y separa un poco los dientes. Afloja la frente. Deja que las manos descansen abiertas, sin sujetar nada.',
      },
      {
        at: 105,
        text: 'Antes de empezar a contar, haz tres exhalaciones un poco más largas de lo normal, dejando salir el aire por la boca entreabierta como un suspiro silencioso. Con cada una, imagina que la cabeza se vacía un poco, igual que una habitación en la que se van apagando las luces.',
      },
      {
        at: 150,
        text: 'Te propongo un ejercicio muy simple para la mente: vas a contar tus respiraciones hacia atrás, empezando en cien. Cada vez que exhales, di en silencio el número. Noventa y nueve en la siguiente exhalación. Noventa y ocho en la siguiente. Y así, cada vez más despacio.',
      },
      {
        at: 190,
        text: 'Lo más probable es que en algún momento pierdas la cuenta. Es parte del ejercicio, no un fallo. Cuando te des cuenta de que te has ido, vuelve al último número que recuerdes, o empieza otra vez desde cien, sin ningún reproche. Lo importante no es llegar a cero.',
      },
      {
        at: 230,
        text: 'Empecemos. Inhala sin contar. Y al exhalar: cien. Inhala. Exhala: noventa y nueve. Sigue a tu ritmo, en silencio. Yo volveré de vez en cuando para acompañarte.',
      },
      {
        at: 270,
        text: 'Sigue contando. Deja que cada número sea un poco más suave que el anterior, como si lo susurraras. No hay prisa por bajar.',
      },
      {
        at: 325,
        text: 'Puedes imaginar que cada número es una hoja que se desprende de un árbol y cae despacio, balanceándose en el aire, hasta posarse en la hierba. Noventa y tantos. Ochenta y tantos. Una hoja tras otra, sin ruido.',
      },
      {
        at: 385,
        text: 'Si ya no sabes en qué número estabas, no pasa nada. Elige uno cualquiera cerca de donde estabas y continúa desde ahí. Tu mente no tiene que hacerlo bien; solo tiene que tener algo sencillo en lo que apoyarse.',
      },
      {
        at: 445,
        text: 'Puede que los pensamientos se cuelen entre los números. Déjalos estar al fondo, como una radio lejana, y vuelve a escuchar el número de la próxima exhalación.',
      },
      {
        at: 500,
        text: 'Escucha un instante los sonidos de la noche: quizá un coche lejano, el zumbido de un aparato, el silencio de la casa. No tienes que hacer nada con ellos. Deja que estén ahí, como fondo, y vuelve al número que toca.',
      },
      {
        at: 560,
        text: 'Nota cómo el cuerpo se ha ido haciendo más pesado. Las piernas, la pelvis, la espalda. Cada número que cuentas se hunde un poco más en el colchón, igual que tú.',
      },
      {
        at: 615,
        text: 'Siente también el calor que se va acumulando bajo las mantas, alrededor de los pies y de las manos. Es el calor de tu propio cuerpo preparándose para dormir. Déjate envolver por él mientras sigues contando.',
      },
      {
        at: 675,
        text: 'Sigue bajando. Si te ayuda, imagina que cada número es un peldaño de una escalera suave que desciende hacia un lugar cálido y oscuro, donde el sueño te espera.',
      },
      {
        at: 740,
        text: 'Si los números empiezan a borrarse y a mezclarse, déjalos. Es una buena señal. No hace falta retenerlos. Puedes soltar la cuenta en cuanto el sueño empiece a llegar.',
      },
      {
        at: 810,
        text: 'Siente los párpados pesados y los ojos quietos detrás de ellos, como dos piedras lisas en el fondo de un lago. La frente se alisa. La respiración se vuelve más lenta y más honda por sí sola.',
      },
      {
        at: 880,
        text: 'Y si todavía sigues en vela, no te preocupes. Vuelve a cualquier número y continúa. Cada exhalación es descanso, aunque no lo parezca.',
      },
      {
        at: 945,
        text: 'Exhala. Cuenta. Descansa. No hay ninguna meta esta noche, ningún número al que llegar. Solo el siguiente aliento.',
      },
      {
        at: 1020,
        text: 'Más despacio todavía. Un número. Un largo silencio. El siguiente número.',
      },
      {
        at: 1090,
        text: 'Ya casi no necesitas contar. Deja que la respiración se cuente sola, lenta y profunda, como el mar de noche.',
      },
      {
        at: 1165,
        text: 'Te dejo aquí, en la quietud de la noche. Suelta los números cuando quieras y deja que el sueño te lleve a su ritmo. Descansa. Buenas noches.',
      },
    ],
  },
  {
    name: 'El cuerpo se hunde en la cama',
    description:
      'Un recorrido lento por el cuerpo, de los pies a la cabeza, invitando a cada zona a volverse pesada y cálida. Ideal para acostarte y dejarte llevar hacia el sueño.',
    category: 'Sueño',
    keywords: ['Descanso', 'Sanación'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt: '¿En qué parte del cuerpo te costó más sentir el peso, y en cuál llegó casi sin esfuerzo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Acuéstate boca arriba, si te resulta agradable, con los brazos a los lados del cuerpo y las palmas hacia arriba o hacia abajo, como prefieras. Si lo necesitas, coloca un cojín bajo las rodillas para aliviar la espalda. Cierra los ojos.',
      },
      {
        at: 40,
        text: 'Siente la cama debajo de ti. Todo tu peso está apoyado. No tienes que sostener nada: ni la cabeza, ni los brazos, ni el día que acaba de terminar. El colchón se encarga de eso.',
      },
      {
        at: 75,
        text: 'Haz una respiración larga y, al soltar el aire, imagina que el cuerpo entero se hunde un centímetro más en la cama. Otra respiración. Y otro centímetro. Después deja que la respiración vuelva a su ritmo natural.',
      },
      {
        at: 110,
        text: 'Antes de empezar el recorrido, nota la temperatura de la habitación, el peso de las mantas y cualquier sonido lejano. Deja que todo eso quede en el borde de tu atención. Lo que importa ahora está dentro: tu cuerpo, que ha trabajado todo el día y merece este descanso.',
      },
      {
        at: 165,
        text: 'Vamos a recorrer el cuerpo despacio. Lleva la atención a los pies. Siente los dedos, las plantas, los talones apoyados. Imagina que se vuelven pesados, tan pesados que sería difícil levantarlos. Y cálidos, como si un sol suave los tocara.',
      },
      {
        at: 220,
        text: 'Sube a los tobillos y a las pantorrillas. Deja que los músculos se aflojen, que la piel se suelte sobre el hueso. Pesadas y cálidas. Se hunden en el colchón, y con ellas se va el esfuerzo de haber estado de pie.',
      },
      {
        at: 270,
        text: 'Ahora las rodillas y los muslos, los músculos más grandes del cuerpo. Han caminado, te han llevado de un sitio a otro todo el día. Dales permiso para descansar por completo. Siente cómo se ensanchan y pesan.',
      },
      {
        at: 320,
        text: 'Lleva la atención a las caderas y a la pelvis. Imagina que se abren un poco, que sueltan su peso hacia la cama. Y luego al vientre: deja que se mueva libre con la respiración, blando, sin sostenerlo.',
      },
      {
        at: 370,
        text: 'Nota cómo la respiración llega hasta el vientre sin que la llames. Con cada salida del aire, imagina que un poco de calor se extiende desde el centro del cuerpo hacia las piernas, que ya descansan.',
      },
      {
        at: 415,
        text: 'Ahora la espalda. Empieza por la parte baja, la zona lumbar, y sube despacio, vértebra a vértebra, hasta los omóplatos. Imagina que la espalda entera se derrite como la cera tibia sobre el colchón.',
      },
      {
        at: 465,
        text: 'El pecho. Siente cómo se eleva y desciende. Alrededor del corazón, deja que se ablande cualquier presión. No hay nada que proteger ahora. Es de noche y puedes descansar.',
      },
      {
        at: 510,
        text: 'Lleva la atención a los hombros. Deja que caigan hacia la cama, lejos de las orejas. Y después baja por los brazos: los codos, los antebrazos, las muñecas. Pesados y cálidos, como si se llenaran de arena tibia.',
      },
      {
        at: 560,
        text: 'Las manos. Siente las palmas, cada dedo, las yemas. Quizá notes un leve hormigueo o un pulso. Deja que los dedos se curven solos, sin ninguna intención.',
      },
      {
        at: 605,
        text: 'Ahora el cuello y la nuca. Deja que la cabeza pese en la almohada, entera, como una piedra que se hunde en la arena mojada. Suelta la mandíbula. Deja que la lengua repose.',
      },
      {
        at: 650,
        text: 'El rostro. Las mejillas, los labios, la nariz. Los ojos, pesados dentro de sus cuencas. La frente, lisa y ancha. Y el cuero cabelludo, suelto, como si unas manos amables lo masajearan.',
      },
      {
        at: 710,
        text: 'Ahora siente el cuerpo entero a la vez, de los pies a la cabeza. Un solo peso, cálido y suelto, hundido en la cama. Si alguna zona sigue tensa, envíale la exhalación y deja que se suelte cuando pueda.',
      },
      {
        at: 775,
        text: 'Imagina que tu cuerpo es como la arena de una playa cuando baja la marea: cada ola que se retira, cada exhalación, la deja un poco más lisa, más asentada, más quieta. No tienes que ayudar. El agua sabe lo que hace.',
      },
      {
        at: 850,
        text: 'No tienes que hacer nada más. La respiración se mueve sola. El cuerpo descansa solo. Tú solo observas, cada vez desde más lejos.',
      },
      {
        at: 920,
        text: 'Si notas que el sueño se acerca, con sus imágenes sueltas y sus pensamientos sin sentido, no lo detengas. Es la puerta de la noche que se abre. Solo sigue soltando.',
      },
      {
        at: 1005,
        text: 'Si un pensamiento te aleja, vuelve a los pies, pesados y cálidos, y deja que esa sensación vuelva a subir, sin prisa, por todo el cuerpo.',
      },
      {
        at: 1090,
        text: 'Todo pesa. Todo está cálido. Todo está en calma. Cada parte de ti sabe descansar.',
      },
      {
        at: 1165,
        text: 'Sigue hundiéndote en este descanso el tiempo que quieras. No hay nada que recordar ni nada que decidir. Cuando el sueño llegue, déjalo entrar. Buenas noches.',
      },
    ],
  },
  {
    name: 'Manto de luz para la noche',
    description:
      'Una visualización serena para sentir refugio al acostarte: una luz suave que envuelve tu cama y, si resuena contigo, la compañía de tu ángel de la guarda.',
    category: 'Sueño',
    keywords: ['Descanso', 'Protección', 'Conexión con el universo'],
    type: 'Pasiva',
    minutes: 20,
    journalPrompt:
      '¿De qué color y de qué textura fue tu manto de luz, y qué sentiste al saberte en refugio?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a este momento antes de dormir. Acuéstate en la cama y ponte a gusto. Siente las sábanas, el peso de las mantas y la forma en que la almohada recibe tu cabeza. Cuando quieras, cierra los ojos.',
      },
      {
        at: 40,
        text: 'Toma tres respiraciones lentas. En la primera, suelta el día. En la segunda, suelta el cuerpo. En la tercera, suelta la necesidad de estar en guardia. Ahora la casa está en silencio y no hay nada que vigilar.',
      },
      {
        at: 85,
        text: 'Recorre un momento la habitación con la imaginación: la puerta cerrada, la ventana, los objetos conocidos que te acompañan cada noche. Todo está en su sitio. Este es tu espacio, y esta noche es un lugar seguro para descansar.',
      },
      {
        at: 140,
        text: 'Siente tu respiración suave en el pecho. Con cada inhalación, el aire entra limpio. Con cada exhalación, el cuerpo se hunde un poco más. Quédate así unos momentos, escuchando solo ese vaivén. Nota cómo, sin que hagas nada, se vuelve más lento.',
      },
      {
        at: 200,
        text: 'Ahora imagina que, a los pies de tu cama, aparece una luz muy suave. No es una luz que deslumbre: es tenue, como la de una vela o la de la luna a través de una cortina. Tiene el color que a ti te transmita más paz.',
      },
      {
        at: 245,
        text: 'Esa luz empieza a subir despacio, como un manto ligero. Cubre tus pies y los calienta. Sube por las piernas, por las rodillas, por los muslos. Allí donde toca, el cuerpo se afloja y se siente a salvo.',
      },
      {
        at: 305,
        text: 'El manto sigue subiendo. Cubre las caderas y el vientre, que se ablandan. Envuelve la espalda y el pecho, como un abrazo que no aprieta. Siente su calor alrededor del corazón.',
      },
      {
        at: 360,
        text: 'Ahora la luz cubre los hombros, los brazos y las manos. Llega al cuello, a la nuca y al rostro, y por último a la coronilla. Todo tu cuerpo descansa envuelto en este manto tibio y luminoso.',
      },
      {
        at: 415,
        text: 'Observa cómo es este manto. Quizá tiene el brillo de un amanecer, el azul profundo del cielo nocturno o un blanco perlado. Quizá es ligero como la seda o denso como la lana. No hay una forma correcta: es tu luz, y toma la forma que necesitas.',
      },
      {
        at: 475,
        text: 'Imagina que el manto se expande un poco más allá de tu piel y forma una burbuja serena alrededor de la cama. Dentro de ella, solo entra lo que te hace bien. Los ruidos de fuera, las preocupaciones, las prisas, se quedan al otro lado, lejos.',
      },
      {
        at: 540,
        text: 'Si hoy algo te dejó inquietud, una palabra dura, una noticia, un miedo pequeño o grande, imagina que la luz lo rodea con delicadeza. No tienes que resolverlo. Basta con saber que, por esta noche, no lo cargas a solas.',
      },
      {
        at: 595,
        text: 'Si para ti tiene sentido, siente ahora la presencia de tu ángel de la guarda, o de aquello en lo que confías: el universo, la vida, alguien que te quiso. Imagina que se sienta a tu lado, en silencio, para velar tu descanso.',
      },
      {
        at: 640,
        text: 'No tienes que verlo ni hablarle. Basta con sentir que esta noche no estás sin compañía. Hay una presencia amable que cuida del espacio mientras tú duermes. Puedes soltar la guardia por completo.',
      },
      {
        at: 715,
        text: 'Puedes pedirle algo sencillo, con tus propias palabras: que cuide tu sueño, que cuide a las personas que quieres, que te acompañe hasta la mañana. Y después, suelta la petición, como quien deja una carta en buenas manos.',
      },
      {
        at: 785,
        text: 'Si quieres, repite en silencio, al ritmo lento de tu respiración: estoy a salvo. Puedo descansar. La noche me cuida. Deja que las palabras se vuelvan cada vez más suaves, hasta casi desaparecer.',
      },
      {
        at: 845,
        text: 'Si algún pensamiento inquieto se acerca, imagina que toca el borde de la luz y se disuelve, o se queda fuera, esperando a mañana. Aquí dentro solo hay calma.',
      },
      {
        at: 915,
        text: 'Siente el calor del manto sobre el cuerpo. Con cada exhalación, la luz se vuelve un poco más tenue, como una lámpara que se va apagando para dejarte dormir.',
      },
      {
        at: 985,
        text: 'Ya no necesitas sostener la imagen. El refugio permanece aunque no pienses en él. Tu respiración es lenta y profunda.',
      },
      {
        at: 1065,
        text: 'Descansa. Estás a salvo. La noche te cuida, y la luz sigue aquí aunque ya no la veas.',
      },
      {
        at: 1165,
        text: 'Te dejo en la quietud de esta luz, en el refugio de tu cama. Duerme en paz y despierta con suavidad mañana. Buenas noches.',
      },
    ],
  },
  {
    name: 'Cabaña bajo la nieve',
    description:
      'Un viaje imaginado hasta una cabaña de madera mientras nieva afuera: el fuego, la manta, el silencio blanco. Para dejar atrás el ruido del día y dormir al abrigo.',
    category: 'Sueño',
    keywords: ['Descanso', 'Calma'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt: '¿Qué detalle de la cabaña recuerdas con más nitidez, y qué te hizo sentir al imaginarlo?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Prepárate para dormir: apaga las luces, acomódate en la cama en tu postura favorita y súbete las mantas hasta donde te guste. Esta noche vamos a hacer un pequeño viaje con la imaginación. No tienes que esforzarte por ver nada con claridad; basta con dejar que las imágenes lleguen como quieran.',
      },
      {
        at: 50,
        text: 'Empieza respirando despacio. Inhala por la nariz y nota el aire fresco. Exhala por la boca, largo, como si empañaras un cristal en invierno. Hazlo dos veces más. Después deja que la respiración encuentre su propio ritmo.',
      },
      {
        at: 85,
        text: 'Siente el cuerpo apoyado y pesado. Los pies, las piernas, la espalda, los brazos, la cabeza. Todo descansa sobre la cama. Y ahora, poco a poco, deja que la habitación se desdibuje, como si se llenara de una niebla blanca y suave.',
      },
      {
        at: 145,
        text: 'Imagina que esa niebla se abre y te encuentras en un sendero de montaña, al atardecer. Es invierno. Los pinos están cubiertos de nieve y el aire huele a frío limpio y a resina. Llevas ropa de abrigo, un gorro y unos guantes de lana, y caminas sin prisa.',
      },
      {
        at: 190,
        text: 'Escucha el crujido suave de tus pasos sobre la nieve recién caída. Es el único sonido. El bosque está en silencio, como si todo estuviera dormido. De vez en cuando, una rama deja caer su carga blanca con un susurro.',
      },
      {
        at: 245,
        text: 'Empiezan a caer copos lentos, grandes, que bajan girando sin prisa. Uno se posa en tu mano y se deshace. Mira cómo caen a tu alrededor, cada uno a su ritmo, sin ningún esfuerzo. Respira al compás de esa caída lenta.',
      },
      {
        at: 305,
        text: 'Al final del sendero ves una pequeña cabaña de madera. De la chimenea sale un hilo de humo, y las ventanas brillan con una luz anaranjada. Te está esperando. Camina hacia ella con calma, sintiendo cómo el frío de fuera hace todavía más apetecible el calor de dentro.',
      },
      {
        at: 365,
        text: 'Abre la puerta y entra. Sacude la nieve de los hombros, quítate el gorro, los guantes y las botas. Nota el suelo de madera tibio bajo los pies. Dentro huele a leña, a madera vieja y quizá a algo dulce que se calienta al fuego.',
      },
      {
        at: 420,
        text: 'Recorre la cabaña con la mirada. Hay estantes con libros viejos, una alfombra gruesa, una lámpara de aceite que da una luz dorada. Todo está limpio y en orden, preparado para ti. Nada aquí te pide atención; todo te invita a descansar.',
      },
      {
        at: 480,
        text: 'Frente a la chimenea hay un sillón grande, o un colchón bajo con cojines, lo que a ti te resulte más acogedor. Acércate y déjate caer en él. Una manta gruesa te espera. Cúbrete con ella y siente su peso y su suavidad.',
      },
      {
        at: 535,
        text: 'Mira el fuego. Las llamas se mueven despacio, cambian de forma, crepitan. El calor te llega a la cara, a las manos, a los pies. Deja que ese calor se extienda por todo el cuerpo, de fuera hacia dentro.',
      },
      {
        at: 595,
        text: 'Escucha los sonidos de la cabaña: el crepitar de la leña, un leño que se asienta, el viento que pasa suave por fuera sin poder entrar. Son sonidos que arrullan, que dicen que todo está bien y que la noche es larga y serena.',
      },
      {
        at: 665,
        text: 'Respira aquí. No hay nada que hacer en esta cabaña. Nadie te pide nada. El mundo está lejos, al otro lado del bosque y de la nieve. Aquí solo existen el fuego, la manta y tu respiración lenta.',
      },
      {
        at: 740,
        text: 'A tu lado, en una mesa pequeña, hay una taza con una bebida caliente. Tómala entre las manos, siente su calor en las palmas, huele su aroma. Bebe un sorbo imaginario y nota cómo te calienta por dentro, desde la garganta hasta el vientre.',
      },
      {
        at: 795,
        text: 'Mira por la ventana. Fuera sigue nevando, cada vez más despacio. Los copos caen sobre los pinos, sobre el sendero, sobre el tejado de la cabaña. Todo se cubre de un manto blanco que apaga los sonidos. El mundo entero se está quedando dormido.',
      },
      {
        at: 870,
        text: 'Si te ayuda, cuenta algunos copos en silencio mientras caen frente al cristal. Uno. Dos. Tres. Sin prisa. Si pierdes la cuenta, empieza de nuevo, o deja simplemente que caigan sin contarlos.',
      },
      {
        at: 940,
        text: 'Siente el contraste: fuera, el frío azul de la noche de invierno; dentro, tu cuerpo tibio bajo la manta. Con cada exhalación, el calor se hace un poco más hondo, como si la manta y tu cuerpo se fundieran en una sola cosa.',
      },
      {
        at: 1015,
        text: 'Si llega algún pensamiento del día, imagina que lo dejas fuera, en la nieve, junto a las botas. Allí se quedará, cubierto de blanco, hasta mañana. Esta noche no entra en la cabaña.',
      },
      {
        at: 1080,
        text: 'Deja que los músculos de la cara se aflojen con el calor del fuego. La frente, los párpados, las mejillas, la mandíbula. Como en esas noches de la infancia en que el sueño llegaba sin que nadie lo llamara.',
      },
      {
        at: 1155,
        text: 'El fuego se ha vuelto más bajo. Ahora son brasas rojas que brillan y se apagan despacio, como si respiraran contigo. Inhalan y se encienden. Exhalan y se oscurecen.',
      },
      {
        at: 1220,
        text: 'Tus párpados pesan. La manta pesa. El cuerpo entero se hunde en los cojines, tibio y suelto. Afuera, la nieve sigue cayendo en silencio.',
      },
      {
        at: 1300,
        text: 'Puedes quedarte aquí toda la noche. La cabaña te cuida. El calor no se acaba.',
      },
      {
        at: 1380,
        text: 'Brasas. Nieve. Silencio. Descanso.',
      },
      {
        at: 1465,
        text: 'Deja que la cabaña y la nieve te acompañen hasta el sueño. Todo está en calma, dentro y fuera. Duerme al calor del fuego. Buenas noches.',
      },
    ],
  },
  {
    name: 'Hacer las paces con el insomnio',
    description:
      'Para las noches en que dormir parece imposible. En lugar de luchar contra el insomnio, aprende a descansar en la vigilia con amabilidad, y deja que el sueño llegue cuando quiera.',
    category: 'Sueño',
    keywords: ['Descanso', 'Calma', 'Amor propio'],
    type: 'Pasiva',
    minutes: 25,
    journalPrompt:
      '¿Qué cambió en tu noche cuando dejaste de exigirte dormir y te permitiste solo descansar?',
    script: [
      {
        at: 0,
        text: 'Hola. Si has llegado hasta aquí, quizá llevas un rato dando vueltas en la cama y el sueño no aparece. Quiero empezar diciéndote algo importante: no estás haciendo nada mal. A veces el cuerpo tarda en dormirse, y eso no es un fracaso.',
      },
      {
        at: 40,
        text: 'Quédate en la cama, en la postura que te resulte más agradable ahora mismo. Si necesitas moverte, muévete. Si tienes frío o calor, ajusta las mantas. Después, deja que el cuerpo se quede quieto, sin obligarlo.',
      },
      {
        at: 80,
        text: 'Durante esta práctica no vamos a intentar dormir. Parece extraño, pero cuanto más perseguimos el sueño, más se aleja. Así que por ahora lo dejamos en paz. El único objetivo es descansar con los ojos cerrados, y eso ya es mucho.',
      },
      {
        at: 120,
        text: 'Tampoco mires el reloj. Los números de la pantalla solo alimentan las cuentas: cuántas horas quedan, cuánto he dormido. Esta noche, el tiempo no importa. Si el teléfono está cerca, déjalo boca abajo y fuera de tu alcance.',
      },
      {
        at: 175,
        text: 'Observa lo que sientes en este momento. Quizá frustración, quizá preocupación por el día de mañana, quizá un cuerpo inquieto. Nómbralo en silencio, con honestidad: esto es frustración. Esto es preocupación. Y respira con eso, sin querer echarlo.',
      },
      {
        at: 230,
        text: 'Pon una mano sobre el pecho, o sobre el vientre, donde te reconforte más. Siente el calor de tu propia mano. Y dite algo amable, como le dirías a alguien a quien quieres y que no puede dormir: es difícil ahora. No pasa nada. Estoy contigo.',
      },
      {
        at: 285,
        text: 'Respira con la mano ahí. Siente cómo sube y baja con cada inhalación y cada exhalación. Si la preocupación por no dormir aprieta, recuerda que una noche difícil no define tu descanso de siempre. El cuerpo sabe recuperarse.',
      },
      {
        at: 340,
        text: 'Muchas personas, en este mismo momento, también están despiertas en la oscuridad. No es un consuelo para la noche, pero sí un recordatorio: no hay nada raro en ti. Es humano. Envíales, si quieres, un poco de calma a ellas también.',
      },
      {
        at: 395,
        text: 'Ahora lleva la atención a la respiración. Vamos a alargar un poco la exhalación, porque una salida de aire lenta ayuda al cuerpo a bajar el ritmo. Inhala contando hasta cuatro. Exhala contando hasta seis. Sin retener el aire entre una y otra.',
      },
      {
        at: 435,
        text: 'Sigue así unos minutos: cuatro al inhalar, seis al exhalar. Si seis es demasiado, cuenta hasta cinco. Si el conteo te inquieta, deja los números y quédate solo con la sensación del aire que sale despacio, como por una pajita.',
      },
      {
        at: 505,
        text: 'Suelta el conteo y deja que la respiración siga su propio ritmo, que ahora quizá es más lento. Observa el momento en que termina la exhalación, esa pequeña pausa antes de que el aire vuelva a entrar. Descansa ahí, en esa pausa.',
      },
      {
        at: 560,
        text: 'Ahora vamos a escuchar. Sin abrir los ojos, presta atención a los sonidos de la noche. Los más lejanos: el tráfico, el viento, un perro. Los más cercanos: la casa, un reloj, tu propia respiración. No los juzgues como buenos o malos. Solo sonidos que vienen y van.',
      },
      {
        at: 620,
        text: 'Deja que los sonidos pasen a través de ti como si fueras una ventana abierta. Entran y salen sin quedarse. Lo mismo puede pasar con los pensamientos: llegan, cruzan y se van, si no los retienes.',
      },
      {
        at: 690,
        text: 'Puedes imaginar también que tus pensamientos son coches que pasan por una calle a lo lejos. Los oyes llegar, los oyes pasar, los oyes alejarse. No necesitas subirte a ninguno. Te quedas en la acera, mirando, descansando.',
      },
      {
        at: 755,
        text: 'Si la mente insiste en lo que tienes que hacer mañana o en las horas que quedan para el despertador, sonríe un poco por dentro ante su preocupación. Es tu mente intentando cuidarte. Dile: gracias, ahora no. Y vuelve a los sonidos o a la respiración.',
      },
      {
        at: 815,
        text: 'Recorre ahora el cuerpo buscando zonas donde el insomnio se haya acumulado como tensión: las piernas inquietas, los puños cerrados, los hombros subidos, la mandíbula apretada. Cada vez que encuentres una, exhala hacia ella y deja que se afloje un poco.',
      },
      {
        at: 885,
        text: 'Imagina que tu cuerpo es una casa por la noche y que vas apagando las luces de habitación en habitación. Primero los pies. Luego las piernas. Luego el vientre y la espalda. Luego los brazos y los hombros. Por último, la cabeza. Clic, clic, clic. La casa queda a oscuras y en silencio.',
      },
      {
        at: 960,
        text: 'Nota ahora el peso de la cabeza en la almohada. Imagina que la almohada es un poco más blanda de lo que es, y que la cabeza se hunde despacio en ella, como en la nieve recién caída. Los pensamientos se vuelven más lentos, más espaciados.',
      },
      {
        at: 1050,
        text: 'Recuerda: descansar en la cama, a oscuras, con la mente un poco más en calma, sigue siendo descanso. Tu cuerpo lo aprovecha. No estás perdiendo la noche.',
      },
      {
        at: 1125,
        text: 'Si en algún momento el sueño se acerca, notarás que los pensamientos se vuelven raros, sin lógica, como imágenes sueltas. No los detengas. Es el umbral. Déjate caer por él.',
      },
      {
        at: 1205,
        text: 'Y si esta noche el sueño tarda, también está bien. Hay noches así. Mañana será un día que podrás atravesar, aunque no hayas dormido todo lo que querías. Ahora, solo descansa.',
      },
      {
        at: 1285,
        text: 'Respira. Escucha. Suelta. No hay nada que conseguir esta noche, ni nadie a quien demostrarle nada.',
      },
      {
        at: 1375,
        text: 'Estás haciendo las paces con la noche y con tu cuerpo. Eso es suficiente. Eso ya es descanso.',
      },
      {
        at: 1465,
        text: 'Te dejo en silencio. Quédate en este descanso, duermas o no. Con amabilidad, con paciencia. Buenas noches.',
      },
    ],
  },
  {
    name: 'Descanso profundo',
    description:
      'Una práctica al estilo del yoga nidra: una intención, un recorrido rápido por el cuerpo, la respiración por toda la piel e imágenes, hasta ese umbral entre la vigilia y el sueño.',
    category: 'Sueño',
    keywords: ['Descanso', 'Sanación'],
    type: 'Pasiva',
    minutes: 30,
    journalPrompt: '¿Qué frase elegiste como intención, y cómo resonó en ti al repetirla al final?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida a esta práctica de descanso profundo, inspirada en el yoga nidra, que a veces se llama el sueño consciente. Acuéstate boca arriba, con las piernas un poco separadas y los brazos a los lados, las palmas hacia arriba. Si lo necesitas, pon un cojín bajo las rodillas. Cúbrete con una manta: el cuerpo se enfría al descansar.',
      },
      {
        at: 55,
        text: 'Haz los últimos ajustes para estar a gusto, y después decide quedarte sin moverte durante la práctica, tanto como te sea posible. Cierra los ojos. Si en algún momento te duermes, no pasa nada: la práctica te acompaña igualmente.',
      },
      {
        at: 105,
        text: 'Respira hondo por la nariz y suspira al soltar el aire. Otra vez. Y una tercera, dejando que con el suspiro se vaya el día entero. Después, deja que la respiración sea natural y no la controles más.',
      },
      {
        at: 150,
        text: 'Lleva la atención a los sonidos más lejanos que puedas oír. Ve de uno a otro, sin quedarte en ninguno. Ahora acércate a los sonidos del edificio o de la casa. Y después, a los de la habitación. Por último, escucha el sonido de tu propia respiración.',
      },
      {
        at: 220,
        text: 'Siente el cuerpo sobre la cama. Los puntos de contacto: los talones, las pantorrillas, los glúteos, la espalda, los codos, las manos, la parte posterior de la cabeza. Siente el cuerpo entero, quieto, apoyado. Repite mentalmente: estoy aquí, y estoy descansando.',
      },
      {
        at: 290,
        text: 'Ahora es el momento de tu intención. Elige una frase breve, en positivo y en presente, que nazca de lo que de verdad deseas. Por ejemplo: descanso con facilidad. O: estoy en paz. O: me trato con cariño. Si no sabes cuál, toma la primera que llegue.',
      },
      {
        at: 340,
        text: 'Repite tu frase mentalmente tres veces, despacio, con toda la convicción que puedas. Siente que ya es verdad, como una semilla que se planta en una tierra fértil. Después, suéltala. Volveremos a ella al final.',
      },
      {
        at: 405,
        text: 'Vamos a recorrer el cuerpo con rapidez. Solo lleva la atención a cada parte que nombre, sin mover nada, y pasa a la siguiente. Lado derecho. El pulgar de la mano derecha. El índice. El dedo corazón. El anular. El meñique. La palma de la mano. El dorso. La muñeca. El antebrazo. El codo. El brazo. El hombro. La axila.',
      },
      {
        at: 465,
        text: 'El costado derecho. La cintura. La cadera derecha. El muslo. La rodilla. La pantorrilla. El tobillo. El talón. La planta del pie. El dedo gordo del pie derecho. El segundo dedo. El tercero. El cuarto. El quinto. Todo el lado derecho.',
      },
      {
        at: 490,
        text: 'Ahora el lado izquierdo. El pulgar de la mano izquierda. El índice. El dedo corazón. El anular. El meñique. La palma. El dorso. La muñeca. El antebrazo. El codo. El brazo. El hombro. La axila. El costado izquierdo. La cintura. La cadera izquierda.',
      },
      {
        at: 515,
        text: 'El muslo izquierdo. La rodilla. La pantorrilla. El tobillo. El talón. La planta del pie. El dedo gordo del pie izquierdo. El segundo dedo. El tercero. El cuarto. El quinto. Todo el lado izquierdo.',
      },
      {
        at: 540,
        text: 'La espalda. El omóplato derecho. El omóplato izquierdo. La columna, de abajo arriba. La nuca. La coronilla. La frente. La ceja derecha. La ceja izquierda. El espacio entre las cejas. El ojo derecho. El ojo izquierdo. La nariz. Las mejillas. Los labios. La barbilla. La garganta. El pecho. El vientre.',
      },
      {
        at: 590,
        text: 'Todo el lado derecho del cuerpo. Todo el lado izquierdo. Los dos lados a la vez. Todo el cuerpo, entero. Todo el cuerpo, entero. Siente el cuerpo como un solo campo de sensaciones, quieto y en reposo.',
      },
      {
        at: 655,
        text: 'Ahora lleva la atención a la respiración natural, tal como es. Vas a contar las respiraciones hacia atrás, desde veintisiete. Inhalo, veintisiete. Exhalo, veintisiete. Inhalo, veintiséis. Exhalo, veintiséis. Si pierdes la cuenta, vuelve a empezar desde veintisiete, sin reproches.',
      },
      {
        at: 705,
        text: 'Sigue contando en silencio, con suavidad. Solo los números y la respiración. Si llegas a cero, suelta el conteo y descansa en la respiración.',
      },
      {
        at: 785,
        text: 'Suelta los números. Ahora imagina que respiras por las plantas de los pies. Al inhalar, el aire entra por los pies y sube por las piernas hasta la pelvis. Al exhalar, baja de nuevo y sale por las plantas. Sin esfuerzo, solo con la imaginación.',
      },
      {
        at: 835,
        text: 'Ahora respira por las palmas de las manos. El aire entra por las manos, sube por los brazos hasta los hombros y, al exhalar, vuelve a salir por las palmas. Nota si aparece un hormigueo o un calor suave en los dedos.',
      },
      {
        at: 905,
        text: 'Ahora respira por toda la piel a la vez, como si el cuerpo entero fuera poroso. Al inhalar, todo el cuerpo se llena de aire fresco. Al exhalar, todo el cuerpo se vacía y se afloja. El cuerpo entero respira.',
      },
      {
        at: 975,
        text: 'Deja que esa respiración se vuelva cada vez más sutil, hasta que no sepas muy bien dónde termina el cuerpo y dónde empieza el aire de la habitación. Descansa en esa sensación de límites suaves y borrosos.',
      },
      {
        at: 1040,
        text: 'Ahora voy a nombrar algunas imágenes. Deja que aparezcan en tu mente como puedan, sin esforzarte, y pasa a la siguiente. Un lago en calma al anochecer. La llama de una vela. Una playa vacía. Un bosque después de la lluvia. Un gato durmiendo al sol.',
      },
      {
        at: 1090,
        text: 'Una luna llena sobre el mar. Un camino de tierra entre campos de trigo. Una taza de té humeante. Un cielo lleno de estrellas. Una puerta que se abre a un jardín. Un pájaro que se posa en una rama. Una hoja que flota en el agua.',
      },
      {
        at: 1165,
        text: 'Ahora imagina un lugar donde te sientas a salvo y en paz, real o inventado. Obsérvalo: su luz, sus colores, sus sonidos, su temperatura. Instálate en él. Este lugar te pertenece y puedes volver a él siempre que lo necesites.',
      },
      {
        at: 1255,
        text: 'Quédate en ese lugar. Siente que allí nada te exige, nada te apura. Respira su aire. Si quieres, acuéstate en él, en la hierba, en la arena o en una cama mullida, y deja que el cuerpo imaginado descanse junto con el cuerpo real.',
      },
      {
        at: 1345,
        text: 'Es el momento de volver a tu intención. Recuerda la misma frase que elegiste al principio, sin cambiarla. Repítela mentalmente tres veces, despacio, sintiendo que llega a cada rincón del cuerpo y de la mente.',
      },
      {
        at: 1415,
        text: 'Ahora suelta todo. No hay más instrucciones. Descansa en la conciencia quieta, en este espacio entre la vigilia y el sueño, donde no necesitas hacer nada ni ser nadie.',
      },
      {
        at: 1520,
        text: 'Si el sueño llega, recíbelo. Si no, quédate aquí, en esta quietud. Ambas cosas son descanso.',
      },
      {
        at: 1645,
        text: 'Cuerpo quieto. Respiración lenta. Mente en calma. Nada más que este momento.',
      },
      {
        at: 1765,
        text: 'La práctica ha terminado, pero el descanso continúa. Si es de noche, quédate así y deja que el sueño te lleve. Si necesitas levantarte, hazlo muy despacio, moviendo primero los dedos. Buenas noches.',
      },
    ],
  },
  {
    name: 'Lluvia sobre el tejado',
    description:
      'Escucha la lluvia imaginada sobre el tejado mientras alargas la exhalación y dejas que los pensamientos resbalen como gotas en el cristal. Para dormir a resguardo, largo y hondo.',
    category: 'Sueño',
    keywords: ['Descanso', 'Protección', 'Calma'],
    type: 'Pasiva',
    minutes: 30,
    journalPrompt: '¿Qué pensamiento dejaste resbalar por el cristal esta noche como una gota de lluvia?',
    script: [
      {
        at: 0,
        text: 'Te doy la bienvenida. Esta es una práctica para acompañarte hasta el sueño, con mucho silencio entre mis palabras. Acomódate en la cama en tu postura favorita, arrópate con las mantas y deja el cuerpo quieto. Apaga la luz y cierra los ojos.',
      },
      {
        at: 40,
        text: 'Respira por la nariz y nota el aire que entra. Exhala despacio. Siente que estás en tu cama, en tu casa, bajo tu techo. Estás a resguardo, y la noche ha comenzado.',
      },
      {
        at: 75,
        text: 'Antes de que empiece la lluvia, recorre el cuerpo con una mirada rápida y amable. Afloja la frente y el espacio entre las cejas. Suelta la mandíbula y deja que los dientes se separen. Deja caer los hombros. Abre las manos. Nota cómo el vientre se mueve con la respiración.',
      },
      {
        at: 130,
        text: 'Imagina que fuera ha empezado a llover. Al principio son unas pocas gotas sueltas que golpean el tejado, una aquí, otra allá. Tac. Tac. Y luego, poco a poco, la lluvia se vuelve constante, suave y regular.',
      },
      {
        at: 180,
        text: 'Escucha ese sonido con la imaginación. El murmullo continuo sobre el tejado, el agua que corre por los canalones, las gotas que tamborilean en el alféizar de la ventana. Es un sonido que no pide nada. Solo llena el silencio con su ritmo.',
      },
      {
        at: 235,
        text: 'Si te ayuda, imagina la casa vista desde fuera: un tejado oscuro bajo el cielo gris, una ventana con una luz tenue que se apaga, la lluvia cayendo sobre todo el barrio. Dentro de esa casa, en una habitación cálida, estás tú, descansando. Nadie te necesita ahora.',
      },
      {
        at: 290,
        text: 'Y tú estás dentro, al calor y sin mojarte, bajo las mantas. Cuanto más llueve fuera, más acogedora se vuelve la cama. Siente ese contraste: la lluvia allí, tu cuerpo aquí, en un refugio que te cuida.',
      },
      {
        at: 340,
        text: 'Piensa que no tienes que salir a ningún sitio. No hay paraguas que buscar, ni charcos que esquivar, ni prisa por llegar. Esta noche la lluvia es solo un sonido, y el único lugar en el que necesitas estar es aquí, en tu cama, bajo el techo que te cuida.',
      },
      {
        at: 395,
        text: 'Ahora deja que la respiración se acompase con la lluvia. Inhala con naturalidad. Y al exhalar, suelta el aire despacio, más largo que la inhalación, como el agua que resbala sin prisa por un cristal. Inhala. Exhala largo.',
      },
      {
        at: 445,
        text: 'Sigue así un rato: inhalaciones naturales, exhalaciones lentas y largas. Con cada salida del aire, el cuerpo se vuelve un poco más pesado, un poco más hundido en el colchón.',
      },
      {
        at: 510,
        text: 'Puedes contar, si quieres, cuatro tiempos al inhalar y seis u ocho al exhalar. O no contar nada y dejar que sea la lluvia quien marque el ritmo. Cada exhalación larga es una señal para el cuerpo: ya puedes bajar la guardia, ya es de noche, ya no hay nada que hacer.',
      },
      {
        at: 580,
        text: 'Imagina ahora la ventana de tu habitación, con la lluvia cayendo al otro lado del cristal. Las gotas se posan, se juntan y resbalan hacia abajo, dejando un rastro brillante. Ninguna se queda. Todas bajan.',
      },
      {
        at: 630,
        text: 'Cuando aparezca un pensamiento, imagina que es una de esas gotas. Se posa en el cristal, brilla un instante y empieza a resbalar. No tienes que empujarla ni sujetarla. Solo mira cómo baja y desaparece por el borde.',
      },
      {
        at: 680,
        text: 'Una preocupación: una gota que resbala. Un recuerdo del día: otra gota. Un plan para mañana: otra más. El cristal nunca se queda con ninguna. Y tú, detrás del cristal, sigues aquí, a resguardo.',
      },
      {
        at: 740,
        text: 'Si alguna gota parece quedarse pegada al cristal, porque el pensamiento insiste, no te impacientes. Mira cómo otras gotas llegan, se unen a ella y la hacen más pesada, hasta que también resbala. Todo pensamiento, tarde o temprano, termina por bajar. Solo tienes que esperar detrás del cristal, con calma.',
      },
      {
        at: 810,
        text: 'Escucha de nuevo la lluvia sobre el tejado. Quizá ahora es un poco más intensa, un rumor denso y envolvente que tapa todos los demás sonidos. Deja que te envuelva como otra manta, una manta hecha de sonido.',
      },
      {
        at: 875,
        text: 'Siente el cuerpo bajo ese sonido. Los pies calientes. Las piernas pesadas. La espalda apoyada. Los brazos sueltos. El rostro suave. Cada parte del cuerpo descansa bajo la lluvia, sin tener que hacer nada.',
      },
      {
        at: 925,
        text: 'Nota el aire fresco y húmedo que parece entrar por alguna rendija, con olor a tierra mojada. Y nota, en contraste, el calor que guardan las mantas alrededor de tu cuerpo. Respira ese olor imaginado a lluvia y deja que cada inhalación te traiga un poco más de calma.',
      },
      {
        at: 995,
        text: 'La tierra fuera está bebiendo la lluvia. Los árboles, los jardines, los campos lejanos. Todo se empapa y descansa. La lluvia limpia el aire, lava las calles, apaga el polvo del día. Deja que también lave tu mente.',
      },
      {
        at: 1055,
        text: 'Imagina que la lluvia cae también sobre un bosque lejano. Las hojas se inclinan con el peso del agua y dejan caer las gotas al suelo. El musgo se empapa. Los arroyos crecen y cantan. Los animales se resguardan en sus madrigueras, hechos un ovillo, y duermen. Todo el bosque descansa bajo la lluvia.',
      },
      {
        at: 1130,
        text: 'Si sientes inquietud, recuerda que la lluvia no se preocupa por dónde cae. Simplemente cae. Tú tampoco necesitas saber nada esta noche. Solo escuchar y descansar.',
      },
      {
        at: 1185,
        text: 'Quizá recuerdes alguna otra noche de lluvia: una tarde de la infancia mirando por la ventana, un viaje, un refugio de montaña, una casa de vacaciones. Si aparece un recuerdo amable, deja que te acompañe un momento. Si no aparece ninguno, quédate solo con el sonido del agua.',
      },
      {
        at: 1255,
        text: 'Ahora la lluvia se vuelve más suave. Las gotas caen más espaciadas, más lentas. Tu respiración también se hace más lenta, y los espacios entre pensamiento y pensamiento se hacen más largos.',
      },
      {
        at: 1320,
        text: 'Escucha los silencios entre las gotas. Son pequeños huecos de quietud. Descansa en ellos.',
      },
      {
        at: 1385,
        text: 'Los párpados pesan. El cuerpo pesa. La cama te sostiene. La casa te sostiene. La lluvia sigue cantando sobre el tejado, y cada gota te empuja con suavidad hacia el sueño.',
      },
      {
        at: 1460,
        text: 'No hay nada que recordar. Nada que resolver. Ninguna tarea espera. Solo el sonido del agua y el calor de tu cama. La noche es larga y está de tu parte.',
      },
      {
        at: 1535,
        text: 'Lluvia sobre el tejado. Respiración lenta. Descanso.',
      },
      {
        at: 1610,
        text: 'Deja que la lluvia siga sin ti. Ya puedes dormir.',
      },
      {
        at: 1685,
        text: 'Gota a gota, respiración a respiración, hacia el sueño.',
      },
      {
        at: 1765,
        text: 'Te dejo con la lluvia y con la noche. Estás a resguardo, en tu refugio. Duerme en paz. Buenas noches.',
      },
    ],
  },
];
