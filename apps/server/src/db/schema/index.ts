export * from './commerce.ts';
export * from './doyangs.ts';
export * from './duties.ts';
export * from './groups.ts';
export * from './people.ts';
export * from './places.ts';
export * from './requirements.ts';
export * from './settings.ts';
