/**
 * File forms (spec 01 §7): a record whose values hold a file travels as multipart/form-data, an update as POST with
 * `_method=PUT` (a browser's form cannot send PUT with a file). Only flat values go beside a file; a list or an object
 * has no multipart spelling the server reads, so such a form is a mistake of the screen, said at once.
 */

/** A picked file: the browser's File, or react-admin's FileInput value `{rawFile}`. */
const fileOf = (value: unknown): File | null => {
  if (typeof File !== 'undefined' && value instanceof File) return value;
  const raw = (value as { rawFile?: unknown } | null)?.rawFile;
  return typeof File !== 'undefined' && raw instanceof File ? raw : null;
};

export const hasFile = (data: Record<string, unknown>): boolean => Object.values(data).some((v) => fileOf(v) !== null);

/** The form's values as multipart fields: files as files, null as '', booleans and numbers as text. */
export function formDataOf(data: Record<string, unknown>, extra: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(extra)) form.append(key, value);
  for (const [key, value] of Object.entries(data)) {
    const file = fileOf(value);
    if (file) form.append(key, file, file.name);
    else if (value === null || value === undefined) form.append(key, '');
    else if (['string', 'number', 'boolean'].includes(typeof value)) form.append(key, String(value));
    else throw new Error(`El campo ${key} no se puede enviar junto con un archivo`);
  }
  return form;
}
