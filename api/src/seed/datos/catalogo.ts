/** Laboratories and manufacturers; the position in the list (from 1) is the id. */
export const LABORATORIOS = [
  'Bagó', 'Roemmers', 'Elea', 'Gador', 'Casasco', 'Raffo', 'Baliarda', 'Montpellier', 'Bernabó', 'Sidus', 'Phoenix',
  'Craveri', 'Temis Lostaló', 'Pfizer', 'Bayer', 'Novartis', 'Sanofi', 'GSK', 'Abbott', 'Roche', 'Boehringer Ingelheim',
  'Genomma Lab', 'Denver Farma', 'Microsules', 'Fabra', 'Richet', 'Northia', 'Lazar', 'IVAX', 'Andrómaco', 'Tuteur',
  'Investi', 'Biotenk', 'Sandoz', 'Merck', 'MSD', 'AstraZeneca', 'Janssen', 'Lilly', 'Finadiet', 'Panalab', 'Savant',
  'Unilever', 'Procter & Gamble', 'Colgate-Palmolive', 'Beiersdorf', 'Kimberly-Clark', 'Johnson & Johnson', "L'Oréal",
  'Pierre Fabre', 'ISDIN', 'Galderma', '3M', 'Hartmann', 'Omron', 'Química Estrella', 'Vannier', 'Klonal', 'Lafedar',
  'Rontag', 'Ariston', 'Eurofarma', 'Poen', 'Teva', 'Dr. Reddy’s', 'Cassará', 'Szama', 'Medipharma', 'Interbio', 'Labinca',
  'Beta', 'Monte Verde', 'Raymos', 'Pharmavial', 'Catalysis', 'Laboratorios Dominguez',
] as const;

export type Laboratorio = (typeof LABORATORIOS)[number];

/** Laboratories that sell generics under the drug's name ("Ibuprofeno Gador 400 mg comp. x 20"). */
export const LABORATORIOS_GENERICOS: readonly Laboratorio[] = [
  'Bagó', 'Roemmers', 'Elea', 'Gador', 'Casasco', 'Raffo', 'Baliarda', 'Montpellier', 'Bernabó', 'Sidus', 'Phoenix',
  'Craveri', 'Temis Lostaló', 'Denver Farma', 'Microsules', 'Fabra', 'Richet', 'Northia', 'Lazar', 'IVAX', 'Andrómaco',
  'Tuteur', 'Investi', 'Biotenk', 'Sandoz', 'Finadiet', 'Panalab', 'Savant', 'Genomma Lab', 'Vannier', 'Klonal',
  'Lafedar', 'Rontag', 'Ariston', 'Eurofarma', 'Poen', 'Teva', 'Dr. Reddy’s', 'Cassará', 'Szama', 'Medipharma', 'Interbio',
  'Labinca', 'Beta', 'Monte Verde', 'Raymos', 'Pharmavial', 'Catalysis', 'Laboratorios Dominguez',
];

/** Category tree; each leaf has a key the catalogue below refers to. */
export interface NodoCategoria {
  nombre: string;
  clave?: string;
  hijos?: NodoCategoria[];
}

export const CATEGORIAS: readonly NodoCategoria[] = [
  {
    nombre: 'Medicamentos',
    hijos: [
      { nombre: 'Analgésicos y antiinflamatorios', clave: 'analgesicos' },
      { nombre: 'Antibióticos', clave: 'antibioticos' },
      { nombre: 'Cardiovasculares', clave: 'cardio' },
      { nombre: 'Aparato digestivo', clave: 'digestivo' },
      { nombre: 'Psicofármacos', clave: 'psico' },
      { nombre: 'Aparato respiratorio', clave: 'respiratorio' },
      { nombre: 'Antialérgicos', clave: 'alergia' },
      { nombre: 'Diabetes', clave: 'diabetes' },
      { nombre: 'Tiroides y hormonas', clave: 'hormonas' },
      { nombre: 'Dermatológicos', clave: 'dermato' },
      { nombre: 'Vitaminas y suplementos', clave: 'vitaminas' },
      { nombre: 'Biológicos y especialidades', clave: 'biologicos' },
    ],
  },
  {
    nombre: 'Perfumería',
    hijos: [
      { nombre: 'Cuidado capilar', clave: 'capilar' },
      { nombre: 'Higiene personal', clave: 'higiene' },
      { nombre: 'Cuidado bucal', clave: 'bucal' },
      { nombre: 'Desodorantes', clave: 'desodorantes' },
    ],
  },
  {
    nombre: 'Dermocosmética',
    hijos: [
      { nombre: 'Protección solar', clave: 'solar' },
      { nombre: 'Cuidado facial', clave: 'facial' },
      { nombre: 'Cuidado corporal', clave: 'corporal' },
    ],
  },
  {
    nombre: 'Pañales',
    hijos: [
      { nombre: 'Pañales para bebé', clave: 'panales-bebe' },
      { nombre: 'Pañales para adultos', clave: 'panales-adultos' },
    ],
  },
  {
    nombre: 'Accesorios',
    hijos: [
      { nombre: 'Primeros auxilios', clave: 'auxilios' },
      { nombre: 'Aparatos de diagnóstico', clave: 'diagnostico' },
      { nombre: 'Cuidado de la salud', clave: 'salud' },
    ],
  },
];

