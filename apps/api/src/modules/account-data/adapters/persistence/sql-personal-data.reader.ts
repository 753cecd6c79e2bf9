import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { INTENTS } from '@inhala/domain';
import { PersonalDataReader, type PersonalDataSection } from '../../ports/personal-data.reader.port';

/** Each answer of '¿Qué te trae a Inhala?' as the person read it, for the export (a SQL literal). */
const INTENT_LABELS = `'${JSON.stringify(Object.fromEntries(INTENTS.map((i) => [i.key, i.label]))).replace(/'/g, "''")}'::jsonb`;

const BATCH = 500;

/**
 * One list read in batches by key ("keyset"): `sql` selects `k` (the key, strictly increasing)
 * and `row` (a JSON object) for $1 = the person, with `k > $2`, ordered by k, `LIMIT $3`. The key
 * is a number, a uuid or text, never a date or time: pg turns those into the server's local time,
 * so the next batch would start from another day.
 */
interface Keyset {
  sql: string;
  /** A key below every real one. */
  start: string | number;
}

const CHALLENGE = `(SELECT c.name FROM challenges c WHERE c.id = t.challenge_id)`;
const MEDITATION = `(SELECT m.name FROM meditations m WHERE m.id = t.meditation_id)`;

/** to_jsonb of the row, without the columns that only repeat the person or are secrets. */
const row = (table: string, extra = '', hidden: string[] = []) =>
  `SELECT t.id AS k, (to_jsonb(t) - 'user_id' ${hidden.map((c) => `- '${c}'`).join(' ')})${extra} AS row
     FROM ${table} t WHERE t.user_id = $1 AND t.id > $2 ORDER BY t.id LIMIT $3`;

const LISTS = {
  rituals: { sql: row('rituals'), start: 0 },
  ritualReflections: {
    sql: `SELECT t.id AS k, jsonb_build_object('tipo', 'Ritual Diario', 'fecha', t.date, 'titulo', t.journal_title,
            'pregunta', t.journal_prompt, 'reflexion', t.journal_entry, 'archivada', t.archived,
            'creada', t.created_at, 'actualizada', t.updated_at) AS row
            FROM rituals t WHERE t.user_id = $1 AND t.journal_entry IS NOT NULL AND t.id > $2 ORDER BY t.id LIMIT $3`,
    start: 0,
  },
  challengeReflections: {
    sql: `SELECT t.id AS k, jsonb_build_object('tipo', 'Retos', 'reto', ${CHALLENGE},
            'dia', (SELECT d.day_number FROM challenge_days d WHERE d.id = t.day_id), 'seccion', t.section_number,
            'pregunta', t.prompt, 'reflexion', t.response, 'archivada', t.archived, 'creada', t.created_at) AS row
            FROM challenge_journal_entries t WHERE t.user_id = $1 AND t.id > $2 ORDER BY t.id LIMIT $3`,
    start: 0,
  },
  morningPages: { sql: row('morning_pages'), start: 0 },
  challengeProgress: {
    sql: row('user_challenge_progress', ` || jsonb_build_object('reto', ${CHALLENGE})`),
    start: 0,
  },
  challengeSections: {
    sql: row(
      'challenge_section_completions',
      ` || jsonb_build_object('reto', ${CHALLENGE}, 'dia', (SELECT d.day_number FROM challenge_days d WHERE d.id = t.day_id))`,
    ),
    start: 0,
  },
  meditations: {
    sql: row('user_meditations', ` || jsonb_build_object('meditacion', ${MEDITATION})`),
    start: 0,
  },
  chatMessages: { sql: row('chat_messages', '', ['client_id']), start: 0 },
  chatLikes: {
    sql: `SELECT t.message_id AS k, jsonb_build_object('mensaje', t.message_id, 'tipo', t.reaction_type,
            'fecha', t.created_at) AS row
            FROM chat_reactions t WHERE t.user_id = $1 AND t.message_id > $2 ORDER BY t.message_id LIMIT $3`,
    start: 0,
  },
  practiceSessions: {
    sql: `SELECT t.id AS k, (to_jsonb(t) - 'user_id') || jsonb_build_object('meditacion', ${MEDITATION}) AS row
            FROM practice_sessions t WHERE t.user_id = $1 AND t.id > $2::uuid ORDER BY t.id LIMIT $3`,
    start: '00000000-0000-0000-0000-000000000000',
  },
  listening: {
    // The key as text in byte order: the table's key is (kind, item), so both make one key.
    sql: `SELECT k, row FROM (
            SELECT (t.kind || ':' || lpad(t.item_id::text, 10, '0')) COLLATE "C" AS k,
                   jsonb_build_object(
                     'tipo', CASE t.kind WHEN 'meditation' THEN 'Meditación' ELSE 'Angel Monday' END,
                     'titulo', CASE t.kind
                       WHEN 'meditation' THEN (SELECT m.name FROM meditations m WHERE m.id = t.item_id)
                       ELSE (SELECT a.title FROM angel_mondays a WHERE a.id = t.item_id) END,
                     'posicion_en_segundos', t.position_seconds, 'duracion_en_segundos', t.duration_seconds,
                     'actualizado', t.updated_at) AS row
              FROM listening_positions t WHERE t.user_id = $1) l
            WHERE k > $2 ORDER BY k LIMIT $3`,
    start: '',
  },
  oracleDraws: {
    sql: row(
      'oracle_draws',
      ` || jsonb_build_object('carta', (SELECT c.name FROM oracle_cards c WHERE c.id = t.oracle_card_id))`,
    ),
    start: 0,
  },
  practiceDays: {
    // The key as text: pg reads a date as local midnight, which is the day before east of UTC.
    sql: `SELECT t.day::text AS k, to_jsonb(t) - 'user_id' AS row
            FROM practice_days t WHERE t.user_id = $1 AND t.day > $2::date ORDER BY t.day LIMIT $3`,
    start: '0001-01-01',
  },
  emailsSent: {
    sql: `SELECT t.id AS k, jsonb_build_object('para', t.to_email, 'tipo', t.email_type, 'plantilla', t.template_used,
            'estado', t.state, 'resultado', t.status, 'creado', t.created_at, 'enviado', t.sent_at,
            'abierto', t.opened_at, 'aperturas', t.open_count, 'clics', t.click_count) AS row
            FROM email_logs t WHERE (t.user_id = $1 OR lower(t.to_email) = lower((SELECT email FROM users WHERE id = $1)))
             AND t.id > $2 ORDER BY t.id LIMIT $3`,
    start: 0,
  },
  adminActions: {
    sql: `SELECT t.id AS k, jsonb_build_object('accion', t.action, 'tipo', t.entity_type, 'elemento', t.entity_id,
            'nombre', t.entity_name, 'fecha', t.created_at, 'direccion_ip', t.ip_address,
            'navegador', t.user_agent) AS row
            FROM admin_audit_log t WHERE t.user_id = $1 AND t.id > $2 ORDER BY t.id LIMIT $3`,
    start: 0,
  },
} satisfies Record<string, Keyset>;

