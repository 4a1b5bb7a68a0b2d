// exifr's smallest build (JPEG and TIFF, 9 KB gzipped), typed as the package's main entry.
declare module "exifr/dist/mini.esm.mjs" {
  export { gps } from "exifr";
}
