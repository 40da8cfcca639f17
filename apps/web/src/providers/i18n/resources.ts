import { MSG } from '@doyang/domain';

/** Names, field labels and save banners per resource (spec 02 §8); react-admin reads resources.<name>.*. */
export const resourceMessages = {
  degrees: {
    name: 'Grado |||| Grados',
    fields: {
      order: 'Orden',
      name: 'Nombre',
      belt_group: 'Grupo de cinta',
      has_partials: 'Tiene parciales',
      partials_to_next_degree: 'Parciales para el siguiente grado',
    },
    notifications: { created: MSG.degreeCreated, updated: MSG.degreeEdited },
  },
  honorific_titles: {
    name: 'Honorífico |||| Honoríficos',
    fields: { name: 'Abreviatura', description: 'Descripción' },
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  cities: {
    name: 'Localidad |||| Localidades',
    fields: { name: 'Nombre' },
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  venues: {
    name: 'Sede |||| Sedes',
    fields: {
      name: 'Nombre',
      state_id: 'Estado',
      municipality_id: 'Municipio',
      city_id: 'Localidad',
      contact_name: 'Nombre de contacto',
      phone: 'Teléfono',
    },
    notifications: { created: MSG.created, updated: MSG.edited },
  },
  states: { name: 'Estado |||| Estados', fields: { name: 'Nombre' } },
  municipalities: { name: 'Municipio |||| Municipios', fields: { name: 'Nombre' } },
};
