import "reflect-metadata";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildGraphQLSchema, printSortedSchema } from "../server/schema";

const target = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../schema.graphql");
await writeFile(target, printSortedSchema(await buildGraphQLSchema()));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
