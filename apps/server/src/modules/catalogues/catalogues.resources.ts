import {
  cities as cityEntry,
  degrees as degreeEntry,
  honorificTitles as honorificEntry,
  municipalities as municipalityEntry,
  states as stateEntry,
  venues as venueEntry,
} from '@doyang/domain';
import { belongsTo } from '../../db/relations.ts';
import { cities, degrees, honorific_titles, municipalities, states, venues } from '../../db/schema/index.ts';
import { bindResource } from '../../http/resource.ts';

export const degreeResource = bindResource(degreeEntry, {
  table: degrees,
  search: [degrees.name],
  orderable: { order: degrees.order, name: degrees.name, id: degrees.id },
});

export const honorificTitleResource = bindResource(honorificEntry, {
  table: honorific_titles,
  search: [honorific_titles.name, honorific_titles.description],
  orderable: { name: honorific_titles.name, description: honorific_titles.description, id: honorific_titles.id },
});

export const cityResource = bindResource(cityEntry, {
  table: cities,
  search: [cities.name],
  orderable: { name: cities.name, id: cities.id },
});

export const venueResource = bindResource(venueEntry, {
  table: venues,
  search: [venues.name, venues.contact_name],
  orderable: { name: venues.name, id: venues.id, phone: venues.phone },
  filters: { state_id: venues.state_id, city_id: venues.city_id },
  relations: {
    state: belongsTo('states', venues.state_id, ['id', 'name']),
    municipality: belongsTo('municipalities', venues.municipality_id, ['id', 'name']),
    city: belongsTo('cities', venues.city_id, ['id', 'name']),
  },
});

// States and municipalities are reference data loaded by the seed; the API only reads them.
export const stateResource = bindResource(stateEntry, {
  table: states,
  search: [states.name],
  orderable: { name: states.name, id: states.id },
});

export const municipalityResource = bindResource(municipalityEntry, {
  table: municipalities,
  search: [municipalities.name],
  orderable: { name: municipalities.name, id: municipalities.id },
  filters: { state_id: municipalities.state_id },
});

export const catalogueResources = [
  degreeResource,
  honorificTitleResource,
  cityResource,
  venueResource,
  stateResource,
  municipalityResource,
];
