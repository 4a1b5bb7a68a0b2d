import type pg from "pg";
import { CATEGORY_IDS, LEGAL_TERMS, NEIGHBORHOODS, type CategoryId } from "../domain";

export interface SeedOptions {
  reports: number;
  /** Citizens who file them; default one per 40 reports (at least 10). */
  users?: number;
  /** Same seed, same data (PostgreSQL's setseed), so benchmark runs compare like with like. */
  seed?: number;
  /** Reports per transaction. */
  batchSize?: number;
}

export interface SeedResult {
  reports: number;
  users: number;
  statusChanges: number;
  votes: number;
  comments: number;
}

const FIRST_NAMES = [
  "Carlos",
  "María",
  "Luis",
  "Ana",
  "Jorge",
  "Paola",
  "Andrés",
  "Diana",
  "Camilo",
  "Laura",
];
const LAST_NAMES = ["Pérez", "Gómez", "Rodríguez", "Martínez", "Díaz", "Torres", "Castro", "Rojas"];
const COMMENTS = [
  "Confirmo, pasé por ahí esta mañana y sigue igual.",
  "Esto lleva semanas así, ojalá lo arreglen pronto.",
  "Ya lo reportamos en la junta de acción comunal.",
  "Por la noche es peligroso, hay que tener cuidado.",
  "Gracias por reportarlo, a mí también me afecta.",
  "Hoy vinieron a revisar, pero no hicieron nada.",
];
/** Two descriptions per category, so that a seeded report reads like one of its kind. */
const DESCRIPTIONS: Record<CategoryId, [string, string]> = {
  seguridad: [
    "Robos frecuentes en la esquina al caer la tarde, ya van tres esta semana.",
    "Motos sin placa rondando la cuadra por la noche.",
  ],
  ruido: [
    "Música a todo volumen hasta la madrugada todos los fines de semana.",
    "Un taller trabaja con pulidora desde las cinco de la mañana.",
  ],
  movilidad: [
    "Semáforo dañado en el cruce, hay trancones en la hora pico.",
    "Carros parqueados sobre la cicloruta todo el día.",
  ],
  arroyos: [
    "El arroyo se desborda cuando llueve y arrastra todo lo que encuentra.",
    "La canalización del arroyo está llena de basura y escombros.",
  ],
  aseo: [
    "Basura acumulada en la esquina, no ha pasado el carro recolector.",
    "Botan escombros en el lote vacío de la cuadra.",
  ],
  "espacio-publico": [
    "Un negocio ocupa todo el andén con mesas y sillas.",
    "Andén roto frente a la tienda, la gente camina por la calle.",
  ],
  iluminacion: [
    "Poste sin luz desde hace varias semanas, la cuadra queda a oscuras.",
    "La luminaria del parque prende y apaga toda la noche.",
  ],
  vias: [
    "Hueco grande en la vía, los carros se meten al andén para esquivarlo.",
    "El pavimento se está hundiendo frente a la entrada del conjunto.",
  ],
  "zonas-verdes": [
    "Árbol caído que bloquea parte del andén.",
    "El pasto del parque no lo cortan hace meses.",
  ],
  "medio-ambiente": [
    "Queman basura en el lote de al lado y el humo entra a las casas.",
    "Vierten aguas negras a la calle desde una vivienda.",
  ],
  animales: [
    "Perros callejeros heridos cerca del parque.",
    "Hay ratas saliendo de la alcantarilla de la esquina.",
  ],
};

/**
 * Realistic reports for benchmarks and manual tests: filing dates over the last two years (more of
 * them recent), every barrio and category with uneven weights (as real demand is), severities mostly
 * middling, statuses by age (old reports mostly resolved, within 0–60 days), map points near the
 * barrio's centroid, 60 % anonymous, and each report's history (creation, then staff changes).
 * Written with INSERT … SELECT in batches, so a million reports take about a minute.
 */
