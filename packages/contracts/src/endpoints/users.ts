import { z } from 'zod';
import { endpoint } from '../endpoint.js';
import {
  changePasswordBody,
  membershipSchema,
  sessionUserSchema,
  setBusinessBody,
  tokenResponse,
  updateProfileBody,
} from '../users.js';

const tag = 'users';

/** The signed-in user: their session copy, profile, password, current club and the club's subscription. */
export const userEndpoints = {
  info: endpoint({ method: 'GET', path: '/users/info', tag, access: 'signedIn', response: sessionUserSchema }),
  memberships: endpoint({
    method: 'GET',
    path: '/users/memberships',
    tag,
    access: 'signedIn',
    response: z.array(membershipSchema),
  }),
  setBusiness: endpoint({
    method: 'PUT',
    path: '/users/set_business',
    tag,
    // The account's own: an API key acts for the club, never as the person's account.
    apiKey: false,
    access: 'signedIn',
    body: setBusinessBody,
    response: sessionUserSchema,
  }),
  update: endpoint({
    method: 'PUT',
    path: '/users/update',
    tag,
    // The account's own: an API key acts for the club, never as the person's account.
    apiKey: false,
    access: 'signedIn',
    body: updateProfileBody,
    response: sessionUserSchema,
  }),
  changePassword: endpoint({
    method: 'POST',
    path: '/users/changepassword',
    tag,
    // The account's own: an API key acts for the club, never as the person's account.
    apiKey: false,
    access: 'signedIn',
    body: changePasswordBody,
    response: tokenResponse,
  }),
};
