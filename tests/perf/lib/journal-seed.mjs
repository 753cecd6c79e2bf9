// Journals of a given size, written straight into the database (PostgreSQL or the embedded PGlite).

/** Half morning pages, half ritual reflections, one a day going back; each about 1.7 KB. */
export const SEED_JOURNAL = `
  WITH pages AS (
    INSERT INTO morning_pages (user_id, content, title, created_at, updated_at)
    SELECT $1::uuid, 'Página ' || g || ': ' || repeat('escribo sin pensar, dejo que la mente se vacíe. ', 36),
           'Página ' || g, now() - g * interval '1 day' - interval '2 hours', now() - g * interval '1 day'
      FROM generate_series(1, $2::int / 2) g
    RETURNING 1)
  INSERT INTO rituals (user_id, date, intention, duration, style, meditation_name, journal_entry, created_at)
  SELECT $1::uuid, current_date - g, 'Calma', 10, 'Pasiva', 'Respiración consciente',
         'Reflexión ' || g || ': ' || repeat('hoy agradezco la calma de la mañana. ', 45), now() - g * interval '1 day'
    FROM generate_series(1, $2::int - $2::int / 2) g`;

/** A new subscriber through the API, so the journal is theirs: { id, sessionId }. */
export async function newSubscriber(url, tag) {
  const email = `bench.${tag}.${Date.now()}@inhala.test`;
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.9.${tag.length}.${Date.now() % 250}`,
    },
    body: JSON.stringify({ firstName: 'Lucía', lastName: 'Banco', email, password: 'respira-profundo' }),
  });
  if (res.status !== 201) throw new Error(`register ${res.status}`);
  const { sessionId, user } = await res.json();
  return { id: user.id, email, sessionId };
}

export const MAKE_CLIENT = `UPDATE users SET role = 'client', subscription_status = 'active', subscription_plan = 'yearly',
  subscription_ends_at = now() + interval '300 days' WHERE id = $1`;
