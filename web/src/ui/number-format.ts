/** How the app writes numbers (Colombian Spanish: 1.234 and 2,5). */
export const countFormat = new Intl.NumberFormat("es-CO");
/** Average days, to one decimal. */
export const daysFormat = new Intl.NumberFormat("es-CO", { maximumFractionDigits: 1 });
