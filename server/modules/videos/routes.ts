import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Routes of the videos domain (to be written). */
const routes: FastifyPluginAsyncTypebox = async () => {};
export default routes;
