import AwsS3 from "@uppy/aws-s3";
import Compressor from "@uppy/compressor";
import Uppy, { type Meta, type UppyFile } from "@uppy/core";
import "@uppy/core/css/style.min.css";
import Dashboard from "@uppy/dashboard";
// Its events (`thumbnail:generated`, `thumbnail:error`), which the window's thumbnails emit.
import type {} from "@uppy/thumbnail-generator";
import "@uppy/dashboard/css/style.min.css";
import es_ES from "@uppy/locales/lib/es_ES.js";
import { LIMITS, MESSAGES, type LatLng } from "@domain";
import { isOnline } from "../../../offline/online-status";
import { isKeptPhoto, type KeptPhoto, type ReportPhoto, type UploadedPhoto } from "../report-form";
import "./photo-uploader.css";
import { photoLocation } from "./photo-location";
import { PhotoProblem, photoFailureReason, processEvidencePhoto, signPhotoUpload } from "./upload-requests";

export const PHOTO_TYPES = ["image/jpeg", "image/png", "image/webp"];

/**
 * A photo straight off a phone can be 4–12 MB and 4000 px wide; the API keeps at most a 1280 px copy.
 * Re-encoding at 2048 px before sending saves most of the bytes on a 4G link and leaves the server
 * room to crop and sharpen. Re-encoding also drops EXIF (GPS included) before the photo leaves the
 * phone; when it cannot (an undecodable file, or no saving) the original goes, and the API strips it.
 */
export const COMPRESSION = {
  quality: 0.8,
  maxWidth: 2048,
  maxHeight: 2048,
  // PNG screenshots above 1 MB become JPEG; small ones stay lossless.
  convertSize: 1_000_000,
} as const;

/**
 * What a phone may hand over before compression: generous, because the 5 MB rule applies to what is
 * sent, but bounded so that a huge file does not exhaust a phone's memory while it is decoded.
 */
export const MAX_ORIGINAL_BYTES = 25 * 1024 * 1024;

interface PhotoMeta extends Meta {
  objectPath?: string;
}

export interface UploadStatus {
  /** Chosen in the widget but not sent yet (the resident has not pressed "Subir"). */
  waiting: number;
  /** Being compressed, uploaded or processed. */
  inProgress: number;
}

export interface PhotoUploaderEvents {
  onPhotoReady: (photo: UploadedPhoto) => void;
  /** `reason` is the Spanish explanation: the size rule's, the server's, or a plain "try again". */
  onPhotoFailed: (reason: string) => void;
  onStatusChange: (status: UploadStatus) => void;
  /** A chosen file was not added (too many, wrong type, too big): `reason` names it and says why. */
  onFileRefused?: (reason: string) => void;
  /** The window closed (Escape, the close button, a tap outside, or done). */
  onClosed?: () => void;
  /** A chosen photo carries the GPS of a point in Riomar (read before it is re-encoded without it). */
  onPhotoLocation?: (point: LatLng) => void;
  /**
   * The server could not be reached: the photo, already shrunk, stays on the phone and goes with the
   * report when it is sent (docs/offline.md#filing-offline). Without this event such a photo fails.
   */
  onPhotoKept?: (photo: KeptPhoto) => void;
}

export interface PhotoUploader {
  /** Opens the widget, allowing as many new photos as the report still has room for. */
  open: (photos: readonly ReportPhoto[]) => void;
  /** A photo removed from the form leaves the widget too. */
  forget: (photo: ReportPhoto) => void;
  destroy: () => void;
}

const note = `Hasta ${LIMITS.photosPerReport} fotos JPEG, PNG o WebP. Las reducimos antes de enviarlas; cada una debe quedar en máximo 5 MB.`;

/**
 * The upload modal (docs/decisions.md#photo-upload-widget) with @uppy/aws-s3 uploading straight to storage,
 * then the API's processing.
 */
