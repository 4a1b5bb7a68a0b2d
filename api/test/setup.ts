// TypeGraphQL and MikroORM decorators read Reflect metadata when the modules under test load.
import "reflect-metadata";
import { registerReactions } from "../src/server/reactions";

// Tests that call services directly (without starting a server) need the domain events' reactions.
registerReactions();
