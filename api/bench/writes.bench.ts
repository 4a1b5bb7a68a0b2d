import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { LIMITS } from "../src/domain";
import { processPhoto } from "../src/modules/photo/photo.processor";
import { throughputRow, type Bench } from "./harness";

const REPORT = {
  categoryId: "vias",
  neighborhood: "altamira",
  severity: 3,
  address: "Calle 84 # 51B-20",
  location: { lat: 11.0061, lng: -74.8231 },
  anonymous: false,
  allowContact: false,
};

/** The rows createReport writes, by hand in one transaction: the report and its first history entry. */
const BARE_INSERT_REPORT = `INSERT INTO report (id, category_id, author_id, neighborhood, address, description, severity,
  latitude, longitude, anonymous, allow_contact, photo_ids, status, created_at, updated_at)
  VALUES ($1, 'vias', 'test-citizen', 'altamira', 'Calle 84 # 51B-20', $2, 3, 11.0061, -74.8231, false, false,
          '{}', 'recibido', now(), now())`;
const BARE_INSERT_HISTORY = `INSERT INTO report_status_change (id, report_id, changed_by_id, from_status, to_status, changed_at)
  VALUES ($1, $2, NULL, NULL, 'recibido', now())`;

/** A phone photo as the form sends it after compressing it in the browser: about 2,000 px wide. */
async function phonePhoto(): Promise<Buffer> {
  const { width, height } = { width: 2048, height: 1536 };
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 24 },
    },
  })
    .blur(1.5)
    .jpeg({ quality: 85 })
    .toBuffer();
  return noise;
}

/**
 * The write paths: filing a report through the API (validation, idempotency, budget, history, statistics
 * counts, live announcement) next to a bare INSERT of the same two rows in one transaction (the
 * statistics triggers fire for both); and a photo's processing (checks, display copy, thumbnail) next to
 * one bare sharp resize of the same bytes. The resident's hourly budget would stop the first after 20
 * reports: the run empties it as it goes (the rate_limit rows of `reports-user:`).
 */
const bench: Bench = {
  title: "Writes: filing reports (1 resident, 8 concurrent callers) and processing photos (2 at a time)",
  async run({ pool, measure, signIn }) {
    const resident = await signIn("test-citizen");
    const refill = setInterval(() => {
      void pool.query("DELETE FROM rate_limit WHERE key LIKE 'reports-user:%'");
    }, 100);
    let filed = 0;
    let created: Awaited<ReturnType<typeof measure>>;
    try {
      created = await measure(async () => {
        const response = await resident.fetch("/api/reports", {
          method: "POST",
          headers: { "idempotency-key": randomUUID() },
          body: JSON.stringify({ ...REPORT, description: `Bache número ${++filed} frente al parque.` }),
        });
        if (response.status !== 201)
          throw new Error(`POST /api/reports: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      });
    } finally {
      clearInterval(refill);
    }
    let inserted = 0;
    const bare = await measure(async () => {
      const client = await pool.connect();
      try {
        const id = randomUUID();
        await client.query("BEGIN");
        await client.query(BARE_INSERT_REPORT, [id, `Bache número ${++inserted} frente al parque.`]);
        await client.query(BARE_INSERT_HISTORY, [randomUUID(), id]);
        await client.query("COMMIT");
      } finally {
        client.release();
      }
    });

    const photo = await phonePhoto();
    const photos = await measure(() => processPhoto(photo), { concurrency: 2 });
    const bareResize = await measure(
      () => sharp(photo).resize({ width: LIMITS.displayImageMaxWidth }).jpeg().toBuffer(),
      { concurrency: 2 },
    );
    return [
      throughputRow("POST /api/reports vs bare INSERT of its 2 rows (1 transaction)", created, bare),
      throughputRow(
        `processPhoto (${Math.round(photo.length / 1024)} KiB, 2048×1536) vs one bare sharp resize`,
        photos,
        bareResize,
      ),
    ];
  },
};
export default bench;
