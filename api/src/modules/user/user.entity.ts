import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";
import type { Role } from "../../domain";

@Entity({ tableName: "app_user" })
@Unique({ properties: ["oidcIssuer", "oidcSubject"] })
export class User {
  [OptionalProps]?: "id" | "role" | "active" | "createdAt" | "updatedAt";

  @PrimaryKey({ type: "string", length: 64 })
  id: string = randomUUID();

  @Property({ type: "string", length: 20 })
  role: Role = "citizen";

  /** Lower-cased; unique when present (an OpenID provider may not share it). */
  @Property({ type: "string", length: 254, nullable: true })
  @Unique()
  email: string | null = null;

  @Property({ type: "string", length: 100, nullable: true })
  firstName: string | null = null;

  @Property({ type: "string", length: 100, nullable: true })
  lastName: string | null = null;

  @Property({ type: "string", length: 2048, nullable: true })
  profileImageUrl: string | null = null;

  /** scrypt hash of a built-in account's password; null for accounts of an OpenID provider. */
  @Property({ type: "string", length: 255, nullable: true, hidden: true })
  passwordHash: string | null = null;

  @Property({ type: "string", length: 500, nullable: true })
  oidcIssuer: string | null = null;

  @Property({ type: "string", length: 255, nullable: true })
  oidcSubject: string | null = null;

  /** Keyed hash (HMAC-SHA256 with CEDULA_HASH_KEY) of the cédula: unique, never reversible. */
  @Property({ type: "string", length: 64, nullable: true, hidden: true })
  @Unique()
  cedulaHash: string | null = null;

  @Property({ type: "string", length: 3, nullable: true })
  cedulaLast3: string | null = null;

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  cedulaConsentAt: Date | null = null;

  @Property({ type: "string", length: 20, nullable: true })
  cedulaConsentVersion: string | null = null;

  @Property({ type: "boolean" })
  @Index()
  active: boolean = true;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", onUpdate: () => new Date() })
  updatedAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  lastSignInAt: Date | null = null;
}
