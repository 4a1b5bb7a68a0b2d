export const DATA_PROTECTION_EMAIL = "protecciondedatos@barranquilla.gov.co";
