export * from './dates.ts';
export * from './enums.ts';
export * from './menu.ts';
export * from './messages.ts';
export * from './permissions.ts';
export * from './schemas/catalogues.ts';
