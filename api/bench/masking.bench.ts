import { maskPersonalData } from "../src/domain";
import {
  format,
  medianRound,
  throughputRow,
  type Bench,
  type HttpRequest,
  type Measurement,
} from "./harness";

const PAGE = 12;
/** What residents write (docs/privacy-masking.md): a phone, an e-mail and a cédula in every text. */
const PERSONAL_DATA = " Llamar a Rosa al 300 765 4321 o rosa.vecina@gmail.com, C.C. 1.045.678.901.";
const ADDRESS_PHONE = ", portería 356 7890";

/**
 * What masking personal data costs the public reads (docs/privacy-masking.md): the community list's
 * first page and one report's page, every text of them carrying a phone, an e-mail and a cédula (the
 * worst case: text without a digit or "@" is not even looked at). The same read with masking on and
 * off is the same request by two signed-in viewers: a resident, who reads the texts masked, and staff,
 * who read them as written; both skip the signed-out page cache and run the same queries. They take
 * turns, three rounds each, and the median round of each is compared. The newest reports get the
 * personal data for the run and their own texts back afterwards.
 */
const bench: Bench = {
  title: "Masking personal data in public text (signed in, 8 concurrent callers)",
  async run({ pool, signIn, measureHttp }) {
    const { rows: newest } = await pool.query<{
      id: string;
      address: string | null;
      description: string | null;
    }>(`SELECT id, address, description FROM report ORDER BY created_at DESC, id DESC LIMIT ${PAGE}`);
    if (newest.length === 0) throw new Error("the masking benchmark needs seeded reports");
    const resident = await signIn("test-citizen");
    const staff = await signIn("test-admin");
    const reportId = newest[0]!.id;
    try {
      await pool.query(
        `UPDATE report SET description = left(coalesce(description, ''), 150) || $2,
                           address = coalesce(address, 'Calle 84 # 57-120') || $3
          WHERE id = ANY($1::uuid[])`,
        [newest.map((row) => row.id), PERSONAL_DATA, ADDRESS_PHONE],
      );
      const request = (url: string, cookie: string): HttpRequest => ({ url, headers: { cookie } });
      const list = `/api/public/reports?limit=${PAGE}`;
      const page = `/api/public/reports/${reportId}`;
      // What each viewer reads, checked before it is timed: masked for the resident, whole for staff.
      for (const url of [list, page]) {
        const masked = await (await resident.fetch(url)).text();
        const whole = await (await staff.fetch(url)).text();
        if (
          masked.includes("300 765 4321") ||
          !masked.includes("••• ••• ••••") ||
          !whole.includes("300 765 4321")
        )
          throw new Error(`${url}: the resident must read the texts masked and staff as written`);
      }
      const rounds = { listMasked: [], listWhole: [], pageMasked: [], pageWhole: [] } as Record<
        "listMasked" | "listWhole" | "pageMasked" | "pageWhole",
        Measurement[]
      >;
      for (let round = 0; round < 3; round++) {
        rounds.listWhole.push(await measureHttp(request(list, staff.cookie)));
        rounds.listMasked.push(await measureHttp(request(list, resident.cookie)));
        rounds.pageWhole.push(await measureHttp(request(page, staff.cookie)));
        rounds.pageMasked.push(await measureHttp(request(page, resident.cookie)));
      }
      // The masking alone, in this process, on the same page's texts, next to the app's time per list
      // request as written (one second over its throughput: the callers share one event loop).
      const { rows: texts } = await pool.query<{ address: string | null; description: string | null }>(
        "SELECT address, description FROM report WHERE id = ANY($1::uuid[])",
        [newest.map((row) => row.id)],
      );
      const maskPage = () =>
        texts.forEach((row) => [maskPersonalData(row.address), maskPersonalData(row.description)]);
      for (let i = 0; i < 200; i++) maskPage();
      const times = 2000;
      const started = process.hrtime.bigint();
      for (let i = 0; i < times; i++) maskPage();
      const maskMs = Number(process.hrtime.bigint() - started) / 1e6 / times;
      const listWhole = medianRound(rounds.listWhole, "perSecond");
      return [
        {
          figure: `maskPersonalData on the ${PAGE} cards' texts vs the app's time per list request as written`,
          value: format.ms(maskMs),
          baseline: format.ms(1000 / listWhole.perSecond),
          ratio: format.percent(maskMs, 1000 / listWhole.perSecond),
        },
        throughputRow(
          `GET ${list}, every text with personal data: masked vs as written (median of 3)`,
          medianRound(rounds.listMasked, "perSecond"),
          listWhole,
        ),
        throughputRow(
          "GET /api/public/reports/{id}, personal data in its text: masked vs as written (median of 3)",
          medianRound(rounds.pageMasked, "perSecond"),
          medianRound(rounds.pageWhole, "perSecond"),
        ),
      ];
    } finally {
      for (const row of newest)
        await pool.query("UPDATE report SET description = $2, address = $3 WHERE id = $1", [
          row.id,
          row.description,
          row.address,
        ]);
    }
  },
};
export default bench;
