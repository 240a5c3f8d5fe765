import { createRequire } from 'node:module';
import path from 'node:path';
import type { Producto } from '@portal/shared/contracts';
import type { DocumentoBusqueda } from '../src/busqueda/tipos.js';
import type { AuxiliaresCatalogo } from '../src/catalogo/documentosBusqueda.js';
import { aleatorio } from '../test/support/aleatorio.js';

export const CANTIDAD = 50_000;

/**
 * The bench's own names, a distributor's catalogue in little (the front end never reads the API's seed): one drug a
 * line, `droga | categoría | marca@laboratorio, … | forma: concentración, …: tamaño, …; …`.
 */
const DROGAS = `
Ibuprofeno | Analgésicos | Ibupirac@Pfizer, Actron@Bayer, Druisel@Roemmers | comp.: 400 mg, 600 mg, 800 mg: 10, 20, 30; susp.: 100 mg/5 ml, 200 mg/5 ml: 90 ml, 120 ml
Paracetamol | Analgésicos | Tafirol@Genomma Lab, Termofren@Roemmers, Causalon@Bagó | comp.: 500 mg, 650 mg, 1 g: 10, 20, 30; gotas: 100 mg/ml: 20 ml
Diclofenac | Analgésicos | Voltaren@Novartis, Dioxaflex@Bagó | comp.: 50 mg, 75 mg: 15, 30; gel: 1 %: 60 g
Ácido acetilsalicílico | Analgésicos | Aspirina@Bayer, Geniol@Genomma Lab | comp.: 100 mg, 500 mg: 20, 30, 100
Dipirona | Analgésicos | Novalgina@Sanofi, Lisalgil@Roemmers | comp.: 500 mg: 10, 20; amp.: 1 g/2 ml: 5
Amoxicilina | Antibióticos | Amoxidal@Roemmers, Trifamox@Bagó | caps.: 500 mg: 8, 16, 24; susp.: 250 mg/5 ml, 500 mg/5 ml: 60 ml, 90 ml
Amoxicilina + ácido clavulánico | Antibióticos | Optamox@Roemmers, Augmentin@GSK | comp.: 875/125 mg, 500/125 mg: 14, 20
Azitromicina | Antibióticos | Azitrox@Roemmers, Macrozit@Bagó | comp.: 500 mg: 3, 6; susp.: 200 mg/5 ml: 15 ml, 30 ml
Cefalexina | Antibióticos | Keforal@Bagó | comp.: 500 mg, 1 g: 8, 16
Ciprofloxacina | Antibióticos | Ciriax@Roemmers, Baycip@Bayer | comp.: 500 mg, 750 mg: 10, 14
Enalapril | Cardiovasculares | Lotrial@Roemmers, Glioten@Bagó | comp.: 5 mg, 10 mg, 20 mg: 30, 60
Losartán | Cardiovasculares | Losacor@Roemmers, Cozaar@MSD | comp.: 50 mg, 100 mg: 30, 60
Amlodipina | Cardiovasculares | Norvas@Pfizer, Amloc@Gador | comp.: 5 mg, 10 mg: 30, 60
Atorvastatina | Cardiovasculares | Lipitor@Pfizer, Lipibec@Bagó, Atorlip@Roemmers | comp.: 10 mg, 20 mg, 40 mg, 80 mg: 30, 60
Atenolol | Cardiovasculares | Prenormine@AstraZeneca | comp.: 25 mg, 50 mg, 100 mg: 30, 60
Omeprazol | Aparato digestivo | Ulcozol@Bagó, Gastec@Roemmers | caps.: 10 mg, 20 mg, 40 mg: 14, 28, 30
Pantoprazol | Aparato digestivo | Pantus@Roemmers | comp.: 20 mg, 40 mg: 14, 28, 30
Hioscina | Aparato digestivo | Buscapina@Boehringer Ingelheim, Sertal@Roemmers | comp.: 10 mg: 20; gotas: 10 mg/ml: 20 ml
Clonazepam | Psicofármacos | Rivotril@Roche, Clonagin@Baliarda | comp.: 1 mg, 2 mg: 20, 30, 60
Alprazolam | Psicofármacos | Alplax@Gador, Tranquinal@Bagó | comp.: 1 mg, 2 mg: 30, 60
Sertralina | Psicofármacos | Zoloft@Pfizer, Atenix@Gador | comp.: 50 mg, 100 mg: 15, 30, 60
Salbutamol | Aparato respiratorio | Ventolin@GSK, Salbutral@Elea | aerosol: 100 mcg/dosis: 200 dosis
Montelukast | Aparato respiratorio | Singulair@MSD, Lukast@Elea | comp.: 4 mg, 5 mg, 10 mg: 30
Loratadina | Antialérgicos | Clarityne@Bayer, Alerpriv@Roemmers | comp.: 10 mg: 10, 20, 30; jbe.: 5 mg/5 ml: 60 ml, 100 ml
Cetirizina | Antialérgicos | Zyrtec@GSK | comp.: 10 mg: 10, 20; gotas: 10 mg/ml: 20 ml
Metformina | Diabetes | Glucophage@Merck, Islotin@Roemmers | comp.: 500 mg, 850 mg, 1000 mg: 30, 60
Levotiroxina | Tiroides y hormonas | Euthyrox@Merck, T4 Montpellier@Montpellier | comp.: 25 mcg, 50 mcg, 75 mcg, 100 mcg: 30, 50, 100
Mupirocina | Dermatológicos | Bactroban@GSK | ungüento: 2 %: 15 g
Clotrimazol | Dermatológicos | Canesten@Bayer | crema: 1 %: 20 g; óvulos: 500 mg: 1
Vitamina D3 | Vitaminas y suplementos | D-Vit@Casasco, Dosical D@Elea | gotas: 2400 UI/ml: 10 ml; comp.: 1000 UI: 30, 60
Ácido fólico | Vitaminas y suplementos | Folivital@Montpellier | comp.: 1 mg, 5 mg: 30, 60
Fluconazol | Antibióticos | Flusenil@Roemmers, Triflucan@Pfizer | caps.: 50 mg, 150 mg, 200 mg: 1, 2, 10
Pregabalina | Psicofármacos | Lyrica@Pfizer, Gavin@Casasco | caps.: 75 mg, 150 mg, 300 mg: 14, 28, 30
Ketorolac | Analgésicos | Dolten@Roemmers, Sinalgico@Elea | comp.: 10 mg, 20 mg: 10, 20; amp.: 30 mg: 3
Naproxeno | Analgésicos | Naprux@Andrómaco, Alidase@Bagó | comp.: 275 mg, 550 mg: 10, 20
Meloxicam | Analgésicos | Mobic@Boehringer Ingelheim, Tenaron@Elea | comp.: 7 mg, 15 mg: 10, 20, 30
Tramadol | Analgésicos | Tramal@Bagó, Calmador@Baliarda | comp.: 50 mg, 100 mg: 10, 20; gotas: 100 mg/ml: 10 ml
Claritromicina | Antibióticos | Klaricid@Abbott, Claritral@Gador | comp.: 500 mg: 8, 16
Levofloxacina | Antibióticos | Tavanic@Sanofi, Levaquin@Janssen | comp.: 500 mg, 750 mg: 7, 10, 14
Aciclovir | Antibióticos | Zovirax@GSK, Poviral@Bagó | comp.: 200 mg, 400 mg, 800 mg: 20, 35; crema: 5 %: 10 g
Valsartán | Cardiovasculares | Diovan@Novartis, Valaplex@Casasco | comp.: 80 mg, 160 mg, 320 mg: 28, 30
Rosuvastatina | Cardiovasculares | Crestor@AstraZeneca, Rosuvast@Gador | comp.: 5 mg, 10 mg, 20 mg: 30
Carvedilol | Cardiovasculares | Dilatrend@Roche, Coreg@Casasco | comp.: 6 mg, 12 mg, 25 mg: 28, 30
Clopidogrel | Cardiovasculares | Plavix@Sanofi, Plavicor@Roemmers | comp.: 75 mg: 28, 30
Furosemida | Cardiovasculares | Lasix@Sanofi | comp.: 40 mg: 20, 50; amp.: 20 mg/2 ml: 5
Domperidona | Aparato digestivo | Motilium@Janssen | comp.: 10 mg: 20, 30; susp.: 1 mg/ml: 100 ml
Loperamida | Aparato digestivo | Imodium@Janssen, Regulane@Andrómaco | comp.: 2 mg: 6, 12
Ondansetrón | Aparato digestivo | Zofran@GSK, Vomisin@Casasco | comp.: 4 mg, 8 mg: 10, 20
Escitalopram | Psicofármacos | Lexapro@Gador, Seropram@Roemmers | comp.: 10 mg, 20 mg: 15, 30, 60
Quetiapina | Psicofármacos | Seroquel@AstraZeneca, Quetiazic@Roemmers | comp.: 25 mg, 100 mg, 200 mg: 30, 60
Lorazepam | Psicofármacos | Trapax@Pfizer, Emotival@Sidus | comp.: 1 mg, 2 mg: 30, 50
Budesonida | Aparato respiratorio | Pulmicort@AstraZeneca | aerosol: 200 mcg/dosis: 200 dosis; spray nasal: 64 mcg: 120 dosis
Ambroxol | Aparato respiratorio | Mucosolvan@Boehringer Ingelheim, Bisolvon@Sanofi | jbe.: 15 mg/5 ml, 30 mg/5 ml: 120 ml
Desloratadina | Antialérgicos | Aerius@MSD | comp.: 5 mg: 10, 20, 30
Fexofenadina | Antialérgicos | Allegra@Sanofi, Alergical@Elea | comp.: 120 mg, 180 mg: 10, 20, 30
Sitagliptina | Diabetes | Januvia@MSD | comp.: 50 mg, 100 mg: 28
Glibenclamida | Diabetes | Daonil@Sanofi | comp.: 5 mg: 30, 60
Sildenafil | Tiroides y hormonas | Viagra@Pfizer, Lumix@Gador | comp.: 50 mg, 100 mg: 1, 2, 4
Prednisona | Dermatológicos | Meticorten@MSD, Deltisona B@Sidus | comp.: 4 mg, 20 mg, 40 mg: 10, 20
Complejo B | Vitaminas y suplementos | Dolo-Neurobión@Merck | comp.: B1 B6 B12: 30, 60; amp.: B1 B6 B12: 3
`;

