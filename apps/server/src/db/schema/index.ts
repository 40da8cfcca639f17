export * from './commerce.ts';
export * from './doyangs.ts';
export * from './people.ts';
export * from './places.ts';
export * from './settings.ts';
