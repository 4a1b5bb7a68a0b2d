export * from "./categories";
export * from "./neighborhoods";
export * from "./severity";
export * from "./statuses";
export * from "./roles";
export * from "./limits";
export * from "./messages";