/** Each drug is also sold as two generics, named by the drug and one of these laboratories ("Ibuprofeno Gador 400 mg comp. x 20"). */
const GENERICOS = ['Bagó', 'Roemmers', 'Elea', 'Gador', 'Casasco', 'Raffo', 'Baliarda', 'Sidus', 'Phoenix', 'Richet', 'Northia', 'Fabra', 'Sandoz', 'Teva'];

/** Non-medicine lines: `categoría | marca@fabricante | producto, … | variante, … | tamaño, …`. */
const LINEAS = `
Cuidado capilar | Sedal@Unilever | Shampoo, Acondicionador | Ceramidas, Rizos Obedientes, Liso Perfecto | 190 ml, 340 ml, 650 ml
Cuidado capilar | Pantene@Procter & Gamble | Shampoo, Acondicionador | Restauración, Control Caída, Liso y Sedoso | 200 ml, 400 ml
Cuidado capilar | Head & Shoulders@Procter & Gamble | Shampoo anticaspa | Limpieza Renovadora, Manzana Fresh | 180 ml, 375 ml
Higiene personal | Dove@Unilever | Jabón en barra, Jabón líquido | Original, Cremoso, Men Care | 90 g, 250 ml
Cuidado bucal | Colgate@Colgate-Palmolive | Crema dental, Cepillo dental, Enjuague bucal | Total 12, Luminous White, Sensitive | 70 g, 90 g, 180 g
Cuidado bucal | Oral-B@Procter & Gamble | Cepillo dental, Hilo dental | Pro-Salud, Indicator, Complete | x 1, x 2, 50 m
Desodorantes | Rexona@Unilever | Antitranspirante aerosol, Antitranspirante roll-on | Men V8, Women Invisible, Clinical | 50 ml, 150 ml
Protección solar | ISDIN@ISDIN | Fotoprotector | Fusion Water FPS 50, Gel Cream FPS 50+, Pediatrics FPS 50 | 50 ml, 200 ml
Cuidado facial | Eucerin@Beiersdorf | Crema facial, Gel limpiador | Hyaluron-Filler, DermoPure, UreaRepair | 50 ml, 200 ml
Pañales para bebé | Pampers@Procter & Gamble | Pañales | Confort Sec P, Confort Sec M, Confort Sec G, Confort Sec XG | x 20, x 36, x 58
Pañales para adultos | Plenitud@Kimberly-Clark | Pañales para adultos | Classic M, Classic G, Active G | x 8, x 16, x 30
Primeros auxilios | Curitas@Johnson & Johnson | Apósitos adhesivos | Tradicional, Transparente, Niños | x 10, x 20, x 40
Cuidado capilar | Dove@Unilever | Shampoo, Acondicionador, Crema de peinar | Reconstrucción Completa, Hidratación Intensa, Óleo Nutrición | 200 ml, 400 ml
Higiene personal | Johnson’s Baby@Johnson & Johnson | Shampoo, Oleo calcáreo, Talco, Colonia | Original, Manzanilla, Hora de dormir | 200 ml, 400 ml
Cuidado bucal | Listerine@Johnson & Johnson | Enjuague bucal | Cool Mint, Cuidado Total, Zero Alcohol, Whitening | 180 ml, 250 ml, 500 ml
Desodorantes | Nivea@Beiersdorf | Antitranspirante aerosol, Antitranspirante roll-on | Black & White, Men Dry Impact, Fresh Natural, Pearl & Beauty | 50 ml, 150 ml
Cuidado corporal | Nivea@Beiersdorf | Crema corporal, Crema | Milk Nutritiva, Soft, Cuidado Esencial, Aloe | 100 ml, 200 ml, 400 ml
Pañales para bebé | Huggies@Kimberly-Clark | Pañales | Natural Care P, Natural Care M, Natural Care G, Flexi Comfort XG, Supreme Care XXG | x 20, x 32, x 64
Aparatos de diagnóstico | Accu-Chek@Roche | Tiras reactivas, Lancetas, Glucómetro | Active, Performa, Instant, Guide | x 1, x 25, x 50
Cuidado de la salud | Prime@Química Estrella | Preservativos | Ultrafino, Texturado, Extra lubricado, Sensación Natural | x 3, x 12
`;

