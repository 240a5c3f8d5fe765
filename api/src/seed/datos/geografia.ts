export interface Localidad {
  nombre: string;
  /** Partido of Gran Buenos Aires, or 'CABA'. */
  partido: string;
  /** Province letter and 4-digit postal code of the CPA; the generator adds the 3 block letters. */
  codigoPostal: string;
  /** Distributor branch that serves it: 1 capital, 2 Carapachay (north and west). */
  sucursal: 1 | 2;
}

export const LOCALIDADES: readonly Localidad[] = [
  { nombre: 'Palermo', partido: 'CABA', codigoPostal: 'C1425', sucursal: 1 },
  { nombre: 'Recoleta', partido: 'CABA', codigoPostal: 'C1113', sucursal: 1 },
  { nombre: 'Caballito', partido: 'CABA', codigoPostal: 'C1405', sucursal: 1 },
  { nombre: 'Almagro', partido: 'CABA', codigoPostal: 'C1193', sucursal: 1 },
  { nombre: 'Belgrano', partido: 'CABA', codigoPostal: 'C1428', sucursal: 1 },
  { nombre: 'Flores', partido: 'CABA', codigoPostal: 'C1406', sucursal: 1 },
  { nombre: 'Villa Urquiza', partido: 'CABA', codigoPostal: 'C1431', sucursal: 1 },
  { nombre: 'Villa Crespo', partido: 'CABA', codigoPostal: 'C1414', sucursal: 1 },
  { nombre: 'Boedo', partido: 'CABA', codigoPostal: 'C1218', sucursal: 1 },
  { nombre: 'San Telmo', partido: 'CABA', codigoPostal: 'C1103', sucursal: 1 },
  { nombre: 'Balvanera', partido: 'CABA', codigoPostal: 'C1032', sucursal: 1 },
  { nombre: 'Núñez', partido: 'CABA', codigoPostal: 'C1429', sucursal: 1 },
  { nombre: 'Villa Devoto', partido: 'CABA', codigoPostal: 'C1419', sucursal: 1 },
  { nombre: 'Mataderos', partido: 'CABA', codigoPostal: 'C1440', sucursal: 1 },
  { nombre: 'Barracas', partido: 'CABA', codigoPostal: 'C1275', sucursal: 1 },
  { nombre: 'Avellaneda', partido: 'Avellaneda', codigoPostal: 'B1870', sucursal: 1 },
  { nombre: 'Lanús', partido: 'Lanús', codigoPostal: 'B1824', sucursal: 1 },
  { nombre: 'Lomas de Zamora', partido: 'Lomas de Zamora', codigoPostal: 'B1832', sucursal: 1 },
  { nombre: 'Banfield', partido: 'Lomas de Zamora', codigoPostal: 'B1828', sucursal: 1 },
  { nombre: 'Quilmes', partido: 'Quilmes', codigoPostal: 'B1878', sucursal: 1 },
  { nombre: 'Bernal', partido: 'Quilmes', codigoPostal: 'B1876', sucursal: 1 },
  { nombre: 'Adrogué', partido: 'Almirante Brown', codigoPostal: 'B1846', sucursal: 1 },
  { nombre: 'Temperley', partido: 'Lomas de Zamora', codigoPostal: 'B1834', sucursal: 1 },
  { nombre: 'Berazategui', partido: 'Berazategui', codigoPostal: 'B1884', sucursal: 1 },
  { nombre: 'Vicente López', partido: 'Vicente López', codigoPostal: 'B1638', sucursal: 2 },
  { nombre: 'Olivos', partido: 'Vicente López', codigoPostal: 'B1636', sucursal: 2 },
  { nombre: 'Florida', partido: 'Vicente López', codigoPostal: 'B1602', sucursal: 2 },
  { nombre: 'Carapachay', partido: 'Vicente López', codigoPostal: 'B1605', sucursal: 2 },
  { nombre: 'San Isidro', partido: 'San Isidro', codigoPostal: 'B1642', sucursal: 2 },
  { nombre: 'Martínez', partido: 'San Isidro', codigoPostal: 'B1640', sucursal: 2 },
  { nombre: 'Tigre', partido: 'Tigre', codigoPostal: 'B1648', sucursal: 2 },
  { nombre: 'San Fernando', partido: 'San Fernando', codigoPostal: 'B1646', sucursal: 2 },
  { nombre: 'San Martín', partido: 'General San Martín', codigoPostal: 'B1650', sucursal: 2 },
  { nombre: 'Villa Ballester', partido: 'General San Martín', codigoPostal: 'B1653', sucursal: 2 },
  { nombre: 'Caseros', partido: 'Tres de Febrero', codigoPostal: 'B1678', sucursal: 2 },
  { nombre: 'Morón', partido: 'Morón', codigoPostal: 'B1708', sucursal: 2 },
  { nombre: 'Castelar', partido: 'Morón', codigoPostal: 'B1712', sucursal: 2 },
  { nombre: 'Haedo', partido: 'Morón', codigoPostal: 'B1706', sucursal: 2 },
  { nombre: 'Ramos Mejía', partido: 'La Matanza', codigoPostal: 'B1704', sucursal: 2 },
  { nombre: 'San Justo', partido: 'La Matanza', codigoPostal: 'B1754', sucursal: 2 },
  { nombre: 'Ituzaingó', partido: 'Ituzaingó', codigoPostal: 'B1714', sucursal: 2 },
  { nombre: 'Merlo', partido: 'Merlo', codigoPostal: 'B1722', sucursal: 2 },
  { nombre: 'Moreno', partido: 'Moreno', codigoPostal: 'B1744', sucursal: 2 },
  { nombre: 'San Miguel', partido: 'San Miguel', codigoPostal: 'B1663', sucursal: 2 },
  { nombre: 'José C. Paz', partido: 'José C. Paz', codigoPostal: 'B1665', sucursal: 2 },
  { nombre: 'Pilar', partido: 'Pilar', codigoPostal: 'B1629', sucursal: 2 },
];

export const CALLES = [
  'Av. Corrientes', 'Av. Santa Fe', 'Av. Rivadavia', 'Av. Cabildo', 'Av. Belgrano', 'Av. San Martín', 'Av. Mitre',
  'Av. Maipú', 'Av. Hipólito Yrigoyen', 'Av. Pueyrredón', 'Av. Las Heras', 'Av. Triunvirato', 'Av. Juan B. Justo',
  'Av. Eva Perón', 'Av. Directorio', 'Av. Gaona', 'Av. Libertador', 'Av. Alsina', 'Av. Meeks', 'Av. Calchaquí',
  'Sarmiento', 'Moreno', 'Belgrano', 'Lavalle', 'Tucumán', 'Uruguay', 'Paraguay', 'Güemes', 'Laprida', 'Alvear',
  'Brown', 'Dorrego', 'Pellegrini', 'Alberdi', 'Castelli', 'French', 'Lamadrid', 'Pringles', 'Necochea', 'Chacabuco',
  'Boulogne Sur Mer', 'Italia', 'España', '25 de Mayo', '9 de Julio', 'Mendoza', 'Entre Ríos', 'Colón', 'Rawson',
] as const;

/** Letters the CPA uses for the block part of a postal code. */
export const LETRAS_CPA = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
