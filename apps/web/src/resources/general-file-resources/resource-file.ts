import { UPLOAD_KINDS } from '@doyang/domain';

/** What a stored file is, as a person reads it: 'PDF · 1.2 MB', 'Imagen PNG · 830 KB'. */
export function fileSummary(extension: string, size: number): string {
  const kind = extension === 'pdf' ? 'PDF' : `Imagen ${extension === 'jpg' ? 'JPG' : extension.toUpperCase()}`;
  const amount =
    size >= 1024 * 1024
      ? `${(size / (1024 * 1024)).toLocaleString('es-MX', { maximumFractionDigits: 1 })} MB`
      : `${Math.max(1, Math.round(size / 1024)).toLocaleString('es-MX')} KB`;
  return `${kind} · ${amount}`;
}

/** Whether the browser's picked file looks like one the server takes (it decides by content; this only warns early). */
export const looksAccepted = (file: File): boolean =>
  (Object.values(UPLOAD_KINDS) as string[]).includes(file.type) || /\.(pdf|png|jpe?g|webp)$/i.test(file.name);

type Values = { name?: unknown; file?: unknown };

/** What a save sends: the name, and the picked file only when one was picked (an edit keeps its stored file). */
export function resourceBody(values: Values): { name: unknown; file?: File } {
  const file = (values.file as { rawFile?: unknown } | null)?.rawFile;
  return file instanceof File ? { name: values.name, file } : { name: values.name };
}