const partes = (texto: string, separador: string) => texto.split(separador).map((p) => p.trim()).filter(Boolean);
const lineas = (texto: string) => partes(texto, '\n').map((l) => partes(l, '|'));
const marca = (texto: string) => partes(texto, '@') as [string, string];

function ean13(n: number): string {
  const doce = `779${String(n).padStart(9, '0')}`;
  const suma = [...doce].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${doce}${(10 - (suma % 10)) % 10}`;
}

interface FilaGenerada {
  troquel: number;
  nombre: string;
  /** The pack: form and units, as the product list carries it. */
  presentacion: string;
  codigos: string[];
  laboratorio: string;
  droga: string | null;
  categoria: string;
}

/**
 * 50,000 products with the names, codes and proportions of a distributor's catalogue: every brand (and two generics)
 * of each drug in each presentation, every non-medicine line, then variants numbered until the count is reached.
 */
function filasGeneradas(cantidad = CANTIDAD): FilaGenerada[] {
  const rnd = aleatorio(20261122);
  const base: { nombre: string; presentacion: string; laboratorio: string; droga: string | null; categoria: string }[] = [];
  for (const [droga, categoria, marcas, presentaciones] of lineas(DROGAS)) {
    const genericos = [1, 2].map((): [string, string] => {
      const laboratorio = GENERICOS[Math.floor(rnd() * GENERICOS.length)];
      return [`${droga} ${laboratorio}`, laboratorio];
    });
    for (const presentacion of partes(presentaciones, ';')) {
      const [forma, concentraciones, tamanos] = partes(presentacion, ':');
      for (const c of partes(concentraciones, ','))
        for (const t of partes(tamanos, ','))
          for (const [nombre, laboratorio] of [...partes(marcas, ',').map(marca), ...genericos])
            base.push({ nombre: `${nombre} ${c} ${forma} x ${t}`, presentacion: `${forma} x ${t}`, laboratorio, droga, categoria });
    }
  }
  for (const [categoria, marcaFabricante, productos, variantes, tamanos] of lineas(LINEAS)) {
    const [nombre, fabricante] = marca(marcaFabricante);
    for (const p of partes(productos, ','))
      for (const v of partes(variantes, ','))
        for (const t of partes(tamanos, ',')) base.push({ nombre: `${p} ${nombre} ${v} ${t}`, presentacion: t, laboratorio: fabricante, droga: null, categoria });
  }
  const filas: FilaGenerada[] = [];
  for (let i = 0; filas.length < cantidad; i++) {
    const b = base[i % base.length];
    const vuelta = Math.floor(i / base.length);
    const troquel = 1_000_000 + i * 7;
    filas.push({
      troquel,
      nombre: vuelta === 0 ? b.nombre : `${b.nombre} (pack x ${vuelta + 1})`,
      presentacion: vuelta === 0 ? b.presentacion : `Pack de ${vuelta + 1} x ${b.presentacion}`,
      codigos: [String(troquel), ean13(i), ...(rnd() < 0.1 ? [ean13(i + 5_000_000)] : [])],
      laboratorio: b.laboratorio,
      droga: b.droga,
      categoria: b.categoria,
    });
  }
  return filas;
}

export function catalogoGenerado(): DocumentoBusqueda[] {
  return filasGeneradas().map((f) => ({
    id: f.troquel,
    nombre: f.nombre,
    codigos: f.codigos,
    extras: [f.laboratorio, ...(f.droga ? [f.droga] : []), f.categoria],
  }));
}

/**
 * The same products in the API's wire format (`GET /api/producto`), with the laboratory, drug and category lists
 * their ids point into.
 */
export function productosGenerados(cantidad = CANTIDAD): { productos: Producto[]; auxiliares: AuxiliaresCatalogo } {
  const ids = <T,>(nombres: Iterable<T>) => new Map([...new Set(nombres)].map((nombre, i) => [nombre, i + 1]));
  const filas = filasGeneradas(cantidad);
  const laboratorios = ids(filas.map((f) => f.laboratorio));
  const drogas = ids(filas.flatMap((f) => (f.droga ? [f.droga] : [])));
  const categorias = ids(filas.map((f) => f.categoria));
  const productos = filas.map((f, i): Producto => ({
    troquel: f.troquel,
    codigoBarras: f.codigos[1],
    codigoBarras1: f.codigos[2] ?? null,
    nombre: f.nombre,
    presentacion: f.presentacion,
    descripcionExtendida: i % 5 === 0 ? `${f.nombre}. Venta bajo receta.` : null,
    laboratorioId: laboratorios.get(f.laboratorio)!,
    drogaId: f.droga ? drogas.get(f.droga)! : null,
    panalPami: i % 97 === 0,
    imagen: i % 3 === 0 ? `https://img.example/productos/${f.troquel}.jpg` : null,
    categoriaId: categorias.get(f.categoria)!,
    noSeFabricaMas: i % 211 === 0,
    fechaBaja: null,
    flags: i % 17 === 0 ? 64 : 0,
    iva105: false,
    iva21: f.droga === null,
    refrigerado: i % 53 === 0,
    aptoCeliaco: i % 7 === 0,
    trazable: i % 11 === 0,
    psicofarmaco: i % 29 === 0,
    psicofarmacoNoFacturable: false,
    categorizable: true,
  }));
  const lista = (mapa: Map<string, number>) => [...mapa].map(([nombre, id]) => ({ id, nombre }));
  let borde = 0;
  return {
    productos,
    auxiliares: {
      laboratorios: lista(laboratorios),
      drogas: lista(drogas),
      // Flat leaves of the nested set: each its own [izquierda, derecha].
      categorias: lista(categorias).map((c) => ({ ...c, izquierda: ++borde, derecha: ++borde })),
      ofertas: [],
      combos: [],
    },
  };
}