/**
 * A drug and how it is sold. `presentaciones` are `forma|concentraciones|tamaños`, each list comma-separated (a comma after a digit is a decimal comma), e.g.
 * `comp.|400 mg,600 mg|10,20` gives "… 400 mg comp. x 10". `marcas` are real brand names with their laboratory.
 */
export interface DrogaCatalogo {
  nombre: string;
  categoria: string;
  presentaciones: string[];
  marcas: [string, Laboratorio][];
  psicofarmaco?: boolean;
  refrigerado?: boolean;
  trazable?: boolean;
  /** Withdrawn from the market: its products are flagged "no se fabrica más". */
  discontinuada?: boolean;
}

export const DROGAS: readonly DrogaCatalogo[] = [
  { nombre: 'Ibuprofeno', categoria: 'analgesicos', presentaciones: ['comp.|400 mg,600 mg,800 mg|10,20,30', 'caps. blandas|400 mg|10,20', 'susp.|100 mg/5 ml,200 mg/5 ml|90 ml,120 ml'], marcas: [['Ibupirac', 'Pfizer'], ['Actron', 'Bayer'], ['Ibuevanol', 'Genomma Lab'], ['Druisel', 'Roemmers']] },
  { nombre: 'Paracetamol', categoria: 'analgesicos', presentaciones: ['comp.|500 mg,650 mg,1 g|10,20,30', 'gotas|100 mg/ml|20 ml', 'jbe.|160 mg/5 ml|100 ml'], marcas: [['Tafirol', 'Genomma Lab'], ['Termofren', 'Roemmers'], ['Causalon', 'Bagó']] },
  { nombre: 'Diclofenac', categoria: 'analgesicos', presentaciones: ['comp.|50 mg,75 mg|15,30', 'gel|1 %|60 g', 'amp.|75 mg/3 ml|3,6'], marcas: [['Voltaren', 'Novartis'], ['Dioxaflex', 'Bagó'], ['Oxaprost', 'Roemmers']] },
  { nombre: 'Ketorolac', categoria: 'analgesicos', presentaciones: ['comp.|10 mg,20 mg|10,20', 'amp.|30 mg|3'], marcas: [['Dolten', 'Roemmers'], ['Sinalgico', 'Elea']] },
  { nombre: 'Dipirona', categoria: 'analgesicos', presentaciones: ['comp.|500 mg|10,20', 'gotas|500 mg/ml|20 ml', 'amp.|1 g/2 ml|5'], marcas: [['Novalgina', 'Sanofi'], ['Lisalgil', 'Roemmers']] },
  { nombre: 'Naproxeno', categoria: 'analgesicos', presentaciones: ['comp.|275 mg,550 mg|10,20'], marcas: [['Naprux', 'Andrómaco'], ['Alidase', 'Bagó']] },
  { nombre: 'Meloxicam', categoria: 'analgesicos', presentaciones: ['comp.|7,5 mg,15 mg|10,20,30'], marcas: [['Mobic', 'Boehringer Ingelheim'], ['Tenaron', 'Elea']] },
  { nombre: 'Ácido acetilsalicílico', categoria: 'analgesicos', presentaciones: ['comp.|100 mg,500 mg|20,30,100'], marcas: [['Aspirina', 'Bayer'], ['Aspirinetas', 'Bayer'], ['Geniol', 'Genomma Lab']] },
  { nombre: 'Tramadol', categoria: 'analgesicos', presentaciones: ['comp.|50 mg,100 mg|10,20', 'gotas|100 mg/ml|10 ml'], marcas: [['Tramal', 'Bagó'], ['Calmador', 'Baliarda']], psicofarmaco: true, trazable: true },
  { nombre: 'Amoxicilina', categoria: 'antibioticos', presentaciones: ['caps.|500 mg|8,16,24', 'comp.|875 mg,1 g|8,16', 'susp.|250 mg/5 ml,500 mg/5 ml|60 ml,90 ml'], marcas: [['Amoxidal', 'Roemmers'], ['Trifamox', 'Bagó'], ['Amixen', 'Bernabó']] },
  { nombre: 'Amoxicilina + ácido clavulánico', categoria: 'antibioticos', presentaciones: ['comp.|875/125 mg,500/125 mg|14,20'], marcas: [['Optamox', 'Roemmers'], ['Augmentin', 'GSK'], ['Clavinex', 'Gador']] },
  { nombre: 'Azitromicina', categoria: 'antibioticos', presentaciones: ['comp.|500 mg|3,6', 'susp.|200 mg/5 ml|15 ml,30 ml'], marcas: [['Azitrox', 'Roemmers'], ['Macrozit', 'Bagó']] },
  { nombre: 'Cefalexina', categoria: 'antibioticos', presentaciones: ['comp.|500 mg,1 g|8,16', 'susp.|250 mg/5 ml|60 ml'], marcas: [['Keforal', 'Bagó'], ['Cefalexina Fabra', 'Fabra']] },
  { nombre: 'Ciprofloxacina', categoria: 'antibioticos', presentaciones: ['comp.|500 mg,750 mg|10,14'], marcas: [['Ciriax', 'Roemmers'], ['Baycip', 'Bayer']] },
  { nombre: 'Claritromicina', categoria: 'antibioticos', presentaciones: ['comp.|500 mg|8,16'], marcas: [['Klaricid', 'Abbott'], ['Claritral', 'Gador']] },
  { nombre: 'Enalapril', categoria: 'cardio', presentaciones: ['comp.|5 mg,10 mg,20 mg|30,60'], marcas: [['Lotrial', 'Roemmers'], ['Glioten', 'Bagó'], ['Pril', 'Gador']] },
  { nombre: 'Losartán', categoria: 'cardio', presentaciones: ['comp.|50 mg,100 mg|30,60'], marcas: [['Losacor', 'Roemmers'], ['Cozaar', 'MSD'], ['Tacardia', 'Bagó']] },
  { nombre: 'Valsartán', categoria: 'cardio', presentaciones: ['comp.|80 mg,160 mg,320 mg|28,30'], marcas: [['Diovan', 'Novartis'], ['Valaplex', 'Casasco']] },
  { nombre: 'Amlodipina', categoria: 'cardio', presentaciones: ['comp.|5 mg,10 mg|30,60'], marcas: [['Norvas', 'Pfizer'], ['Amloc', 'Gador'], ['Nexopril', 'Elea']] },
  { nombre: 'Atorvastatina', categoria: 'cardio', presentaciones: ['comp.|10 mg,20 mg,40 mg,80 mg|30,60'], marcas: [['Lipitor', 'Pfizer'], ['Lipibec', 'Bagó'], ['Atorlip', 'Roemmers']] },
  { nombre: 'Rosuvastatina', categoria: 'cardio', presentaciones: ['comp.|5 mg,10 mg,20 mg|30'], marcas: [['Crestor', 'AstraZeneca'], ['Rosuvast', 'Gador'], ['Vulcosan', 'Casasco']] },
  { nombre: 'Simvastatina', categoria: 'cardio', presentaciones: ['comp.|20 mg,40 mg|30'], marcas: [['Zocor', 'MSD'], ['Simvastatina Elea', 'Elea']] },
  { nombre: 'Carvedilol', categoria: 'cardio', presentaciones: ['comp.|6,25 mg,12,5 mg,25 mg|28,30'], marcas: [['Dilatrend', 'Roche'], ['Coreg', 'Casasco']] },
  { nombre: 'Bisoprolol', categoria: 'cardio', presentaciones: ['comp.|2,5 mg,5 mg,10 mg|30'], marcas: [['Concor', 'Merck'], ['Bisoprolol Gador', 'Gador']] },
  { nombre: 'Atenolol', categoria: 'cardio', presentaciones: ['comp.|25 mg,50 mg,100 mg|30,60'], marcas: [['Prenormine', 'AstraZeneca'], ['Atenolol Richet', 'Richet']] },
  { nombre: 'Furosemida', categoria: 'cardio', presentaciones: ['comp.|40 mg|20,50', 'amp.|20 mg/2 ml|5'], marcas: [['Lasix', 'Sanofi'], ['Fabofurox', 'Fabra']] },
  { nombre: 'Hidroclorotiazida', categoria: 'cardio', presentaciones: ['comp.|25 mg,50 mg|30'], marcas: [['Diurex', 'Roemmers']] },
  { nombre: 'Clopidogrel', categoria: 'cardio', presentaciones: ['comp.|75 mg|28,30'], marcas: [['Plavix', 'Sanofi'], ['Plavicor', 'Roemmers']] },
  { nombre: 'Omeprazol', categoria: 'digestivo', presentaciones: ['caps.|10 mg,20 mg,40 mg|14,28,30'], marcas: [['Ulcozol', 'Bagó'], ['Gastec', 'Roemmers'], ['Omeprasec', 'Gador']] },
  { nombre: 'Pantoprazol', categoria: 'digestivo', presentaciones: ['comp.|20 mg,40 mg|14,28,30'], marcas: [['Pantus', 'Roemmers'], ['Pantoprazol Gador', 'Gador']] },
  { nombre: 'Ranitidina', categoria: 'digestivo', presentaciones: ['comp.|150 mg,300 mg|20,30'], marcas: [['Taural', 'Roemmers'], ['Ranitidina Fabra', 'Fabra']], discontinuada: true },
  { nombre: 'Hioscina', categoria: 'digestivo', presentaciones: ['comp.|10 mg|20', 'gotas|10 mg/ml|20 ml', 'amp.|20 mg|5'], marcas: [['Buscapina', 'Boehringer Ingelheim'], ['Sertal', 'Roemmers']] },
  { nombre: 'Loperamida', categoria: 'digestivo', presentaciones: ['comp.|2 mg|6,12'], marcas: [['Imodium', 'Janssen'], ['Regulane', 'Andrómaco']] },
  { nombre: 'Metoclopramida', categoria: 'digestivo', presentaciones: ['comp.|10 mg|20,30', 'gotas|2,6 mg/ml|20 ml'], marcas: [['Reliveran', 'Sidus'], ['Rupemet', 'Raffo']] },
  { nombre: 'Domperidona', categoria: 'digestivo', presentaciones: ['comp.|10 mg|20,30', 'susp.|1 mg/ml|100 ml'], marcas: [['Motilium', 'Janssen'], ['Domperidona Northia', 'Northia']] },
  { nombre: 'Clonazepam', categoria: 'psico', presentaciones: ['comp.|0,5 mg,1 mg,2 mg|20,30,60', 'gotas|2,5 mg/ml|20 ml'], marcas: [['Rivotril', 'Roche'], ['Clonagin', 'Baliarda'], ['Clonax', 'Gador']], psicofarmaco: true },
  { nombre: 'Alprazolam', categoria: 'psico', presentaciones: ['comp.|0,25 mg,0,5 mg,1 mg,2 mg|30,60'], marcas: [['Alplax', 'Gador'], ['Tranquinal', 'Bagó'], ['Xanax', 'Pfizer']], psicofarmaco: true },
  { nombre: 'Lorazepam', categoria: 'psico', presentaciones: ['comp.|1 mg,2,5 mg|30,50'], marcas: [['Trapax', 'Pfizer'], ['Emotival', 'Sidus']], psicofarmaco: true },
  { nombre: 'Diazepam', categoria: 'psico', presentaciones: ['comp.|5 mg,10 mg|20,30', 'amp.|10 mg/2 ml|5'], marcas: [['Valium', 'Roche'], ['Plidex', 'Phoenix']], psicofarmaco: true },
  { nombre: 'Zolpidem', categoria: 'psico', presentaciones: ['comp.|10 mg|10,30'], marcas: [['Somit', 'Gador'], ['Ambien', 'Sanofi']], psicofarmaco: true },
  { nombre: 'Sertralina', categoria: 'psico', presentaciones: ['comp.|50 mg,100 mg|15,30,60'], marcas: [['Zoloft', 'Pfizer'], ['Atenix', 'Gador'], ['Sedoran', 'Casasco']] },
  { nombre: 'Escitalopram', categoria: 'psico', presentaciones: ['comp.|10 mg,20 mg|15,30,60'], marcas: [['Lexapro', 'Gador'], ['Seropram', 'Roemmers']] },
  { nombre: 'Quetiapina', categoria: 'psico', presentaciones: ['comp.|25 mg,100 mg,200 mg|30,60'], marcas: [['Seroquel', 'AstraZeneca'], ['Quetiazic', 'Roemmers']] },
  { nombre: 'Metilfenidato', categoria: 'psico', presentaciones: ['comp.|10 mg,20 mg|30'], marcas: [['Ritalina', 'Novartis'], ['Concerta', 'Janssen']], psicofarmaco: true, trazable: true },
  { nombre: 'Salbutamol', categoria: 'respiratorio', presentaciones: ['aerosol|100 mcg/dosis|200 dosis', 'sol. para nebulizar|5 mg/ml|10 ml,20 ml'], marcas: [['Ventolin', 'GSK'], ['Salbutral', 'Elea'], ['Aerotina', 'Casasco']] },
  { nombre: 'Budesonida', categoria: 'respiratorio', presentaciones: ['aerosol|200 mcg/dosis|200 dosis', 'spray nasal|64 mcg|120 dosis'], marcas: [['Pulmicort', 'AstraZeneca'], ['Budesonida Phoenix', 'Phoenix']] },
  { nombre: 'Montelukast', categoria: 'respiratorio', presentaciones: ['comp.|4 mg,5 mg,10 mg|30'], marcas: [['Singulair', 'MSD'], ['Montelukast Gador', 'Gador'], ['Lukast', 'Elea']] },
  { nombre: 'Ambroxol', categoria: 'respiratorio', presentaciones: ['jbe.|15 mg/5 ml,30 mg/5 ml|120 ml', 'gotas|7,5 mg/ml|20 ml'], marcas: [['Mucosolvan', 'Boehringer Ingelheim'], ['Bisolvon', 'Sanofi']] },
  { nombre: 'Loratadina', categoria: 'alergia', presentaciones: ['comp.|10 mg|10,20,30', 'jbe.|5 mg/5 ml|60 ml,100 ml'], marcas: [['Clarityne', 'Bayer'], ['Alerpriv', 'Roemmers'], ['Loratadina Genomma', 'Genomma Lab']] },
  { nombre: 'Desloratadina', categoria: 'alergia', presentaciones: ['comp.|5 mg|10,20,30'], marcas: [['Aerius', 'MSD'], ['Desloratadina Elea', 'Elea']] },
  { nombre: 'Cetirizina', categoria: 'alergia', presentaciones: ['comp.|10 mg|10,20', 'gotas|10 mg/ml|20 ml'], marcas: [['Zyrtec', 'GSK'], ['Cetirizina Raffo', 'Raffo']] },
  { nombre: 'Metformina', categoria: 'diabetes', presentaciones: ['comp.|500 mg,850 mg,1000 mg|30,60'], marcas: [['Glucophage', 'Merck'], ['Islotin', 'Roemmers'], ['Glucaminol', 'Elea']] },
  { nombre: 'Glibenclamida', categoria: 'diabetes', presentaciones: ['comp.|5 mg|30,60'], marcas: [['Daonil', 'Sanofi']] },
  { nombre: 'Sitagliptina', categoria: 'diabetes', presentaciones: ['comp.|50 mg,100 mg|28'], marcas: [['Januvia', 'MSD'], ['Sitagliptina Gador', 'Gador']] },
  { nombre: 'Insulina glargina', categoria: 'diabetes', presentaciones: ['lapicera prellenada|100 UI/ml|1,5'], marcas: [['Lantus', 'Sanofi'], ['Basaglar', 'Lilly']], refrigerado: true, trazable: true },
  { nombre: 'Insulina humana NPH', categoria: 'diabetes', presentaciones: ['fco. amp.|100 UI/ml|1'], marcas: [['Humulin N', 'Lilly'], ['Betalin NPH', 'Denver Farma']], refrigerado: true, trazable: true },
  { nombre: 'Levotiroxina', categoria: 'hormonas', presentaciones: ['comp.|25 mcg,50 mcg,75 mcg,100 mcg,125 mcg|30,50,100'], marcas: [['T4 Montpellier', 'Montpellier'], ['Euthyrox', 'Merck'], ['Levotiroxina Elea', 'Elea']] },
  { nombre: 'Levonorgestrel + etinilestradiol', categoria: 'hormonas', presentaciones: ['comp.|0,15/0,03 mg|21,28'], marcas: [['Microgynon', 'Bayer'], ['Micropil', 'Elea']] },
  { nombre: 'Drospirenona + etinilestradiol', categoria: 'hormonas', presentaciones: ['comp.|3/0,02 mg,3/0,03 mg|28'], marcas: [['Yasmin', 'Bayer'], ['Isis', 'Elea']] },
  { nombre: 'Sildenafil', categoria: 'hormonas', presentaciones: ['comp.|50 mg,100 mg|1,2,4'], marcas: [['Viagra', 'Pfizer'], ['Lumix', 'Gador']] },
  { nombre: 'Tadalafil', categoria: 'hormonas', presentaciones: ['comp.|5 mg,20 mg|4,30'], marcas: [['Cialis', 'Lilly'], ['Tadalafilo Gador', 'Gador']] },
  { nombre: 'Betametasona', categoria: 'dermato', presentaciones: ['crema|0,05 %|15 g,30 g', 'gotas|0,6 mg/ml|15 ml', 'amp.|4 mg|1'], marcas: [['Celestone', 'MSD'], ['Diprosone', 'MSD']] },
  { nombre: 'Clotrimazol', categoria: 'dermato', presentaciones: ['crema|1 %|20 g', 'óvulos|500 mg|1'], marcas: [['Canesten', 'Bayer'], ['Gine-Canesten', 'Bayer']] },
  { nombre: 'Mupirocina', categoria: 'dermato', presentaciones: ['ungüento|2 %|15 g'], marcas: [['Bactroban', 'GSK'], ['Mupirocina Elea', 'Elea']] },
  { nombre: 'Prednisona', categoria: 'dermato', presentaciones: ['comp.|4 mg,20 mg,40 mg|10,20'], marcas: [['Meticorten', 'MSD'], ['Deltisona B', 'Sidus']] },
  { nombre: 'Vitamina D3', categoria: 'vitaminas', presentaciones: ['gotas|2400 UI/ml|10 ml', 'comp.|1000 UI|30,60'], marcas: [['D-Vit', 'Casasco'], ['Dosical D', 'Elea']] },
  { nombre: 'Complejo B', categoria: 'vitaminas', presentaciones: ['comp.|B1 B6 B12|30,60', 'amp.|B1 B6 B12|3'], marcas: [['Bagó B1 B6 B12', 'Bagó'], ['Dolo-Neurobión', 'Merck']] },
  { nombre: 'Ácido fólico', categoria: 'vitaminas', presentaciones: ['comp.|1 mg,5 mg|30,60'], marcas: [['Folivital', 'Montpellier']] },
  { nombre: 'Hierro polimaltosato', categoria: 'vitaminas', presentaciones: ['gotas|50 mg/ml|30 ml', 'comp.|100 mg|30'], marcas: [['Ferranin', 'Sanofi'], ['Maltofer', 'Bagó']] },
  { nombre: 'Levofloxacina', categoria: 'antibioticos', presentaciones: ['comp.|500 mg,750 mg|7,10,14'], marcas: [['Tavanic', 'Sanofi'], ['Levaquin', 'Janssen']] },
  { nombre: 'Fluconazol', categoria: 'antibioticos', presentaciones: ['caps.|50 mg,150 mg,200 mg|1,2,10'], marcas: [['Flusenil', 'Roemmers'], ['Triflucan', 'Pfizer']] },
  { nombre: 'Aciclovir', categoria: 'antibioticos', presentaciones: ['comp.|200 mg,400 mg,800 mg|20,35', 'crema|5 %|10 g'], marcas: [['Zovirax', 'GSK'], ['Poviral', 'Bagó']] },
  { nombre: 'Nitazoxanida', categoria: 'antibioticos', presentaciones: ['comp.|500 mg|6,12', 'susp.|100 mg/5 ml|30 ml,60 ml'], marcas: [['Daxon', 'Roemmers'], ['Heliton', 'Bagó']] },
  { nombre: 'Pregabalina', categoria: 'psico', presentaciones: ['caps.|75 mg,150 mg,300 mg|14,28,30'], marcas: [['Lyrica', 'Pfizer'], ['Gavin', 'Casasco'], ['Plenica', 'Roemmers']] },
  { nombre: 'Gabapentin', categoria: 'psico', presentaciones: ['caps.|300 mg,400 mg|30,60'], marcas: [['Neurontin', 'Pfizer'], ['Gabatral', 'Gador']] },
  { nombre: 'Duloxetina', categoria: 'psico', presentaciones: ['caps.|30 mg,60 mg|14,28,30'], marcas: [['Cymbalta', 'Lilly'], ['Dulorgan', 'Elea']] },
  { nombre: 'Venlafaxina', categoria: 'psico', presentaciones: ['caps.|37,5 mg,75 mg,150 mg|14,28,30'], marcas: [['Efexor', 'Pfizer'], ['Sesaren', 'Gador']] },
  { nombre: 'Risperidona', categoria: 'psico', presentaciones: ['comp.|1 mg,2 mg,3 mg|20,30,60', 'gotas|1 mg/ml|30 ml'], marcas: [['Risperdal', 'Janssen'], ['Dozic', 'Roemmers']] },
  { nombre: 'Ondansetrón', categoria: 'digestivo', presentaciones: ['comp.|4 mg,8 mg|10,20', 'amp.|8 mg/4 ml|1,5'], marcas: [['Zofran', 'GSK'], ['Vomisin', 'Casasco']] },
  { nombre: 'Mometasona', categoria: 'respiratorio', presentaciones: ['spray nasal|50 mcg|120 dosis,140 dosis', 'crema|0,1 %|15 g,30 g'], marcas: [['Nasonex', 'MSD'], ['Elocom', 'MSD']] },
  { nombre: 'Fexofenadina', categoria: 'alergia', presentaciones: ['comp.|120 mg,180 mg|10,20,30'], marcas: [['Allegra', 'Sanofi'], ['Alergical', 'Elea']] },
  { nombre: 'Adalimumab', categoria: 'biologicos', presentaciones: ['jga. prellenada|40 mg|1,2'], marcas: [['Humira', 'Abbott'], ['Amgevita', 'Roemmers']], refrigerado: true, trazable: true },
  { nombre: 'Enoxaparina', categoria: 'biologicos', presentaciones: ['jga. prellenada|40 mg,60 mg,80 mg|2,10'], marcas: [['Clexane', 'Sanofi'], ['Dilutol', 'Elea']], trazable: true },
  { nombre: 'Etanercept', categoria: 'biologicos', presentaciones: ['jga. prellenada|50 mg|4'], marcas: [['Enbrel', 'Pfizer'], ['Etanar', 'Biotenk']], refrigerado: true, trazable: true },
];

