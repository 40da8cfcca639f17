// The examples the Spanish order is tested with (issue 10), by the domain's unit tests and the API's tests alike.

/** Surnames in the order a Spanish reader expects them: Á with the A's, GÓMEZ before GONZÁLEZ, Ñ after every N. */
export const SPANISH_READER_ORDER = [
  'ALBERTO',
  'ÁNGEL',
  'AZUL',
  'DÍAZ',
  'DOMÍNGUEZ',
  'GÓMEZ',
  'GONZÁLEZ',
  'LÓPEZ',
  'LUNA',
  'NAVA',
  'NUNO',
  'NUÑEZ',
  'ÑANDÚ',
  'OCHOA',
];

/** The same surnames out of order, as a list would receive them. */
export const SPANISH_READER_SHUFFLED = [
  'LUNA',
  'ÑANDÚ',
  'GONZÁLEZ',
  'AZUL',
  'NUÑEZ',
  'DOMÍNGUEZ',
  'ÁNGEL',
  'OCHOA',
  'NUNO',
  'LÓPEZ',
  'DÍAZ',
  'ALBERTO',
  'GÓMEZ',
  'NAVA',
];
