/** Demo Angel Mondays, written for Inhala. Mondays at 08:00 Mexico City, newest last. */
export const ANGEL_MONDAYS_SEED = [
  {
    title: 'Soltar para recibir',
    timestamp: '2026-10-05T14:00:00Z',
    gradientOption: 1,
    text: '<p>Esta semana, los ángeles te invitan a <strong>soltar</strong> lo que ya cumplió su ciclo.</p><p>Respira profundo tres veces y, con cada exhalación, imagina que dejas ir una preocupación. El espacio que queda libre es el lugar donde llega lo nuevo.</p><ul><li>Elige una cosa pequeña que puedas soltar hoy.</li><li>Agradece lo que te enseñó.</li></ul>',
  },
  {
    title: 'La calma también es fuerza',
    timestamp: '2026-10-12T14:00:00Z',
    gradientOption: 5,
    text: '<p>La calma no es ausencia de movimiento: es la fuerza de quien sabe volver a su centro.</p><p>Arcángel Rafael te acompaña esta semana. Cada vez que sientas prisa, lleva una mano al pecho y cuenta cuatro respiraciones lentas.</p>',
  },
  {
    title: 'Tu luz tiene un propósito',
    timestamp: '2026-10-19T14:00:00Z',
    gradientOption: 4,
    text: '<p>No viniste a apagarte para que otros se sientan cómodos. Tu luz tiene un <em>propósito</em>.</p><p>Escribe en tu Journal tres momentos en los que tu presencia hizo la diferencia, por pequeños que parezcan.</p>',
  },
  {
    title: 'Raíces profundas',
    timestamp: '2026-10-26T14:00:00Z',
    gradientOption: 8,
    text: '<p>Como un árbol, creces hacia arriba en la medida en que tus raíces bajan hacia la tierra.</p><p>Esta semana, camina descalzo unos minutos o siente tus pies en el suelo antes de meditar. Arcángel Uriel te ayuda a enraizar tus intenciones.</p>',
  },
  {
    title: 'Gratitud que transforma',
    timestamp: '2026-11-02T14:00:00Z',
    gradientOption: 9,
    text: '<p>La gratitud cambia la forma en que miras tu día. Lo que agradeces, crece.</p><p>Antes de dormir, nombra tres cosas que salieron bien hoy. Nota cómo se suaviza tu respiración.</p>',
  },
  {
    title: 'Escucha tu intuición',
    timestamp: '2026-11-09T14:00:00Z',
    gradientOption: 10,
    text: '<p>Tu intuición habla bajito. Para escucharla, necesitas silencio.</p><p>Regálate cinco minutos sin pantallas cada mañana. Pregunta: <em>¿qué necesito hoy?</em> y confía en la primera respuesta.</p>',
  },
  {
    title: 'Inhala paz, exhala prisa',
    timestamp: '2026-11-16T14:00:00Z',
    gradientOption: 2,
    text: '<p>Esta semana, los Arcángeles te recuerdan que no tienes que hacerlo todo hoy.</p><p><strong>Inhala paz, exhala prisa.</strong> Repite esta frase cada vez que cruces una puerta y observa cómo cambia tu energía.</p><p>Arcángel Miguel te cuida mientras avanzas a tu ritmo.</p>',
  },
];