const PROFILE = `
  SELECT jsonb_build_object(
    'nombre', first_name, 'apellidos', last_name, 'email', email, 'rol', role,
    'email_verificado', email_verified_at, 'idioma', language, 'zona_horaria', timezone,
    'mi_dia_termina_a_las', day_ends_at,
    'dia_abierto_tras_un_cambio', CASE WHEN practice_day_hold_day IS NULL THEN NULL
      ELSE jsonb_build_object('dia', practice_day_hold_day, 'hasta', practice_day_hold_until) END,
    'acepta_notificaciones', notification_opt_in, 'ultimo_acceso', last_login_at,
    'suscripcion', jsonb_build_object('estado', subscription_status, 'plan', subscription_plan,
      'fin_de_la_prueba', trial_ends_at, 'fin_del_acceso', subscription_ends_at,
      'cuenta_anterior', is_legacy_user, 'plataforma_anterior', legacy_payment_platform),
    'creado', created_at, 'actualizado', updated_at) AS row
  FROM users WHERE id = $1`;

/** The person's data, read straight from each context's tables (this context only reads them). */
@Injectable()
export class SqlPersonalDataReader extends PersonalDataReader {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  private batches(list: Keyset, userId: string): () => AsyncIterable<unknown> {
    const db = this.db;
    return async function* () {
      let after: unknown = list.start;
      for (;;) {
        const rows: Array<{ k: unknown; row: unknown }> = await db.query(list.sql, [userId, after, BATCH]);
        for (const r of rows) yield r.row;
        const last = rows.at(-1);
        if (!last || rows.length < BATCH) return;
        after = last.k;
      }
    };
  }

  private one(sql: string, userId: string): () => AsyncIterable<unknown> {
    const db = this.db;
    return async function* () {
      const rows: Array<{ row: unknown }> = await db.query(sql, [userId]);
      for (const r of rows) yield r.row;
    };
  }

