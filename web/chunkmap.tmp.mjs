import fs from "node:fs";
import { SourceMapConsumer } from "source-map-js";
const file = process.argv[2];
const code = fs.readFileSync(file, "utf8");
const map = JSON.parse(fs.readFileSync(file + ".map", "utf8"));
const consumer = new SourceMapConsumer(map);
const lines = code.split("\n");
const sizes = {};
let prev = null;
consumer.eachMapping((m) => {
  const key = m.source ?? "?";
  if (prev) {
    const len = prev.gl === m.generatedLine ? m.generatedColumn - prev.gc : (lines[prev.gl-1].length - prev.gc);
    sizes[prev.key] = (sizes[prev.key] ?? 0) + len;
  }
  prev = { key, gl: m.generatedLine, gc: m.generatedColumn };
});
const pkg = {};
for (const [s, n] of Object.entries(sizes)) {
  const m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  const k = m ? m[1] : s.replace(/^.*\/src\//, "src/");
  const top = m ? k : "app:" + k.split("/").slice(0,2).join("/");
  pkg[top] = (pkg[top] ?? 0) + n;
}
for (const [k, n] of Object.entries(pkg).sort((a,b)=>b[1]-a[1]).slice(0,40)) console.log(n, k);
if (process.argv[3]) {
  const want = process.argv[3];
  const per = Object.entries(sizes).filter(([s]) => s.includes(want)).sort((a,b)=>b[1]-a[1]).slice(0,30);
  for (const [s,n] of per) console.log("  ", n, s.replace(/^.*node_modules\//, ""));
}