export function createPhotoUploader(
  events: PhotoUploaderEvents,
  options: {
    sign?: typeof signPhotoUpload;
    process?: typeof processEvidencePhoto;
    /** Off only where there is no canvas to re-encode with (unit tests in jsdom). */
    compress?: boolean;
  } = {},
): PhotoUploader {
  const sign = options.sign ?? signPhotoUpload;
  const process = options.process ?? processEvidencePhoto;
  const uppy = new Uppy<PhotoMeta, Record<string, never>>({
    id: "fotos-reporte",
    autoProceed: false,
    allowMultipleUploadBatches: true,
    // Counted here, one file at a time, so that the one left out can be named;
    // Uppy's own count check refuses a batch without saying which file.
    onBeforeFileAdded: (file, files) => {
      const room = uppy.opts.restrictions.maxNumberOfFiles ?? LIMITS.photosPerReport;
      if (Object.keys(files).length < room) return true;
      events.onFileRefused?.(
        `«${file.name ?? "foto"}» no se agregó: el reporte admite máximo ${LIMITS.photosPerReport} fotos${room < LIMITS.photosPerReport ? " y ya tiene otras" : ""}.`,
      );
      return false;
    },
    restrictions: {
      maxNumberOfFiles: LIMITS.photosPerReport,
      maxFileSize: MAX_ORIGINAL_BYTES,
      allowedFileTypes: PHOTO_TYPES,
    },
    locale: {
      ...es_ES,
      strings: {
        ...es_ES.strings,
        dashboardTitle: "Fotos del reporte",
        dashboardWindowTitle: "Fotos del reporte (pulsa Escape para cerrar)",
        dropPasteFiles: "Arrastra tus fotos aquí o %{browseFiles}",
        browseFiles: "elígelas de tu dispositivo",
        compressingImages: "Reduciendo las fotos...",
        compressedX: "Ahorramos %{size} al reducir las fotos",
        dataUploadedOfUnknown: "%{complete} de tamaño desconocido",
        pleaseWait: "Espera un momento",
        dropHint: "Suelta tus fotos aquí",
        dropPasteImportFiles: "Arrastra tus fotos aquí, %{browseFiles} o usa:",
        importFiles: "Agregar fotos desde:",
        addMore: "Agregar más",
        addMoreFiles: "Agregar más fotos",
        removeFile: "Quitar foto",
        uploadXFiles: { 0: "Subir %{smart_count} foto", 1: "Subir %{smart_count} fotos" },
        uploadXNewFiles: { 0: "Subir +%{smart_count} foto", 1: "Subir +%{smart_count} fotos" },
        uploadingXFiles: { 0: "Subiendo %{smart_count} foto", 1: "Subiendo %{smart_count} fotos" },
        processingXFiles: { 0: "Procesando %{smart_count} foto", 1: "Procesando %{smart_count} fotos" },
        xFilesSelected: { 0: "%{smart_count} foto elegida", 1: "%{smart_count} fotos elegidas" },
        filesUploadedOfTotal: {
          0: "%{complete} de %{smart_count} foto subida",
          1: "%{complete} de %{smart_count} fotos subidas",
        },
        youCanOnlyUploadX: {
          0: "Puedes agregar %{smart_count} foto más",
          1: "Puedes agregar %{smart_count} fotos más",
        },
      },
    },
  });

  uppy.use(Dashboard, {
    inline: false,
    // Inside the page's main landmark, so that none of the window's markup (its overlay, its
    // announcements) sits outside every landmark; the body on a page without one.
    target: document.querySelector("main") ?? "body",
    closeModalOnClickOutside: true,
    closeAfterFinish: false,
    browserBackButtonClose: true,
    disablePageScrollWhenModalOpen: true,
    animateOpenClose: !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches,
    proudlyDisplayPoweredByUppy: false,
    showLinkToFileUploadResult: false,
    showNativePhotoCameraButton: true,
    nativeCameraFacingMode: "environment",
    fileManagerSelectionType: "files",
    theme: "light",
    note,
    // The finished photos are on the form; closing keeps the widget for whatever is still pending.
    doneButtonHandler: () => void closeModal(),
  });
  if (options.compress !== false) uppy.use(Compressor, { ...COMPRESSION });
  // Runs after the compressor (preprocessors run in the order they are added).
  uppy.addPreProcessor((fileIDs) => {
    for (const file of uppy.getFilesByIds(fileIDs)) {
      if ((file.size ?? 0) > LIMITS.photoMaxBytes) {
        uppy.emit("upload-error", file, new PhotoProblem(MESSAGES.photoTooLarge));
      }
    }
  });
  uppy.use(AwsS3, { shouldUseMultipart: false, signRequest: sign });

  // Processing starts as soon as each photo is stored; the post-processing step waits for it, so the
  // widget shows "processing" until the API has answered.
  const processing = new Map<string, Promise<void>>();
  const processFile = async (file: UppyFile<PhotoMeta, Record<string, never>>) => {
    uppy.emit("postprocess-progress", file, { mode: "indeterminate", message: "Procesando la foto..." });
    try {
      if (!file.uploadURL) throw new PhotoProblem(MESSAGES.photoProcessingFailed);
      const photo = await process(file.uploadURL);
      if (!uppy.getFile(file.id)) return;
      uppy.setFileMeta(file.id, { objectPath: photo.objectPath });
      events.onPhotoReady(photo);
      uppy.emit("postprocess-complete", uppy.getFile(file.id));
    } catch (error) {
      if (!uppy.getFile(file.id)) return;
      const problem = error instanceof PhotoProblem ? error : new PhotoProblem(photoFailureReason(error));
      uppy.emit("upload-error", uppy.getFile(file.id), problem);
    }
  };
  const startProcessing = (fileID: string) => {
    let running = processing.get(fileID);
    if (!running) {
      const file = uppy.getFile(fileID);
      running = processFile(file).finally(() => processing.delete(fileID));
      processing.set(fileID, running);
    }
    return running;
  };
  // The original as chosen, before compression re-encodes it without its EXIF.
  uppy.on("file-added", (file) => {
    if (!events.onPhotoLocation || !(file.data instanceof Blob)) return;
    void photoLocation(file.data).then((point) => {
      if (point) events.onPhotoLocation?.(point);
    });
  });
  uppy.on("upload-success", (file) => {
    if (file) void startProcessing(file.id);
  });
  uppy.addPostProcessor(async (fileIDs) => {
    const stored = uppy
      .getFilesByIds(fileIDs)
      .filter((file) => file.progress.uploadComplete && !file.error && !file.meta.objectPath);
    await Promise.all(stored.map((file) => startProcessing(file.id)));
  });

  // Shrunk, and within the size rule (refused photos are not kept): it leaves the widget for the form,
  // which shows it like an uploaded one, and goes with the report (docs/offline.md#filing-offline).
  const keepOnPhone = (file: UppyFile<PhotoMeta, Record<string, never>>): boolean => {
    if (!events.onPhotoKept || !(file.data instanceof Blob) || (file.size ?? 0) > LIMITS.photoMaxBytes) {
      return false;
    }
    events.onPhotoKept({ localId: file.id, blob: file.data, name: file.name ?? "foto" });
    uppy.removeFile(file.id);
    closeWhenAllDone();
    return true;
  };
  // The window draws each photo's thumbnail in the background; a photo removed before its thumbnail is
  // done is an error in Uppy's log. Waits for it (at most 3 s).
  const thumbnailDone = (fileID: string) =>
    new Promise<void>((resolve) => {
      if (uppy.getFile(fileID)?.preview) return resolve();
      const settled = (file?: { id: string }) => {
        if (file?.id === fileID) finish();
      };
      const finish = () => {
        clearTimeout(timer);
        uppy.off("thumbnail:generated", settled);
        uppy.off("thumbnail:error", settled);
        resolve();
      };
      const timer = setTimeout(finish, 3_000);
      uppy.on("thumbnail:generated", settled);
      uppy.on("thumbnail:error", settled);
    });
  // Without a connection the upload would wait for one (the library waits for `online`), with the
  // window open: the photos are kept at once instead. Runs after the compressor and the size check.
  uppy.addPreProcessor(async (fileIDs) => {
    if (!events.onPhotoKept || isOnline()) return;
    await Promise.all(fileIDs.map(thumbnailDone));
    for (const file of uppy.getFilesByIds(fileIDs)) {
      if (!file.error) keepOnPhone(file);
    }
  });

  uppy.on("upload-error", (file, error) => {
    const current = file ? uppy.getFile(file.id) : undefined;
    if (current && isConnectionFailure(error) && keepOnPhone(current)) return;
    const reason = photoFailureReason(error);
    // The widget shows the file's error next to it: in Spanish, not the library's technical English.
    // A photo the server refused after storing it is not "complete" either: otherwise the window's
    // header reads "Subida completa" over a refusal.
    if (current) {
      uppy.setFileState(current.id, {
        error: reason,
        progress: { ...current.progress, uploadComplete: false },
      });
    }
    events.onPhotoFailed(reason);
  });

  // Uppy drops a file that breaks a restriction with a short notice in English at the window's
  // bottom; the resident is told which file was left out, and why, in Spanish.
  uppy.on("restriction-failed", (file) => {
    const name = file?.name ? `«${file.name}»` : "Una foto";
    const why = !PHOTO_TYPES.includes(file?.type ?? "")
      ? "no es una foto JPEG, PNG o WebP"
      : (file?.size ?? 0) > MAX_ORIGINAL_BYTES
        ? "pesa demasiado"
        : "no cabe en el reporte";
    events.onFileRefused?.(`${name} no se agregó: ${why}.`);
  });

  let lastStatus = "";
  const reportStatus = () => {
    let waiting = 0;
    let inProgress = 0;
    for (const file of uppy.getFiles()) {
      if (file.error || file.meta.objectPath) continue;
      if (file.progress.uploadStarted || file.progress.preprocess || file.progress.postprocess)
        inProgress += 1;
      else waiting += 1;
    }
    const status = `${waiting}/${inProgress}`;
    if (status === lastStatus) return;
    lastStatus = status;
    events.onStatusChange({ waiting, inProgress });
  };
  uppy.on("state-update", reportStatus);

  const dashboard = uppy.getPlugin("Dashboard") as Dashboard<PhotoMeta, Record<string, never>>;
  const closeModal = () => dashboard.closeModal();
  // Once every chosen photo is on the form, the widget has nothing more to say: back to the form,
  // where the photos now show. After a failure it stays open, with the reason and "Reintentar".
  // Kept photos have already left the widget: with nothing else in it, it closes too.
  function closeWhenAllDone() {
    const done = uppy.getFiles().every((file) => file.meta.objectPath);
    if (done && dashboard.isModalOpen()) void closeModal();
  }
  uppy.on("complete", closeWhenAllDone);
  // Photos already on the form leave the widget when it closes: the form shows and removes them.
  uppy.on("dashboard:modal-closed", () => {
    for (const file of uppy.getFiles()) if (file.meta.objectPath) uppy.removeFile(file.id);
    events.onClosed?.();
  });

  // Uppy draws a single file's item (role="listitem") without the list around it that it draws for
  // two or more: screen readers get an orphan item (axe: aria-required-parent). Give it its list.
  const fileListRoles = new MutationObserver(() => {
    for (const list of dashboard.el?.querySelectorAll(".uppy-Dashboard-files:not([role])") ?? []) {
      list.setAttribute("role", "list");
    }
  });

  return {
    open(photos) {
      const inWidget = new Set(uppy.getFiles().flatMap((file) => [file.meta.objectPath, file.id]));
      const elsewhere = photos.filter(
        (photo) => !inWidget.has(isKeptPhoto(photo) ? photo.localId : photo.objectPath),
      ).length;
      uppy.setOptions({
        restrictions: { maxNumberOfFiles: Math.max(0, LIMITS.photosPerReport - elsewhere) },
      });
      void dashboard.openModal();
      // Uppy names its wrapper, not the element with role="dialog": name the dialog itself, so
      // screen readers announce it as "Fotos del reporte", and mark it modal.
      const dialog = dashboard.el?.querySelector(".uppy-Dashboard-inner");
      dialog?.setAttribute("aria-label", "Fotos del reporte");
      dialog?.setAttribute("aria-modal", "true");
      if (dashboard.el) fileListRoles.observe(dashboard.el, { childList: true, subtree: true });
    },
    forget(photo) {
      for (const file of uppy.getFiles()) {
        const same = isKeptPhoto(photo)
          ? file.id === photo.localId
          : file.meta.objectPath === photo.objectPath;
        if (same) uppy.removeFile(file.id);
      }
    },
    destroy() {
      fileListRoles.disconnect();
      uppy.destroy();
    },
  };
}

/**
 * No answer from the server, as opposed to an answer refusing the photo: the browser is offline, a
 * request already got no answer (offline/online-status.ts), or the upload's own request failed at the
 * network level (fetch's TypeError, Uppy's `isNetworkError`).
 */
function isConnectionFailure(error: unknown): boolean {
  if (error instanceof PhotoProblem) return false;
  if (!isOnline()) return true;
  const failure = error as { isNetworkError?: unknown; cause?: unknown } | null;
  return (
    failure?.isNetworkError === true || error instanceof TypeError || failure?.cause instanceof TypeError
  );
}
