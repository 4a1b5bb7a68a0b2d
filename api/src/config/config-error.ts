/** A configuration problem; its message names every bad variable and why. */
export class ConfigError extends Error {
  override name = "ConfigError";
}
