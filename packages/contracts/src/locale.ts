import { z } from 'zod';

// Validation messages in Turkish on both sides (server answers and form errors).
z.config(z.locales.tr());
