import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import '@fastify/static';
import type { MarketingConfig } from '../../config.js';

/** Which store /athlete sends a phone to. iPadOS in desktop mode sends a Mac user agent and gets Android (see decisions). */
export function storeFor(userAgent: string | undefined): 'android' | 'ios' {
  const agent = userAgent ?? '';
  if (/android/i.test(agent)) return 'android';
  if (/iPhone|iPad|iPod/.test(agent)) return 'ios';
  return 'android';
}

const DOCUMENTS: Record<string, string> = {
  '/assets/file/terms-of-service': 'assets/file/terms-of-service.html',
  '/assets/file/privacy-policy': 'assets/file/privacy-policy.html',
};

const page = { schema: { hide: true }, config: { access: 'public' as const } };

function sendDocument(reply: FastifyReply, file: string) {
  // The documents ship with the built web app; without it (API-only) there is nothing to send.
  if (typeof reply.sendFile !== 'function') {
    return reply.status(404).send({ code: 404, payload: null, message: 'Document not found.' });
  }
  return reply.type('text/html; charset=utf-8').sendFile(file);
}

/** Server-side page routes of the public site: redirects whose targets are configuration, and the legal documents. */
export function marketingPageRoutes(config: MarketingConfig): FastifyPluginAsync {
  return async (app) => {
    app.get('/athlete', page, async (request, reply) =>
      reply.redirect(storeFor(request.headers['user-agent']) === 'ios' ? config.iosAppUrl : config.androidAppUrl, 302),
    );
    app.get('/terms', page, async (_request, reply) => reply.redirect(config.termsUrl, 302));
    app.get('/privacy', page, async (_request, reply) => reply.redirect(config.privacyUrl, 302));
    app.get('/lesson_management', page, async (_request, reply) => reply.redirect('/', 302));
    for (const [path, file] of Object.entries(DOCUMENTS)) {
      app.get(path, page, async (_request, reply) => sendDocument(reply, file));
    }
  };
}
