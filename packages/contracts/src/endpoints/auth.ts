import { z } from 'zod';
import {
  forgotPasswordBody,
  loginBody,
  loginResponse,
  registerBody,
  resetPasswordBody,
  verifyDemoCodeBody,
  verifyDemoCodeResponse,
  verifyUsernameBody,
  verifyUsernameResponse,
} from '../auth.js';
import { endpoint } from '../endpoint.js';

const tag = 'auth';
const done = z.null();

/** Signing in and out, registration and password resets (spec 1 sections 1 and 2). */
export const authEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/auth/login',
    tag,
    access: 'public',
    body: loginBody,
    response: loginResponse,
  }),
  logout: endpoint({ method: 'POST', path: '/auth/logout', tag, access: 'signedIn', apiKey: false, response: done }),
  verifyUsername: endpoint({
    method: 'POST',
    path: '/auth/verifyusername',
    tag,
    access: 'public',
    body: verifyUsernameBody,
    response: verifyUsernameResponse,
  }),
  verifyDemoCode: endpoint({
    method: 'POST',
    path: '/auth/verifydemocode',
    tag,
    access: 'public',
    body: verifyDemoCodeBody,
    response: verifyDemoCodeResponse,
  }),
  register: endpoint({
    method: 'POST',
    path: '/auth/register',
    tag,
    access: 'public',
    body: registerBody,
    response: loginResponse,
  }),
  forgotPassword: endpoint({
    method: 'POST',
    path: '/auth/forgotpassword',
    tag,
    access: 'public',
    body: forgotPasswordBody,
    response: done,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/auth/resetpassword',
    tag,
    access: 'public',
    body: resetPasswordBody,
    response: done,
  }),
};
