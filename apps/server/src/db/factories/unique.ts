import { randomBytes } from 'node:crypto'

/** A short random suffix, so rows a factory makes never collide with each other's keys. */
export const unique = () => randomBytes(4).toString('hex')
