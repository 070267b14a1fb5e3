/**
 * @deprecated Moved to the identity module: import `hashSecret` from '../identity/index.js'. This re-export only
 * keeps marketing (another branch) compiling until the lead switches its import; then delete this file.
 */
export { hashSecret } from '../identity/index.js';