export async function seedReports(pool: pg.Pool, options: SeedOptions): Promise<SeedResult> {
  const users = options.users ?? Math.max(10, Math.ceil(options.reports / 40));
  const client = await pool.connect();
  try {
    await client.query("SELECT setseed($1)", [((options.seed ?? 1) % 1000) / 1000]);
    const run = `${Date.now().toString(36)}`;
    await client.query(
      `INSERT INTO app_user (id, role, email, first_name, last_name, active, created_at, updated_at)
       VALUES ('seed-staff', 'super_admin', 'personal@seed.reporta.example', 'Personal', 'Alcaldía', true, now(), now())
       ON CONFLICT (id) DO NOTHING`,
    );
    await client.query(
      `INSERT INTO app_user (id, role, email, first_name, last_name, cedula_hash, cedula_last3, active,
                             created_at, updated_at)
       SELECT 'seed-' || $1 || '-' || i, 'citizen', 'vecino-' || $1 || '-' || i || '@seed.reporta.example',
              ($2::text[])[1 + i % cardinality($2::text[])], ($3::text[])[1 + i % cardinality($3::text[])],
              encode(sha256(('seed-' || $1 || '-' || i)::bytea), 'hex'), lpad((i % 1000)::text, 3, '0'),
              true, now() - interval '800 days', now()
         FROM generate_series(1, $4::int) AS i`,
      [run, FIRST_NAMES, LAST_NAMES, users],
    );
    const neighbourhoods = NEIGHBORHOODS.map((n) => n.slug);
    const lats = NEIGHBORHOODS.map((n) => n.centroid?.lat ?? null);
    const lngs = NEIGHBORHOODS.map((n) => n.centroid?.lng ?? null);
    const { rows: before } = await client.query<{ filed: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM report) AS filed",
    );
    let statusChanges = 0;
    let votes = 0;
    let comments = 0;
    const batchSize = options.batchSize ?? 50_000;
    for (let done = 0; done < options.reports; done += batchSize) {
      const size = Math.min(batchSize, options.reports - done);
      await client.query("BEGIN");
      // Each batch takes the next slice of the age distribution, oldest first, so that reports are
      // inserted in filing order and the trigger numbers them as a locality would.
      await client.query(
        `CREATE TEMP TABLE seeded ON COMMIT DROP AS
         SELECT gen_random_uuid() AS id,
                1 + floor(power(random(), 1.6) * $1::int)::int AS nb,
                1 + floor(power(random(), 1.4) * $2::int)::int AS cat,
                'seed-' || $3 || '-' || (1 + floor(random() * $4::int)::int) AS author,
                now() - make_interval(secs => 730 * 86400 * power($6::float8 + random() * $7::float8, 1.5)) AS created_at,
                random() AS fate, random() AS speed, random() AS noise
           FROM generate_series(1, $5::int)`,
        [
          neighbourhoods.length,
          CATEGORY_IDS.length,
          run,
          users,
          size,
          1 - (done + size) / options.reports,
          size / options.reports,
        ],
      );
      // Creation (by nobody: it would name an anonymous author), then staff moves.
      const history = await client.query(
        `WITH inserted AS (
           INSERT INTO report (id, category_id, author_id, neighborhood, address, description, severity,
                               latitude, longitude, anonymous, allow_contact, photo_ids, status,
                               created_at, updated_at, first_resolved_at)
           SELECT s.id, ($1::text[])[s.cat], s.author, ($2::text[])[s.nb],
                  CASE WHEN s.noise < 0.7 THEN 'Calle ' || (70 + floor(s.noise * 40)::int) || ' # '
                       || (50 + floor(s.speed * 30)::int) || '-' || (1 + floor(s.fate * 90)::int) END,
                  CASE WHEN s.noise > 0.2 THEN ($3::text[])[s.cat][1 + floor(s.noise * 2)::int] END,
                  LEAST(5, GREATEST(1, round(3 + (s.noise - 0.5) * 2.5 + (s.speed - 0.5))))::smallint,
                  CASE WHEN s.noise < 0.8 THEN ($4::float8[])[s.nb] + (s.speed - 0.5) * 0.006 END,
                  CASE WHEN s.noise < 0.8 THEN ($5::float8[])[s.nb] + (s.fate - 0.5) * 0.006 END,
                  s.noise < 0.6, s.speed < 0.3, '{}',
                  t.status, s.created_at, COALESCE(t.resolved_at, s.created_at), t.resolved_at
             FROM seeded s,
                  LATERAL (SELECT extract(epoch FROM now() - s.created_at) / 86400 AS age_days) a,
                  LATERAL (SELECT CASE
                      WHEN s.fate < LEAST(0.9, a.age_days / 45) THEN 'resuelto'
                      WHEN s.fate < LEAST(0.97, a.age_days / 20) THEN 'en_gestion'
                      ELSE 'recibido' END AS status) st,
                  LATERAL (SELECT st.status,
                      CASE WHEN st.status = 'resuelto' THEN LEAST(now(),
                        s.created_at + make_interval(secs => 86400 * (0.2 + 60 * power(s.speed, 2))))
                      END AS resolved_at) t
            ORDER BY s.created_at
           RETURNING id, status, created_at, first_resolved_at)
         INSERT INTO report_status_change (id, report_id, changed_by_id, from_status, to_status, changed_at)
         SELECT gen_random_uuid(), id, NULL, NULL, 'recibido', created_at FROM inserted
         UNION ALL
         SELECT gen_random_uuid(), id, 'seed-staff', 'recibido', 'en_gestion',
                created_at + (COALESCE(first_resolved_at, now()) - created_at) / 3
           FROM inserted WHERE status IN ('en_gestion', 'resuelto')
         UNION ALL
         SELECT gen_random_uuid(), id, 'seed-staff', 'en_gestion', 'resuelto', first_resolved_at
           FROM inserted WHERE status = 'resuelto'`,
        [CATEGORY_IDS, neighbourhoods, CATEGORY_IDS.map((id) => DESCRIPTIONS[id]), lats, lngs],
      );
      statusChanges += history.rowCount ?? 0;
      // Staff's texts, as a locality writes them (docs/staff.md#updates-messages-and-notes): the answer
      // when work starts, an internal note for the crew now and then, the public update that resolves.
      await client.query(
        `INSERT INTO report_update (id, report_id, kind, author_id, body, is_answer, status_change_id, created_at)
         SELECT gen_random_uuid(), c.report_id, u.kind, 'seed-staff', u.body, u.is_answer, c.id, c.changed_at
           FROM report_status_change c JOIN seeded s ON s.id = c.report_id
           CROSS JOIN LATERAL (VALUES
             ('public_update', 'Una cuadrilla revisará el sitio en los próximos días hábiles.', true, 'en_gestion', 1.0),
             ('internal_note', 'Pedir material a bodega antes de la visita.', false, 'en_gestion', 0.3),
             ('public_update', 'Atendido por la cuadrilla.', false, 'resuelto', 1.0)
           ) AS u(kind, body, is_answer, to_status, share)
          WHERE c.to_status = u.to_status AND s.noise < u.share`,
      );
      statusChanges += await seedLegalClock(client);
      const community = await seedCommunity(client, run, users);
      votes += community.votes;
      comments += community.comments;
      await client.query("COMMIT");
    }
    await seedStaffWork(client);
    // Radicados in filing order, as a real locality's are (docs/legal-clock.md#radicado). Into an empty
    // table the seed inserts in that order already; beside reports filed before it, the numbers are
    // reassigned once (two passes over every row: minutes on a million).
    if (before[0]!.filed) await client.query("SELECT renumber_radicados()");
    await client.query(
      `UPDATE report d SET duplicate_of_radicado = o.radicado
         FROM report o WHERE o.id = d.duplicate_of_id AND d.duplicate_of_radicado IS DISTINCT FROM o.radicado`,
    );
    // As a locality's tables are once autovacuum has passed: planner statistics, and the visibility
    // map set, so that reads from an index alone (docs/nearby.md#the-query) do not visit the table.
    await client.query("VACUUM (ANALYZE) report, report_status_change, app_user, report_vote, comment");
    return { reports: options.reports, users, statusChanges, votes, comments };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * The batch in `seeded` as the legal clock left it (docs/legal-clock.md): the answer met the term when it
 * was written; about 1 in 4 of the reports answered late or not at all had their term extended a few days
 * before it ended; some resolved reports were reopened (a new term from then, unanswered), and some new
 * ones were closed as duplicates of an older report of the same category and barrio, or transferred to
 * the entity in charge (late ones flagged, docs/legal-clock.md#statuses).
 */
async function seedLegalClock(client: pg.PoolClient) {
  await client.query(
    `UPDATE report r SET answered_at = a.at
       FROM (SELECT u.report_id, min(u.created_at) AS at FROM report_update u JOIN seeded s ON s.id = u.report_id
              WHERE u.is_answer GROUP BY u.report_id) a
      WHERE r.id = a.report_id`,
  );
  await client.query(
    `UPDATE report r SET original_due_at = r.due_at, extended_at = r.due_at - interval '3 days',
            extension_reason = 'Se necesita una visita técnica antes de definir la solución.',
            due_at = term_end(r.due_at, ${LEGAL_TERMS.maxExtensionBusinessDays})
       FROM seeded s
      WHERE s.id = r.id AND (r.answered_at IS NULL OR r.answered_at > r.due_at)
        AND r.due_at - interval '3 days' > r.created_at AND r.due_at - interval '3 days' < now()
        AND floor(s.noise * 1000)::int % 4 < 1`,
  );
  const reopened = await client.query(
    `WITH chosen AS (
       SELECT r.id, r.first_resolved_at + make_interval(secs => 86400 * (2 + 10 * s.speed)) AS at
         FROM report r JOIN seeded s ON s.id = r.id
        WHERE r.status = 'resuelto' AND floor(s.fate * 1000)::int % 25 < 1
          AND r.first_resolved_at + make_interval(secs => 86400 * (2 + 10 * s.speed)) < now()),
     moved AS (
       UPDATE report r SET status = 'reabierto', updated_at = c.at, resolution_reopened_at = c.at,
              due_at = term_end(c.at, ${LEGAL_TERMS.answerBusinessDays}),
              answered_at = NULL, original_due_at = NULL, extended_at = NULL, extension_reason = NULL
         FROM chosen c WHERE c.id = r.id RETURNING r.id, c.at)
     INSERT INTO report_status_change (id, report_id, changed_by_id, from_status, to_status, changed_at)
     SELECT gen_random_uuid(), id, 'seed-staff', 'resuelto', 'reabierto', at FROM moved`,
  );
  const closed = await client.query(
    `WITH chosen AS (
       SELECT r.id, r.status AS from_status, l.at + make_interval(secs => 86400 * (1 + 9 * s.speed)) AS at,
              CASE WHEN floor(s.fate * 1000)::int % 50 < 1 THEN 'duplicado' ELSE 'trasladado' END AS to_status,
              (SELECT o.id FROM report o
                WHERE o.category_id = r.category_id AND o.neighborhood = r.neighborhood
                  AND o.created_at < r.created_at AND o.status IN ('recibido', 'en_gestion', 'reabierto', 'resuelto')
                  AND NOT EXISTS (SELECT 1 FROM seeded so WHERE so.id = o.id AND floor(so.fate * 1000)::int % 50 < 2)
                ORDER BY o.created_at DESC LIMIT 1) AS original_id
         FROM report r JOIN seeded s ON s.id = r.id,
              LATERAL (SELECT max(changed_at) AS at FROM report_status_change WHERE report_id = r.id) l
        WHERE r.status IN ('recibido', 'en_gestion') AND floor(s.fate * 1000)::int % 50 < 2
          AND l.at + make_interval(secs => 86400 * (1 + 9 * s.speed)) < now()),
     moved AS (
       UPDATE report r SET status = c.to_status, updated_at = c.at,
              duplicate_of_id = CASE WHEN c.to_status = 'duplicado' THEN c.original_id END,
              transferred_to = CASE WHEN c.to_status = 'trasladado' THEN
                CASE r.category_id WHEN 'arroyos' THEN 'Empresa de acueducto y alcantarillado'
                     WHEN 'iluminacion' THEN 'Empresa de energía'
                     ELSE 'Policía Metropolitana de Barranquilla' END END,
              transferred_late = CASE WHEN c.to_status = 'trasladado' THEN c.at > term_end(r.created_at, ${LEGAL_TERMS.transferBusinessDays}) END
         FROM chosen c
        WHERE c.id = r.id AND (c.to_status = 'trasladado' OR c.original_id IS NOT NULL)
        RETURNING r.id, c.from_status, c.to_status, c.at)
     INSERT INTO report_status_change (id, report_id, changed_by_id, from_status, to_status, changed_at)
     SELECT gen_random_uuid(), id, 'seed-staff', from_status, to_status, at FROM moved`,
  );
  return (reopened.rowCount ?? 0) + (closed.rowCount ?? 0);
}

/**
 * Who works the reports (docs/staff.md#dependencias): two funcionarios per internal dependencia (the
 * reports were routed by `route_report` as they were inserted), and the reports in progress assigned to
 * one of their dependencia's funcionarios. Running the seed again adds no one twice.
 */
async function seedStaffWork(client: pg.PoolClient) {
  await client.query(
    `INSERT INTO app_user (id, role, email, first_name, last_name, active, created_at, updated_at)
     SELECT 'seed-staff-' || substr(md5(d.name), 1, 8) || '-' || k, 'staff',
            'funcionario-' || substr(md5(d.name), 1, 8) || '-' || k || '@seed.reporta.example',
            ($1::text[])[1 + (abs(hashtext(d.name)) + k) % cardinality($1::text[])],
            ($2::text[])[1 + (abs(hashtext(d.name)) + 3 * k) % cardinality($2::text[])],
            true, now() - interval '800 days', now()
       FROM dependencia d, generate_series(1, 2) AS k
      WHERE d.active AND NOT d.external
     ON CONFLICT (id) DO NOTHING`,
    [FIRST_NAMES, LAST_NAMES],
  );
  await client.query(
    `INSERT INTO staff_membership (user_id, dependencia_id)
     SELECT 'seed-staff-' || substr(md5(d.name), 1, 8) || '-' || k, d.id
       FROM dependencia d, generate_series(1, 2) AS k
      WHERE d.active AND NOT d.external
     ON CONFLICT DO NOTHING`,
  );
  await client.query(
    `UPDATE report r SET assignee_id = 'seed-staff-' || substr(md5(d.name), 1, 8) || '-' || (1 + abs(hashtext(r.id::text)) % 2)
       FROM dependencia d
      WHERE d.id = r.dependencia_id AND NOT d.external AND r.assignee_id IS NULL
        AND r.status IN ('en_gestion', 'reabierto')`,
  );
}

/**
 * Support and comments for the batch in `seeded`, as a community has them: most reports 0–5 votes
 * (most of them none), about 1 in 100 popular (20–200); 0–3 comments, a quarter of them answered. Voters
 * and commenters are this run's citizens, distinct per report. Counts are set from the rows.
 */
async function seedCommunity(client: pg.PoolClient, run: string, users: number) {
  const voted = await client.query(
    `INSERT INTO report_vote (report_id, user_id, created_at)
     SELECT p.id, 'seed-' || $1 || '-' || (1 + (p.start + g) % $2::int),
            LEAST(now(), p.created_at + make_interval(secs => 1800 * (g + 1)))
       FROM (SELECT id, created_at, floor(random() * $2::int)::int AS start,
                    CASE WHEN random() < 0.01 THEN 20 + floor(random() * 180)::int
                         ELSE floor(power(random(), 2.5) * 6)::int END AS k
               FROM seeded) p,
            generate_series(0, LEAST(p.k, $2::int) - 1) AS g
     ON CONFLICT DO NOTHING`,
    [run, users],
  );
  const commented = await client.query(
    `INSERT INTO comment (id, report_id, parent_id, author_id, content, likes_count, created_at)
     SELECT gen_random_uuid(), p.id, NULL, 'seed-' || $1 || '-' || (1 + (p.start + 7 * g) % $2::int),
            ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int], 0,
            LEAST(now(), p.created_at + make_interval(secs => 7200 * (g + 1)))
       FROM (SELECT id, created_at, floor(random() * $2::int)::int AS start,
                    floor(power(random(), 3) * 4)::int AS k FROM seeded) p,
            generate_series(0, p.k - 1) AS g`,
    [run, users, COMMENTS],
  );
  const replied = await client.query(
    `INSERT INTO comment (id, report_id, parent_id, author_id, content, likes_count, created_at)
     SELECT gen_random_uuid(), c.report_id, c.id, 'seed-' || $1 || '-' || (1 + floor(random() * $2::int)::int),
            ($3::text[])[1 + floor(random() * cardinality($3::text[]))::int], 0,
            LEAST(now(), c.created_at + interval '3 hours')
       FROM comment c JOIN seeded s ON s.id = c.report_id
      WHERE c.parent_id IS NULL AND random() < 0.25`,
    [run, users, COMMENTS],
  );
  await client.query(
    `UPDATE report r SET votes_count = (SELECT count(*) FROM report_vote v WHERE v.report_id = r.id),
                         comments_count = (SELECT count(*) FROM comment c WHERE c.report_id = r.id)
      WHERE r.id IN (SELECT id FROM seeded)`,
  );
  // Seeded terms that ended long ago were marked and warned at their time, as the due-date job would
  // have done (docs/legal-clock.md#the-overdue-job): its first run must not warn staff of each of them.
  await client.query(
    `UPDATE report SET overdue_at = due_at, warned_soon_at = due_at
      WHERE id IN (SELECT id FROM seeded) AND due_at < now() AND answered_at IS NULL
        AND status IN ('recibido', 'en_gestion', 'reabierto')`,
  );
  return { votes: voted.rowCount ?? 0, comments: (commented.rowCount ?? 0) + (replied.rowCount ?? 0) };
}
