/**
 * The demo challenges, written for Inhala. Each day has a guided practice (its own guidance,
 * which the day page offers as a guided session), a short reading and a reflection, all from the
 * day's theme so every day reads as its own.
 */
interface SeedChallengeDay {
  title: string;
  reading: string;
  prompt: string;
  /** What the guide says in the day's guided session, sentence by sentence (7 to 9 sentences, about five minutes). */
  practice: string;
}

interface SeedChallenge {
  name: string;
  slug: string;
  shortDesc: string;
  longDesc: string;
  days: SeedChallengeDay[];
}

const day = (title: string, reading: string, prompt: string, practice: string): SeedChallengeDay => ({
  title,
  reading,
  prompt,
  practice,
});

export const SEED_CHALLENGES: SeedChallenge[] = [
  {
    name: 'Siete días de calma',
    slug: 'siete-dias-de-calma',
    shortDesc: 'Una semana para bajar el ritmo y volver a tu respiración.',
    longDesc:
      'Durante siete días vas a entrenar la calma como se entrena un músculo: poco a poco, cada día. Cada jornada trae una práctica guiada, una lectura breve y una pregunta para tu diario.',
    days: [
      day(
        'Llegar',
        'Hoy solo llegas. Observa cómo respiras sin cambiar nada.',
        '¿Cómo llegas hoy a esta práctica?',
        'Deja que el cuerpo termine de llegar aquí, sin prisa. Nota dónde se apoya tu peso y cómo lo que tienes debajo te sostiene sin ningún esfuerzo por tu parte. Ahora lleva la atención a la respiración, tal como es, sin corregirla. Encuentra el lugar donde la notas con más claridad, quizá en la nariz, en el pecho o en el vientre. Quédate ahí y acompaña cada inhalación de principio a fin, y cada exhalación hasta que se apague. Cuando la mente se marche a otros asuntos, no pasa nada, date cuenta de adónde fue y vuelve con suavidad a la siguiente respiración. Con cada exhalación, puedes decirte por dentro una sola palabra, «aquí». No hay nada que conseguir ni nada que arreglar, basta con estar presente mientras el aire entra y sale. Quédate un poco más con esta respiración sencilla, la que ya estaba aquí antes de que llegaras.',
      ),
      day(
        'Exhalar más largo',
        'Una exhalación más larga que la inhalación le dice a tu cuerpo que está a salvo.',
        '¿Qué notaste al alargar tu exhalación?',
        'Respira unas cuantas veces con naturalidad y observa el ritmo con el que llegas hoy. Ahora inhala por la nariz contando mentalmente hasta cuatro. Exhala despacio, por la nariz o con los labios entreabiertos, contando hasta seis. Repite este ritmo sin forzar, cuatro tiempos para tomar el aire y seis para soltarlo. Si te resulta fácil, alarga la exhalación hasta ocho, como si dejaras salir el aire por una pajita. Si notas que te falta el aire, acorta la cuenta, porque aquí importa más la suavidad que el número. Observa qué ocurre en los hombros, en la mandíbula y en el vientre al final de cada exhalación larga. Deja que cada salida del aire sea un pequeño permiso para soltar lo que ya no necesitas sostener. Para terminar, abandona la cuenta y deja que la respiración encuentre su propio ritmo.',
      ),
      day(
        'El cuerpo que sostiene',
        'Recorre tu cuerpo de los pies a la cabeza y agradece lo que te sostiene.',
        '¿Qué parte de tu cuerpo pidió más atención?',
        'Lleva la atención a los pies y siente su contacto con el suelo o con la superficie que tengas debajo. Agradece en silencio a estos pies que te llevan de un lugar a otro cada día. Sube despacio por los tobillos, las piernas y las rodillas, notando su peso y dejando que se aflojen. Llega a la cadera y a la parte baja de la espalda, que sostienen tu postura ahora mismo. Recorre el vientre y el pecho, que se mueven con cada respiración sin que tengas que pedírselo. Pasa por los hombros, los brazos y las manos, y deja caer cualquier tensión que encuentres por el camino. Suaviza el cuello, la mandíbula, los ojos y la frente, como si una mano amable los recorriera. Si alguna zona pide más atención, quédate ahí un momento y respira hacia ella con amabilidad. Por último, siente el cuerpo entero a la vez y da las gracias a todo lo que te sostiene en este instante.',
      ),
      day(
        'Pausas pequeñas',
        'Tres respiraciones conscientes antes de cada comida: así se construye la calma.',
        '¿En qué momento del día te costó más hacer una pausa?',
        'Hoy vas a ensayar una pausa pequeña que podrás llevarte a cualquier momento del día. Primero, detente y pregúntate en silencio qué está pasando ahora mismo en ti. Nota un pensamiento, una emoción y una sensación del cuerpo, sin juzgar ninguno de ellos. Después, haz tres respiraciones conscientes, siguiendo cada una de principio a fin. Con la primera, siente cómo entra el aire, y con la segunda, cómo sale. Con la tercera, nota la breve pausa que hay entre una respiración y la siguiente. Luego, abre la atención a todo el cuerpo y al espacio que te rodea. Repite ahora la pausa completa a tu ritmo, como si estuvieras a punto de sentarte a la mesa. Piensa en qué momento de hoy podrías regalarte de nuevo estas tres respiraciones.',
      ),
      day(
        'Soltar la prisa',
        'La prisa es una costumbre, no una obligación. Hoy camina un poco más lento.',
        '¿Qué pasó cuando bajaste el ritmo?',
        'Si puedes, ponte de pie, y si prefieres quedarte donde estás, acompaña esta práctica con la imaginación. Nota cómo se reparte el peso entre los dos pies y cómo el cuerpo se equilibra sin que tengas que pensarlo. Da un paso muy lento y siente cómo el talón se despega, el pie avanza y vuelve a apoyarse en el suelo. Continúa caminando a la mitad de tu velocidad habitual, y después a la mitad de esa mitad. Acompasa los pasos con la respiración, un paso al inhalar y otro al exhalar. Si aparece el impulso de acelerar, obsérvalo con curiosidad y sigue a tu paso. Fíjate en los pequeños detalles que la prisa suele esconder, el roce de la ropa, la temperatura del aire, el sonido de tus pisadas. Date cuenta de que puedes llegar a cualquier lugar sin correr por dentro. Detente y nota cómo está el cuerpo después de este paseo lento.',
      ),
      day(
        'Calma en el ruido',
        'La calma no exige silencio: puedes respirar en medio del ruido.',
        '¿Dónde encontraste calma hoy, aunque hubiera ruido?',
        'Deja que los sonidos del entorno lleguen hasta ti sin ir a buscarlos. Nota primero los más cercanos, tu respiración, el roce de la ropa o algún crujido de la habitación. Después, abre la escucha a los sonidos más lejanos, voces, tráfico, pájaros o el zumbido de un aparato. Intenta escucharlos como simples sonidos, sin ponerles nombre ni decidir si te gustan. Observa cómo aparecen, duran un tiempo y se desvanecen, como olas que llegan a la orilla. Si un ruido te molesta, nota la tensión que despierta en el cuerpo y respira hacia esa zona. Tu respiración sigue aquí en medio de todo, como un ancla que no depende del silencio. Alterna con suavidad entre el sonido y la respiración, y deja que convivan sin competir. Descubre que puedes estar en calma aunque el mundo siga sonando a tu alrededor.',
      ),
      day(
        'Tu refugio',
        'Crea un refugio interior al que puedas volver cuando lo necesites.',
        '¿Cómo es tu refugio interior y qué te ofrece?',
        'Imagina un lugar donde te sientas a salvo, real o inventado, al aire libre o bajo techo. Tómate tu tiempo para verlo con detalle, sus colores, su luz y la forma de su espacio. Escucha los sonidos que hay en él, o quizá el silencio que lo envuelve. Nota la temperatura del aire sobre la piel y los aromas que lo acompañan. Encuentra en tu refugio un rincón para descansar y acomódate en él. Siente cómo responde el cuerpo a este lugar, quizá con los hombros más sueltos o una respiración más amplia. Si quieres, elige una palabra o un gesto que te recuerde este refugio, como una llave para volver. Este lugar es tuyo y puedes visitarlo siempre que lo necesites, esté donde esté tu cuerpo. Quédate un poco más aquí, respirando en tu refugio.',
      ),
    ],
  },
  {
    name: 'Despertar la gratitud',
    slug: 'despertar-la-gratitud',
    shortDesc: 'Diez días para entrenar la mirada que agradece.',
    longDesc:
      'La gratitud cambia lo que ves y cómo lo vives. En diez días vas a practicar agradecer lo pequeño, a las personas, a tu cuerpo y a tu historia.',
    days: [
      day(
        'Lo pequeño',
        'Empieza por lo simple: el agua, la luz, una taza caliente.',
        'Escribe tres cosas pequeñas que agradeces hoy.',
        'Respira con calma y deja que la atención se pose en este momento. Trae a la mente algo pequeño de hoy, como el agua al lavarte la cara, la luz de la mañana o una taza caliente entre las manos. Recuérdalo con detalle, su temperatura, su color y su olor. Deja que la sensación de ese momento vuelva al cuerpo y nota dónde aparece. Ahora elige otra cosa pequeña, algo que casi nunca miras, y hazle sitio de la misma manera. Busca después una tercera, quizá un sonido, una textura o un sabor que te acompañó hoy. Con cada una, di por dentro un «gracias» sencillo, sin adornos. Observa cómo lo pequeño, cuando lo miras despacio, deja de parecer tan pequeño.',
      ),
      day(
        'Las personas',
        'Piensa en alguien que te cuidó sin esperar nada.',
        '¿A quién quieres agradecer y qué le dirías?',
        'Deja que la respiración se vuelva suave y trae a la mente a alguien que te cuidó sin esperar nada a cambio. Puede ser una persona cercana, alguien de tu infancia o incluso alguien desconocido que te ayudó un día. Imagina su cara, su voz y su manera de estar contigo. Recuerda un momento concreto en que sentiste su cuidado. Nota qué ocurre en tu cuerpo al recordarlo, quizá calidez en el pecho o una sonrisa leve. Ahora imagina que le dices en silencio «gracias por lo que hiciste por mí». Añade lo que necesites decirle, con tus propias palabras y sin prisa. Imagina que recibe tu agradecimiento y deja que esa conexión se quede un momento contigo. Antes de despedirte, envíale un deseo sencillo, como «que estés bien», al ritmo de la respiración.',
      ),
      day(
        'Tu cuerpo',
        'Tu cuerpo trabaja para ti cada segundo.',
        '¿Qué le agradeces hoy a tu cuerpo?',
        'Siente la respiración, que entra y sale sin que tengas que acordarte de ella. Dale las gracias en silencio a este aire que te acompaña desde que naciste. Si puedes, lleva la atención al latido del corazón o al pulso en alguna parte del cuerpo. Agradece este ritmo constante que trabaja para ti de día y de noche. Ahora piensa en tus manos y en todo lo que han hecho hoy por ti, desde vestirte hasta preparar algo de comer. Recorre los sentidos que te acercan al mundo, los sonidos, los olores, los sabores y el tacto de lo que te rodea. Si alguna parte te pesa o te duele hoy, no hace falta agradecerla a la fuerza, basta con mirarla con amabilidad. Termina con un gracias para el cuerpo entero, tal como es hoy, que te ha traído hasta este momento.',
      ),
      day(
        'Lo difícil',
        'Algunas dificultades trajeron aprendizajes valiosos.',
        '¿Qué dificultad te enseñó algo importante?',
        'Respira unas cuantas veces con calma y siente el apoyo que te sostiene. Trae a la mente una dificultad del pasado que ya no duela demasiado, no la más grande. Recuerda brevemente cómo fue, sin revivirla entera, como quien mira una foto desde lejos. Nota en el cuerpo lo que aparece al recordarla y respira con esa sensación. Si en algún momento resulta demasiado, suelta el recuerdo y vuelve a la respiración. Pregúntate con suavidad qué aprendiste de aquella etapa. Quizá descubriste una fortaleza, a alguien que estuvo a tu lado o una forma nueva de cuidarte. No se trata de agradecer el dolor, sino de reconocer lo que creció a pesar de él. Da las gracias a la persona que eras entonces, que atravesó ese momento como pudo.',
      ),
      day(
        'Tu hogar',
        'Mira tu casa con ojos nuevos.',
        '¿Qué rincón de tu hogar te da paz?',
        'Imagina que cruzas la puerta de tu casa y te detienes un momento en la entrada. Recorre despacio cada estancia, como si la vieras por primera vez. Fíjate en los objetos que te acompañan cada día, una silla, una lámpara, la cama donde descansas. Detente en algún objeto que guarde una historia y recuerda de dónde vino. Nota los sonidos, la luz y los olores que hacen que este lugar sea tuyo. Busca el rincón que más paz te da y quédate en él unas respiraciones. Da las gracias a este espacio por el techo, el abrigo y el descanso que te ofrece. Agradece también a quienes lo comparten contigo o lo han hecho posible. Recuerda que un hogar también se construye con pequeños gestos de cuidado que se repiten cada día.',
      ),
      day(
        'La naturaleza',
        'Sal un momento y observa algo vivo.',
        '¿Qué te regaló la naturaleza hoy?',
        'Siente el suelo bajo tu cuerpo y recuerda que, más abajo, está la tierra que lo sostiene todo. Da las gracias a esa tierra que hace crecer lo que comes. Lleva la atención al aire que respiras, el mismo que mueve las hojas de los árboles. Inhala sintiendo que recibes este aire y exhala devolviéndolo al mundo. Piensa en el agua de la lluvia, de los ríos y del mar, y también en la que bebiste hoy. Imagina la luz del sol sobre la piel y agradece su calor. Trae a la mente un ser vivo que hayas visto hoy, un árbol, un pájaro o una planta en una ventana. Obsérvalo en tu mente con detalle, su forma, su color y su manera de estar vivo. Siente que formas parte de la misma trama de vida y respira con ella unos momentos.',
      ),
      day(
        'Tus logros',
        'Reconoce lo que has conseguido, también lo que nadie ve.',
        '¿Qué logro tuyo merece más reconocimiento?',
        'Respira y siente el cuerpo que te ha traído hasta aquí. Piensa en un logro visible de tu vida, algo que te costó y que conseguiste. Recuerda el esfuerzo que hubo detrás, los días en que seguiste aunque no tuvieras ganas. Ahora busca un logro que nadie vio, como un hábito que cambiaste, un miedo que atravesaste o una conversación que te atreviste a tener. Reconócelo en silencio diciendo por dentro «esto lo hice yo». Nota si aparece incomodidad al reconocerte y déjala estar sin discutir con ella. Ahora mira el día de hoy y encuentra algo pequeño que hayas sacado adelante. Da las gracias a la parte de ti que sigue intentándolo, incluso en los días difíciles.',
      ),
      day(
        'Gratitud en voz alta',
        'Agradecer en voz alta multiplica el efecto.',
        '¿A quién le diste las gracias hoy y cómo se sintió?',
        'Hoy la práctica incluye tu voz, y si no puedes hablar en voz alta, un susurro o el movimiento de los labios también sirve. Respira hondo y, al exhalar, di suavemente «gracias». Escucha cómo suena tu voz y nota la vibración en el pecho y en la garganta. Ahora nombra en voz alta algo concreto que agradeces de hoy. Añade una segunda cosa y después una tercera, dejando una respiración entre cada una. Piensa en una persona y di su nombre seguido de aquello que le agradeces. Observa qué cambia en ti al escuchar tu agradecimiento fuera de tu cabeza. Decide a quién podrías decírselo en persona hoy o mañana, aunque sea con un mensaje breve.',
      ),
      day(
        'Lo que viene',
        'Agradece por adelantado lo que estás creando.',
        '¿Qué agradeces por adelantado?',
        'Respira con calma y deja que la mente se abra hacia lo que está por venir. Piensa en algo que estás construyendo, un proyecto, una relación, un hábito o un cambio en ti. Imagina que ha pasado un tiempo y que eso que cuidas ha empezado a dar fruto. Visualiza un momento concreto de ese futuro, dónde estás, quién te acompaña y qué haces. Nota cómo se siente el cuerpo en esa escena. Desde ahí, da las gracias como si ya lo estuvieras viviendo. Agradece también los pasos pequeños de hoy que te acercan a ese momento. Suelta la imagen con suavidad, con confianza en el camino aunque no sepas cómo será exactamente.',
      ),
      day(
        'Una vida que agradece',
        'La gratitud ya es parte de ti.',
        '¿Qué cambió en ti en estos diez días?',
        'Respira y recuerda que llevas diez días entrenando una mirada que agradece. Repasa mentalmente el camino, lo pequeño, las personas, tu cuerpo, lo difícil y tu hogar. Continúa con la naturaleza, tus logros, tu voz y lo que está por venir. Ahora une la gratitud a la respiración, que te ha acompañado en cada uno de estos días. Al inhalar, di por dentro «recibo», y al exhalar, «gracias». Deja que este ritmo se repita unas cuantas veces, sin prisa. Nota si algo ha cambiado en tu forma de mirar a lo largo de estos días. Elige un gesto sencillo de gratitud que quieras mantener a partir de mañana. Y date las gracias por haberte regalado este tiempo cada día.',
      ),
    ],
  },
  {
    name: 'Amor propio en 14 días',
    slug: 'amor-propio-en-14-dias',
    shortDesc: 'Dos semanas para tratarte con la ternura que mereces.',
    longDesc:
      'Catorce días para mirarte con amabilidad, poner límites sanos y celebrar quién eres. Cada día, una práctica corta y una reflexión para tu diario.',
    days: [
      day(
        'Mirarte con ternura',
        'Sueles reservar tu mirada más amable para otras personas. Hoy pruebas a dirigirla también hacia ti, sin condiciones.',
        '¿Qué ves cuando te miras con los ojos de alguien que te quiere?',
        'Trae a la mente a alguien que te mire con cariño, una persona, un animal o incluso una presencia imaginada. Imagina que está frente a ti y nota la calidez de su mirada. Observa que no te pide nada ni espera que seas de otra manera. Ahora intenta verte a través de sus ojos, con la misma amabilidad con la que te mira. Si aparece resistencia o incomodidad, es normal, déjala estar y sigue respirando. Con cada inhalación, recibe un poco de esa ternura. Con cada exhalación, deja que se extienda por todo el cuerpo, desde el pecho hacia fuera. Dite en silencio «te veo y te acepto tal como eres hoy». Quédate unos momentos y deja que esta mirada empiece a ser también la tuya.',
      ),
      day(
        'Tu voz interior',
        'Dentro de ti hay una voz que comenta todo lo que haces, y a menudo es más dura de lo necesario. Escucharla es el primer paso para cambiar su tono.',
        '¿Qué frase dura te repites a menudo y cómo la dirías con más amabilidad?',
        'Deja que la respiración se asiente y presta atención a los pensamientos que pasan. Durante unas respiraciones, escucha el tono de tu voz interior, sin discutir con ella. Nota si suena exigente, impaciente, cariñosa o neutra. Cuando aparezca una crítica, ponle una etiqueta sencilla, como «juicio», y deja que pase. Ahora trae a la mente una frase dura que sueles decirte. Pregúntate cómo se lo dirías a una persona que quieres si estuviera en tu lugar. Repite esa versión amable por dentro, despacio, y nota cómo la recibe el cuerpo. Puede que todavía no te la creas del todo, y no pasa nada, porque el tono también se entrena. Termina con unas respiraciones escuchando esa voz más suave.',
      ),
      day(
        'Límites sanos',
        'Un límite no es un muro contra las demás personas, sino una forma de cuidar lo que necesitas. Cuando lo respetas, tus relaciones también ganan claridad.',
        '¿Dónde necesitas poner un límite esta semana?',
        'Siente los bordes de tu cuerpo, el lugar donde la piel se encuentra con el aire. Nota que este cuerpo es tuyo y que ocupa su propio espacio. Imagina ahora un círculo de luz a tu alrededor, a la distancia que te resulte agradable. Dale un color y siente que dentro de él puedes respirar con libertad. Este círculo no te aísla, deja pasar lo que te nutre y mantiene fuera lo que no te hace bien. Piensa en una situación en la que te cuesta poner límites y observa cómo reacciona tu cuerpo. Ajusta el círculo si lo necesitas, más amplio o más cercano, hasta sentir que está a tu medida. Repite por dentro «tengo derecho a cuidar mi espacio». Respira dentro de tu círculo, sabiendo que puedes llevarlo contigo a cualquier conversación.',
      ),
      day(
        'Descanso sin culpa',
        'Descansar no es un premio que haya que ganarse. Tu valor no depende de lo que produces.',
        '¿Qué te dices cuando descansas y qué te gustaría decirte?',
        'Si puedes, deja que el cuerpo se apoye por completo, como si no tuvieras que sostener nada. Siente el peso de la cabeza, los brazos y las piernas entregándose al apoyo que tienes debajo. Con cada exhalación, deja que el cuerpo pese un poco más. Nota si aparece la voz que dice que deberías estar haciendo otra cosa. Salúdala sin pelear con ella y respóndele por dentro «ahora me toca descansar». Afloja la frente, el espacio entre las cejas y la mandíbula. Suelta también las manos, con los dedos quietos y abiertos. Recuerda que tu valor no depende de lo que consigas hoy. Permítete estar aquí sin hacer nada más que respirar y descansar.',
      ),
      day(
        'Tu historia',
        'Todo lo que has vivido te ha traído hasta aquí. Puedes mirar tu historia con respeto, también sus capítulos difíciles.',
        '¿Qué le dirías hoy a la persona que eras hace diez años?',
        'Respira con suavidad y deja que la memoria se abra sin forzarla. Imagina un sendero que recorre tu vida hacia atrás y empieza a caminarlo sin prisa. En algún punto del camino te encuentras con una versión más joven de ti. Observa qué edad tiene, cómo viste y qué expresión hay en su cara. Acércate despacio y dile lo que quizá necesitaba oír en aquel momento. Puede ser «lo estás haciendo lo mejor que puedes» o «no tienes que cargar con todo». Deja que esa parte de ti reciba tus palabras y nota cómo responde. Agradécele todo lo que vivió para que hoy estés aquí. Despídete con cariño, sabiendo que puedes volver a visitarla, y regresa por el sendero hasta este momento.',
      ),
      day(
        'Celebrar lo que eres',
        'Celebrar quién eres no es presumir, es reconocer lo valioso que ya hay en ti. No necesitas cambiar nada para empezar a hacerlo.',
        'Escribe tres cualidades tuyas que te alegra tener.',
        'Deja que en tu cara aparezca una sonrisa leve, aunque sea apenas un gesto. Nota cómo ese pequeño gesto cambia algo en la mandíbula, en los ojos y en la respiración. Trae a la mente una cualidad tuya que valoras, como tu paciencia, tu humor o tu forma de escuchar. Recuerda un momento concreto en el que esa cualidad se notó. Inhala imaginando que esa cualidad se enciende dentro de ti como una luz cálida. Busca una segunda cualidad, quizá una que otras personas ven en ti aunque te cueste reconocerla. Deja que también ocupe su sitio en el pecho, junto a la primera. Di por dentro «me alegra ser quien soy», aunque al principio suene extraño. Quédate unas respiraciones celebrando en silencio lo que ya eres.',
      ),
      day(
        'Pedir ayuda',
        'Pedir ayuda no es una debilidad, es reconocer que nadie puede con todo sin compañía. Dejar que te apoyen también es una forma de quererte.',
        '¿En qué te vendría bien pedir ayuda y a quién podrías pedírsela?',
        'Coloca las manos sobre los muslos con las palmas hacia arriba, en un gesto de recibir. Siente el aire sobre las palmas abiertas y el peso de las manos en reposo. Piensa en algo que estés cargando en soledad estos días. Nota dónde pesa esa carga en el cuerpo y respira hacia ese lugar. Ahora imagina a una persona de confianza a la que podrías pedirle ayuda. Visualiza que se lo pides con palabras sencillas y que te responde con disposición. Observa qué sientes al dejar que alguien comparta el peso contigo. Con cada inhalación, practica recibir, y con cada exhalación, suelta la idea de que tienes que poder con todo. Recuerda que pedir ayuda también es una forma de confiar.',
      ),
      day(
        'Perdonarte',
        'Perdonarte no significa olvidar lo que pasó, sino dejar de castigarte por ello. Puedes asumir tus errores y tratarte con amabilidad a la vez.',
        '¿Qué te gustaría perdonarte y qué necesitas para empezar a hacerlo?',
        'Trae a la mente algo por lo que todavía te juzgas, y empieza por algo pequeño. Nota dónde aparece la incomodidad en el cuerpo, sin apartarla. Reconócela con una frase sencilla, como «esto duele» o «esto me pesa». Recuerda que equivocarse forma parte de la experiencia humana y que no eres la única persona que ha pasado por algo así. Ahora ofrécete palabras amables, como «que pueda perdonarme» o «que pueda aprender sin castigarme». Si lo que pasó afectó a alguien, puedes desearle también bienestar. Nota que asumir lo que pasó y tratarte con amabilidad pueden convivir. Con cada exhalación, suelta un poco del castigo que ya no necesitas cargar. Quédate respirando con esta suavidad, sin prisa por cerrar nada.',
      ),
      day(
        'Tu cuerpo, tu casa',
        'Tu cuerpo es el lugar donde vives cada día. Hoy lo tratas como a una casa que aprecias, con respeto y cuidado.',
        '¿Qué gesto de cuidado puedes ofrecerle hoy a tu cuerpo?',
        'Coloca una mano sobre el pecho y la otra sobre el vientre. Siente el calor de las manos y el movimiento suave de la respiración bajo ellas. Imagina que tu cuerpo es una casa y que tú eres quien la habita. Recorre esta casa con la atención, desde los cimientos de los pies hasta el techo de la cabeza. Busca una habitación que pida cuidado, una zona con tensión, con cansancio o que sueles olvidar. Lleva allí una mano, si puedes, o la atención, como quien abre una ventana para que entre aire fresco. Respira hacia esa zona y dile en silencio «te cuido». Vuelve a sentir la casa entera y tu presencia dentro de ella. Agradece tener este lugar donde vivir cada día.',
      ),
      day(
        'Decir que no',
        'Cada «no» que dices a tiempo es un «sí» a lo que de verdad te importa. Decir que no con amabilidad también es cuidar.',
        '¿A qué te gustaría decir que no y qué ganarías al hacerlo?',
        'Deja que la respiración se asiente y nota cómo está el cuerpo ahora mismo. Recuerda algo que te encanta y di por dentro un «sí» rotundo. Observa cómo responde el cuerpo, quizá con apertura, calor o ligereza. Ahora recuerda algo que no quieres en tu vida y di por dentro un «no» claro. Nota las sensaciones de ese «no», tal vez firmeza en el vientre o la espalda más erguida. Piensa en una petición a la que te cuesta negarte y escucha qué responde tu cuerpo antes que tu cabeza. Ensaya una frase amable y firme, como «gracias por pensar en mí, pero esta vez no puedo». Dila por dentro varias veces, con la espalda larga y una respiración lenta. Recuerda que cada «no» que eliges protege un «sí» que te importa.',
      ),
      day(
        'Tus deseos',
        'Tus deseos merecen atención, aunque todavía no sepas cómo cumplirlos. Nombrarlos es una forma de tomarte en serio.',
        '¿Qué deseo has dejado de lado y merece volver a tu vida?',
        'Lleva la atención al centro del pecho y respira ahí durante unos momentos. Vas a hacerte una pregunta varias veces y a dejar que la respuesta llegue sin buscarla. Pregúntate en silencio, ¿qué deseo de verdad? Observa lo que aparece, una palabra, una imagen o una sensación, sin juzgarlo. Deja pasar unas respiraciones y vuelve a preguntar, por si surge algo más profundo. Si aparece un «debería», reconócelo y pregunta de nuevo qué quieres tú. Cuando algo resuene, imagina por un momento que ya lo tienes y nota cómo se siente el cuerpo. Acoge ese deseo con respeto, aunque todavía no sepas cómo hacerlo realidad. Piensa en un paso pequeño, muy pequeño, que podrías dar hacia él esta semana.',
      ),
      day(
        'Rodearte de cuidado',
        'Las personas, los lugares y los hábitos que eliges influyen en cómo te tratas. Rodearte de cuidado es darte un entorno donde crecer.',
        '¿Qué personas y espacios te cuidan y cómo puedes darles más lugar en tu vida?',
        'Imagina que estás en el centro de un círculo de personas que te quieren bien. Pueden ser amistades, familia, alguien de tu pasado o incluso un animal que te acompaña. Siente cómo te envían buenos deseos, uno tras otro. Escucha sus palabras en silencio, «que estés bien», «que tengas paz», «que te trates con cariño». Deja que esos deseos lleguen al cuerpo como un calor suave que te rodea. Ahora únete tú y dirígete las mismas frases, despacio, con cada exhalación. Después, envía esos deseos de vuelta a cada persona del círculo. Nota que el cuidado puede fluir en las dos direcciones, al recibir y al dar. Quédate un momento en medio de este círculo, respirando dentro de él.',
      ),
      day(
        'Carta a ti',
        'A veces las palabras amables salen mejor por escrito. Hoy te escribes como le escribirías a alguien que quieres mucho.',
        'Escríbete una carta breve con lo que más necesitas leer hoy.',
        'Si te apetece, ten a mano algo para escribir, o escribe en tu mente. Respira y piensa en alguien a quien quieres mucho y que está pasando por lo mismo que tú. Nota qué tono usarías al escribirle, qué palabras elegirías y cuánta paciencia le darías. Ahora usa ese mismo tono para empezar una carta dirigida a ti, con tu nombre al principio. Escribe primero lo que reconoces de tu momento actual, sin adornarlo ni juzgarlo. Añade algo que valoras de ti, algo que has hecho bien aunque nadie lo haya visto. Escribe también lo que necesitas oír hoy, con la ternura con la que se lo dirías a esa persona que quieres. Cierra la carta con una despedida llena de cariño, la que te gustaría recibir. Léela por dentro despacio y deja que las palabras lleguen.',
      ),
      day(
        'Un nuevo pacto',
        'Después de catorce días, puedes elegir cómo quieres tratarte a partir de ahora. Un pacto sencillo y amable vale más que mil propósitos.',
        '¿Qué compromiso contigo quieres mantener a partir de hoy?',
        'Respira y reconoce el camino de estos catorce días, con sus momentos fáciles y sus momentos difíciles. Recuerda alguna práctica que te haya tocado de forma especial. Pregúntate cómo quieres tratarte a partir de ahora, en los días buenos y en los días grises. Deja que surja una frase breve que resuma ese pacto, como «me trato con respeto» o «me escucho antes de decidir». Al inhalar, repite tu frase por dentro, y al exhalar, siente cómo se asienta en el cuerpo. Nota que un pacto contigo no exige perfección, sino volver a él una y otra vez. Imagina un momento concreto de la próxima semana en el que podrás cumplirlo. Pon una mano donde te resulte natural y sella el pacto con una respiración profunda. Da las gracias a la persona que eres hoy por el tiempo y el cariño que te has dedicado.',
      ),
    ],
  },
];