  sectionsOf(userId: string): PersonalDataSection[] {
    const list = (key: keyof typeof LISTS) => this.batches(LISTS[key], userId);
    return [
      {
        file: 'perfil.json',
        description:
          'tu perfil: nombre, email, rol, zona horaria, idioma, fechas de alta y de último acceso, y el estado, plan y fechas de tu suscripción.',
        content: { shape: 'record', rows: this.one(PROFILE, userId) },
      },
      {
        file: 'rituales.json',
        description:
          'cada ritual diario: fecha, intención, duración, estilo, meditación y si lo completaste.',
        content: { shape: 'list', rows: list('rituals') },
      },
      {
        file: 'reflexiones.json',
        description:
          'tus reflexiones del ritual diario (tipo "Ritual Diario") y de los retos (tipo "Retos").',
        content: {
          shape: 'groups',
          groups: [
            { key: 'ritual_diario', rows: list('ritualReflections') },
            { key: 'retos', rows: list('challengeReflections') },
          ],
        },
      },
      {
        file: 'paginas-matutinas.json',
        description: 'tus páginas matutinas, con su texto y sus fechas.',
        content: { shape: 'list', rows: list('morningPages') },
      },
      {
        file: 'retos.json',
        description:
          'tu progreso en cada reto (días completados, fechas) y cada sección que marcaste como hecha.',
        content: {
          shape: 'groups',
          groups: [
            { key: 'progreso', rows: list('challengeProgress') },
            { key: 'secciones_completadas', rows: list('challengeSections') },
          ],
        },
      },
      {
        file: 'favoritos.json',
        description:
          'las meditaciones que marcaste como favoritas, completaste o valoraste (campo "favorite" = true para las favoritas).',
        content: { shape: 'list', rows: list('meditations') },
      },
      {
        file: 'chat.json',
        description:
          'los mensajes que escribiste en el chat de la comunidad y los mensajes a los que diste "me gusta".',
        content: {
          shape: 'groups',
          groups: [
            { key: 'mensajes', rows: list('chatMessages') },
            { key: 'me_gusta', rows: list('chatLikes') },
          ],
        },
      },
      {
        file: 'sesiones-de-practica.json',
        description: 'cada sesión de práctica registrada: meditación, inicio, fin y segundos.',
        content: { shape: 'list', rows: list('practiceSessions') },
      },
      {
        file: 'escuchando.json',
        description:
          'por dónde vas en cada meditación o Angel Monday que dejaste a medias («Continuar escuchando»): segundo, duración y cuándo.',
        content: { shape: 'list', rows: list('listening') },
      },
      {
        file: 'meta-semanal.json',
        description: 'tu meta semanal: minutos o días de práctica por semana, y cuándo la cambiaste.',
        content: {
          shape: 'record',
          rows: this.one(
            `SELECT jsonb_build_object('medida', CASE t.kind WHEN 'minutes' THEN 'minutos' ELSE 'días' END,
               'objetivo', t.target, 'actualizada', t.updated_at) AS row
               FROM weekly_goals t WHERE t.user_id = $1`,
            userId,
          ),
        },
      },
      {
        file: 'que-te-trae.json',
        description: 'tus respuestas a «¿Qué te trae a Inhala?» y cuándo las diste.',
        content: {
          shape: 'record',
          rows: this.one(
            `SELECT jsonb_build_object(
               'respuestas', COALESCE((SELECT jsonb_agg(${INTENT_LABELS} ->> k ORDER BY n)
                                 FROM unnest(t.intents) WITH ORDINALITY AS u(k, n)), '[]'),
               'respondido', t.answered_at) AS row
               FROM practice_intents t WHERE t.user_id = $1`,
            userId,
          ),
        },
      },
      {
        file: 'preferencias-de-email.json',
        description:
          'qué emails quieres recibir (novedades, Lunes de Ángeles, recordatorios) y la hora del recordatorio.',
        content: {
          shape: 'record',
          rows: this.one(
            `SELECT to_jsonb(t) - 'user_id' AS row FROM email_preferences t WHERE t.user_id = $1`,
            userId,
          ),
        },
      },
      {
        file: 'racha.json',
        description:
          'tu racha y tu planta (racha actual y más larga, etapa de la planta) y cada día en que practicaste.',
        content: {
          shape: 'groups',
          groups: [
            {
              key: 'racha',
              rows: this.one(
                `SELECT to_jsonb(t) - 'user_id' AS row FROM streaks t WHERE t.user_id = $1`,
                userId,
              ),
            },
            { key: 'dias_de_practica', rows: list('practiceDays') },
          ],
        },
      },
      {
        file: 'cartas-del-oraculo.json',
        description: 'las cartas del oráculo que sacaste, con la fecha y dónde (inicio o ritual).',
        content: { shape: 'list', rows: list('oracleDraws') },
      },
      {
        file: 'emails-enviados.json',
        description:
          'los emails que te enviamos o tenemos pendientes de enviarte: tipo, fechas, aperturas y clics.',
        content: { shape: 'list', rows: list('emailsSent') },
      },
      {
        file: 'acciones-de-administracion.json',
        description:
          'solo para cuentas de administración: los cambios que hiciste en los contenidos (vacío en las demás cuentas).',
        content: { shape: 'list', rows: list('adminActions') },
      },
    ];
  }
}