/** The little of the `pg` driver used here. */
interface ClientePg {
  connect(): Promise<void>;
  query<T>(sql: string): Promise<{ rows: T[] }>;
  end(): Promise<void>;
}

/** The catalogue of a PostgreSQL seeded by the API's own seed script (`SEED_SCALE=large`), through the API's `pg` driver. */
export async function catalogoDePostgres(url: string): Promise<DocumentoBusqueda[]> {
  // pnpm runs the bench from the package folder; the driver is the API's (this package has no database of its own).
  const requerir = createRequire(path.resolve(process.cwd(), '../api/package.json'));
  const { Client } = requerir('pg') as { Client: new (opciones: { connectionString: string }) => ClientePg };
  const cliente = new Client({ connectionString: url });
  await cliente.connect();
  try {
    const { rows } = await cliente.query<{ troquel: number; codigo_barras: string; codigo_barras1: string | null; nombre: string; lab: string; droga: string | null; cat: string }>(
      `select p.troquel, p.codigo_barras, p.codigo_barras1, p.nombre, l.nombre as lab, d.nombre as droga, c.nombre as cat
         from producto p join laboratorio l on l.id = p.laboratorio_id left join droga d on d.id = p.droga_id join categoria c on c.id = p.categoria_id`,
    );
    return rows.map((r) => ({
      id: r.troquel,
      nombre: r.nombre,
      codigos: [String(r.troquel), r.codigo_barras, ...(r.codigo_barras1 ? [r.codigo_barras1] : [])],
      extras: [r.lab, ...(r.droga ? [r.droga] : []), r.cat],
    }));
  } finally {
    await cliente.end();
  }
}
