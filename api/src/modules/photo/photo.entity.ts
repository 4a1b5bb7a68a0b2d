import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from "@mikro-orm/core";
import { randomUUID } from "node:crypto";

/**
 * `uploaded`: a presigned upload was handed out (the object may or may not be there yet);
 * `ready`: checked and processed, servable; `rejected`: not a photo we accept, nothing kept.
 */
export type PhotoStatus = "uploaded" | "ready" | "rejected";

/** Why a photo was rejected; the API answers the matching Spanish message on every retry. */
export type PhotoRejection = "too_large" | "not_an_image" | "unsupported_format" | "too_many_pixels";

/**
 * An evidence photo from upload to display. The row is created when the upload URL is handed out, so
 * that ownership of the upload key is on record; `uploadKey` is the original, deleted once processed.
 */
@Entity({ tableName: "photo" })
// Finding abandoned uploads (status "uploaded", old) without a scan.
@Index({ properties: ["status", "createdAt"] })
export class Photo {
  [OptionalProps]?:
    | "id"
    | "status"
    | "rejectionReason"
    | "displayKey"
    | "thumbnailKey"
    | "width"
    | "height"
    | "bytes"
    | "contentType"
    | "reportId"
    | "createdAt"
    | "processedAt";

  @PrimaryKey({ type: "uuid" })
  id: string = randomUUID();

  @Property({ type: "string", length: 64 })
  @Index()
  ownerId!: string;

  @Property({ type: "string", length: 200 })
  @Unique()
  uploadKey!: string;

  @Property({ type: "string", length: 20 })
  status: PhotoStatus = "uploaded";

  @Property({ type: "string", length: 40, nullable: true })
  rejectionReason: PhotoRejection | null = null;

  @Property({ type: "string", length: 200, nullable: true })
  displayKey: string | null = null;

  @Property({ type: "string", length: 200, nullable: true })
  thumbnailKey: string | null = null;

  /** Of the display image, after EXIF rotation. */
  @Property({ type: "integer", nullable: true })
  width: number | null = null;

  @Property({ type: "integer", nullable: true })
  height: number | null = null;

  /** Size of the display image. */
  @Property({ type: "integer", nullable: true })
  bytes: number | null = null;

  /** Of both the display image and the thumbnail. */
  @Property({ type: "string", length: 40, nullable: true })
  contentType: string | null = null;

  /** Set by the report feature when the photo is attached to a report. */
  @Property({ type: "string", length: 64, nullable: true })
  @Index()
  reportId: string | null = null;

  @Property({ type: "datetime", columnType: "timestamptz" })
  createdAt: Date = new Date();

  @Property({ type: "datetime", columnType: "timestamptz", nullable: true })
  processedAt: Date | null = null;
}
