import { z } from 'zod'

// Validation messages are shown to users; Zod ships an Indonesian locale. Imported once by each
// entry point (server and web) before any schema is used.
z.config(z.locales.id())
