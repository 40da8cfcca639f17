import { z } from 'zod';
import { MSG } from '../messages.ts';
import { upperName } from './catalogues.ts';
import { text } from './text.ts';

// Uploaded files (issue 26): what an upload may be, and the digital resources of RECURSOS DIGITALES MDK (spec 03 §2,
// §3 GeneralFileResource: name, file; §7 'Digital resources').

/** The kinds of file an upload may be, by the extension the server gives them; the server decides by content. */
export const UPLOAD_KINDS = { pdf: 'application/pdf', png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' } as const;
export type UploadExtension = keyof typeof UPLOAD_KINDS;

/** What a file input offers (spec 03 §5 'pdf or image'); it only filters the picker, the server checks the bytes. */
export const UPLOAD_ACCEPT = 'application/pdf,image/png,image/jpeg,image/webp,.pdf,.png,.jpg,.jpeg,.webp';

/** A multipart update's method override (spec 01 §7: file forms are POST with `_method=PUT`). */
export const methodOverrideField = z
  .string()
  .refine((m) => m.trim().toUpperCase() === 'PUT', MSG.uploadMethodOverride)
  .meta({ description: 'PUT: la petición es una actualización (spec 01 §7)' });

/** A digital resource's own field; its file travels beside it. */
export const generalFileResourceSchema = z.object({ name: upperName() });
export type GeneralFileResourceFields = z.output<typeof generalFileResourceSchema>;

/** POST /api/general_file_resources (multipart): the name and the file (PDF, PNG, JPG or WEBP). */
export const generalFileResourceCreateForm = generalFileResourceSchema.extend({ file: z.file() });

/** POST /api/general_file_resources/{id} with `_method=PUT`, or PUT (multipart): a new name, a new file, or both. */
export const generalFileResourceUpdateForm = z.object({
  _method: methodOverrideField.optional(),
  id: z.coerce.number().int().positive().optional(),
  name: text().optional(),
  file: z.file().optional(),
});

/** A digital resource as the API answers it: `file` is the storage key, `file_name` the name its download takes. */
export const generalFileResourceAnswer = z
  .object({
    id: z.number(),
    name: z.string(),
    file: z.string(),
    content_type: z.string(),
    extension: z.string(),
    size: z.number(),
    created_by: z.number().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
    file_name: z.string(),
  })
  .meta({ id: 'GeneralFileResource' });
export type GeneralFileResourceAnswer = z.infer<typeof generalFileResourceAnswer>;

/** A person's file (expediente, spec 02 §3 `file`) sent as the record's update: POST /api/users/{id} with `_method=PUT`. */
export const userFileForm = z.object({
  _method: methodOverrideField,
  id: z.coerce.number().int().positive().optional(),
  file: z.file(),
});
