/**
 * Spanish searches a person makes, each with the demo catalogue's meditations it should find: a
 * category's (every practice in it is relevant) and/or named ones. The search is held to a mean
 * precision@5 of at least 0.8 over them: of the first five results (or of as many as are
 * relevant, when fewer), the share that is relevant. Accents, word forms, typos, phrases and
 * synonyms, as people type them.
 */
export interface LabelledSearch {
  query: string;
  categories?: string[];
  names?: string[];
}

export const SEARCH_LABELS: readonly LabelledSearch[] = [
  { query: 'ansiedad', categories: ['Ansiedad'] },
  { query: 'ansioso', categories: ['Ansiedad'] },
  { query: 'nervios', categories: ['Ansiedad'] },
  { query: 'estrés', categories: ['Estrés'] },
  { query: 'estres', categories: ['Estrés'] },
  { query: 'dormir', categories: ['Sueño'] },
  { query: 'meditación para dormir', categories: ['Sueño'] },
  { query: 'insomnio', categories: ['Sueño'] },
  { query: 'sueños', categories: ['Sueño'] },
  { query: 'no puedo dormir por la noche', categories: ['Sueño'] },
  { query: 'respiración', categories: ['Respiración'] },
  { query: 'respiracion', categories: ['Respiración'] },
  { query: 'respiracon', categories: ['Respiración'] },
  { query: 'respiracoin', categories: ['Respiración'] },
  { query: 'relajación', categories: ['Relajación corporal'] },
  { query: 'relajacion muscular', categories: ['Relajación corporal'] },
  { query: 'gratitud', categories: ['Gratitud'] },
  { query: 'gratitut', categories: ['Gratitud'] },
  { query: 'agradecer', categories: ['Gratitud'] },
  { query: 'autocompasión', categories: ['Amor Propio'] },
  { query: 'amor propio', categories: ['Amor Propio'] },
  { query: 'enfoque', categories: ['Enfoque'] },
  { query: 'concentración para estudiar', categories: ['Enfoque'] },
  { query: 'soltar', categories: ['Soltar'] },
  { query: 'perdonar', categories: ['Soltar'], names: ['Perdonarte', 'Abrazar a quien fuiste'] },
  { query: 'mañana', categories: ['Mañana'] },
  { query: 'pausa de 3 minutos', categories: ['Pausas breves'] },
  { query: 'principiantes', categories: ['Principiantes'] },
  { query: 'empezar a meditar', categories: ['Principiantes'] },
  { query: 'sanación', categories: ['Sanación'] },
  { query: 'abundancia', categories: ['Abundancia'] },
  { query: 'ángeles', categories: ['Conexión Angelical'] },
  { query: 'arcángel', categories: ['Conexión Angelical'] },
  { query: 'respiración del océano', names: ['Respiración del océano'] },
  { query: 'lago', names: ['El lago sin viento'] },
  { query: 'yoga nidra', names: ['Yoga nidra de media tarde'] },
  { query: 'jacobson', names: ['Relajación progresiva de Jacobson'] },
];
