import { z } from 'zod';

// Server answers and form messages are Spanish: zod's own texts (type and size errors) too, on both sides.
z.config(z.locales.es());
