import { config } from 'zod/mini'
import en from 'zod/v4/locales/en.js'

// zod/mini ships no messages; errors must read "expected string, received number", not "Invalid input".
config(en())
