import { z } from 'zod';
import { bureauCodes } from './bureaus';

/** A bureau code in a request or an answer; its type is `Bureau` of bureaus.ts. */
export const bureau = z.enum(bureauCodes);
