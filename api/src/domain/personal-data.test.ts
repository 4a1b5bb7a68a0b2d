import { describe, expect, it } from "vitest";
import { maskPersonalData } from "./personal-data";

describe("maskPersonalData", () => {
  // What residents write: each is masked, and the rest of the sentence stays as written.
  it.each([
    // Mobiles, every way people type them.
    ["Llamar a don Pedro al 3001234567 en la tarde", "Llamar a don Pedro al •••••••••• en la tarde"],
    ["mi cel: 300 123 4567", "mi cel: ••• ••• ••••"],
    ["cel 310-555-1234, después de las 6", "cel •••-•••-••••, después de las 6"],
    ["WhatsApp 315.678.9012", "WhatsApp •••.•••.••••"],
    ["(320) 456 7890 es el de mi hijo", "(•••) ••• •••• es el de mi hijo"],
    ["tel 300 1234567", "tel ••• •••••••"],
    ["cel 301 234 56 78", "cel ••• ••• •• ••"],
    ["+57 300 123 4567", "+•• ••• ••• ••••"],
    ["+573001234567", "+••••••••••••"],
    ["(+57) 311 222 3344", "(+••) ••• ••• ••••"],
    ["0057 3001234567 desde el exterior", "•••• •••••••••• desde el exterior"],
    ["escribir por https://wa.me/573214567890", "escribir por https://wa.me/••••••••••••"],
    ["Mi número es 3001234567.", "Mi número es ••••••••••."],
    ["dos números: 3001234567 / 3119876543", "dos números: •••••••••• / ••••••••••"],
    ["300-765-4321/301-222-3333", "•••-•••-••••/•••-•••-••••"],
    ["cel:3001234567", "cel:••••••••••"],
    // Landlines, the 2021 ten digits and the older seven.
    ["fijo (605) 356 7890", "fijo (•••) ••• ••••"],
    ["605 3567890 portería", "••• ••••••• portería"],
    ["6053567890", "••••••••••"],
    ["+57 605 345 6789", "+•• ••• ••• ••••"],
    ["teléfono 356 7890", "teléfono ••• ••••"],
    ["tel. 356-7890 o (5) 3456789", "tel. •••-•••• o (•) •••••••"],
    ["portería 372 45 67", "portería ••• •• ••"],
    // E-mails.
    ["escríbanme a juan.perez@gmail.com por favor", "escríbanme a •••@••• por favor"],
    ["Correo: MARIA_lopez85@hotmail.es.", "Correo: •••@•••."],
    ["contacto ana+vecinos@riomar.gov.co o 3001234567", "contacto •••@••• o ••••••••••"],
    ["josé.núñez@correo.com.co", "•••@•••"],
    // Cédulas: 6 to 10 digits alone or after a label.
    ["cédula 1045678901", "cédula ••••••••••"],
    ["C.C. 72.345.678 de Barranquilla", "C.C. ••.•••.••• de Barranquilla"],
    ["cc 1.045.678.901", "cc •.•••.•••.•••"],
    ["CC1045678901", "CC••••••••••"],
    ["Documento: 8765432", "Documento: •••••••"],
    ["documento de identidad No. 22456789", "documento de identidad No. ••••••••"],
    ["cedula de ciudadania 1140812345", "cedula de ciudadania ••••••••••"],
    ["el señor con 1045678901 lo sabe", "el señor con •••••••••• lo sabe"],
    ["mi vecino (123456) no paga", "mi vecino (••••••) no paga"],
    ["Su cédula es 8.765.432.", "Su cédula es •.•••.•••."],
  ])("masks %j as %j", (text, masked) => {
    expect(maskPersonalData(text)).toBe(masked);
  });

  // What looks like digits but is not personal data stays as written.
  it.each([
    "Reporte RIO-2025-000123 sigue abierto",
    "ya lo reporté como rio-2026-004567",
    "Calle 84 # 57-120",
    "Carrera 51B #79-200, frente al parque",
    "Cra. 46 No. 74-130 apto 302",
    "Cl 85 N° 50-25",
    "Calle 79 # 58 - 120 esquina",
    "carrera 43 106-50",
    "Costó $1.500.000 arreglarlo",
    "nos cobraron $ 250.000,00",
    "pagamos 1.500.000 pesos",
    "van 1500000 de pesos perdidos",
    "cuesta COP 800000",
    "desde el 30/12/2025",
    "el 2025-12-30 pasó",
    "el 30-12-2025 y el 01.02.2026",
    "desde el 5/3/25 no hay luz",
    "Hace 15 días, a las 10:30",
    "más de 300 metros y 25 postes",
    "código postal 080020",
    "Km 5 vía al mar, 2025",
    "en 11.016543, -74.823456 está el hueco",
    "el poste 12345 está caído",
    "entre 2024-2025 nada",
    "Apto 1202, torre 3",
    "Cra 46 #85-120 local 2",
    "del 1/12/2025 al 15/12/2025",
    "",
    "Sin números ni correos: el hueco sigue ahí.",
  ])("leaves %j alone", (text) => {
    expect(maskPersonalData(text)).toBe(text);
  });

  it("masks the personal data and keeps what is not, in one text", () => {
    expect(
      maskPersonalData(
        "RIO-2025-000123: en la Calle 84 # 57-120 cobran $1.500.000; llamen a Rosa al 300 123 4567 (cc 22456789) o rosa@gmail.com",
      ),
    ).toBe(
      "RIO-2025-000123: en la Calle 84 # 57-120 cobran $1.500.000; llamen a Rosa al ••• ••• •••• (cc ••••••••) o •••@•••",
    );
  });

  it("passes null through", () => {
    expect(maskPersonalData(null)).toBeNull();
  });

  it("never leaves a digit of a masked number behind", () => {
    const text = "celulares 3001234567, 3109876543 y 3205554433; cédula 1045678901";
    expect(maskPersonalData(text)).not.toMatch(/\d/);
  });
});
