/**
 * Who does the work (docs/staff.md#dependencias): the locality's dependencias, the routing of reports to
 * them and the staff who belong to them. Shared by the API and the staff screens.
 */

export const DEPENDENCIA_LIMITS = {
  nameMaxLength: 120,
  emailMaxLength: 254,
  /** Barrios a routing rule may name (all 21 at most). */
  ruleNeighborhoodsMax: 21,
  /** Dependencias one staff member may belong to. */
  membershipsMax: 20,
} as const;

export const DEPENDENCIA_MESSAGES = {
  nameRequired: "Escribe el nombre de la dependencia.",
  nameTooLong: `El nombre no puede superar los ${DEPENDENCIA_LIMITS.nameMaxLength} caracteres.`,
  nameTaken: "Ya existe una dependencia con ese nombre.",
  emailInvalid: "Escribe un correo válido, como alumbrado@barranquilla.gov.co.",
  notFound: "Dependencia no encontrada.",
  inactive: "Esa dependencia está inactiva: actívala o elige otra.",
  defaultMustStayActive: "La dependencia por defecto no se puede desactivar: nombra otra por defecto antes.",
  ruleCategoryInvalid: "Elige una categoría.",
  ruleNeighborhoodInvalid: "Elige barrios de Riomar.",
  ruleDuplicate: "Ya hay una regla para esa categoría y esos barrios.",
  ruleNotFound: "Regla no encontrada.",
  routeSame: "El reporte ya está en esa dependencia.",
  assigneeNotMember: "Solo puedes asignar el reporte a alguien de su dependencia.",
  membershipsInvalid: "Elige dependencias existentes y activas.",
  membershipsOnlyStaff: "Solo los funcionarios pertenecen a dependencias.",
  staffNeedsDependencia: "Un funcionario debe pertenecer al menos a una dependencia.",
  notYourDependencia: "Este reporte es de otra dependencia: solo su personal puede gestionarlo.",
  membershipsUpdated: "Dependencias del funcionario actualizadas",
  membershipsUpdateFailed: "No se pudieron cambiar las dependencias.",
  saved: "Dependencia guardada",
  saveFailed: "No se pudo guardar la dependencia.",
  ruleSaved: "Regla guardada",
  ruleDeleted: "Regla eliminada",
  routed: "Reporte enviado a la dependencia",
  routeFailed: "No se pudo cambiar la dependencia.",
  assigned: "Reporte asignado",
  unassigned: "Reporte sin asignar",
  assignFailed: "No se pudo asignar el reporte.",
} as const;

/** The dependencias a new installation starts with (Riomar's, decision of docs/staff.md#dependencias). */
export const INITIAL_DEPENDENCIAS = [
  { key: "atencion", name: "Atención al ciudadano", external: false, isDefault: true },
  { key: "alumbrado", name: "Alumbrado público", external: false, isDefault: false },
  { key: "aseo", name: "Aseo", external: false, isDefault: false },
  { key: "vias", name: "Vías", external: false, isDefault: false },
  { key: "espacio", name: "Espacio público", external: false, isDefault: false },
  { key: "ambiente", name: "Medio ambiente", external: false, isDefault: false },
  { key: "seguridad", name: "Seguridad y convivencia", external: false, isDefault: false },
  { key: "acueducto", name: "Empresa de acueducto y alcantarillado", external: true, isDefault: false },
  { key: "energia", name: "Empresa de energía", external: true, isDefault: false },
] as const;

/** Which initial dependencia takes each initial category's reports (any barrio). */
export const INITIAL_ROUTING: Readonly<Record<string, (typeof INITIAL_DEPENDENCIAS)[number]["key"]>> = {
  seguridad: "seguridad",
  ruido: "seguridad",
  movilidad: "vias",
  arroyos: "acueducto",
  aseo: "aseo",
  "espacio-publico": "espacio",
  iluminacion: "alumbrado",
  vias: "vias",
  "zonas-verdes": "ambiente",
  "medio-ambiente": "ambiente",
  animales: "ambiente",
};
