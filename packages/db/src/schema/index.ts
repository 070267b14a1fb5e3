export * from './businesses.js';
export * from './users.js';
export * from './members.js';
export * from './club.js';
export * from './structure.js';
export * from './mail.js';
export * from './demo.js';
export * from './marketing.js';
