export const NOMBRES_FEMENINOS = [
  'María', 'Laura', 'Carolina', 'Silvia', 'Ana', 'Mónica', 'Patricia', 'Gabriela', 'Florencia', 'Valeria', 'Lucía', 'Sofía',
  'Camila', 'Julieta', 'Romina', 'Natalia', 'Verónica', 'Paula', 'Mariana', 'Claudia', 'Graciela', 'Susana', 'Marcela',
  'Andrea', 'Cecilia', 'Daniela', 'Agustina', 'Micaela', 'Lorena', 'Soledad', 'Victoria', 'Rocío', 'Milagros', 'Belén',
] as const;

export const NOMBRES_MASCULINOS = [
  'Juan', 'Martín', 'Diego', 'Jorge', 'Roberto', 'Gustavo', 'Carlos', 'Alejandro', 'Sebastián', 'Pablo', 'Federico',
  'Marcelo', 'Fernando', 'Hernán', 'Leandro', 'Matías', 'Nicolás', 'Gonzalo', 'Facundo', 'Ezequiel', 'Lucas', 'Tomás',
  'Ricardo', 'Daniel', 'Eduardo', 'Sergio', 'Raúl', 'Osvaldo', 'Rubén', 'Claudio', 'Mariano', 'Ignacio', 'Santiago',
] as const;

export const APELLIDOS = [
  'González', 'Rodríguez', 'Gómez', 'Fernández', 'López', 'Díaz', 'Martínez', 'Pérez', 'García', 'Sánchez', 'Romero',
  'Sosa', 'Álvarez', 'Torres', 'Ruiz', 'Ramírez', 'Flores', 'Acosta', 'Benítez', 'Medina', 'Suárez', 'Herrera', 'Aguirre',
  'Pereyra', 'Gutiérrez', 'Giménez', 'Molina', 'Silva', 'Castro', 'Rojas', 'Ortiz', 'Núñez', 'Luna', 'Juárez', 'Cabrera',
  'Ríos', 'Ferreyra', 'Godoy', 'Morales', 'Domínguez', 'Moreno', 'Peralta', 'Vega', 'Carrizo', 'Quiroga', 'Castillo',
  'Ledesma', 'Muñoz', 'Ojeda', 'Ponce', 'Vera', 'Vázquez', 'Villalba', 'Cardozo', 'Navarro', 'Ramos', 'Arias', 'Coronel',
  'Córdoba', 'Figueroa', 'Correa', 'Cáceres', 'Vargas', 'Páez', 'Rossi', 'Russo', 'Ferrari', 'Bianchi', 'Romano', 'Colombo',
  'Bruno', 'Fontana', 'Costa', 'Marino', 'Greco', 'Lombardi', 'Mancini', 'Ricci', 'Gallo', 'Conti', 'Caruso', 'Iglesias',
] as const;
