import { courtEndpoints } from './courts.js';
import { appointmentEndpoints } from './appointments.js';

/**
 * The endpoint table: every call of the API, declared once. The server registers its routes from it, the OpenAPI
 * document is generated from those routes, and the web client and the API tests call through it.
 * Add an area's endpoints in a file of its own beside this one and name it here.
 */
export const endpoints = {
  courts: courtEndpoints,
  appointments: appointmentEndpoints,
};

export type Endpoints = typeof endpoints;
