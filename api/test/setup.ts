// TypeGraphQL and MikroORM decorators read Reflect metadata when the modules under test load.
import "reflect-metadata";