/** Non-medicine lines: `[categoría, marca, fabricante, productos, variantes, tamaños]`. */
export type LineaNoMedicamento = [string, string, Laboratorio, string[], string[], string[]];

export const LINEAS_NO_MEDICAMENTOS: readonly LineaNoMedicamento[] = [
  ['capilar', 'Sedal', 'Unilever', ['Shampoo', 'Acondicionador'], ['Ceramidas', 'Rizos Obedientes', 'Liso Perfecto', 'Restauración Instantánea'], ['190 ml', '340 ml', '650 ml']],
  ['capilar', 'Pantene', 'Procter & Gamble', ['Shampoo', 'Acondicionador'], ['Restauración', 'Control Caída', 'Rizos Definidos', 'Liso y Sedoso'], ['200 ml', '400 ml', '750 ml']],
  ['capilar', 'Head & Shoulders', 'Procter & Gamble', ['Shampoo anticaspa'], ['Limpieza Renovadora', 'Manzana Fresh', 'Men Old Spice'], ['180 ml', '375 ml', '650 ml']],
  ['capilar', 'Dove', 'Unilever', ['Shampoo', 'Acondicionador', 'Crema de peinar'], ['Reconstrucción Completa', 'Hidratación Intensa', 'Óleo Nutrición'], ['200 ml', '400 ml']],
  ['higiene', 'Dove', 'Unilever', ['Jabón en barra', 'Jabón líquido'], ['Original', 'Cremoso', 'Karité y Vainilla', 'Men Care'], ['90 g', '250 ml']],
  ['higiene', 'Rexona', 'Unilever', ['Jabón en barra'], ['Cotton', 'Sport Fan', 'Bamboo'], ['125 g']],
  ['higiene', 'Johnson’s Baby', 'Johnson & Johnson', ['Shampoo', 'Oleo calcáreo', 'Talco', 'Colonia'], ['Original', 'Manzanilla', 'Hora de dormir'], ['200 ml', '400 ml']],
  ['higiene', 'Carefree', 'Johnson & Johnson', ['Protectores diarios'], ['Todos los días', 'Respirable', 'Aloe'], ['x 20', 'x 40', 'x 80']],
  ['higiene', 'Kotex', 'Kimberly-Clark', ['Toallitas femeninas'], ['Normal con alas', 'Nocturna', 'Ultrafina'], ['x 8', 'x 16', 'x 32']],
  ['bucal', 'Colgate', 'Colgate-Palmolive', ['Crema dental', 'Cepillo dental', 'Enjuague bucal'], ['Total 12', 'Luminous White', 'Triple Acción', 'Sensitive Pro Alivio'], ['70 g', '90 g', '180 g']],
  ['bucal', 'Oral-B', 'Procter & Gamble', ['Cepillo dental', 'Hilo dental', 'Crema dental'], ['Pro-Salud', 'Indicator', '3D White', 'Complete'], ['x 1', 'x 2', '50 m']],
  ['bucal', 'Listerine', 'Johnson & Johnson', ['Enjuague bucal'], ['Cool Mint', 'Cuidado Total', 'Zero Alcohol', 'Whitening'], ['180 ml', '250 ml', '500 ml']],
  ['desodorantes', 'Rexona', 'Unilever', ['Antitranspirante aerosol', 'Antitranspirante roll-on'], ['Men V8', 'Women Invisible', 'Clinical', 'Men Active Dry', 'Women Powder'], ['50 ml', '90 g', '150 ml']],
  ['desodorantes', 'Dove', 'Unilever', ['Antitranspirante aerosol', 'Antitranspirante en barra'], ['Original', 'Men Care Clean Comfort', 'Invisible Dry'], ['50 g', '89 g', '150 ml']],
  ['desodorantes', 'Nivea', 'Beiersdorf', ['Antitranspirante aerosol', 'Antitranspirante roll-on'], ['Black & White', 'Men Dry Impact', 'Fresh Natural', 'Pearl & Beauty'], ['50 ml', '150 ml']],
  ['solar', 'La Roche-Posay', "L'Oréal", ['Anthelios protector solar'], ['FPS 50+ fluido', 'FPS 50+ gel crema', 'FPS 50 invisible'], ['50 ml', '200 ml']],
  ['solar', 'ISDIN', 'ISDIN', ['Fotoprotector'], ['Fusion Water FPS 50', 'Gel Cream FPS 50+', 'Pediatrics FPS 50'], ['50 ml', '200 ml']],
  ['solar', 'Nivea Sun', 'Beiersdorf', ['Protector solar'], ['FPS 30', 'FPS 50', 'Kids FPS 50'], ['125 ml', '200 ml']],
  ['facial', 'Vichy', "L'Oréal", ['Crema facial', 'Sérum'], ['Mineral 89', 'Liftactiv', 'Normaderm', 'Aqualia Thermal'], ['30 ml', '50 ml']],
  ['facial', 'Eucerin', 'Beiersdorf', ['Crema facial', 'Gel limpiador'], ['Hyaluron-Filler', 'DermoPure', 'AntiPigment', 'UreaRepair'], ['50 ml', '200 ml']],
  ['facial', 'Avène', 'Pierre Fabre', ['Agua termal', 'Crema facial'], ['Hydrance', 'Cleanance', 'Tolérance'], ['50 ml', '150 ml', '300 ml']],
  ['corporal', 'Cetaphil', 'Galderma', ['Loción humectante', 'Limpiador'], ['Piel seca', 'Piel sensible', 'Restoraderm'], ['236 ml', '473 ml']],
  ['corporal', 'Nivea', 'Beiersdorf', ['Crema corporal', 'Crema'], ['Milk Nutritiva', 'Soft', 'Cuidado Esencial', 'Aloe'], ['200 ml', '400 ml', '100 ml']],
  ['panales-bebe', 'Pampers', 'Procter & Gamble', ['Pañales'], ['Confort Sec P', 'Confort Sec M', 'Confort Sec G', 'Confort Sec XG', 'Premium Care RN'], ['x 20', 'x 36', 'x 58']],
  ['panales-bebe', 'Huggies', 'Kimberly-Clark', ['Pañales'], ['Natural Care P', 'Natural Care M', 'Natural Care G', 'Flexi Comfort XG', 'Supreme Care XXG'], ['x 20', 'x 32', 'x 64']],
  ['panales-bebe', 'Babysec', 'Química Estrella', ['Pañales'], ['Premium P', 'Premium M', 'Premium G', 'Ultrasec XG'], ['x 16', 'x 30', 'x 48']],
  ['panales-adultos', 'Plenitud', 'Kimberly-Clark', ['Pañales para adultos'], ['Classic M', 'Classic G', 'Active G', 'Protect Plus XG'], ['x 8', 'x 16', 'x 30']],
  ['panales-adultos', 'Cotidian', 'Química Estrella', ['Pañales para adultos'], ['Clásico M', 'Clásico G', 'Extra G', 'Extra XG'], ['x 8', 'x 16', 'x 30']],
  ['auxilios', 'Curitas', 'Johnson & Johnson', ['Apósitos adhesivos'], ['Tradicional', 'Transparente', 'Tela flexible', 'Niños'], ['x 10', 'x 20', 'x 40']],
  ['auxilios', 'Hartmann', 'Hartmann', ['Gasa estéril', 'Venda elástica', 'Cinta hipoalergénica'], ['10 x 10 cm', '7 cm', '2,5 cm'], ['x 1', 'x 10']],
  ['auxilios', 'Nexcare', '3M', ['Cinta microporosa', 'Apósitos', 'Parche ocular'], ['Blanca', 'Piel', 'Junior'], ['x 1', 'x 20']],
  ['diagnostico', 'Omron', 'Omron', ['Tensiómetro digital', 'Termómetro digital', 'Nebulizador'], ['HEM-7120 de brazo', 'HEM-6124 de muñeca', 'MC-246', 'NE-C801'], ['x 1']],
  ['diagnostico', 'Accu-Chek', 'Roche', ['Tiras reactivas', 'Lancetas', 'Glucómetro'], ['Active', 'Performa', 'Instant', 'Guide'], ['x 25', 'x 50', 'x 1']],
  ['salud', 'Prime', 'Química Estrella', ['Preservativos'], ['Ultrafino', 'Texturado', 'Extra lubricado', 'Sensación Natural'], ['x 3', 'x 12']],
  ['salud', 'Descartable', 'Hartmann', ['Jeringa descartable', 'Aguja descartable', 'Barbijo tricapa'], ['1 ml', '3 ml', '5 ml', '10 ml'], ['x 1', 'x 10', 'x 50']],
];

/** Expanded meaning of a dosage-form abbreviation, for `descripcionExtendida`. */
export const FORMAS: Record<string, string> = {
  'comp.': 'comprimidos',
  'caps.': 'cápsulas',
  'caps. blandas': 'cápsulas blandas',
  'susp.': 'suspensión oral',
  'jbe.': 'jarabe',
  gotas: 'gotas orales',
  gel: 'gel de uso tópico',
  crema: 'crema de uso tópico',
  ungüento: 'ungüento de uso tópico',
  'amp.': 'ampollas inyectables',
  aerosol: 'aerosol para inhalar',
  'sol. para nebulizar': 'solución para nebulizar',
  'spray nasal': 'spray nasal',
  'lapicera prellenada': 'lapicera prellenada',
  'fco. amp.': 'frasco ampolla',
  'jga. prellenada': 'jeringa prellenada',
  óvulos: 'óvulos vaginales',
};
